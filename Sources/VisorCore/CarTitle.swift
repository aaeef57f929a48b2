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
    let lookWords = [colourName, bodyType].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    let look = lookWords.isEmpty ? "Car" : lookWords.prefix(1).uppercased() + lookWords.dropFirst()
    if name.isEmpty { return look }
    if let confidence, confidence < unsureBelow { return "\(look) (maybe a \(name), not sure)" }
    return name
  }
}
