import Foundation
import VisorCore

/// Turns `SceneFacts` into short, honest sentences. Pure: no models, so every wording is testable.
///
/// Wording follows the classifier's confidence: ≥ 0.6 "This looks like a …", 0.3–0.6 "This is
/// probably a …", below 0.3 "I'm not sure what this is; it might be a … or a …".
public enum SceneAnswer {
  /// The one plain sentence that ends an offline refusal. How to configure a provider (environment
  /// variables, URLs) is for an admin: `GET /api/v1/models`, `visor providers list`, Settings → Models.
  public static var providerHint: String { MessageCatalogue.current.text("answer.refusal") }

  public static var needsPhoto: String { MessageCatalogue.current.text("answer.needsPhoto") }

  /// The sentences answering `question` (each one a streamed chunk).
  /// Each kind from the channel that measures it (`QuestionAnswer`).
  public static func sentences(for question: SceneQuestion, facts: SceneFacts) -> [String] {
    QuestionAnswer.reply(question, facts: facts).sentences
  }

  /// "This looks like a sports car, mostly silver." + text + people + barcodes. The subject's colour
  /// is said only when it was measured on the subject (`subjectColours`); otherwise the picture's
  /// colours are told as the picture's. A photo that is mostly text is told as text first.
  public static func describe(_ facts: SceneFacts, catalogue: MessageCatalogue = .current) -> [String] {
    let say = catalogue
    var out: [String] = []
    // Said as the subject's only where the classifier sees the subject (when that was checked): a
    // dog beside a bicycle on a grey porch is not "mostly gray".
    let subjectColour = subjectColourTrusted(facts) ? colourPhrase(facts.subjectColours, say) : nil
    let pictureColour = colourPhrase(facts.colours, say)
    let mostlyText = (facts.text?.lines.count ?? 0) >= 4
    if mostlyText, let text = facts.text {
      out.append(say.text("describe.mostlyText", ["text": .text(quote(text.text))]))
    }
    // Where the classifier is unsure (shops, signs, streets) the words say what it is (issue 26 item
    // 4): "A sign reading ‘NO PARKING’." rather than "it might be a cinema"; and a decoded code leads
    // rather than "it might be a digital clock".
    let topConfidence = facts.labels.first?.confidence ?? 0
    let weak =
      topConfidence < 0.3
      || (topConfidence < 0.6 && (facts.scores?.topIndex.map(weakNameClasses.contains) ?? false))
    // Not when a code was decoded: the words may be the digits printed under its bars.
    let hasCode = !facts.barcodes.isEmpty || facts.unreadableBarcodes > 0
    let namedByText =
      !mostlyText && weak && !hasCode ? facts.text.map { signSentence($0, facts, say) } : nil
    let namedByCode = (facts.labels.first?.confidence ?? 0) < 0.3 && hasCode
    func picture(_ colours: String) -> String { say.text("describe.picture", ["colours": .text(colours)]) }
    if let namedByText {
      out.append(namedByText)
      if let pictureColour { out.append(picture(pictureColour)) }
    } else if namedByCode {
      if let pictureColour { out.append(picture(pictureColour)) }
    } else if let top = facts.labels.first, !(mostlyText && top.confidence < 0.6) {
      let group = groupSubject(facts, say)
      let subject = group ?? subjectSentence(facts.labels, say)
      if top.confidence >= 0.3 || group != nil, let subjectColour {
        out.append(
          say.text("describe.subjectColour", ["subject": .text(subject), "colours": .text(subjectColour)]))
      } else {
        out.append(say.text("describe.subject", ["subject": .text(subject)]))
        if let pictureColour { out.append(picture(pictureColour)) }
      }
    } else {
      if facts.labels.isEmpty, facts.unavailable.contains("classifier") {
        out.append(say.text("describe.classifierMissing"))
      }
      if let pictureColour { out.append(picture(pictureColour)) }
    }
    if !mostlyText, namedByText == nil, let text = facts.text {
      out.append(say.text("describe.canRead", ["text": .text(quote(text.text))]))
    }
    if facts.blurredWriting, facts.text == nil {
      out.append(say.text("answer.reading.blurred"))
    } else if facts.unreadableWriting, facts.barcodes.isEmpty {
      out.append(
        say.text(facts.text == nil ? "answer.reading.unknownScript" : "answer.reading.alsoUnknownScript"))
    }
    out += scriptSentences(facts)
    if (!facts.people.isEmpty || facts.faceCount > 0), let animal = QuestionAnswer.animalFace(facts) {
      // A Pekingese's face passes the face detector: not said as a person.
      out.append(say.text("answer.people.animalFace", ["animal": animal]))
    } else if !facts.people.isEmpty {
      out.append(peopleSentence(facts.people, say))
    } else if facts.faceCount > 0 {
      out.append(say.text("answer.count.faces", ["count": .number(facts.faceCount)]))
    }
    for code in facts.barcodes.prefix(3) {
      out.append(say.text("describe.code", ["code": .text(BarcodeContent.describe(code, say))]))
    }
    if facts.barcodes.isEmpty, facts.unreadableBarcodes > 0 {
      out.append(say.text("answer.code.unreadable"))
    }
    // A cat face alone is weak evidence; mention it when the classifier sees some cat as well.
    if facts.catFaceCount > 0, facts.catProbability >= SceneAnalyzer.catFaceGate, facts.catProbability < 0.5 {
      out.append(say.text("describe.maybeCat"))
    }
    if out.isEmpty { out.append(say.text("describe.nothing")) }
    return out
  }

  /// ImageNet classes whose name is weak evidence when words are read on the photo: shops and places
  /// (a shopfront was "a cinema"), signs and street furniture (a street sign with a pole was "parallel
  /// bars or a bannister"), screens, covers, packets and clocks (what lettering looks like to the
  /// classifier). Below 0.6 the words lead instead; any class below 0.3 is a guess anyway. A car, a dog
  /// or a mug at 0.45 keeps its name and the words follow ("I can read …").
  static let weakNameClasses: Set<Int> = Set(shopClasses).union([
    919, 920, 702, 421, 781, 916, 922, 921, 917, 918, 549, 530, 892, 409, 692, 478, 664, 782, 851, 598,
    743, 905, 799, 733, 446, 681, 886, 707, 637, 854, 819,
  ])

  /// ImageNet's shop-like classes (bakery, barbershop, bookshop, butcher shop, cinema, confectionery,
  /// grocery store, library, restaurant, shoe shop, tobacco shop, toyshop): a shopfront when together
  /// they hold ≥ 0.25.
  static let shopClasses = [415, 424, 454, 467, 498, 509, 582, 624, 762, 788, 860, 865]

  /// "A sign reading ‘NO PARKING’." / "A shopfront with the words ‘THE COPY CENTRE’.": what the facts
  /// support when the classifier's names are weak and words were read.
  static func signSentence(_ text: TextReading, _ facts: SceneFacts, _ say: MessageCatalogue = .current)
    -> String
  {
    let shop = (facts.scores?.probability(of: shopClasses) ?? 0) >= 0.25
    return say.text(
      shop ? "answer.subject.shopfront" : "answer.subject.sign", ["text": .text(quote(text.text))])
  }

  /// Whether the subject's colours may be said as the subject's: without the subject check (facts
  /// made without `Part.subjectCheck`), as before; with it, only when the region shows what the
  /// classifier names.
  static func subjectColourTrusted(_ facts: SceneFacts) -> Bool {
    guard facts.subjectScores != nil else { return true }
    guard let named = QuestionAnswer.namedSubject(facts) else { return false }
    return QuestionAnswer.subjectShows(named, facts, isTop: true)
  }

  /// "I can see one person on the left, near." / "I can see 3 people: …".
  static func peopleSentence(_ people: [PersonSighting], _ say: MessageCatalogue = .current) -> String {
    var facts = SceneFacts()
    facts.people = people
    return peopleAnswer(facts, say)
  }

  /// "This looks like a dog (probably a malamute)": when a group (dogs, cats, cars) holds ≥ 0.6 of
  /// the probability but no single class inside it does, name the group first.
  static func groupSubject(_ facts: SceneFacts, _ say: MessageCatalogue = .current) -> String? {
    guard let top = facts.labels.first, top.confidence < 0.6 else { return nil }
    let groups: [(probability: Double, member: Classification?, name: MessageID)] = [
      (facts.dogProbability, facts.likeliestDog, "thing.dog"),
      (facts.catProbability, facts.likeliestCat, "thing.cat"),
      (facts.carProbability, facts.likeliestCarBody, "thing.car"),
    ]
    guard let group = groups.first(where: { $0.probability >= 0.6 }) else { return nil }
    let name = MessageArgument.noun(group.name, say.articlesLabels ? .indefinite : .bare)
    guard let member = group.member, member.confidence >= 0.3 else {
      return say.text("subject.group", ["group": name])
    }
    return say.text("subject.groupMember", ["group": name, "member": label(member.label, say)])
  }

  static func subjectSentence(_ labels: [Classification], _ say: MessageCatalogue = .current) -> String {
    let top = labels[0]
    if top.confidence >= 0.6 { return say.text("subject.looksLike", ["thing": label(top.label, say)]) }
    if top.confidence >= 0.3 { return say.text("subject.probably", ["thing": label(top.label, say)]) }
    let guesses = labels.prefix(2).map { label($0.label, say) }
    if guesses.count == 2 {
      return say.text("subject.mightBeEither", ["first": guesses[0], "second": guesses[1]])
    }
    return say.text("subject.mightBe", ["thing": guesses[0]])
  }

  /// A classifier's label as a sentence takes it: "a sports car" in English, the label as it is given
  /// in a language whose templates take a bare name.
  static func label(_ label: String, _ say: MessageCatalogue) -> MessageArgument {
    .text(
      say.articlesLabels
        ? withArticle(label) : ImageNetLabels.spoken(label: label, in: say.spokenLanguage).bare)
  }

  /// "mostly silver", "mostly silver and black".
  static func colourPhrase(_ colours: [NamedColour], _ say: MessageCatalogue = .current) -> String? {
    guard let first = colours.first else { return nil }
    if colours.count > 1, colours[1].fraction >= 0.25 {
      return say.text(
        "colour.mostlyTwo",
        [
          "first": .text(ColourNames.spoken(first.name, in: say.spokenLanguage)),
          "second": .text(ColourNames.spoken(colours[1].name, in: say.spokenLanguage)),
        ])
    }
    return say.text("colour.mostly", ["first": .text(ColourNames.spoken(first.name, in: say.spokenLanguage))])
  }

  /// The people channel's answer: the question module's (a face on a dog is not said as a person).
  static func peopleAnswer(_ facts: SceneFacts, _ say: MessageCatalogue = .current) -> String {
    QuestionAnswer.reply(
      SceneQuestion(kind: .people, subject: SceneVocabulary.concept(id: "person")), facts: facts,
      catalogue: say
    )
    .sentences.joined(separator: " ")
  }

  static func cuteAnswer(_ facts: SceneFacts, _ say: MessageCatalogue = .current) -> String {
    guard !facts.labels.isEmpty || facts.catFaceCount > 0 else {
      return say.text("cute.classifierMissing")
    }
    let p = CuteClassifier.cuteProbability(cuddly: facts.cuddlyProbability, catFaces: facts.catFaceCount)
    if p >= 0.5 { return say.text("cute.yes", ["percent": .number(percent(p))]) }
    return say.text("cute.no", ["percent": .number(percent(1 - p))])
  }

  /// "a sports car", "an orange", "sunglasses".
  public static func withArticle(_ label: String) -> String {
    if noArticle.contains(label) { return label }
    let lower = label.lowercased()
    let first = lower.first ?? "x"
    // "a unicycle", "a European …": a vowel letter that sounds like "you".
    let soundsLikeYou = ["uni", "use", "usu", "eu", "ewe"].contains { lower.hasPrefix($0) }
    return ("aeiou".contains(first) && !soundsLikeYou ? "an " : "a ") + label
  }

  static let noArticle: Set<String> = [
    "binoculars", "parallel bars", "sunglasses", "swimming trunks", "hen-of-the-woods", "coral fungus",
    "seashore", "lakeside", "valley", "alp", "sandbar", "jeans", "mashed potato", "hay", "guacamole",
    "consomme",
    "ice cream", "chocolate sauce", "red wine", "espresso", "eggnog", "toilet tissue", "paper towel",
  ]

  /// What is said about scripts (decision 047): a warning after a reading by a weak reader, writing in
  /// another script than the person's language expects (with what it says when it could be read), and
  /// the person's script reader missing. In the person's language (`MessageCatalogue.current`).
  public static func scriptSentences(_ facts: SceneFacts, _ say: MessageCatalogue = .current) -> [String] {
    func script(_ name: String) -> MessageArgument { .text(say.text(scriptNameID(name))) }
    var out: [String] = []
    if let reader = facts.text?.reader, reader.hasPrefix("tesseract-"),
      let pack = Optional(String(reader.dropFirst("tesseract-".count))),
      ScriptReading.weakPacks.contains(pack),
      let name = ScriptReading.scriptOfPack[pack]
    {
      out.append(say.text("answer.reading.weakReader", ["script": script(name)]))
    }
    if let foreign = facts.foreignWriting { out.append(foreignWritingSentence(foreign)) }
    if let pack = facts.missingReadingPack, let name = ScriptReading.scriptOfPack[pack] {
      out.append(
        say.text("answer.reading.scriptReaderMissing", ["script": script(name), "pack": .text(pack)]))
    }
    return out
  }

  /// The catalogue's name of a script (`ForeignWriting.script`, `ScriptReading.scriptOfPack`).
  static func scriptNameID(_ script: String) -> MessageID {
    switch script {
    case "cyrillic": "answer.reading.script.cyrillic"
    case "greek": "answer.reading.script.greek"
    case "arabic": "answer.reading.script.arabic"
    case "devanagari": "answer.reading.script.devanagari"
    case "hebrew": "answer.reading.script.hebrew"
    default: "answer.reading.script.latin"
    }
  }

  /// "There is writing in Cyrillic letters: Выход." (or that it could not be made out).
  public static func foreignWritingSentence(_ foreign: ForeignWriting) -> String {
    let say = MessageCatalogue.current
    let script = MessageArgument.text(say.text(scriptNameID(foreign.script)))
    if let text = foreign.text, !text.isEmpty {
      return say.text("answer.reading.otherScript", ["script": script, "text": .text(text)])
    }
    return say.text("answer.reading.otherScriptUnread", ["script": script])
  }

  /// Writing the detector found in a script the reader does not know (decision 027).
  public static var unreadableWriting: String {
    MessageCatalogue.current.text("answer.reading.unknownScript")
  }
  /// The same beside text that was read (a sign in two scripts).
  public static var alsoUnreadableWriting: String {
    MessageCatalogue.current.text("answer.reading.alsoUnknownScript")
  }

  static func quote(_ text: String) -> String {
    "'" + SpokenText.joinedLines(text) + "'"
  }

  static func percent(_ fraction: Double) -> Int { Int((fraction * 100).rounded()) }

  static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    case 2: "\(items[0]) and \(items[1])"
    default: items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
  }
}

extension MessageCatalogue {
  /// The language of this catalogue, for the names tables (ImageNet classes, colours).
  var spokenLanguage: Language { Language(tag: language) ?? .english }
}
