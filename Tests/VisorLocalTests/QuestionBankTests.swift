import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// The question bank of `Tests/Fixtures/questions/` (issue 23): every question through the real
/// offline engine (the question module, the real classifier, detectors, OCR — PP-OCRv4 when
/// installed — and zbar), graded on what the answer claims. A false "yes", a wrong count, a wrong
/// colour stated as the thing's, a wrong reading or a stated answer where only "I can't tell" is
/// honest fails the test; hedged answers ("Possibly…", "I don't see…; I name only the main subject")
/// do not, but only right answers count towards the share it prints (`scripts/question-bank.sh`).
@Suite(.enabled(if: SceneFixtures.canRunModelTests && HonestySet.installed), .serialized)
struct QuestionBankTests {
  @Test func noConfidentWrongAnswerOnTheBank() async throws {
    let bank = try QuestionBank.load()
    #expect(bank.questions.count >= 150)
    #expect(Set(bank.questions.map(\.photo)).count >= 30)
    let analyzer = PPOCRFixtures.installed ? await PPOCRFixtures.analyzer() : SceneFixtures.analyzer
    var facts: [String: SceneFacts] = [:]
    var correct = 0
    var wrong: [String] = []
    var byKind: [String: (right: Int, all: Int)] = [:]
    for item in bank.questions {
      let question = SceneQuestion(item.question)
      let parts = QuestionAnswer.parts(for: question)
      let key = item.photo + "|" + parts.map(\.rawValue).sorted().joined(separator: ",")
      if facts[key] == nil {
        let photo = try #require(bank.photos[item.photo], "no photo \(item.photo) in photos.tsv")
        facts[key] = try await analyzer.analyze(jpeg: try photo.data(), parts: parts)
      }
      let reply = QuestionAnswer.reply(question, facts: facts[key]!)
      let grade = QuestionBank.grade(reply, truth: item.truth)
      let said = reply.sentences.joined(separator: " ")
      var tally = byKind[question.kind.rawValue] ?? (0, 0)
      tally.all += 1
      switch grade {
      case .right:
        correct += 1
        tally.right += 1
      case .wrong: wrong.append("\(item.photo): \"\(item.question)\" (truth \(item.truth)) → \(said)")
      case .hedged: break
      }
      byKind[question.kind.rawValue] = tally
      if ProcessInfo.processInfo.environment["VISOR_BANK_VERBOSE"] == "1" {
        print("[question-bank] \(grade) \(item.photo): \(item.question) [\(item.truth)] → \(said)")
      }
    }
    let total = bank.questions.count
    let share = Double(correct) / Double(total)
    let kinds = byKind.keys.sorted().map { "\($0) \(byKind[$0]!.right)/\(byKind[$0]!.all)" }
    print(
      "[question-bank] answered correctly: \(correct)/\(total) (\(Int((share * 100).rounded()))%); "
        + "confident wrong: \(wrong.count); by kind: \(kinds.joined(separator: ", "))")
    #expect(wrong.isEmpty, "confident wrong answers:\n\(wrong.joined(separator: "\n"))")
  }

  /// Issue 23 item 2 on real photos of the bank: a plate blurred past reading, and opencv-doc's
  /// motion-blurred plate (whose blur PP-OCR's detector takes for a line of writing, which used to be
  /// "writing, but not in a script I can read") are too blurred to read, with the steadiness hint.
  @Test func aBlurredPlateIsTooBlurredNotAScript() async throws {
    try PPOCRFixtures.require()
    let analyzer = await PPOCRFixtures.analyzer()
    let bank = try QuestionBank.load()
    for id in ["plate-blurred", "blurred-car"] {
      let blurred = try #require(bank.photos[id])
      let question = SceneQuestion("What does the number plate say?")
      let facts = try await analyzer.analyze(
        jpeg: try blurred.data(), parts: QuestionAnswer.parts(for: question))
      let answer = QuestionAnswer.reply(question, facts: facts).sentences.joined()
      #expect(!answer.contains("script"), "\(id): \(answer)")
      // PP-OCRv6 small reads the σ 14 blur of "ABC 123" right (0.999; v4 found nothing): a right
      // reading is the better answer. Otherwise: too blurred, with the steadiness hint.
      if facts.text?.text == "ABC 123" {
        #expect(id == "plate-blurred", "\(id): \(answer)")
        continue
      }
      #expect(answer.contains("too blurred to read"), "\(id): \(answer)")
      #expect(answer.contains("hold the phone steady"), "\(id): \(answer)")
      // The text channel says the same.
      let channel = try await analyzer.analyze(
        jpeg: try blurred.data(), parts: ChannelAnswer.parts(for: .text))
      let said = ChannelAnswer.sentences(for: .text, facts: channel).joined()
      #expect(said.contains("too blurred to read") && !said.contains("script"), "\(id): \(said)")
    }
    // The motion-blurred plate: never another script (v4's detector saw a blurred line there; v6's
    // is not sure of one, decision 047) and nothing read out of it.
    let motion = try #require(bank.photos["blurred-car"])
    let read = try await analyzer.analyze(jpeg: try motion.data(), parts: [.text])
    #expect(!read.unreadableWriting && read.foreignWriting == nil && read.text == nil)
    // The sharp plate is read.
    let sharp = try await analyzer.analyze(jpeg: try SceneFixtures.fixture("plate.jpg"), parts: [.text])
    #expect(sharp.text?.text.contains("ABC") == true && !sharp.blurredWriting)
  }

  /// The Pekingese of opencv-doc's chicky_512.png was "one person in the centre, near" in the People
  /// channel, in Describe and for "How many people…?": its face passes the face detector.
  @Test func aPekingeseIsNotAPersonInAnyChannel() async throws {
    let bank = try QuestionBank.load()
    let jpeg = try #require(bank.photos["pekingese"]).data()
    let analyzer = SceneFixtures.analyzer
    let people = try await analyzer.analyze(jpeg: jpeg, parts: ChannelAnswer.parts(for: .people))
    let described = try await analyzer.analyze(jpeg: jpeg, parts: ChannelAnswer.parts(for: .describe))
    let question = SceneQuestion("How many people are there?")
    let asked = try await analyzer.analyze(jpeg: jpeg, parts: QuestionAnswer.parts(for: question))
    for answer in [
      ChannelAnswer.sentences(for: .people, facts: people).joined(separator: " "),
      ChannelAnswer.sentences(for: .describe, facts: described).joined(separator: " "),
      QuestionAnswer.reply(question, facts: asked).sentences.joined(separator: " "),
    ] {
      #expect(!answer.contains("one person"), "\(answer)")
      #expect(!answer.contains("I can see one face"), "\(answer)")
    }
  }

  /// A QR code on white is a code, never "writing in a script I can't read", in the reading answer
  /// and in the text channel.
  @Test func aQRCodeOnWhiteIsNeverAnUnknownScript() async throws {
    try PPOCRFixtures.require()
    let analyzer = await PPOCRFixtures.analyzer()
    let bank = try QuestionBank.load()
    for id in ["qr-white", "qr-desk", "ean13"] {
      let photo = try #require(bank.photos[id])
      let question = SceneQuestion("Read the text")
      let asked = try await analyzer.analyze(
        jpeg: try photo.data(), parts: QuestionAnswer.parts(for: question))
      let reading = QuestionAnswer.reply(question, facts: asked).sentences.joined()
      let facts = try await analyzer.analyze(jpeg: try photo.data(), parts: ChannelAnswer.parts(for: .text))
      let channel = ChannelAnswer.sentences(for: .text, facts: facts).joined()
      for answer in [reading, channel] {
        #expect(!answer.contains("script"), "\(id): \(answer)")
      }
      #expect(reading.contains("code") || reading.contains("barcode"), "\(id): \(reading)")
    }
  }
}

/// One question of the bank and its truth.
struct BankQuestion: Sendable {
  var photo: String
  var question: String
  var truth: String
}

enum QuestionBank {
  static let folder = SceneFixtures.local.deletingLastPathComponent().appendingPathComponent("questions")

  struct Loaded {
    var photos: [String: HonestyPhoto]
    var questions: [BankQuestion]
  }

  static func rows(_ name: String) throws -> [[String]] {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
  }

  static func load() throws -> Loaded {
    var photos: [String: HonestyPhoto] = [:]
    for row in try rows("photos.tsv") where row.count >= 2 {
      photos[row[0]] = HonestyPhoto(reference: row[1], url: resolve(row[1]), sets: "")
    }
    let questions = try rows("questions.tsv").filter { $0.count >= 3 }.map {
      BankQuestion(photo: $0[0], question: $0[1], truth: $0[2])
    }
    return Loaded(photos: photos, questions: questions)
  }

  static func resolve(_ reference: String) -> URL {
    if reference.hasPrefix("bank:") {
      return folder.appendingPathComponent("photos").appendingPathComponent(String(reference.dropFirst(5)))
    }
    if reference.hasPrefix("scene:") {
      return SceneFixtures.local.appendingPathComponent(String(reference.dropFirst(6)))
    }
    return HonestySet.resolve(reference)
  }

  enum Grade: String { case right, wrong, hedged }

  /// Right: the answer states the truth. Wrong: it states something else as fact. Hedged: it says
  /// it cannot tell, or hedges ("possibly", "I don't see … I may miss"), without being right.
  static func grade(_ reply: SceneReply, truth: String) -> Grade {
    let said = reply.sentences.joined(separator: " ").lowercased()
    func same(_ a: String, _ b: String) -> Bool {
      a.lowercased().split(whereSeparator: \.isWhitespace)
        == b.lowercased().split(whereSeparator: \.isWhitespace)
    }
    switch truth {
    case "yes":
      switch reply.verdict {
      case .yes, .codes: return .right
      case .count(let n): return n > 0 ? .right : .wrong
      case .positions: return .right
      case .no: return .wrong
      default: return .hedged
      }
    case "no":
      switch reply.verdict {
      case .no, .notSeen: return .right
      case .count(let n): return n == 0 ? .right : .wrong
      case .yes, .codes, .positions: return .wrong
      default: return .hedged
      }
    case "cant":
      switch reply.verdict {
      case .cannotTell, .possibly, .notSeen: return .right
      case .described, .light, .pictureColours: return .hedged
      default: return .wrong
      }
    case "blurred":
      if said.contains("script") { return .wrong }
      if case .text = reply.verdict { return .wrong }
      return said.contains("too blurred to read") && said.contains("hold the phone steady") ? .right : .hedged
    default: break
    }
    if let n = Int(truth) {
      switch reply.verdict {
      case .count(let m): return m == n ? .right : .wrong
      case .notSeen: return n == 0 ? .right : .hedged
      case .yes: return n > 0 ? .hedged : .wrong
      case .positions(let places): return places.count == n ? .right : .wrong
      default: return .hedged
      }
    }
    if truth.hasPrefix("colours:") {
      let allowed = Set(
        truth.dropFirst(8).split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) })
      switch reply.verdict {
      case .colours(let names): return !names.isEmpty && Set(names).isSubset(of: allowed) ? .right : .wrong
      case .pictureColours(let names):
        return !names.isEmpty && Set(names).isSubset(of: allowed) ? .right : .hedged
      case .yes, .no, .count, .text, .codes: return .wrong
      default: return .hedged
      }
    }
    if truth.hasPrefix("text:") {
      let wanted = String(truth.dropFirst(5))
      switch reply.verdict {
      case .text(let text):
        let words = text.replacingOccurrences(of: "\n", with: " ")
        return words.lowercased().contains(wanted.lowercased()) || same(words, wanted) ? .right : .wrong
      case .codes, .yes, .count: return .wrong
      default: return said.contains("script") ? .wrong : .hedged
      }
    }
    if truth.hasPrefix("code:") {
      let wanted = String(truth.dropFirst(5))
      switch reply.verdict {
      case .codes(let codes): return codes.contains(wanted) ? .right : .wrong
      case .text: return .wrong
      default: return said.contains("script") ? .wrong : .hedged
      }
    }
    if ["left", "centre", "right"].contains(truth) {
      switch reply.verdict {
      case .positions(let places): return places == [truth] ? .right : .wrong
      case .count, .yes: return .hedged
      default: return .hedged
      }
    }
    Issue.record("unknown truth \(truth)")
    return .wrong
  }
}
