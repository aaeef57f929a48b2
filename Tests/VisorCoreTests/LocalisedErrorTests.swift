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

  /// The photo and recording sentences (VisorMedia) moved into the catalogue word for word: English
  /// says exactly what it said before, and Russian says it in Russian with the same numbers.
  @Test func photoAndRecordingSentencesAreTheOldEnglishWordForWord() {
    let old: [(Message, String)] = [
      (
        Message("error.image.unreadable"),
        "The file is not an image Visor can read. Send a JPEG, PNG, WebP, HEIC/HEIF or GIF image."
      ),
      (
        Message("error.image.truncated"),
        "The image data is truncated or corrupt. Upload the complete file again, or re-save it and retry."
      ),
      (
        Message(
          "error.image.tooLarge",
          ["width": .number(9000), "height": .number(9000), "limit": .number(40_000_000)]),
        "The image is 9000×9000 pixels, more than the limit of 40000000 pixels. Resize it to fewer pixels and try again."
      ),
      (
        Message("error.audio.unreadable"),
        "The upload contains no audio Visor can read. Send WebM/Opus, MP4/AAC, MP3, WAV, Ogg or FLAC audio."
      ),
      (
        Message("error.audio.noTrack"),
        "The upload has no audio track. Send WebM/Opus, MP4/AAC, MP3, WAV, Ogg or FLAC audio."
      ),
      (
        Message("error.audio.damaged"),
        "The audio is damaged and could not be decoded. Record it again, or send WebM/Opus, MP4/AAC, MP3, WAV, Ogg or FLAC audio."
      ),
      (
        Message("error.audio.tooLong", ["seconds": .number(60)]),
        "The audio is longer than the limit of 60 seconds. Record a shorter question and try again."
      ),
    ]
    for (message, sentence) in old {
      #expect(MessageCatalogue.english.render(message) == sentence)
    }
    let russian = VisorError(.imageTooLarge, old[2].0).localised(in: .russian)
    #expect(
      russian.message.contains("9000×9000") && russian.message.contains("40000000"), "\(russian.message)")
    #expect(russian.message.contains("Изображение"), "\(russian.message)")
  }

  /// Teaching faces and things: the English sentences are the old ones word for word (with "The photo"
  /// or "Photo 2 of 4" as before), and German says them in German with the name and the numbers.
  @Test func teachingSentencesAreTheOldEnglishWordForWord() {
    let english = MessageCatalogue.english
    #expect(
      english.render(Message("error.face.none.single", ["name": .text("Ana")]))
        == "The photo shows no face I can find; send a photo where Ana's face is clear, frontal and well lit."
    )
    #expect(
      english.render(
        Message(
          "error.face.several.nth",
          ["index": .number(2), "count": .number(4), "faces": .number(3), "name": .text("Ana")]))
        == "Photo 2 of 4 shows 3 faces; send photos of Ana alone, or crop the others out.")
    #expect(
      english.render(Message("error.known.tooMany.things", ["count": .number(50)]))
        == "You already taught 50 things, the most Visor keeps; delete one first.")
    #expect(
      english.render(Message("error.known.name.person"))
        == "Send a \"name\" for the person, such as \"Ana\" or \"keys\".")
    #expect(
      english.render(Message("error.thing.notTaught", ["name": .text("keys")]))
        == "You taught no thing called \"keys\"; teach it in Settings → Things or with POST /api/v1/things.")
    let inner = Message("error.image.truncated")
    #expect(
      english.render(
        Message(
          "error.known.photoUnreadable.nth",
          ["index": .number(1), "count": .number(2), "reason": .message(inner)]))
        == "Photo 1 of 2 could not be read: The image data is truncated or corrupt. Upload the complete file again, or re-save it and retry."
    )
    let german = VisorError(
      .severalFacesInPhoto,
      Message(
        "error.face.several.nth",
        ["index": .number(2), "count": .number(4), "faces": .number(3), "name": .text("Ana")])
    ).localised(in: .german)
    #expect(
      german.message.contains("Foto 2 von 4") && german.message.contains("(3)")
        && german.message.contains("Ana"))
  }

  /// The words of a template outside its placeholders.
  static func words(_ template: String) -> Int {
    template.replacing(/\{[^}]*\}/, with: "").split(whereSeparator: { !$0.isLetter }).count
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
        // A single word may be the same in both (a loanword: "chat", "token", French "image"; a unit
        // after a number: "{n} MB").
        let english = MessageCatalogue.english.templates[id]
        guard english?.forms.values.contains(where: { Self.words($0) > 1 }) ?? true else { continue }
        #expect(template != english, "\(code) \(id) is still English")
      }
    }
  }
}
