import Foundation
import VisorAPI
import VisorCore
import VisorFeatures

/// Shared plumbing for feature commands that run in-process on a data folder as a user.
enum FeatureContext {
  static let options: [OptionSpec] =
    [
      FeatureCommand.userOption,
      OptionSpec(name: "json", valueName: nil, help: "Print one JSON object instead of text."),
    ]
    + CommandSpec.settingOptions.filter {
      [
        "data-dir", "database", "blobs", "config", "cache-dir", "models-dir", "python", "log-level",
        "key-file", "provider-url",
        "provider-preset", "provider-vision-model", "provider-chat-model", "default-vision", "default-chat",
        "default-speech", "default-transcription",
      ].contains($0.name)
    }

  static func readFile(_ path: String, what: String) throws -> Data {
    guard let data = FileManager.default.contents(atPath: path) else {
      let sentence =
        switch what {
        case "photo": CLIWords.text("cli.error.cannotReadPhoto", ["path": path])
        case "recording": CLIWords.text("cli.error.cannotReadRecording", ["path": path])
        default: "Cannot read the \(what) \(path); check the path."
        }
      throw VisorError(.fileUnreadable, sentence)
    }
    return data
  }
}

/// `visor describe PHOTO` and `visor ask PHOTO "question"`.
enum AnalyzeCommand {
  static func spec(ask: Bool) -> CommandSpec {
    CommandSpec(
      path: ask ? "ask" : "describe",
      summary: ask
        ? "Ask a question about a photo, typed or spoken, and print (and optionally speak) the answer."
        : "Describe a photo and print (and optionally speak) the answer.",
      usage: ask
        ? "visor ask PHOTO \"question\" | visor ask PHOTO --question-audio q.wav | visor ask --about ANALYSIS_ID \"question\" [--speak out.mp3]"
        : "visor describe PHOTO [--mode text] [--mode find --target NAME] [--speak out.mp3] [--prompt TEXT] [--model ID]",
      options: [
        OptionSpec(
          name: "speak", valueName: "FILE", help: "Also speak the answer into FILE (.mp3, .opus or .wav)."),
        OptionSpec(name: "voice", valueName: "NAME", help: "Voice for --speak (see `visor models list`)."),
        OptionSpec(
          name: "mode", valueName: "CHANNEL",
          help:
            "describe (default), text, document, barcode, colour, light, people, car, cute, or find (with --target)."
        ),
        OptionSpec(
          name: "target", valueName: "NAME",
          help: "With --mode find: a thing you taught (visor things add), e.g. keys."
        ),
        OptionSpec(
          name: "model", valueName: "ID",
          help: "Model that looks at the photo (default: vision provider, else local/scene)."),
      ]
        + (ask
          ? [
            OptionSpec(
              name: "question-audio", valueName: "FILE", help: "A recorded question (WAV, MP3, WebM, MP4)."),
            OptionSpec(
              name: "about", valueName: "ANALYSIS_ID",
              help:
                "Ask a follow-up about a saved analysis's photo (its id from `--json` or GET /api/v1/analyses) instead of a new PHOTO."
            ),
          ]
          : [
            OptionSpec(
              name: "prompt", valueName: "TEXT", help: "Instead of \"Describe exactly what you see.\"")
          ])
        + FeatureContext.options,
      details: ask
        ? "Runs on the data folder's models as --user (or on a running Visor: `visor --server URL --token T \(ask ? "ask" : "describe") …`) and saves the answer to the history, like the web app. With --about, the model sees that analysis's photo and every earlier question and answer, and the answer is saved as a turn of it (GET /api/v1/analyses/ID lists the turns)."
        : "Runs on the data folder's models as --user (or on a running Visor: `visor --server URL --token T \(ask ? "ask" : "describe") …`) and saves the answer to the history, like the web app."
    )
  }

  /// Writes to standard output at once (print() is buffered, and the answer streams through
  /// FileHandle: mixing them put "You asked:" after the answer, on its line).
  static func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }

  /// Writes the spoken answer, then prints the JSON (with --json) or ends the streamed text: notes on
  /// stderr, where the audio went, and `hint`.
  static func finish<Wire: Encodable>(
    wire: Wire, notes: [AnswerNoteResponse], audio: Data?, speakPath: String?, json: Bool,
    checks: [CheckResponse] = [], hint: String = ""
  ) throws {
    if let speakPath, let audio { try audio.write(to: URL(fileURLWithPath: speakPath)) }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      print(String(decoding: try encoder.encode(wire), as: UTF8.self))
    } else {
      write("\n")
      for note in notes {
        FileHandle.standardError.write(
          Data((CLIWords.text("cli.analyze.note", ["text": note.message]) + "\n").utf8))
      }
      // A local check that disagrees with the provider's answer (decision 024).
      for check in checks where !check.agrees {
        guard let kind = AnswerCheck.Kind(rawValue: check.kind) else { continue }
        let sentence = AnswerCheck(kind: kind, local: check.local, model: check.model, agrees: false).sentence
        FileHandle.standardError.write(
          Data((CLIWords.text("cli.analyze.check", ["text": sentence]) + "\n").utf8))
      }
      if let speakPath, audio != nil {
        write(CLIWords.text("cli.analyze.spoken", ["path": speakPath]) + "\n")
      }
      // What to do next is for the person at the terminal, not for a script reading the answer.
      FileHandle.standardError.write(Data(hint.utf8))
    }
  }
}
