import Dispatch
import Foundation
import VisorCore
import VisorFeatures
import VisorServer

enum ServeCommand {
  static let spec = CommandSpec(
    path: "serve", summary: "Run the Visor server: the web app at / and the API under /api/v1.",
    usage: "visor serve [--host H] [--port P] [--data-dir D] [--lan] [options]",
    options: CommandSpec.settingOptions,
    details: """
      The first start on an empty data folder creates the admin account and prints a one-time sign-in code.
      --lan serves phones on your network over HTTPS (browsers allow camera and microphone only on HTTPS);
      without --tls-cert/--tls-key it creates a self-signed certificate in <data-dir>/tls and prints its fingerprint.
      SIGINT/SIGTERM stop accepting connections and let in-flight requests finish (--shutdown-grace seconds).
      """)

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let parsed = try parse(arguments, spec) else { return 0 }
    guard parsed.positionals.isEmpty else {
      throw UsageError(
        message: CLIWords.text("cli.error.unexpectedArgument", ["argument": parsed.positionals[0]]))
    }
    let (configuration, _) = try configuration(from: parsed)
    // Catch SIGINT/SIGTERM before anything is printed, so a signal right after start-up is never lost.
    let signals = terminationSignals()
    let app = try await buildApplication(configuration: configuration)
    try app.start()

    let scheme = app.usesTLS ? "https" : "http"
    let shownHost = configuration.host == "0.0.0.0" ? "127.0.0.1" : configuration.host
    // This line stays English in every language: scripts/lib/test-server.sh, bench/ and operators'
    // supervisors read the port from "Visor is running at URL".
    var lines = ["Visor is running at \(scheme)://\(shownHost):\(app.port)/"]
    if configuration.host == "0.0.0.0" {
      for address in NetworkAddresses.lan() {
        lines.append(
          "  " + CLIWords.text("cli.serve.network", ["url": "\(scheme)://\(address):\(app.port)/"]))
      }
    }
    if let fingerprint = app.certificateFingerprint {
      lines.append("  " + CLIWords.text("cli.serve.fingerprint", ["fingerprint": fingerprint]))
      if configuration.tlsCertificate == nil {
        lines.append("  " + CLIWords.text("cli.serve.selfSigned"))
      }
    }
    if let (username, code) = try await app.firstRunSetup() {
      lines.append("")
      lines.append(CLIWords.text("cli.serve.firstRun", ["name": username]))
      lines.append(CLIWords.text("cli.serve.signInOnce"))
      lines.append("    \(code)")
      lines.append(
        "  "
          + CLIWords.text("cli.serve.orOpen", ["url": "\(scheme)://\(shownHost):\(app.port)/#code=\(code)"]))
      lines.append(CLIWords.text("cli.serve.thenPassword"))
    }
    print(lines.joined(separator: "\n"))
    fflush(nil)

    for await _ in signals { break }
    print(CLIWords.text("cli.serve.shuttingDown", ["seconds": String(configuration.shutdownGraceSeconds)]))
    fflush(nil)
    await app.shutdown()
    return 0
  }

  /// A stream that yields on SIGINT or SIGTERM (which no longer terminate the process by default).
  static func terminationSignals() -> AsyncStream<Int32> {
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    signal(SIGPIPE, SIG_IGN)
    let stream = AsyncStream<Int32> { continuation in
      nonisolated(unsafe) let sources = [SIGINT, SIGTERM].map { number in
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { continuation.yield(number) }
        source.resume()
        return source
      }
      continuation.onTermination = { _ in sources.forEach { $0.cancel() } }
    }
    return stream
  }
}

enum ConfigCommand {
  static let spec = CommandSpec(
    path: "config show",
    summary: "Print the effective configuration with where each value came from (secrets redacted).",
    usage: "visor config show [options]", options: CommandSpec.settingOptions)

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard arguments.first == "show" else {
      if arguments.contains("--help") || arguments.contains("-h") {
        print(spec.helpText)
        return 0
      }
      throw UsageError(message: CLIWords.text("cli.config.onlyShow"))
    }
    guard let parsed = try parse(Array(arguments.dropFirst()), spec) else { return 0 }
    let (configuration, resolved) = try configuration(from: parsed)
    // Secret settings are shown as "<redacted …>" by `describe`; a secret inside another value — the
    // password of `--provider-url http://user:password@host/v1` (or any URL's), a key in a query, a
    // configured key repeated elsewhere — is removed here.
    let redactor = SecretRedactor.shared.adding(configuration.configuredSecrets)
    print(VisorConfiguration.describe(resolved).map(redactor.redact).joined(separator: "\n"))
    return 0
  }
}
