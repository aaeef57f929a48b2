import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer

/// `visor providers list|test` and `visor models list`.
enum ProvidersCommand {
  static let spec = CommandSpec(
    path: "providers",
    summary: "List the configured models and providers, or test that each remote provider answers.",
    usage: "visor providers list|test [--data-dir D] [--provider-url URL …]",
    options: CommandSpec.settingOptions.filter {
      [
        "data-dir", "config", "cache-dir", "models-dir", "python", "key-file", "provider-url",
        "provider-preset",
        "provider-vision-model", "provider-chat-model", "log-level",
      ].contains($0.name)
    },
    details: """
      list: every model with its capabilities and state (local models: loaded, not loaded, missing), then
        each capability: the model that does it, or how to add it (environment variables, flags).
      test: sends a tiny request (GET /models) to each remote provider and says whether the URL and key work.
      API keys come from VISOR_OPENAI_API_KEY, VISOR_GEMINI_API_KEY, VISOR_PROVIDER_API_KEY or the key file.
      """)

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let sub = arguments.first, ["list", "test"].contains(sub) else {
      if arguments.contains("--help") || arguments.contains("-h") {
        print(spec.helpText)
        return 0
      }
      throw UsageError(message: CLIWords.text("cli.providers.usage"))
    }
    guard let parsed = try parse(Array(arguments.dropFirst()), spec) else { return 0 }
    var (configuration, _) = try configuration(from: parsed)
    configuration.logLevel = .error
    let app = try await buildFeatures(
      configuration: configuration, logger: Logger(label: "visor", minimumLevel: .error))
    defer { Task { await app.shutdown() } }
    if sub == "list" {
      ModelsCommand.printModels(await app.modelCatalogue.models().map(ModelResponse.init))
      print("")
      print(CLIWords.text("cli.providers.capabilities"))
      for status in app.modelCatalogue.capabilities() {
        if let model = status.model {
          print("  \(status.capability.rawValue): \(model)")
        } else {
          print(
            "  \(status.capability.rawValue): "
              + CLIWords.text("cli.providers.notConfigured", ["how": status.howToAdd ?? ""]))
        }
      }
      return 0
    }
    let results = await app.modelCatalogue.checkProviders()
    if results.isEmpty {
      print(CLIWords.text("cli.providers.noRemote"))
      return 0
    }
    var failed = false
    for check in results {
      print("\(check.reachable ? "ok  " : "FAIL") \(check.provider): \(check.sentence)")
      failed = failed || !check.reachable
    }
    return failed ? 1 : 0
  }
}
