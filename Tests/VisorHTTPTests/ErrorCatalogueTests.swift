import Foundation
import Testing
import VisorHTTP

@testable import VisorCore

/// The error catalogue (VisorCore) and the status table (VisorHTTP): every code has a status and a
/// sentence that says what to do; the table, the `all` list and the HTTP gate agree with the catalogue.
@Suite struct ErrorCatalogueTests {
  /// Imperative verbs that start a next step ("…; check the path.", "Send a JPEG …").
  static let adviceVerbs: Set<String> = [
    "add", "ask", "change", "check", "choose", "configure", "convert", "correct", "create", "delete",
    "download", "export", "fix", "flatten", "give", "hold", "install", "keep", "list", "make", "omit",
    "pass", "pick", "put", "raise", "record", "reload", "remove", "rename", "report", "resend",
    "resize", "restart", "restore", "retry", "run", "save", "see", "send", "set", "shorten", "sign",
    "speak", "split", "start", "stop", "try", "type", "unset", "update", "upload", "use", "wait",
  ]
  /// Words after which a verb starts a clause ("…, or send …", "… then restart …").
  static let clauseOpeners: Set<String> = ["then", "or", "and", "to", "please"]

  /// The checkable rule for "a full sentence that says what to do": it starts with a capital letter
  /// (or a quoted name), ends with a period, has at least five words, and one of its clauses starts
  /// with an advice verb — at the start, after `;`, `:`, `—`, `,` or `(`, or after then/or/and/to.
  static func problems(with sentence: String) -> [String] {
    var problems: [String] = []
    guard let first = sentence.first else { return ["is empty"] }
    if !(first.isUppercase || first == "\"" || first == "`") {
      problems.append("does not start with a capital")
    }
    if !sentence.hasSuffix(".") { problems.append("does not end with a period") }
    if sentence.localizedCaseInsensitiveContains("todo") { problems.append("is a TODO") }
    var marked = sentence
    for mark in [";", ":", "—", ",", "("] { marked = marked.replacingOccurrences(of: mark, with: " | ") }
    let tokens = marked.split(separator: " ").map(String.init)
    let words = tokens.filter { $0 != "|" }
    if words.count < 5 { problems.append("has fewer than five words") }
    var advises = false
    var previous = "|"
    for token in tokens {
      let word = token.lowercased().trimmingCharacters(in: CharacterSet.letters.inverted)
      if previous == "|" || Self.clauseOpeners.contains(previous), Self.adviceVerbs.contains(word) {
        advises = true
      }
      previous = token == "|" ? "|" : word
    }
    if !advises { problems.append("has no clause that starts with an advice verb (what to do)") }
    return problems
  }

  @Test(arguments: ErrorCode.all)
  func everyCodeMapsToAnErrorStatus(_ code: ErrorCode) throws {
    let status = try #require(ErrorStatus.of(code), "\(code) has no row in ErrorStatus.table")
    #expect((400...599).contains(status), "\(code) maps to \(status)")
  }

  @Test(arguments: ErrorCode.all)
  func everySentenceSaysWhatToDo(_ code: ErrorCode) {
    let problems = Self.problems(with: code.sentence)
    #expect(problems.isEmpty, "\(code): \"\(code.sentence)\" \(problems.joined(separator: "; "))")
  }

  @Test func codesAreUniqueSnakeCase() throws {
    let names = ErrorCode.all.map(\.name)
    #expect(
      Set(names).count == names.count,
      "duplicates: \(names.filter { n in names.filter { $0 == n }.count > 1 })")
    let snake = try Regex("^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
    for name in names { #expect(name.wholeMatch(of: snake) != nil, "\(name) is not snake_case") }
    #expect(names.count >= 150)
  }

  @Test func theTableHoldsNoCodeOutsideTheCatalogue() {
    let catalogued = Set(ErrorCode.all)
    let strays = ErrorStatus.table.keys.filter { !catalogued.contains($0) }.map(\.name).sorted()
    #expect(strays.isEmpty, "in the table but not in ErrorCode.all: \(strays)")
    #expect(ErrorStatus.table.count == catalogued.count)
  }

  @Test func namedFindsEveryCodeByItsWireName() {
    for code in ErrorCode.all { #expect(ErrorCode.named(code.name) == code) }
    #expect(ErrorCode.named("no_such_code") == nil)
  }

  /// `all` is written by hand: it must list every `static let` of the catalogue file.
  @Test func allListsEveryDeclaredCode() throws {
    let source = try String(
      contentsOf: Self.repository.appendingPathComponent("Sources/VisorCore/ErrorCodes.swift"),
      encoding: .utf8)
    let declared = try Regex(#"static let \w+ = ErrorCode\(\s*"([a-z0-9_]+)""#)
    let names = Set(source.matches(of: declared).compactMap { $0.output[1].substring.map(String.init) })
    #expect(
      names == Set(ErrorCode.all.map(\.name)),
      "declared but not in all: \(names.subtracting(ErrorCode.all.map(\.name)).sorted())")
  }

  /// The C gate (conn.c, parse.c) refuses malformed requests with a status and a code of its own; both
  /// must agree with the catalogue and the table, since the answer is rendered from the table.
  @Test func theGateRefusesWithCataloguedCodesAndTheirStatuses() throws {
    let folder = Self.repository.appendingPathComponent("Sources/CHTTPGate")
    let gate = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".c") }
      .sorted().map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
      .joined(separator: "\n")
    let refusal = try Regex(
      #"(?:reject\(c|format_error\([^,]+|fail\(\w+, sink, context),\s*(\d{3}),\s*"([a-z0-9_]+)""#)
    let found = gate.matches(of: refusal).compactMap { match -> (Int, String)? in
      guard let status = match.output[1].substring.flatMap({ Int($0) }),
        let name = match.output[2].substring
      else { return nil }
      return (status, String(name))
    }
    #expect(found.count >= 16)
    for (status, name) in found {
      let code = try #require(ErrorCode.named(name), "the gate refuses with \(name), which is not catalogued")
      #expect(
        ErrorStatus.of(code) == status,
        "the gate answers \(name) with \(status), the table with \(ErrorStatus.of(code) ?? 0)")
    }
  }

  @Test func theSentenceRuleCanFail() {
    #expect(!Self.problems(with: "The image is broken.").isEmpty)
    #expect(!Self.problems(with: "TODO: write the sentence that says what to do.").isEmpty)
    #expect(!Self.problems(with: "the model is missing; install it again").isEmpty)
    #expect(Self.problems(with: "The model is missing; install it again.").isEmpty)
  }

  @Test func aVisorErrorDefaultsToItsCodesSentenceAndAnswersItsNeutralExtras() {
    let error = VisorError(.workerRestarting, retryAfter: 5)
    #expect(error.message == ErrorCode.workerRestarting.sentence)
    #expect(error.status == 503)
    #expect(error.headers.map(\.0) == ["Retry-After"] && error.headers.map(\.1) == ["5"])
    let method = VisorError(.methodNotAllowed, "Use GET.", allowedMethods: ["GET", "HEAD"])
    #expect(method.status == 405)
    #expect(method.headers.map(\.1) == ["GET, HEAD"])
  }

  @Test func aCodeMissingFromTheTableIsLoggedAndAnswers500() throws {
    let capture = LogCapture()
    let logger = Logger(label: "test", sink: capture.sink)
    let stray = VisorError(ErrorCode("not_in_the_table", "Try again later, please."), "A message.")
    let response = ErrorFormatter.native.response(
      for: stray, path: "/api/v1/me", requestID: "r1", logger: logger)
    #expect(response.status == 500)
    guard case .data(let body) = response.body else { Issue.record("no body"); return }
    let text = String(decoding: body, as: UTF8.self)
    #expect(text.contains(#""code":"internal_error""#), "\(text)")
    #expect(!text.contains("not_in_the_table"))
    #expect(capture.all.contains { $0.contains("not_in_the_table") && $0.contains("status table") })
  }

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
}
