import Foundation
import Testing
import VisorCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// visor's own lines in the person's language (issue 27): the follow-up hint, usage errors and
/// `--help`, chosen by --language, then the account's language, then LC_ALL / LC_MESSAGES / LANG,
/// then English. The real binary on a real data folder and against a real `visor serve`.
@Suite(.serialized) struct CLILanguageCLITests {
  static let germanHint = "Mehr zu diesem Foto fragen: visor ask --about "
  static let frenchHint = "Pour en savoir plus sur cette photo : visor ask --about "
  static let englishHint = "Ask more about this photo: visor ask --about "

  /// The id the hint names, which must be a real analysis id.
  func hintedID(_ stderr: String, after marker: String) -> String? {
    guard let range = stderr.range(of: marker) else { return nil }
    let id = stderr[range.upperBound...].prefix { !$0.isWhitespace }
    return UUID(uuidString: String(id)) != nil ? String(id) : nil
  }

  @Test(.timeLimit(.minutes(5)))
  func theFlagAndTheLocaleChooseTheLanguageOfTheHintAndTheErrors() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(try CLI.run(["users", "add", "root", "--admin", "--data-dir", dir]).status == 0)

    // --language de: the hint after the answer and a usage error, in German.
    let german = try CLI.run(["--language", "de", "describe", FeatureCLITests.dog, "--data-dir", dir])
    #expect(german.status == 0, "\(german.stderr)")
    #expect(hintedID(german.stderr, after: Self.germanHint) != nil, "\(german.stderr)")
    #expect(!german.stderr.contains("Ask more"), "\(german.stderr)")
    let germanError = try CLI.run(["--language", "de", "describe", "--data-dir", dir])
    #expect(germanError.status == 2)
    #expect(
      germanError.stderr
        == "Fehler: gib genau ein FOTO an\n`visor describe --help` zeigt, wie der Befehl aufgerufen wird.\n",
      "\(germanError.stderr)")
    let german404 = try CLI.run([
      "--language", "de", "ask", "--about", "nope", "Wie?", "--data-dir", dir,
    ])
    #expect(german404.status == 1)
    #expect(
      german404.stderr.hasPrefix("Fehler: Es gibt keine Analyse mit der ID „nope“"), "\(german404.stderr)")

    // LANG=fr_FR.UTF-8 and an account that chose no language: the hint, the errors and the answer
    // itself in French (the locale is what a browser's Accept-Language is to the web app).
    let french = try CLI.run(
      ["describe", FeatureCLITests.dog, "--data-dir", dir], environment: ["LANG": "fr_FR.UTF-8"])
    #expect(french.status == 0, "\(french.stderr)")
    #expect(hintedID(french.stderr, after: Self.frenchHint) != nil, "\(french.stderr)")
    #expect(!french.stdout.contains("looks like") && !french.stdout.isEmpty, "\(french.stdout)")
    let frenchError = try CLI.run(["describe", "--data-dir", dir], environment: ["LANG": "fr_FR.UTF-8"])
    #expect(frenchError.status == 2)
    #expect(frenchError.stderr.hasPrefix("erreur : donnez exactement une PHOTO\n"), "\(frenchError.stderr)")
    let unknown = try CLI.run(["descibe"], environment: ["LANG": "fr_FR.UTF-8"])
    #expect(
      unknown.stderr.hasPrefix(
        "erreur : commande inconnue « descibe » ; vouliez-vous dire `visor describe` ?"),
      "\(unknown.stderr)")

    // --language beats the locale; LC_ALL beats LANG; C (or no locale) is English, as before.
    let both = try CLI.run(["--language", "de", "describe"], environment: ["LANG": "fr_FR.UTF-8"])
    #expect(both.stderr.hasPrefix("Fehler: gib genau ein FOTO an"), "\(both.stderr)")
    let allOver = try CLI.run(["describe"], environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": "ru_RU.UTF-8"])
    #expect(allOver.stderr.hasPrefix("ошибка: укажите ровно одно ФОТО"), "\(allOver.stderr)")
    let live = try CLI.run(["--language", "tr", "live", "/nonexistent-frames", "--data-dir", dir])
    #expect(live.status == 1)
    #expect(
      live.stderr.hasPrefix(
        "hata: /nonexistent-frames adında bir dosya ya da klasör yok; yolu kontrol edin."),
      "\(live.stderr)")
    let english = try CLI.run(["describe", FeatureCLITests.dog, "--data-dir", dir])
    #expect(hintedID(english.stderr, after: Self.englishHint) != nil, "\(english.stderr)")
    let c = try CLI.run(["describe"], environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": "C"])
    #expect(c.stderr.hasPrefix("error: give exactly one PHOTO\n"), "\(c.stderr)")
  }

  /// Against a server: the account's language (Spanish) beats the locale (French); --language beats
  /// the account's.
  @Test(.timeLimit(.minutes(3)))
  func theAccountsLanguageBeatsTheLocaleRemotely() async throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (server, url) = try RemoteCLITests.start(dir)
    defer { server.stop() }
    let patch = try await CLI.patchMe(url, token: server.token, #"{"language":"es"}"#)
    #expect(patch == 200)
    let remote = ["--server", url, "--token", server.token]
    let spanish = try CLI.run(remote + ["garage", "list"], environment: ["LANG": "fr_FR.UTF-8"])
    #expect(spanish.status == 0, "\(spanish.stderr)")
    #expect(
      spanish.stdout == "El garaje está vacío; añade un coche con `visor car FOTO`.\n", "\(spanish.stdout)")
    let german = try CLI.run(
      remote + ["--language", "de", "garage", "list"], environment: ["LANG": "fr_FR.UTF-8"])
    #expect(
      german.stdout == "Die Garage ist leer; füge ein Auto mit `visor car FOTO` hinzu.\n", "\(german.stdout)")
    let described = try CLI.run(remote + ["describe", FeatureCLITests.dog])
    #expect(described.status == 0, "\(described.stderr)")
    #expect(
      described.stderr.contains("Pregunta más sobre esta foto: visor ask --about "), "\(described.stderr)")
  }

  /// `--help` in every language: each command with its translated summary, nothing left as an id.
  @Test func helpIsTranslatedForEveryCommand() throws {
    let english = try CLI.run(["--help"])
    let commands = english.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(commands.count >= 20 && commands.contains("describe"), "\(english.stdout)")
    for code in Language.supportedCodes {
      let help = try CLI.run(["--language", code, "--help"])
      #expect(help.status == 0)
      #expect(!help.stdout.contains("[cli."), "\(code): \(help.stdout)")
      for command in commands { #expect(help.stdout.contains("  \(command)"), "\(code) lacks \(command)") }
      if code != "en" { #expect(help.stdout != english.stdout, "\(code) help is English") }
    }
    let german = try CLI.run(["--help"], environment: ["LANG": "de_DE.UTF-8"])
    #expect(german.stdout.contains("Beschreibt ein Foto"), "\(german.stdout)")
  }
}

extension CLI {
  /// `PATCH /api/v1/me` with `body` as the token's account; the HTTP status.
  static func patchMe(_ url: String, token: String, _ body: String) async throws -> Int {
    var request = URLRequest(url: URL(string: url + "/api/v1/me")!)
    request.httpMethod = "PATCH"
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(body.utf8)
    let (_, response) = try await URLSession.shared.data(for: request)
    return (response as? HTTPURLResponse)?.statusCode ?? 0
  }
}
