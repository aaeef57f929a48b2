print("visor")
