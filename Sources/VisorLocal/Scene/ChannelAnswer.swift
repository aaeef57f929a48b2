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
    case .people: [.faces, .people, .profileFaces]
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
    if let reading = facts.text {
      let words = reading.lines.map(\.text).joined(separator: "\n")
      return facts.unreadableWriting ? [words, "\n" + SceneAnswer.alsoUnreadableWriting] : [words]
    }
    return [nothingToRead(facts, what: "text")]
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
    if facts.unavailable.contains("text") {
      return "The text reader isn't installed, so I can't read text (install tesseract-ocr-eng)."
    }
    // Blur before script: writing too blurred to read is said so, with the steadiness hint.
    if facts.blurredWriting { return MessageCatalogue.english.text("answer.reading.blurred") }
    // Writing seen on a sharp region that the reader's script check could not read — unless it is
    // a code (a barcode or QR code is not writing in an unknown script).
    if facts.unreadableWriting, facts.barcodes.isEmpty {
      return SceneAnswer.unreadableWriting
    }
    if let light = facts.light, light.description == .dark {
      return
        "It's too dark to read anything; turn on a light or move somewhere brighter, and hold the phone steady."
    }
    if let sharpness = facts.sharpness, sharpness < Sharpness.blurred {
      return "The photo is too blurred to read; hold the phone steady and let it focus before you take it."
    }
    return what == "page"
      ? "I can't read a page here. Hold the phone about 30 cm above the page, keep it steady, and make sure "
        + "the whole page is in the frame and well lit."
      : "I can't find any readable text. Hold the phone steady, a little closer, with the text in good light. "
        + "I read English printed text only."
  }

  static func barcode(_ facts: SceneFacts) -> [String] {
    if !facts.barcodes.isEmpty {
      let codes = facts.barcodes.prefix(6).map(BarcodeContent.describe)
      if codes.count == 1 { return ["It's " + codes[0] + "."] }
      return ["I can read \(codes.count) codes."]
        + codes.enumerated().map { " \($0.offset + 1): \($0.element)." }
    }
    if facts.unreadableBarcodes > 0 {
      return ["I see a barcode but can't read it; hold the phone steady and closer."]
    }
    if let light = facts.light, light.description == .dark {
      return ["It's too dark to find a barcode; turn on a light or move somewhere brighter."]
    }
    if let sharpness = facts.sharpness, sharpness < Sharpness.blurred {
      return [
        "The photo is too blurred to find a code; hold the phone steady and let it focus before you take it."
      ]
    }
    return [
      "I don't see a barcode or QR code. Hold the code flat in the middle of the frame, about a hand's width away."
    ]
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
    guard let light = facts.light else { return "I couldn't measure the light in this photo." }
    let words: String =
      switch light.description {
      case .dark: "It's dark"
      case .dim: "It's dim"
      case .bright: "It's bright"
      }
    var sentence = "\(words): light level \(light.level) of 100."
    if let from = light.from {
      sentence +=
        from == "above" || from == "below"
        ? " The light comes from \(from)." : " The light comes from the \(from)."
    } else if light.description != .dark {
      sentence += " The light is fairly even."
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
