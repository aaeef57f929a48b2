import Foundation
import VisorCore

/// What an answer claims, so a test can grade it without reading its words: `yes` and `count` and
/// `colours` are stated as fact; `possibly`, `notSeen` (with its caveat) and the refusals are not.
public enum AnswerVerdict: Sendable, Equatable {
  /// "Yes, I can see a dog." / "No, it isn't dark." — a measured fact.
  case yes, no
  /// "Possibly a dog, but I'm not sure."
  case possibly
  /// "I don't see a dog" with what the measurement can miss.
  case notSeen
  /// A number a detector counted.
  case count(Int)
  /// Colours measured on the subject, stated as the subject's.
  case colours([String])
  /// The whole picture's colours, said as the picture's (no subject picked out).
  case pictureColours([String])
  /// Text read.
  case text(String)
  /// Codes decoded (their payloads).
  case codes([String])
  /// Where people are: "left", "centre", "right".
  case positions([String])
  /// The light measured: "dark", "dim", "bright".
  case light(String)
  /// A description (not graded by the question bank).
  case described
  /// The facts cannot answer: what they show, then one sentence saying so.
  case cannotTell
}

/// An answer: its sentences (each one a streamed chunk) and what it claims.
public struct SceneReply: Sendable, Equatable {
  public var verdict: AnswerVerdict
  public var sentences: [String]
}

/// Answers a `SceneQuestion` from `SceneFacts`, each kind from the channel that measures it, in
/// sentences of the message catalogue. Pure: no models, so every wording is testable.
///
/// ```swift
/// let question = SceneQuestion("Is there a cat?")
/// let facts = try await analyzer.analyze(jpeg: squirrel, parts: QuestionAnswer.parts(for: question))
/// QuestionAnswer.reply(question, facts: facts).sentences
/// // ["I don't see a cat; this looks like a fox squirrel.", "I name only the main subject of a photo, …"]
/// ```
public enum QuestionAnswer {
  /// The thresholds on a concept's share of the classifier's probability.
  static let yesAt = 0.5
  static let possiblyAt = 0.2
  /// "I don't see a dog" needs the dog to hold less than `notSeenBelow` and not be the top class;
  /// what it does see is named ("this looks like …") when that holds `otherSubjectAt`.
  static let otherSubjectAt = 0.5
  static let notSeenBelow = 0.05
  /// The classifier's cat probability that makes a cat face a cat.
  static let catFaceSupport = SceneAnalyzer.catFaceGate

  /// The facts a question needs (OCR and HOG are the slow parts).
  public static func parts(for question: SceneQuestion) -> Set<SceneFacts.Part> {
    switch question.kind {
    case .describe, .unknown: SceneFacts.Part.describe.union([.subjectCheck])
    case .presence, .count, .location:
      switch question.subject?.counter {
      case .people, .faces: [.faces, .people, .labels]
      case .codes: [.barcodes, .locateBarcodes, .light, .sharpness]
      case nil: [.labels, .catFaces]
      }
    case .colour:
      question.subject?.counter != nil ? [.colours] : [.labels, .colours, .subjectCheck]
    case .reading: [.text, .light, .sharpness, .barcodes]
    case .code: [.barcodes, .locateBarcodes, .light, .sharpness]
    case .light: [.light]
    case .people: [.faces, .people, .labels]
    case .cute: [.labels, .catFaces]
    }
  }

  public static func reply(
    _ question: SceneQuestion, facts: SceneFacts, catalogue: MessageCatalogue = .current
  )
    -> SceneReply
  {
    let say = Say(catalogue: catalogue)
    switch question.kind {
    case .describe:
      return SceneReply(verdict: .described, sentences: SceneAnswer.describe(facts, catalogue: catalogue))
    case .unknown:
      return SceneReply(
        verdict: .cannotTell,
        sentences: SceneAnswer.describe(facts, catalogue: catalogue) + [say("answer.refusal")])
    case .presence: return presence(question, facts, say)
    case .count: return count(question, facts, say)
    case .people: return people(question, facts, say)
    case .colour: return colour(question, facts, say)
    case .reading: return reading(facts, say)
    case .code: return code(facts, say)
    case .light: return light(question, facts, say)
    case .location: return location(question, facts, say)
    case .cute:
      return SceneReply(verdict: .described, sentences: [SceneAnswer.cuteAnswer(facts, catalogue)])
    }
  }

  struct Say {
    let catalogue: MessageCatalogue
    /// A sentence (`answer.*`, first letter capitalised) or a phrase of the catalogue.
    func callAsFunction(_ id: MessageID, _ arguments: [String: MessageArgument] = [:]) -> String {
      let text = catalogue.text(id, arguments)
      return id.rawValue.hasPrefix("answer.") ? catalogue.capitalised(text) : text
    }
  }

  // MARK: Things the classifier names

  /// How the classifier's evidence bears on one thing.
  struct Evidence {
    /// The thing as a noun argument ("a dog"), and its bare name for "the dog's colour".
    var thing: MessageArgument
    var definite: MessageArgument
    var plural: MessageArgument
    var probability: Double
    /// The likeliest member when it is a group ("a beagle" in dogs).
    var member: Classification?
    /// Whether the classifier's top class is part of it.
    var isTop: Bool
  }

  /// The evidence for the question's thing, or nil when the classifier cannot weigh it (not a class
  /// it knows, or not run).
  static func evidence(_ question: SceneQuestion, _ facts: SceneFacts, _ say: Say) -> Evidence? {
    guard let scores = facts.scores else { return nil }
    // A class named by the whole phrase ("Maltese dog", "sea lion") before the concept in it.
    let named =
      question.subjectWords.map { SceneVocabulary.leafClasses(named: $0, labels: scores.labels) } ?? []
    if let concept = question.subject, concept.isClassified, named.isEmpty {
      var probability = concept.probability(scores.probabilities)
      // A frontal cat face is a cat when the classifier sees some cat too (the cascade also fires on
      // a squirrel's face).
      if concept.id == "cat", facts.catFaceCount > 0, probability >= catFaceSupport {
        probability = max(probability, yesAt)
      }
      let top = scores.topIndex.map(concept.contains) ?? false
      return Evidence(
        thing: .noun(concept.noun, .indefinite), definite: .noun(concept.noun, .definite),
        plural: .noun(concept.noun, .counted(2)), probability: probability,
        member: concept.classes.count == 1 && concept.classes[0].count == 1 ? nil : scores.top(in: concept),
        isTop: top)
    }
    guard let words = question.subjectWords else { return nil }
    let classes = named
    guard !classes.isEmpty else { return nil }
    let name = ImageNetLabels.displayName(scores.labels[classes[0]], index: classes[0])
    let top = scores.topIndex.map(classes.contains) ?? false
    return Evidence(
      thing: SceneAnswer.label(name, say.catalogue),
      definite: say.catalogue.articlesLabels
        ? .text("the " + name)
        : .text(ImageNetLabels.spoken(label: name, in: say.catalogue.spokenLanguage).bare),
      plural: .text(words),
      probability: scores.probability(of: classes), member: nil, isTop: top)
  }

  /// The main subject, said as the classifier's confidence allows ("this looks like a squirrel").
  static func mainSubject(_ facts: SceneFacts, _ say: Say) -> String? {
    guard let top = facts.labels.first else { return nil }
    if top.confidence >= 0.6 {
      return say("answer.subject.looksLike", ["thing": SceneAnswer.label(top.label, say.catalogue)])
    }
    if top.confidence >= 0.3 {
      return say("answer.subject.probably", ["thing": SceneAnswer.label(top.label, say.catalogue)])
    }
    return say("answer.subject.unsure")
  }

  static func presence(_ question: SceneQuestion, _ facts: SceneFacts, _ say: Say) -> SceneReply {
    if question.subject?.counter == .codes { return code(facts, say) }
    if facts.scores == nil, facts.unavailable.contains("classifier") {
      return SceneReply(verdict: .cannotTell, sentences: [say("answer.classifierMissing")])
    }
    guard let evidence = evidence(question, facts, say) else {
      // Not a thing the classifier knows: what it does show, and the refusal.
      let shown = mainSubject(facts, say).map { [$0] } ?? []
      return SceneReply(verdict: .cannotTell, sentences: shown + [say("answer.refusal")])
    }
    if evidence.probability >= yesAt {
      var sentences = [say("answer.presence.yes", ["thing": evidence.thing])]
      if let member = evidence.member, member.confidence >= 0.4 {
        sentences.append(
          say("answer.presence.looksLike", ["kind": SceneAnswer.label(member.label, say.catalogue)]))
      } else if let member = evidence.member, member.confidence >= 0.15 {
        sentences.append(
          say("answer.presence.mightBe", ["kind": SceneAnswer.label(member.label, say.catalogue)]))
      }
      return SceneReply(verdict: .yes, sentences: sentences)
    }
    if evidence.probability >= possiblyAt {
      return SceneReply(
        verdict: .possibly, sentences: [say("answer.presence.possibly", ["thing": evidence.thing])])
    }
    if evidence.probability < notSeenBelow, !evidence.isTop {
      // What the classifier does see, as surely as it sees it; never a bare "no".
      var sentences: [String]
      if let top = facts.labels.first, top.confidence >= otherSubjectAt {
        sentences = [
          say(
            "answer.presence.notSeen",
            ["thing": evidence.thing, "seen": SceneAnswer.label(top.label, say.catalogue)])
        ]
      } else {
        sentences = [say("answer.presence.notSeenUnsure", ["thing": evidence.thing])]
        if let shown = mainSubject(facts, say) { sentences.append(shown) }
      }
      return SceneReply(verdict: .notSeen, sentences: sentences + [say("answer.presence.mainSubjectOnly")])
    }
    let shown = mainSubject(facts, say).map { [$0] } ?? []
    return SceneReply(
      verdict: .cannotTell, sentences: shown + [say("answer.presence.cannotTell", ["thing": evidence.thing])])
  }

  // MARK: Things detectors count

  static func count(_ question: SceneQuestion, _ facts: SceneFacts, _ say: Say) -> SceneReply {
    switch question.subject?.counter {
    case .people: return people(question, facts, say)
    case .faces:
      if facts.unavailable.contains("faces") {
        return SceneReply(verdict: .cannotTell, sentences: [say("answer.people.detectorMissing")])
      }
      if let animal = animalFace(facts) {
        return SceneReply(
          verdict: .cannotTell, sentences: [say("answer.people.animalFace", ["animal": animal])])
      }
      if facts.faceCount == 0 { return SceneReply(verdict: .notSeen, sentences: [say("answer.people.none")]) }
      return SceneReply(
        verdict: .count(facts.faceCount),
        sentences: [say("answer.count.faces", ["count": .number(facts.faceCount)])])
    case .codes:
      let codes = facts.barcodes.map(\.text)
      var sentences = [say("answer.count.codes", ["count": .number(codes.count)])]
      if codes.isEmpty { return code(facts, say) }
      sentences += facts.barcodes.prefix(3).map {
        say("answer.code.item", ["code": .text(BarcodeContent.describe($0, say.catalogue))])
      }
      return SceneReply(verdict: .count(codes.count), sentences: sentences)
    case nil:
      // No detector counts it: say whether it is there, then that it cannot be counted.
      var sentences: [String] = []
      if let evidence = evidence(question, facts, say) {
        if evidence.probability >= yesAt {
          sentences.append(say("answer.presence.seen", ["thing": evidence.thing]))
        } else if let shown = mainSubject(facts, say) {
          sentences.append(shown)
        }
        sentences.append(say("answer.count.cannot", ["things": evidence.plural]))
      } else {
        if let shown = mainSubject(facts, say) { sentences.append(shown) }
        sentences.append(say("answer.count.cannotThose"))
      }
      return SceneReply(verdict: .cannotTell, sentences: sentences)
    }
  }

  /// The animal a lone face may belong to: people seen only as faces (no body) while the classifier
  /// is sure of a dog or cat — a Pekingese's face passes the face cascade and its skin rule.
  static func animalFace(_ facts: SceneFacts) -> MessageArgument? {
    guard !facts.people.isEmpty || facts.faceCount > 0, facts.people.allSatisfy({ $0.evidence == .face })
    else { return nil }
    if facts.dogProbability >= 0.5 { return .noun("thing.dog", .definite) }
    if facts.catProbability >= 0.5 || facts.catFaceCount > 0 { return .noun("thing.cat", .definite) }
    return nil
  }

  /// People as the detectors found them, without the ones that are an animal's face.
  static func trustedPeople(_ facts: SceneFacts) -> [PersonSighting] {
    animalFace(facts) == nil ? facts.people : facts.people.filter { $0.evidence == .body }
  }

  static func people(_ question: SceneQuestion, _ facts: SceneFacts, _ say: Say) -> SceneReply {
    if facts.unavailable.contains("faces") {
      return SceneReply(verdict: .cannotTell, sentences: [say("answer.people.detectorMissing")])
    }
    if (!facts.people.isEmpty || facts.faceCount > 0), let animal = animalFace(facts) {
      return SceneReply(
        verdict: .cannotTell, sentences: [say("answer.people.animalFace", ["animal": animal])])
    }
    let people = facts.people
    if people.isEmpty {
      if facts.faceCount > 0 {
        return SceneReply(
          verdict: .count(facts.faceCount),
          sentences: [say("answer.count.faces", ["count": .number(facts.faceCount)])])
      }
      return SceneReply(verdict: .notSeen, sentences: [say("answer.people.none")])
    }
    // "on the left, near" for one person; "one on the left, near; 2 in the centre, further away" in a
    // list: neighbours said alike are said once with their number (issue 26 item 6).
    let groups = PersonSighting.groups(people)
    let places = groups.prefix(5).map { group in
      people.count == 1
        ? group.person.place(catalogue: say.catalogue)
        : group.person.place(inList: true, count: group.count, catalogue: say.catalogue)
    }
    var sentence = say(
      "answer.people.count",
      [
        "count": .number(people.count),
        "places": .text(places.joined(separator: say("people.placeSeparator"))),
      ])
    if groups.count > 5 {
      sentence = say(
        "answer.people.countMore",
        [
          "count": .number(people.count),
          "places": .text(places.joined(separator: say("people.placeSeparator"))),
        ])
    }
    return SceneReply(verdict: .count(people.count), sentences: [sentence])
  }

  static func side(_ person: PersonSighting) -> Message {
    Message(MessageID(rawValue: "place.\(person.position.rawValue)"))
  }

  static func distance(_ person: PersonSighting) -> Message {
    Message(person.distance == .near ? "place.near" : "place.far")
  }

  static func location(_ question: SceneQuestion, _ facts: SceneFacts, _ say: Say) -> SceneReply {
    if question.subject?.counter == .people || question.subject?.counter == .faces {
      let reply = people(question, facts, say)
      guard case .count = reply.verdict, !facts.people.isEmpty else { return reply }
      return SceneReply(
        verdict: .positions(facts.people.map(\.position.rawValue)), sentences: reply.sentences)
    }
    if question.subject?.counter == .codes {
      return code(facts, say)
    }
    var sentences: [String] = []
    if let evidence = evidence(question, facts, say), evidence.probability >= yesAt {
      sentences.append(say("answer.presence.seen", ["thing": evidence.thing]))
    } else if let shown = mainSubject(facts, say) {
      sentences.append(shown)
    }
    sentences.append(say("answer.location.cannot"))
    return SceneReply(verdict: .cannotTell, sentences: sentences)
  }

  // MARK: Colour

  static func colourList(_ colours: [NamedColour], _ say: Say) -> (names: [String], phrase: String)? {
    guard let first = colours.first else { return nil }
    if colours.count > 1, colours[1].fraction >= 0.25 {
      return (
        [first.name, colours[1].name],
        say(
          "colour.mostlyTwo",
          [
            "first": .text(ColourNames.spoken(first.name, in: say.catalogue.spokenLanguage)),
            "second": .text(ColourNames.spoken(colours[1].name, in: say.catalogue.spokenLanguage)),
          ])
      )
    }
    return (
      [first.name],
      say("colour.mostly", ["first": .text(ColourNames.spoken(first.name, in: say.catalogue.spokenLanguage))])
    )
  }

  static func colour(_ question: SceneQuestion, _ facts: SceneFacts, _ say: Say) -> SceneReply {
    if facts.colours.isEmpty {
      return SceneReply(verdict: .cannotTell, sentences: [say("answer.colour.unmeasured")])
    }
    // The subject's own colours (without the background's) when measured, else the subject's.
    let subject = colourList(
      facts.subjectOwnColours.isEmpty ? facts.subjectColours : facts.subjectOwnColours, say)
    let picture = colourList(facts.colours, say)
    // "What colour is it?": the subject when one stands out, else the picture's, said as such.
    if question.subject == nil && question.subjectWords == nil {
      // "It" is what the classifier names, when it names something: its colour only where the
      // subject check finds it (a dog beside a bicycle on a grey porch is not "mostly gray").
      if let named = namedSubject(facts) {
        if let subject, subjectShows(named, facts, isTop: true) {
          return SceneReply(
            verdict: .colours(subject.names),
            sentences: [say("answer.colour.it", ["colours": .text(subject.phrase)])])
        }
        return SceneReply(
          verdict: .cannotTell,
          sentences: [
            mainSubject(facts, say) ?? "", say("answer.colour.cannotSeparateIt"),
            say("answer.colour.pictureAside", ["colours": .text(picture?.phrase ?? "")]),
          ].filter { !$0.isEmpty })
      }
      if let subject {
        return SceneReply(
          verdict: .colours(subject.names),
          sentences: [say("answer.colour.it", ["colours": .text(subject.phrase)])])
      }
      return SceneReply(
        verdict: .pictureColours(picture?.names ?? []),
        sentences: [say("answer.colour.picture", ["colours": .text(picture?.phrase ?? "")])])
    }
    if let counter = question.subject?.counter {
      // People and codes: no region to measure them on here.
      let noun: MessageArgument = .noun(
        MessageID(rawValue: "thing.\(counter == .faces ? "face" : counter == .codes ? "code" : "person")"),
        .definite)
      return SceneReply(
        verdict: .cannotTell,
        sentences: [
          say("answer.colour.cannotSeparate", ["thing": noun]),
          say("answer.colour.pictureAside", ["colours": .text(picture?.phrase ?? "")]),
        ])
    }
    guard let evidence = evidence(question, facts, say) else {
      let shown = mainSubject(facts, say).map { [$0] } ?? []
      return SceneReply(verdict: .cannotTell, sentences: shown + [say("answer.refusal")])
    }
    guard evidence.probability >= yesAt else {
      var sentences = [say("answer.colour.notSure", ["thing": evidence.thing])]
      if let shown = mainSubject(facts, say) { sentences.append(shown) }
      return SceneReply(verdict: .cannotTell, sentences: sentences)
    }
    // The saliency region stands out and the classifier, run on that region alone, sees the thing
    // there (or, without that check, the thing is the classifier's top class): its colour.
    if let subject, subjectShows(question, facts, isTop: evidence.isTop) {
      return SceneReply(
        verdict: .colours(subject.names),
        sentences: [
          say("answer.colour.subject", ["thing": evidence.definite, "colours": .text(subject.phrase)])
        ])
    }
    return SceneReply(
      verdict: .cannotTell,
      sentences: [
        say("answer.presence.seen", ["thing": evidence.thing]),
        say("answer.colour.cannotSeparate", ["thing": evidence.definite]),
      ])
  }

  /// Whether the subject region is the thing asked about: the classifier sees it in the region
  /// alone (≥ `yesAt`) and no longer sees it once the region is painted out (< `goneBelow`) — the
  /// region its evidence points at. Without that check (no `subjectScores`), only the top class.
  static func subjectShows(_ question: SceneQuestion, _ facts: SceneFacts, isTop: Bool) -> Bool {
    guard let region = facts.subjectScores, let without = facts.withoutSubjectScores else {
      return facts.subjectScores == nil && isTop
    }
    let classes: [Int]
    if let concept = question.subject, concept.isClassified {
      classes = concept.classes.flatMap { Array($0) }
    } else if let words = question.subjectWords {
      classes = SceneVocabulary.leafClasses(named: words, labels: region.labels)
    } else {
      return false
    }
    return region.probability(of: classes) >= yesAt && without.probability(of: classes) < goneBelow
  }

  /// What "it" is when the classifier names something (top class ≥ 0.3): the smallest vocabulary
  /// group holding the top class, else the class by its name.
  static func namedSubject(_ facts: SceneFacts) -> SceneQuestion? {
    guard let scores = facts.scores, let top = scores.topIndex, let label = facts.labels.first,
      label.confidence >= 0.3
    else { return nil }
    let groups = SceneVocabulary.concepts.filter { $0.isClassified && $0.contains(top) }
    if let smallest = groups.min(by: {
      $0.classes.map(\.count).reduce(0, +) < $1.classes.map(\.count).reduce(0, +)
    }) {
      return SceneQuestion(kind: .colour, subject: smallest)
    }
    return SceneQuestion(kind: .colour, subjectWords: SceneQuestion.normalise(label.label))
  }

  /// The thing's probability with the subject region painted out must fall below this.
  static let goneBelow = 0.3

  // MARK: Reading, codes, light

  static func reading(_ facts: SceneFacts, _ say: Say) -> SceneReply {
    if let text = facts.text {
      var sentences = [
        say(
          text.confidence >= 0.8 ? "answer.reading.says" : "answer.reading.thinkSays",
          ["text": .text(SceneAnswer.quote(text.text))])
      ]
      if facts.unreadableWriting && facts.barcodes.isEmpty {
        sentences.append(say("answer.reading.alsoUnknownScript"))
      }
      sentences += facts.barcodes.prefix(3).map {
        say("answer.code.also", ["code": .text(BarcodeContent.describe($0, say.catalogue))])
      }
      return SceneReply(verdict: .text(text.text), sentences: sentences)
    }
    // A code is not writing in an unknown script: say the code.
    if !facts.barcodes.isEmpty {
      let codes = facts.barcodes.prefix(3).map {
        say("answer.code.noText", ["code": .text(BarcodeContent.describe($0, say.catalogue))])
      }
      return SceneReply(verdict: .codes(facts.barcodes.map(\.text)), sentences: codes)
    }
    return SceneReply(
      verdict: .cannotTell, sentences: [ChannelAnswer.nothingToRead(facts, what: "text", say.catalogue)])
  }

  static func code(_ facts: SceneFacts, _ say: Say) -> SceneReply {
    let sentences = ChannelAnswer.barcode(facts, say.catalogue)
    if !facts.barcodes.isEmpty {
      return SceneReply(verdict: .codes(facts.barcodes.map(\.text)), sentences: sentences)
    }
    if facts.unreadableBarcodes > 0 { return SceneReply(verdict: .cannotTell, sentences: sentences) }
    let blurredOrDark =
      facts.light?.description == .dark || (facts.sharpness.map { $0 < Sharpness.blurred } ?? false)
    return SceneReply(verdict: blurredOrDark ? .cannotTell : .notSeen, sentences: sentences)
  }

  static func light(_ question: SceneQuestion, _ facts: SceneFacts, _ say: Say) -> SceneReply {
    guard let light = facts.light else {
      return SceneReply(verdict: .cannotTell, sentences: [say("answer.light.unmeasured")])
    }
    let measured = ChannelAnswer.light(facts, say.catalogue)
    switch (question.lightQuality, light.description) {
    case (.dark, .dark), (.bright, .bright):
      return SceneReply(verdict: .yes, sentences: [say("answer.yes"), measured])
    case (.dark, .bright), (.bright, .dark):
      return SceneReply(verdict: .no, sentences: [say("answer.no"), measured])
    default:
      return SceneReply(verdict: .light(light.description.rawValue), sentences: [measured])
    }
  }
}

extension DecodedBarcode {
  /// The payload as text (binary bytes as UTF-8 with replacements).
  var text: String { String(decoding: payload, as: UTF8.self) }
}
