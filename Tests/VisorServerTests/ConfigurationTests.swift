import Foundation
import Testing
import VisorCore
import VisorFeatures
import VisorServer

@Suite struct ConfigurationTests {
  func tempDir() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test func flagsBeatEnvironmentBeatFileBeatDefaults() throws {
    let dir = try tempDir()
    try Data(#"{"port": 9000, "host": "127.0.0.2", "logLevel": "warning"}"#.utf8).write(
      to: dir.appendingPathComponent("config.json"))
    let resolved = try SettingsResolver(
      flags: ["dataDir": dir.path, "port": "9100"],
      environment: ["VISOR_PORT": "9200", "VISOR_HOST": "127.0.0.3"]
    ).resolve()
    let configuration = try VisorConfiguration(resolved: resolved)
    #expect(configuration.port == 9100)
    #expect(configuration.host == "127.0.0.3")
    #expect(configuration.logLevel == .warning)
    #expect(configuration.maxBodyBytes == 25 * 1024 * 1024)
    #expect(resolved["port"]?.source == .flag)
    #expect(resolved["host"]?.source == .environment)
    #expect(resolved["logLevel"]?.source == .file)
  }

  @Test func secretsInTheJSONFileAreRefused() throws {
    let dir = try tempDir()
    try Data(#"{"openaiApiKey": "sk-123"}"#.utf8).write(to: dir.appendingPathComponent("config.json"))
    #expect(throws: VisorError.self) {
      try SettingsResolver(flags: ["dataDir": dir.path], environment: [:]).resolve()
    }
  }

  @Test func unknownKeysInTheFileAreNamed() throws {
    let dir = try tempDir()
    try Data(#"{"prot": 1}"#.utf8).write(to: dir.appendingPathComponent("config.json"))
    do {
      _ = try SettingsResolver(flags: ["dataDir": dir.path], environment: [:]).resolve()
      Issue.record("expected an error")
    } catch let error as VisorError {
      #expect(error.message.contains("prot"))
    }
  }

  @Test func keyFileMustBePrivateAndIsRedactedWhenShown() throws {
    let dir = try tempDir()
    let keyFile = dir.appendingPathComponent("keys.env")
    try Data("VISOR_OPENAI_API_KEY=sk-test-secret-value\n".utf8).write(to: keyFile)
    chmod(keyFile.path, 0o644)
    #expect(throws: VisorError.self) {
      try SettingsResolver(flags: ["dataDir": dir.path, "keyFile": keyFile.path], environment: [:]).resolve()
    }
    chmod(keyFile.path, 0o600)
    let resolved = try SettingsResolver(
      flags: ["dataDir": dir.path, "keyFile": keyFile.path], environment: [:]
    ).resolve()
    let configuration = try VisorConfiguration(resolved: resolved)
    #expect(configuration.secrets.openAIKey == "sk-test-secret-value")
    let shown = VisorConfiguration.describe(resolved).joined(separator: "\n")
    #expect(!shown.contains("sk-test-secret-value"))
    #expect(shown.contains("openaiApiKey = <redacted"))
  }

  @Test(arguments: [
    ["port": "http"], ["port": "70000"], ["logLevel": "loud"], ["lan": "maybe"], ["tlsCert": "/x.pem"],
  ])
  func badValuesAreExplained(_ flags: [String: String]) throws {
    let dir = try tempDir()
    var all = flags
    all["dataDir"] = dir.path
    let resolved = try SettingsResolver(flags: all, environment: [:]).resolve()
    #expect(throws: VisorError.self) { try VisorConfiguration(resolved: resolved) }
  }

  @Test func lanListensOnAllInterfacesUnlessAHostIsGiven() throws {
    let lan = try VisorConfiguration(
      resolved: try SettingsResolver(flags: ["lan": "true"], environment: [:]).resolve())
    #expect(lan.host == "0.0.0.0")
    #expect(lan.lan)
    let pinned = try VisorConfiguration(
      resolved: try SettingsResolver(flags: ["lan": "true", "host": "192.0.2.1"], environment: [:]).resolve())
    #expect(pinned.host == "192.0.2.1")
  }
}
