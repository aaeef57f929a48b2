import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorKit

/// The person's language through VisorKit (issue 27): loaded, chosen, refused, and asked for per client.
@MainActor
@Suite struct LanguageModelTests {
  @Test func theKitsListIsTheServersList() {
    #expect(SupportedLanguages.all.map(\.tag) == Language.supportedCodes)
    #expect(SupportedLanguages.all.map(\.name) == Language.supported.map(\.name))
    #expect(LanguageModel.name(for: "fr-CA") == "Français")
  }

  @Test func choosingALanguageAgainstTheRealServer() async throws {
    try await withServer { server in
      let client = try await server.client("ines")
      let model = LanguageModel(client: client)
      await model.load()
      #expect(model.selected == "en" && model.errorMessage == nil)

      await model.choose("pt-br")
      #expect(model.selected == "pt-BR", "\(model.errorMessage ?? "")")
      #expect(try await client.me().language == "pt-BR")

      await model.choose("tlh")
      #expect(model.selected == "pt-BR")
      #expect(model.errorMessage?.contains("es (Español)") == true, "\(model.errorMessage ?? "")")

      // A client may ask for another language for its own requests: a bad one is the server's 400.
      var other = client
      other.language = "xx"
      do {
        _ = try await other.analyze(Photo(try Fixtures.png()), speak: false)
        Issue.record("an unsupported language was accepted")
      } catch let error as VisorClientError {
        #expect(error.code == "unsupported_language", "\(error)")
      }
    }
  }
}
