import Foundation
import VisorCore

/// The offline engine's answer for each channel (`AnalysisMode`), from measured facts only.
public enum ChannelAnswer {
  /// The facts a channel needs (OCR and HOG are the slow parts, so each channel asks only for its own).
  public static func parts(for mode: AnalysisMode) -> Set<SceneFacts.Part> {
    switch mode {
    // The subject check: a colour said as the subject's is measured where the classifier sees it.
    case .describe: SceneFacts.Part.describe.union([.subjectCheck])
    case .text, .document: [.text, .light, .sharpness]
    case .barcode: [.barcodes, .locateBarcodes, .light, .sharpness]
    case .colour: [.colours]
    case .light: [.light]
    // The classifier too: a face on a Pekingese is the dog's, not a person's.
    case .people: [.faces, .people, .profileFaces, .labels]
    case .car: [.labels, .colours]
    case .cute: [.labels, .catFaces]
    }
  }

  /// How large a decode each channel needs (0: the whole photo).
  public static func maxSide(for mode: AnalysisMode) -> Int {
    switch mode {
    case .describe, .text, .document, .car, .cute: 0
    case .barcode: 2000
    case .colour, .light, .people: 1024
    }
  }

  public static func sentences(for mode: AnalysisMode, facts: SceneFacts) -> [String] {
    switch mode {
    case .describe: SceneAnswer.describe(facts)
    case .text: text(facts)
    case .document: document(facts)
    case .barcode: barcode(facts)
    case .colour: [colour(facts)]
    case .light: [light(facts)]
    case .people: [SceneAnswer.peopleAnswer(facts)]
    case .car: car(facts)
    case .cute: [SceneAnswer.cuteAnswer(facts)]
    }
  }

  /// The words only, line by line; or why nothing can be read and what to do.
  static func text(_ facts: SceneFacts) -> [String] {
    let scripts = SceneAnswer.scriptSentences(facts).map { "\n" + $0 }
    if let reading = facts.text {
      let words = reading.lines.map(\.text).joined(separator: "\n")
      return (facts.unreadableWriting ? [words, "\n" + SceneAnswer.alsoUnreadableWriting] : [words]) + scripts
    }
    // Writing in another script is an answer of its own (decision 041).
    if facts.foreignWriting != nil { return SceneAnswer.scriptSentences(facts) }
    return [nothingToRead(facts, what: "text")] + scripts
  }

  static func document(_ facts: SceneFacts) -> [String] {
    guard let reading = facts.text else { return [nothingToRead(facts, what: "page")] }
    let page = DocumentReading(reading)
    var out = page.paragraphs.enumerated().map { $0.offset == 0 ? $0.element : "\n\n" + $0.element }
    if facts.unreadableWriting { out.append("\n\n" + SceneAnswer.alsoUnreadableWriting) }
    if let guidance = page.guidance { out.append("\n\n" + guidance) }
    return out
  }

  static func nothingToRead(_ facts: SceneFacts, what: String) -> String {
    let say = MessageCatalogue.english
    if facts.unavailable.contains("text") { return say.text("answer.reading.readerMissing") }
    // Blur before script: writing too blurred to read is said so, with the steadiness hint.
    if facts.blurredWriting { return say.text("answer.reading.blurred") }
    // Writing seen on a sharp region that the reader's script check could not read — unless it is
    // a code (a barcode or QR code is not writing in an unknown script).
    if facts.unreadableWriting, facts.barcodes.isEmpty { return SceneAnswer.unreadableWriting }
    if let light = facts.light, light.description == .dark { return say.text("answer.reading.tooDark") }
    if let sharpness = facts.sharpness, sharpness < Sharpness.blurred {
      return say.text("answer.reading.photoBlurred")
    }
    return say.text(what == "page" ? "answer.reading.noPage" : "answer.reading.none")
  }

  static func barcode(_ facts: SceneFacts) -> [String] {
    let say = MessageCatalogue.english
    if !facts.barcodes.isEmpty {
      let codes = facts.barcodes.prefix(6).map(BarcodeContent.describe)
      if codes.count == 1 { return [say.text("answer.code.one", ["code": .text(codes[0])])] }
      return [say.text("answer.count.codes", ["count": .number(codes.count)])]
        + codes.enumerated().map {
          " "
            + say.text("answer.code.numbered", ["number": .number($0.offset + 1), "code": .text($0.element)])
        }
    }
    if facts.unreadableBarcodes > 0 { return [say.text("answer.code.unreadable")] }
    if let light = facts.light, light.description == .dark { return [say.text("answer.code.tooDark")] }
    if let sharpness = facts.sharpness, sharpness < Sharpness.blurred {
      return [say.text("answer.code.photoBlurred")]
    }
    return [say.text("answer.code.none")]
  }

  static func colour(_ facts: SceneFacts) -> String {
    guard let centre = facts.centreColour else { return "I couldn't measure the colours in this photo." }
    var sentence = "At the centre it's \(ColourNames.withLightness(centre))."
    if let picture = facts.colours.first, picture.name != centre.name {
      sentence += " The picture is mostly \(picture.name)."
    }
    return sentence
  }

  static func light(_ facts: SceneFacts) -> String {
    let say = MessageCatalogue.english
    guard let light = facts.light else { return say.text("answer.light.unmeasured") }
    var sentence = say.text(
      MessageID(rawValue: "answer.light.\(light.description.rawValue)"), ["level": .number(light.level)])
    if let from = light.from {
      sentence += " " + say.text(MessageID(rawValue: "answer.light.from.\(from)"))
    } else if light.description != .dark {
      sentence += " " + say.text("answer.light.even")
    }
    return sentence
  }

  static func car(_ facts: SceneFacts) -> [String] {
    var out: [String]
    if facts.carProbability >= 0.5 {
      let body = facts.likeliestCarBody.map { " (probably \(SceneAnswer.withArticle($0.label)))" } ?? ""
      out = ["This looks like a car\(body)."]
    } else if facts.labels.isEmpty {
      out = ["The image classifier isn't installed, so I can't tell (run scripts/setup-classifier.sh)."]
    } else {
      out = ["I don't think this is a car."]
    }
    out.append("Naming its make and model needs a vision model. " + SceneAnswer.providerHint)
    return out
  }
}
