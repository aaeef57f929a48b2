import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer

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

  /// Builds the app (no listening socket) and finds the acting user.
  static func open(_ parsed: ParsedArguments) async throws -> (Features, User) {
    var (configuration, _) = try configuration(from: parsed)
    if parsed.value("log-level") == nil { configuration.logLevel = .warning }
    let app = try await buildFeatures(
      configuration: configuration, logger: Logger(label: "visor", minimumLevel: configuration.logLevel))
    let user = try await FeatureCommand.user(parsed, app: app)
    return (app, user)
  }

  static func readFile(_ path: String, what: String) throws -> Data {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw VisorError(.fileUnreadable, "Cannot read the \(what) \(path); check the path.")
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
          help:
            "With --mode find: a thing you taught (visor things add), e.g. keys. On the server's data folder only."
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
        ? "Runs on the data folder's models and saves the answer to the user's history, like the web app. With --about, the model sees that analysis's photo and every earlier question and answer, and the answer is saved as a turn of it (GET /api/v1/analyses/ID lists the turns)."
        : "Runs on the data folder's models and saves the answer to the user's history, like the web app.")
  }

  /// Writes to standard output at once (print() is buffered, and the answer streams through
  /// FileHandle: mixing them put "You asked:" after the answer, on its line).
  static func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }

  static func run(_ arguments: [String], ask: Bool) async throws -> Int32 {
    guard let parsed = try parse(arguments, spec(ask: ask)) else { return 0 }
    if ask, let about = parsed.value("about") { return try await runFollowUp(parsed, about: about) }
    let expected = ask && parsed.value("question-audio") == nil ? 2 : 1
    guard parsed.positionals.count == expected else {
      throw UsageError(
        message: ask ? "give PHOTO and a \"question\" (or --question-audio FILE)" : "give exactly one PHOTO")
    }
    let photo = try FeatureContext.readFile(parsed.positionals[0], what: "photo")
    let audio = try parsed.value("question-audio").map { try FeatureContext.readFile($0, what: "recording") }
    let speakPath = parsed.value("speak")
    let format = speakPath.map { URL(fileURLWithPath: $0).pathExtension.lowercased() }.map {
      $0 == "ogg" ? "opus" : $0
    }
    let (app, user) = try await FeatureContext.open(parsed)
    defer { Task { await app.shutdown() } }
    let options = AnalyzeOptionsBuilder.make(
      image: photo, prompt: ask ? parsed.positionals.dropFirst().first : parsed.value("prompt"), audio: audio,
      speak: speakPath != nil, voice: parsed.value("voice"), format: format, model: parsed.value("model"),
      mode: parsed.value("mode"), target: parsed.value("target"))
    let json = parsed.has("json")
    let final = try await app.analyze(user: user, options: options, progress: progress(json: json))
    try finish(
      wire: final.wire, notes: final.wire.notes, audio: final.audio, speakPath: speakPath, json: json,
      checks: final.wire.checks,
      hint: "Ask more about this photo: visor ask --about \(final.wire.id) \"question\"\n")
    return 0
  }

  /// Streams the transcript ("You asked: …" on its own line) and the answer as they come (not with --json).
  static func progress(json: Bool) -> @Sendable (AnalysisProgress) -> Void {
    { event in
      guard !json else { return }
      switch event {
      case .transcript(let text): write("You asked: \(text)\n")
      case .text(let delta): write(delta)
      }
    }
  }

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
      for note in notes { FileHandle.standardError.write(Data("Note: \(note.message)\n".utf8)) }
      // A local check that disagrees with the provider's answer (decision 024).
      for check in checks where !check.agrees {
        guard let kind = AnswerCheck.Kind(rawValue: check.kind) else { continue }
        let sentence = AnswerCheck(kind: kind, local: check.local, model: check.model, agrees: false).sentence
        FileHandle.standardError.write(Data("Check: \(sentence)\n".utf8))
      }
      if let speakPath, audio != nil { write("Spoken answer written to \(speakPath).\n") }
      // What to do next is for the person at the terminal, not for a script reading the answer.
      FileHandle.standardError.write(Data(hint.utf8))
    }
  }

  /// `visor ask --about ANALYSIS_ID "question"` (or `--question-audio FILE`).
  static func runFollowUp(_ parsed: ParsedArguments, about: String) async throws -> Int32 {
    let audio = try parsed.value("question-audio").map { try FeatureContext.readFile($0, what: "recording") }
    guard parsed.positionals.count == (audio == nil ? 1 : 0) else {
      throw UsageError(
        message: "with --about, give only the \"question\" (or --question-audio FILE), no PHOTO")
    }
    guard let id = UUID(uuidString: about), about == about.lowercased() else {
      throw VisorError(
        .notFound,
        "No analysis with the id \"\(about)\"; ids are lowercase UUIDs, e.g. from `visor ask … --json`.")
    }
    let speakPath = parsed.value("speak")
    let format = speakPath.map { URL(fileURLWithPath: $0).pathExtension.lowercased() }.map {
      $0 == "ogg" ? "opus" : $0
    }
    let (app, user) = try await FeatureContext.open(parsed)
    defer { Task { await app.shutdown() } }
    let json = parsed.has("json")
    let final = try await app.askAbout(
      user: user, analysisID: id, prompt: parsed.positionals.first, audio: audio, speak: speakPath != nil,
      voice: parsed.value("voice"), format: format, progress: progress(json: json))
    try finish(
      wire: final.wire, notes: final.wire.notes, audio: final.audio, speakPath: speakPath, json: json,
      checks: final.wire.checks)
    return 0
  }
}
