import Foundation
import Testing

@testable import VisorCore

/// A ``VisorError`` that carries a catalogue ``Message`` (issue 27, decision 064): English from the English
/// catalogue, another language on request, the code unchanged.
@Suite struct LocalisedErrorTests {
  @Test func theEnglishSentenceIsTheEnglishCatalogues() {
    let message = Message("error.call.tooMany", ["seconds": .number(40)])
    let error = VisorError(.rateLimited, message, retryAfter: 40)
    #expect(error.message == "Too many calls in ten minutes; wait 40 seconds and try again.")
    #expect(error.message == MessageCatalogue.english.render(message))
    #expect(error.localisable == message)
    #expect(error.language == nil)
    #expect(
      VisorError(.rateLimited, Message("error.call.tooMany", ["seconds": .number(1)])).message
        == "Too many calls in ten minutes; wait 1 second and try again.")
  }

  @Test func localisedKeepsTheCodeAndExtrasAndNamesTheLanguage() {
    let error = VisorError(.serverBusy, Message("error.photosBusy", ["wait": .number(3)]), retryAfter: 3)
    let german = error.localised(in: .german)
    #expect(german.code == .serverBusy)
    #expect(german.retryAfter == 3)
    #expect(german.language == "de")
    #expect(
      german.message
        == "Visor ist mit den Fotos anderer Leute beschäftigt; sende dieses in 3 Sekunden noch einmal.")
    // Russian chooses its plural form by the number.
    let russian = VisorError(.tooManyAttempts, Message("error.signIn.tooMany", ["wait": .number(22)]))
      .localised(in: .russian)
    #expect(
      russian.message == "Слишком много неудачных попыток входа; подождите 22 секунды и попробуйте ещё раз.")
    // English says what it always said, and names its language once it was chosen.
    #expect(error.localised(in: .english).message == error.message)
    #expect(error.localised(in: .english).language == "en")
  }

  @Test func aSentenceWithoutACatalogueEntryStaysEnglish() {
    let developer = VisorError(.invalidJSON, "The body is not valid JSON: unexpected end at byte 1.")
    #expect(developer.localisable == nil)
    #expect(developer.localised(in: .french) == developer)
    // A code's own sentence without an entry stays English too.
    let plain = VisorError(.invalidJSON)
    #expect(plain.localisable == nil)
    #expect(plain.localised(in: .french).message == ErrorCode.invalidJSON.sentence)
  }

  /// `error.code.<name>` entries are the codes' own sentences, word for word, so a `VisorError(code)`
  /// says in English exactly what it said before.
  @Test func codeSentencesInTheCatalogueAreTheCodesOwn() throws {
    let ids = MessageCatalogue.english.templates.keys.filter { $0.rawValue.hasPrefix("error.code.") }
    #expect(ids.count >= 4)
    for id in ids {
      let name = String(id.rawValue.dropFirst("error.code.".count))
      let code = try #require(ErrorCode.named(name), "\(id) names no error code")
      #expect(MessageCatalogue.english.text(id) == code.sentence, "\(id)")
      let error = VisorError(code)
      #expect(error.localisable == Message(id))
      #expect(error.message == code.sentence)
      #expect(error.localised(in: .spanish).message == MessageCatalogue.spanish.text(id))
      #expect(error.localised(in: .spanish).message != code.sentence)
    }
  }

  /// Every `error.*` id is translated (the completeness suite checks all ids; this one names ours)
  /// and no translation is left in English.
  @Test func everyErrorSentenceIsTranslated() {
    let ids = MessageCatalogue.english.templates.keys.filter { $0.rawValue.hasPrefix("error.") }
    #expect(ids.count >= 30)
    for (code, catalogue) in MessageCatalogue.translations where code != "en" {
      for id in ids {
        let template = catalogue.templates[id]
        #expect(template != nil, "\(code) lacks \(id)")
        #expect(template != MessageCatalogue.english.templates[id], "\(code) \(id) is still English")
      }
    }
  }
}
