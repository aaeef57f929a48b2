/// A car's one title, the same in every surface (the API, the garage, what is spoken).
public enum CarTitle {
  /// Below this confidence a car's make and model are a guess, said as one.
  public static let unsureBelow = 0.5

  /// "Porsche 911 Carrera", else "Gray minivan" (only the first letter capitalised), else "Car". A
  /// name guessed below ``unsureBelow`` is not the title: "White hatchback (maybe a Volkswagen Golf,
  /// not sure)".
  public static func make(
    brand: String?, model: String?, colourName: String?, bodyType: String?, confidence: Double? = nil
  ) -> String {
    let name = [brand, model].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    // A body type is a common noun, said in sentence case whatever a provider sends ("Pickup Truck"
    // → "pickup truck"; capitals such as SUV stay); a colour may be a paint's own name.
    let body = bodyType.map {
      $0.split(separator: " ").map { word in
        word.count > 1 && word.allSatisfy(\.isUppercase) ? String(word) : word.lowercased()
      }.joined(separator: " ")
    }
    let lookWords = [colourName, body].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    let look = lookWords.isEmpty ? "Car" : lookWords.prefix(1).uppercased() + lookWords.dropFirst()
    if name.isEmpty { return look }
    if let confidence, confidence < unsureBelow { return "\(look) (maybe a \(name), not sure)" }
    return name
  }
}
