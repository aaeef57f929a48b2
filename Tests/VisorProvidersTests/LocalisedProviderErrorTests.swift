import Foundation
import Testing
import VisorCore

@testable import VisorProviders

/// A provider's failure said in the person's language (issue 27): English word for word as before the
/// sentences were catalogued, the same failure in Spanish, German or Russian with its numbers, names
/// and the provider's own words kept, and the code unchanged.
@Suite struct LocalisedProviderErrorTests {
  static let question = [ChatMessage(role: .user, text: "Hi")]

  @Test func aRateLimitAfterThreeAttemptsIsSaidWithItsWaitInEveryLanguage() async throws {
    let limited = RecordedResponse.json(
      429, #"{"error":{"message":"slow down"}}"#, headers: [("Retry-After", "7")])
    let transport = RecordedTransport([limited, limited, limited])
    let error = try #require(
      await visorError { _ = try await makeClient(transport).chatModel().complete(Self.question) })
    #expect(error.code == .providerUnavailable)
    #expect(error.retryAfter == 7)
    #expect(
      error.message
        == "The chat provider openai is rate-limiting requests (429) after 3 attempts — try again in 7 s, or check the account's quota. It said: \"slow down\"."
    )
    let german = error.localised(in: .german)
    #expect(
      german.message
        == "Der Anbieter openai (Chat) bremst Anfragen (429; Versuche: 3) – versuch es in 7 s noch einmal oder prüf das Kontingent des Kontos. Er sagte: „slow down“."
    )
    #expect(german.code == .providerUnavailable && german.retryAfter == 7)
    let russian = error.localised(in: .russian).message
    #expect(
      russian.contains("попыток: 3") && russian.contains("через 7 с") && russian.contains("«slow down»"))
  }

  @Test func oneAttemptIsSingularInEnglish() {
    let client = makeClient(RecordedTransport([]))
    let error = client.statusError(
      status: 504, headers: [], body: Data(), capability: "image generation", model: nil, attempts: 1)
    #expect(
      error.message
        == "The image generation provider openai timed out (504) after 1 attempt — try again later.")
    #expect(
      error.localised(in: .spanish).message
        == "El proveedor openai (generación de imágenes) agotó el tiempo de espera (504; intentos: 1); inténtalo más tarde."
    )
  }

  @Test func aRejectedKeyTellsWhichVariableToSetInFrench() async throws {
    let transport = RecordedTransport([.json(401, "{}")])
    let error = try #require(
      await visorError { _ = try await makeClient(transport).chatModel().complete(Self.question) })
    #expect(
      error.message == "The chat provider openai rejected the API key (401) — check VISOR_OPENAI_API_KEY.")
    #expect(
      error.localised(in: .french).message
        == "Le fournisseur openai (discussion) a refusé la clé d'API (401) ; vérifiez VISOR_OPENAI_API_KEY.")
  }

  @Test func anAnswerTooLargeNamesItsLimitInTheLanguagesUnits() {
    let client = makeClient(RecordedTransport([]))
    let error = client.answerTooLarge("vision", limit: 2 * 1_048_576)
    #expect(
      error.message
        == "The vision provider openai sent an answer of more than 2 MB, more than Visor accepts; nothing was saved — ask for a shorter answer, or raise the provider's limit (`limits` in its configuration)."
    )
    #expect(error.localised(in: .french).message.contains("plus de 2 Mo"))
    #expect(error.localised(in: .russian).message.contains("больше 2 МБ"))
    #expect(
      client.answerTooLarge("chat", limit: 1500, unit: "characters").message.contains(
        "more than 1500 characters"))
  }

  @Test func everyCapabilityHasAName() {
    for capability in [
      "vision", "chat", "speech", "transcription", "image generation", "model listing", "structured",
    ] {
      guard case .message(let name) = MessageArgument.capability(capability) else {
        Issue.record("\(capability) has no catalogue name")
        continue
      }
      #expect(MessageCatalogue.english.render(name) == capability)
      #expect(MessageCatalogue.german.render(name) != capability || capability == "chat")
    }
    #expect(MessageArgument.capability("telepathy") == .text("telepathy"))
  }
}
