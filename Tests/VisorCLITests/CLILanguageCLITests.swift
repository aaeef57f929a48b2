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
    // A refusal Visor itself makes (a setting it cannot take), in the locale's language, word for
    // word English without one.
    let frenchSetting = try CLI.run(
      ["serve", "--log-level", "loud", "--data-dir", dir], environment: ["LANG": "fr_FR.UTF-8"])
    #expect(frenchSetting.status == 1)
    #expect(
      frenchSetting.stderr
        == "erreur : --log-level doit valoir debug, info, warning ou error, pas « loud ».\n",
      "\(frenchSetting.stderr)")
    let englishSetting = try CLI.run(["serve", "--log-level", "loud", "--data-dir", dir])
    #expect(
      englishSetting.stderr == "error: --log-level must be debug, info, warning or error, not \"loud\".\n",
      "\(englishSetting.stderr)")
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
  /// `visor models list` and `visor providers list` describe Visor's own models in the language asked
  /// for: their notes and their file facts.
  @Test(.timeLimit(.minutes(3)))
  func theModelsAreDescribedInTheLanguage() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for command in [["models", "list"], ["providers", "list"]] {
      let french = try CLI.run(["--language", "fr"] + command + ["--data-dir", dir])
      #expect(french.status == 0, "\(french.stderr)")
      #expect(
        french.stdout.contains("flite, voix de secours intégrées (robotiques) : anglais seulement."),
        "\(french.stdout)")
      #expect(french.stdout.contains("par défaut pour"), "\(french.stdout)")
      #expect(!french.stdout.contains("default for"), "\(french.stdout)")
      let english = try CLI.run(command + ["--data-dir", dir])
      #expect(
        english.stdout.contains("flite, in-process fallback voices (robotic): English only."),
        "\(english.stdout)")
    }
  }

  /// `visor providers test` asks each configured provider (it once found none: the clients were never
  /// recorded) and says what went wrong in the language asked for, exiting 1.
  @Test(.timeLimit(.minutes(2)))
  func providersTestChecksTheConfiguredProvider() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let closed = ["providers", "test", "--provider-url", "http://127.0.0.1:9/v1/", "--data-dir", dir]
    let english = try CLI.run(closed)
    #expect(english.status == 1, "\(english.stdout)\(english.stderr)")
    #expect(english.stdout.hasPrefix("FAIL remote: "), "\(english.stdout)")
    let spanish = try CLI.run(["--language", "es"] + closed)
    #expect(spanish.status == 1)
    #expect(spanish.stdout.hasPrefix("FAIL remote: No se pudo contactar"), "\(spanish.stdout)")
    let none = try CLI.run(["providers", "test", "--data-dir", dir])
    #expect(none.status == 0 && none.stdout.contains("No remote provider is configured"), "\(none.stdout)")
  }

  /// A backup's progress lines are in the language too (they are on stderr; the report on stdout).
  @Test(.timeLimit(.minutes(2)))
  func backupProgressIsInTheLanguage() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(try CLI.run(["users", "add", "root", "--admin", "--data-dir", dir]).status == 0)
    let german = try CLI.run(["--language", "de", "backup", "--to", dir + "/b.visor", "--data-dir", dir])
    #expect(german.status == 0, "\(german.stderr)")
    #expect(german.stderr.contains("Datenbank wird kopiert…"), "\(german.stderr)")
    #expect(!german.stderr.contains("Copying"), "\(german.stderr)")
  }

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

  /// The option lines of `--help` (`  --name VALUE   help`), keyed by option name.
  static func optionLines(_ help: String) -> [String: String] {
    var lines: [String: String] = [:]
    for line in help.split(separator: "\n") where line.hasPrefix("  --") {
      let name = line.dropFirst(4).prefix { !$0.isWhitespace }
      lines[String(name)] = String(line)
    }
    return lines
  }

  /// Every command's and subcommand's `--help`, as `visor` lists them.
  static func everyHelp() throws -> [[String]] {
    var paths: [[String]] = []
    let top = try CLI.run(["--help"]).stdout
    let commands = top.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    // The commands' list, not the remote paragraph's "  car, garage, …".
    for command in commands where command != "version" && !command.hasSuffix(",") {
      let help = try CLI.run([command, "--help"]).stdout
      // A group lists its subcommands as "  NAME  summary" under "Usage: visor COMMAND <a|b|c> …".
      if let usage = help.split(separator: "\n").first(where: { $0.hasPrefix("Usage: visor \(command) <") }),
        let open = usage.firstIndex(of: "<"), let close = usage.firstIndex(of: ">")
      {
        for sub in usage[usage.index(after: open)..<close].split(separator: "|") {
          paths.append([command, String(sub)])
        }
      } else {
        paths.append([command])
      }
    }
    return paths
  }

  /// Each command's own `--help` (issue 27): in German and Russian every summary and option line is
  /// translated — option names and placeholders as they are — and English is unchanged.
  @Test(.timeLimit(.minutes(5)))
  func optionHelpLinesAreTranslated() throws {
    let english = try CLI.run(["users", "add", "--help"])
    #expect(english.stdout.hasPrefix("Create a user and an API token for it.\n\nUsage: visor users add NAME"))
    #expect(english.stdout.contains("\n  --admin                     Make the user an admin.\n"))
    #expect(english.stdout.contains("(default: ./data) [env VISOR_DATA_DIR]"), "\(english.stdout)")
    let german = try CLI.run(["--language", "de", "users", "add", "--help"])
    #expect(
      german.stdout.hasPrefix(
        "Legt einen Benutzer und ein API-Token für ihn an.\n\nAufruf: visor users add NAME"))
    #expect(german.stdout.contains("\n  --admin                     Macht den Benutzer zum Admin.\n"))
    #expect(german.stdout.contains("(Standard: ./data) [env VISOR_DATA_DIR]"), "\(german.stdout)")
    let russian = try CLI.run(["--language", "ru", "describe", "--help"])
    #expect(
      russian.stdout.contains(
        "\n  --speak FILE                Также записать озвученный ответ в FILE (.mp3, .opus или .wav).\n"))
    #expect(russian.stdout.contains("\nПараметры:\n"), "\(russian.stdout)")
    let groups = try CLI.run(["--language", "ru", "users", "--help"])
    #expect(
      groups.stdout.contains("  add      Создать пользователя и API-токен для него."), "\(groups.stdout)")

    // Every command and subcommand: each option line differs from the English one, and the English
    // option names come first on it.
    var untranslated: [String] = []
    for path in try Self.everyHelp() {
      let english = try CLI.run(path + ["--help"])
      #expect(english.status == 0, "\(path)")
      let englishOptions = Self.optionLines(english.stdout)
      #expect(!englishOptions.isEmpty, "\(path): \(english.stdout)")
      for code in ["de", "ru"] {
        let help = try CLI.run(["--language", code] + path + ["--help"])
        #expect(help.status == 0)
        #expect(!help.stdout.contains("[cli."), "\(code) \(path)")
        let summary = help.stdout.prefix { $0 != "\n" }
        if summary == english.stdout.prefix(while: { $0 != "\n" }) {
          untranslated.append("\(code) \(path.joined(separator: " ")): summary")
        }
        let options = Self.optionLines(help.stdout)
        #expect(Set(options.keys) == Set(englishOptions.keys), "\(code) \(path)")
        for (name, line) in options where line == englishOptions[name] {
          untranslated.append("\(code) \(path.joined(separator: " ")) --\(name)")
        }
      }
    }
    #expect(untranslated.isEmpty, "still English: \(untranslated.joined(separator: "; "))")
  }

  /// `visor users` in French (LANG=fr_FR.UTF-8): confirmations and the admin mark in French; `--json`
  /// is the same as in English.
  @Test(.timeLimit(.minutes(5)))
  func usersSpeakFrench() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let french = ["LANG": "fr_FR.UTF-8"]
    let root = try CLI.run(["users", "add", "root", "--admin", "--data-dir", dir], environment: french)
    #expect(root.status == 0, "\(root.stderr)")
    let lines = root.stdout.split(separator: "\n")
    #expect(lines.first == "Utilisateur « root » créé (administrateur).", "\(root.stdout)")
    #expect(
      lines.count == 2
        && lines[1].hasPrefix("Jeton d'API (affiché une seule fois ; gardez-le en lieu sûr) : vsr_"),
      "\(root.stdout)")
    let bob = try CLI.run(["users", "add", "bob", "--data-dir", dir], environment: french)
    #expect(bob.stdout.hasPrefix("Utilisateur « bob » créé.\n"), "\(bob.stdout)")
    let list = try CLI.run(["users", "list", "--data-dir", dir], environment: french)
    let rows = list.stdout.split(separator: "\n")
    #expect(rows.count == 2, "\(list.stdout)")
    #expect(rows.contains { $0.hasPrefix("root  (administrateur)  ") }, "\(list.stdout)")
    #expect(rows.contains { $0.hasPrefix("bob  ") && !$0.contains("(") }, "\(list.stdout)")
    let englishList = try CLI.run(["users", "list", "--data-dir", dir])
    #expect(englishList.stdout.contains("root  (admin)  "), "\(englishList.stdout)")
    let frenchJSON = try CLI.run(["users", "list", "--json", "--data-dir", dir], environment: french)
    let englishJSON = try CLI.run(["users", "list", "--json", "--data-dir", dir])
    #expect(frenchJSON.stdout == englishJSON.stdout && frenchJSON.stdout.hasPrefix("["))
    let missing = try CLI.run(["users", "remove", "nobody", "--data-dir", dir], environment: french)
    #expect(missing.status == 1)
    #expect(
      missing.stderr.hasPrefix("erreur : Il n'y a pas d'utilisateur « nobody » dans "), "\(missing.stderr)")
    let removed = try CLI.run(["users", "remove", "bob", "--data-dir", dir], environment: french)
    #expect(
      removed.stdout == "Utilisateur « bob » supprimé avec tous ses enregistrements.\n", "\(removed.stdout)")
    let quota = try CLI.run(["users", "quota", "root", "--data-dir", dir], environment: french)
    #expect(quota.stdout.hasPrefix("Quotas de « root » (périodes en UTC) :\n"), "\(quota.stdout)")
    #expect(quota.stdout.contains("  requêtes par minute : illimité"), "\(quota.stdout)")
  }

  /// `visor serve` in French: the first-run lines and the shutdown line; the "Visor is running at"
  /// line stays English (scripts read the port from it).
  @Test(.timeLimit(.minutes(5)))
  func serveSpeaksFrench() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (process, out) = try CLI.startServe(dataDir: dir, environment: ["LANG": "fr_FR.UTF-8"])
    let text = CLI.read(out, until: "`visor users token admin`", seconds: 60)
    #expect(text.hasPrefix("Visor is running at http://127.0.0.1:"), "\(text)")
    #expect(text.contains("\nPremier démarrage : compte administrateur « admin » créé.\n"), "\(text)")
    #expect(text.contains("\nConnectez-vous une fois avec ce code à usage unique"), "\(text)")
    #expect(text.contains("\n  ou ouvrez http://127.0.0.1:"), "\(text)")
    #expect(!text.contains("First run") && !text.contains("Sign in once"), "\(text)")
    #expect(CLI.stop(process), "visor serve did not stop within 20 s of SIGTERM")
    let rest = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(rest.contains("Arrêt : les requêtes en cours se terminent (jusqu'à "), "\(rest)")
  }

  /// The admin commands in German and Russian: models, backup, recognizers; an error from each.
  @Test(.timeLimit(.minutes(5)))
  func adminCommandsSpeakTheLanguage() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(try CLI.run(["users", "add", "root", "--admin", "--data-dir", dir]).status == 0)
    let german = ["LANG": "de_DE.UTF-8"]
    let warm = try CLI.run(["models", "warm", "acme/nothing", "--data-dir", dir], environment: german)
    #expect(warm.status == 1)
    #expect(
      warm.stderr == "Fehler: Es gibt kein Modell „acme/nothing“; siehe `visor models list`.\n",
      "\(warm.stderr)")
    let recognizers = try CLI.run(["recognizers", "list", "--data-dir", dir], environment: german)
    #expect(recognizers.stdout.contains("  (eingebaut)"), "\(recognizers.stdout)")
    let noTarget = try CLI.run(["backup", "--data-dir", dir], environment: german)
    #expect(noTarget.status == 2)
    #expect(
      noTarget.stderr.hasPrefix("Fehler: gib die Sicherungsdatei mit --to FILE an\n"), "\(noTarget.stderr)")
    let file = dir + "/backup.visor"
    let backup = try CLI.run(
      ["backup", "--to", file, "--data-dir", dir], environment: ["LANG": "ru_RU.UTF-8"])
    #expect(backup.status == 0, "\(backup.stderr)")
    #expect(backup.stdout.hasPrefix("Записано: \(file): файлов фото и аудио — "), "\(backup.stdout)")
    // maintenance's report, its counts in the language's plural forms (0 → "many" in Russian).
    let maintenance = try CLI.run(["maintenance", "--data-dir", dir], environment: ["LANG": "ru_RU.UTF-8"])
    #expect(maintenance.status == 0, "\(maintenance.stderr)")
    #expect(
      maintenance.stdout.hasPrefix(
        "Удалено 0 осиротевших блобов (на них не ссылается ни одна запись, старше "),
      "\(maintenance.stdout)")
    // A table label: classify's "model:" line.
    let classify = try CLI.run(
      ["classify", FeatureCLITests.dog, "--data-dir", dir], environment: ["LANG": "ru_RU.UTF-8"])
    #expect(classify.status == 0, "\(classify.stderr)")
    #expect(classify.stdout.hasPrefix("модель: local/"), "\(classify.stdout)")
    let english = try CLI.run(["backup", "--to", file + "2", "--data-dir", dir])
    #expect(english.stdout.hasPrefix("Wrote \(file)2: "), "\(english.stdout)")
    #expect(english.stdout.contains(" photos and audio files, "), "\(english.stdout)")
  }

  /// `visor version` says its sentence in the language; the number is the same, English is unchanged.
  @Test func versionInSpanish() throws {
    let english = try CLI.run(["version"])
    #expect(english.stdout.hasPrefix("visor ") && english.stdout.hasSuffix("\n"))
    let number = english.stdout.dropFirst("visor ".count).dropLast()
    #expect(!number.isEmpty && number.allSatisfy { $0.isNumber || $0 == "." || $0 == "-" || $0.isLetter })
    let spanish = try CLI.run(["--language", "es", "version"])
    #expect(spanish.stdout == "visor, versión \(number)\n", "\(spanish.stdout)")
    let flag = try CLI.run(["--version"], environment: ["LANG": "es_ES.UTF-8"])
    #expect(flag.stdout == spanish.stdout)
  }
}

extension CLI {
  /// `visor serve --port 0` on `dataDir`, its standard output piped; English unless `environment` sets
  /// LANG, LC_ALL or VISOR_LANGUAGE.
  static func startServe(dataDir: String, environment: [String: String] = [:]) throws -> (ChildProcess, Pipe)
  {
    let process = ChildProcess()
    process.executableURL = binary
    process.arguments = ["serve", "--port", "0", "--data-dir", dataDir, "--log-level", "warning"]
    process.environment = Self.environment(environment)
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    return (process, out)
  }

  /// What `pipe` delivers until `marker` appears, the pipe ends or `seconds` pass.
  static func read(_ pipe: Pipe, until marker: String, seconds: TimeInterval) -> String {
    var text = ""
    let deadline = Date().addingTimeInterval(seconds)
    while !text.contains(marker), Date() < deadline {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    return text
  }

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
