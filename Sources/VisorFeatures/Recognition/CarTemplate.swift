import Foundation
import VisorCore

/// The built-in `car` recogniser: its fields, prompt, unit normalisation and cross-field checks.
///
/// Units: horsepower in hp, top speed in km/h, 0–100 km/h in seconds, displacement in cc and litres
/// (either may come from the model; the other is computed). `colourHex` is measured from the photo
/// and is not part of what the model is asked.
package enum CarTemplate {
  package static let name = "car"

  static let engineLayouts = [
    "inline-3", "inline-4", "inline-5", "inline-6", "flat-4", "flat-6", "V6", "V8", "V10", "V12", "W12",
    "rotary", "electric", "unknown",
  ]
  static let aspirations = [
    "naturally aspirated", "single turbo", "twin-turbo", "quad-turbo", "supercharged", "twincharged",
    "electric", "unknown",
  ]

  static var currentYear: Int { Calendar(identifier: .gregorian).component(.year, from: Date()) }

  static var schema: FieldSchema {
    let lastYear = Double(currentYear + 1)
    return FieldSchema(fields: [
      FieldSpec("brand", .string, description: "Manufacturer, e.g. Porsche.", maxLength: 60),
      FieldSpec("model", .string, description: "Model name, e.g. 911 Carrera S.", maxLength: 80),
      FieldSpec("generation", .string, description: "Generation or chassis code, e.g. 992.", maxLength: 80),
      FieldSpec(
        "yearFrom", .integer, description: "First model year of this generation.", minimum: 1886,
        maximum: lastYear),
      FieldSpec(
        "yearTo", .integer, description: "Last model year (null if still built).", minimum: 1886,
        maximum: lastYear),
      FieldSpec(
        "horsepowerHp", .integer, description: "Engine power in hp.", minimum: 30, maximum: 2000, unit: "hp"),
      FieldSpec(
        "topSpeedKmh", .integer, description: "Top speed in km/h.", minimum: 60, maximum: 500, unit: "km/h"),
      FieldSpec(
        "zeroToHundredSeconds", .number, description: "0–100 km/h time in seconds.", minimum: 1.5,
        maximum: 30,
        unit: "s"),
      FieldSpec(
        "cylinders", .integer, description: "Number of cylinders (0 for electric).", minimum: 0, maximum: 16),
      FieldSpec(
        "displacementCc", .integer, description: "Engine displacement in cubic centimetres, e.g. 2981.",
        minimum: 500, maximum: 9000, unit: "cc"),
      FieldSpec(
        "displacementLitres", .number, description: "Engine displacement in litres, e.g. 3.0.", minimum: 0.5,
        maximum: 9, unit: "L"),
      FieldSpec("engineLayout", .string, description: "Cylinder arrangement.", enumValues: engineLayouts),
      FieldSpec(
        "aspiration", .string, description: "Induction / turbo architecture.", enumValues: aspirations),
      FieldSpec("colourName", .string, description: "Paint name, e.g. Boston Green Metallic.", maxLength: 80),
      FieldSpec("paintCode", .string, description: "Manufacturer paint code, e.g. M7Z.", maxLength: 40),
      FieldSpec(
        "bodyType", .string, description: "Body style, e.g. coupé, convertible, estate, SUV, pickup truck.",
        maxLength: 40),
      FieldSpec(
        "confidence", .number, description: "How sure you are of brand and model, 0 to 1.", minimum: 0,
        maximum: 1),
    ])
  }

  /// Every field of a car in the order clients show them (`colourHex` is measured).
  package static let wireFields = [
    "brand", "model", "generation", "yearFrom", "yearTo", "horsepowerHp", "topSpeedKmh",
    "zeroToHundredSeconds",
    "cylinders", "displacementCc", "displacementLitres", "engineLayout", "aspiration", "colourName",
    "paintCode",
    "colourHex", "bodyType", "confidence",
  ]

  static let prompt = """
    You identify cars in photos for a car enthusiast's garage. Look at the car in the photo and give its \
    brand, model, generation and model years, and the factory specifications of that exact variant: power \
    in hp, top speed in km/h, 0–100 km/h time in seconds, number of cylinders, displacement (cc and \
    litres), engine layout, aspiration (turbo architecture), paint colour name and paint code, and body \
    type. Use null for anything you cannot tell from the photo or do not know for this variant — never \
    guess. Set "found" to false when there is no car in the photo.
    """

  static var template: BuiltInTemplate {
    BuiltInTemplate(
      name: name, title: "Car", subject: "a car", prompt: prompt, schema: schema, titleField: nil,
      normalize: normalize, crossCheck: crossCheck)
  }

  // MARK: Normalisation (before validation)

  /// Turns unit-bearing strings into plain numbers where the unit is the field's own ("300 hp",
  /// "3.0 L"), maps synonyms of the enums ("twin turbo", "H6"), and reports wrong units (mph, kW).
  static func normalize(_ object: inout [String: Any]) -> [FieldError] {
    var errors: [FieldError] = []
    func unitValue(_ key: String) -> (Double, String)? {
      guard let text = object[key] as? String else { return nil }
      let cleaned = text.lowercased().replacingOccurrences(of: ",", with: ".")
        .trimmingCharacters(in: .whitespaces)
      guard let range = cleaned.range(of: #"^[0-9]+(\.[0-9]+)?"#, options: .regularExpression),
        let number = Double(cleaned[range])
      else { return nil }
      let unit = cleaned[range.upperBound...].trimmingCharacters(in: .whitespaces)
      return (number, unit)
    }
    func convert(_ key: String, accepted: Set<String>, wrong: [String: String]) {
      guard let (number, unit) = unitValue(key) else { return }
      if unit.isEmpty || accepted.contains(unit) {
        object[key] = number
      } else if let expected = wrong[unit] ?? wrong["*"] {
        errors.append(
          FieldError(key, "\(key) must be a plain number in \(expected), not \"\(object[key]!)\"."))
        object[key] = NSNull()
      }
    }
    convert("horsepowerHp", accepted: ["hp", "bhp"], wrong: ["*": "hp (horsepower; convert kW or PS)"])
    convert("topSpeedKmh", accepted: ["km/h", "kmh", "kph"], wrong: ["*": "km/h (convert mph × 1.609)"])
    convert("zeroToHundredSeconds", accepted: ["s", "sec", "secs", "seconds"], wrong: ["*": "seconds"])
    convert("cylinders", accepted: ["cylinders", "cyl"], wrong: ["*": "cylinders"])
    convert("yearFrom", accepted: [], wrong: ["*": "years"])
    convert("yearTo", accepted: [], wrong: ["*": "years"])

    // Displacement: either field may carry either unit when it says so.
    let litreUnits: Set<String> = ["l", "litre", "litres", "liter", "liters", "ltr"]
    let ccUnits: Set<String> = ["cc", "cm3", "cm³", "ccm"]
    for key in ["displacementCc", "displacementLitres"] {
      guard let (number, unit) = unitValue(key) else { continue }
      if litreUnits.contains(unit) {
        object[key] = NSNull()
        if object["displacementLitres"] == nil || object["displacementLitres"] is NSNull
          || key == "displacementLitres"
        {
          object["displacementLitres"] = number
        }
      } else if ccUnits.contains(unit) {
        object[key] = NSNull()
        if object["displacementCc"] == nil || object["displacementCc"] is NSNull || key == "displacementCc" {
          object["displacementCc"] = number
        }
      } else if unit.isEmpty {
        object[key] = number
      } else {
        errors.append(
          FieldError(key, "\(key) must be a plain number (cc or litres), not \"\(object[key]!)\"."))
        object[key] = NSNull()
      }
    }
    if let cc = (object["displacementCc"] as? NSNumber)?.doubleValue, cc > 0, cc < 20 {
      errors.append(
        FieldError(
          "displacementCc",
          "displacementCc is in cubic centimetres: \(FieldSpec.format(cc)) looks like litres; give e.g. 2981 (or put litres in displacementLitres)."
        ))
      object["displacementCc"] = NSNull()
    }
    if let litres = (object["displacementLitres"] as? NSNumber)?.doubleValue, litres >= 100 {
      errors.append(
        FieldError(
          "displacementLitres",
          "displacementLitres is in litres: \(FieldSpec.format(litres)) looks like cubic centimetres; give e.g. 3.0 (or put cc in displacementCc)."
        ))
      object["displacementLitres"] = NSNull()
    }

    if let text = object["engineLayout"] as? String { object["engineLayout"] = canonicalLayout(text) ?? text }
    if let text = object["aspiration"] as? String { object["aspiration"] = canonicalAspiration(text) ?? text }
    return errors
  }

  static func canonicalLayout(_ text: String) -> String? {
    let words: [String: String] = [
      "three": "3", "four": "4", "five": "5", "six": "6", "eight": "8", "ten": "10", "twelve": "12",
    ]
    var t = text.lowercased().trimmingCharacters(in: .whitespaces)
    for (word, digit) in words { t = t.replacingOccurrences(of: word, with: digit) }
    t = t.replacingOccurrences(of: "_", with: "-").replacingOccurrences(of: " ", with: "-")
    func match(_ pattern: String) -> String? {
      guard let range = t.range(of: pattern, options: .regularExpression) else { return nil }
      return String(t[range].filter(\.isNumber))
    }
    if t.contains("electric") || t == "ev" { return "electric" }
    if t.contains("rotary") || t.contains("wankel") { return "rotary" }
    if let n = match("^(inline|straight|i|l)-?(3|4|5|6)$") { return "inline-\(n)" }
    if let n = match("^(flat|boxer|h)-?(4|6)$") { return "flat-\(n)" }
    if let n = match("^v-?(6|8|10|12)$") { return "V\(n)" }
    if match("^w-?12$") != nil { return "W12" }
    if t == "unknown" { return "unknown" }
    return nil
  }

  static func canonicalAspiration(_ text: String) -> String? {
    let t = text.lowercased().replacingOccurrences(of: "-", with: " ").replacingOccurrences(
      of: "_", with: " "
    )
    .trimmingCharacters(in: .whitespaces)
    if t.contains("electric") { return "electric" }
    if t.contains("twincharg") || (t.contains("turbo") && t.contains("supercharg")) { return "twincharged" }
    if t.contains("supercharg") || t.contains("compressor") || t.contains("kompressor") {
      return "supercharged"
    }
    if t.contains("quad") && t.contains("turbo") { return "quad-turbo" }
    if (t.contains("twin") || t.contains("bi") || t.contains("dual")) && t.contains("turbo") {
      return "twin-turbo"
    }
    if t.contains("turbo") { return "single turbo" }
    if t.contains("natural") || t == "na" || t == "n/a" || t.contains("atmospher") {
      return "naturally aspirated"
    }
    if t == "unknown" { return "unknown" }
    return nil
  }

  // MARK: Cross-field checks (after validation)

  /// Years in order, displacement in cc and litres agreeing (the missing one computed).
  static func crossCheck(_ values: inout [String: FieldValue]) -> [FieldError] {
    var errors: [FieldError] = []
    if let from = values["yearFrom"]?.numberValue, let to = values["yearTo"]?.numberValue, to < from {
      errors.append(
        FieldError(
          "yearTo", "yearTo (\(FieldSpec.format(to))) is before yearFrom (\(FieldSpec.format(from)))."))
      values["yearTo"] = .null
    }
    let cc = values["displacementCc"]?.numberValue
    let litres = values["displacementLitres"]?.numberValue
    switch (cc, litres) {
    case (let cc?, let litres?):
      if abs(cc / 1000 - litres) > 0.15 {
        errors.append(
          FieldError(
            "displacementCc",
            "displacementCc (\(FieldSpec.format(cc)) cc) and displacementLitres (\(FieldSpec.format(litres)) L) disagree; give the same displacement in both units."
          ))
        values["displacementCc"] = .null
        values["displacementLitres"] = .null
      } else {
        values["displacementLitres"] = .number((cc / 100).rounded() / 10)
      }
    case (let cc?, nil):
      values["displacementLitres"] = .number((cc / 100).rounded() / 10)
    case (nil, let litres?):
      values["displacementCc"] = .number((litres * 1000).rounded())
    case (nil, nil):
      break
    }
    return errors
  }

  /// "Porsche 911 Carrera", else "White pickup truck", else "Car"; an unsure name as
  /// ``CarTitle`` says it.
  static func title(_ values: [String: FieldValue]) -> String {
    CarTitle.make(
      brand: values["brand"]?.stringValue, model: values["model"]?.stringValue,
      colourName: values["colourName"]?.stringValue, bodyType: values["bodyType"]?.stringValue,
      confidence: values["confidence"]?.numberValue)
  }
}
