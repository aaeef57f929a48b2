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

  public static func sentences(
    for mode: AnalysisMode, facts: SceneFacts, catalogue: MessageCatalogue = .current
  ) -> [String] {
    switch mode {
    case .describe: SceneAnswer.describe(facts, catalogue: catalogue)
    case .text: text(facts, catalogue)
    case .document: document(facts, catalogue)
    case .barcode: barcode(facts, catalogue)
    case .colour: [colour(facts, catalogue)]
    case .light: [light(facts, catalogue)]
    case .people: [SceneAnswer.peopleAnswer(facts, catalogue)]
    case .car: car(facts, catalogue)
    case .cute: [SceneAnswer.cuteAnswer(facts, catalogue)]
    }
  }

  /// The words only, line by line; or why nothing can be read and what to do.
  static func text(_ facts: SceneFacts, _ say: MessageCatalogue = .current) -> [String] {
    let scripts = SceneAnswer.scriptSentences(facts, say).map { "\n" + $0 }
    if let reading = facts.text {
      let words = reading.lines.map(\.text).joined(separator: "\n")
      return
        (facts.unreadableWriting ? [words, "\n" + say.text("answer.reading.alsoUnknownScript")] : [words])
        + scripts
    }
    // Writing in another script is an answer of its own (decision 047).
    if facts.foreignWriting != nil { return SceneAnswer.scriptSentences(facts, say) }
    return [nothingToRead(facts, what: "text", say)] + scripts
  }

  /// The Text channel's chunks after the page's first `given` lines were already said (each with its
  /// line break): the remaining lines, then the sentences after the words. The reading's lines begin
  /// with the given ones (``PPOCRTextReader/EarlyLines``); should they not, what follows the lines
  /// they share is said, so no line is said twice.
  static func rest(_ sentences: [String], facts: SceneFacts, after given: [String]) -> [String] {
    guard !given.isEmpty else { return sentences }
    let lines = facts.text?.lines.map(\.text) ?? []
    var shared = 0
    while shared < min(given.count, lines.count), lines[shared] == given[shared] { shared += 1 }
    let words = lines.dropFirst(shared).joined(separator: "\n")
    // `sentences` is the words (when there was a reading) and what follows them, each after a break.
    let after = facts.text == nil ? sentences : Array(sentences.dropFirst())
    return (words.isEmpty ? [] : [words]) + after.map { $0.first?.isWhitespace == true ? $0 : "\n" + $0 }
  }

  static func document(_ facts: SceneFacts, _ say: MessageCatalogue = .current) -> [String] {
    guard let reading = facts.text else { return [nothingToRead(facts, what: "page", say)] }
    let page = DocumentReading(reading)
    var out = page.paragraphs.enumerated().map { $0.offset == 0 ? $0.element : "\n\n" + $0.element }
    if facts.unreadableWriting { out.append("\n\n" + say.text("answer.reading.alsoUnknownScript")) }
    if let guidance = DocumentReading.guidance(reading, say) { out.append("\n\n" + guidance) }
    return out
  }

  static func nothingToRead(_ facts: SceneFacts, what: String, _ say: MessageCatalogue = .current) -> String {
    if facts.unavailable.contains("text") { return say.text("answer.reading.readerMissing") }
    // Blur before script: writing too blurred to read is said so, with the steadiness hint.
    if facts.blurredWriting { return say.text("answer.reading.blurred") }
    // Writing seen on a sharp region that the reader's script check could not read — unless it is
    // a code (a barcode or QR code is not writing in an unknown script).
    if facts.unreadableWriting, facts.barcodes.isEmpty { return say.text("answer.reading.unknownScript") }
    if let light = facts.light, light.description == .dark { return say.text("answer.reading.tooDark") }
    if let sharpness = facts.sharpness, sharpness < Sharpness.blurred {
      return say.text("answer.reading.photoBlurred")
    }
    return say.text(what == "page" ? "answer.reading.noPage" : "answer.reading.none")
  }

  static func barcode(_ facts: SceneFacts, _ say: MessageCatalogue = .current) -> [String] {
    if !facts.barcodes.isEmpty {
      let codes = facts.barcodes.prefix(6).map { BarcodeContent.describe($0, say) }
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

  static func colour(_ facts: SceneFacts, _ say: MessageCatalogue = .current) -> String {
    guard let centre = facts.centreColour else { return say.text("answer.colour.unmeasured") }
    var sentence = say.text(
      "colour.centre",
      ["colour": .text(ColourNames.spoken(ColourNames.withLightness(centre), in: say.spokenLanguage))])
    if let picture = facts.colours.first, picture.name != centre.name {
      sentence +=
        " "
        + say.text(
          "colour.pictureMostly", ["colour": .text(ColourNames.spoken(picture.name, in: say.spokenLanguage))])
    }
    return sentence
  }

  static func light(_ facts: SceneFacts, _ say: MessageCatalogue = .current) -> String {
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

  static func car(_ facts: SceneFacts, _ say: MessageCatalogue = .current) -> [String] {
    var out: [String]
    if facts.carProbability >= 0.5 {
      out = [
        facts.likeliestCarBody.map {
          say.text("car.looksLikeBody", ["body": SceneAnswer.label($0.label, say)])
        }
          ?? say.text("car.looksLike")
      ]
    } else if facts.labels.isEmpty {
      out = [say.text("answer.classifierMissing")]
    } else {
      out = [say.text("car.notCar")]
    }
    out.append(say.text("car.makeNeedsModel") + " " + say.text("answer.refusal"))
    return out
  }
}
