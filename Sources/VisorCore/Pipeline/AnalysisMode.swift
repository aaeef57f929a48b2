import Foundation

/// The channel of an analysis (`mode` on `POST /api/v1/vision/analyze`, `visor describe --mode`):
/// what the user wants from the photo. Each channel has a prompt made for it, which a vision provider
/// is asked and which the offline scene engine recognises exactly.
///
/// ```swift
/// let mode = try AnalysisMode(validating: "text")   // .text
/// mode.prompt                                        // "Read the text in this photo exactly as written, …"
/// ```
public enum AnalysisMode: String, Sendable, CaseIterable, Codable {
  case describe, text, document, barcode, colour, light, people, car, cute

  /// An omitted or empty mode is `describe`; anything else must be a channel's name (400 otherwise).
  public init(validating raw: String?, field: String = "mode") throws {
    guard let raw, !raw.isEmpty else {
      self = .describe
      return
    }
    guard let mode = AnalysisMode(rawValue: raw.lowercased()) else {
      throw VisorError(
        .unknownMode,
        Message(
          "error.mode.unknown",
          [
            "field": .text(field), "modes": .text(Self.allCases.map(\.rawValue).joined(separator: ", ")),
            "raw": .text(String(raw.prefix(40))),
          ])
      )
    }
    self = mode
  }

  /// The question asked when the client sends no prompt of its own.
  public var prompt: String {
    switch self {
    case .describe: AnalysisPipeline.defaultPrompt
    case .text: "Read the text in this photo exactly as written, in reading order. Reply with only the text."
    case .document:
      "This photo shows a document. Transcribe its full text in reading order, joining the lines of each "
        + "paragraph. Reply with only the text."
    case .barcode: "Read every barcode and QR code in this photo and say what each one contains."
    case .colour:
      "What colour is the thing at the centre of this photo? Name it with its lightness, e.g. dark red."
    case .light: "How bright is this scene, and where does the light come from?"
    case .people:
      "How many people are in this photo, where are they (left, centre or right) and how near? "
        + "Do not identify anyone."
    case .car: "Identify this car: make, model, body type and colour."
    case .cute: "Is this cute?"
    }
  }

  /// The channel whose prompt this exactly is (how the offline engine knows the channel).
  public init?(channelPrompt: String) {
    let trimmed = channelPrompt.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let mode = Self.allCases.first(where: { $0 != .describe && $0.prompt == trimmed }) else {
      return nil
    }
    self = mode
  }
}
