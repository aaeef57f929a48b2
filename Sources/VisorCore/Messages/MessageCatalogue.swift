import Foundation

/// The name of one sentence (or phrase) Visor says, the same in every language: `"answer.presence.yes"`.
public struct MessageID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
  public var description: String { rawValue }
}

/// CLDR plural categories (https://cldr.unicode.org/index/cldr-spec/plural-rules). English uses
/// `one` and `other`; other languages add the rest.
public enum PluralCategory: String, Sendable, CaseIterable {
  case zero, one, two, few, many, other
}

/// A language's rule for choosing a plural category for a whole number.
public struct PluralRule: Sendable {
  public let categories: [PluralCategory]
  private let choose: @Sendable (Int) -> PluralCategory
  public init(categories: [PluralCategory], _ choose: @escaping @Sendable (Int) -> PluralCategory) {
    self.categories = categories
    self.choose = choose
  }
  public func category(_ n: Int) -> PluralCategory { choose(n) }

  /// CLDR English for integers: `one` for 1, `other` for everything else (0 too).
  public static let english = PluralRule(categories: [.one, .other]) { abs($0) == 1 ? .one : .other }
}

/// What fills a `{name}` placeholder.
public enum MessageArgument: Sendable, Equatable {
  /// Inserted as it is (a label, a reading, a number already formatted).
  case text(String)
  /// A whole number, written with digits; a template may choose its plural form by it.
  case number(Int)
  /// Another message of the same catalogue, rendered first.
  case message(Message)
  /// A noun of the catalogue (`thing.dog`) in one of its forms.
  case noun(MessageID, NounForm)
}

/// The form of a noun message: `indefinite` "a dog", `definite` "the dog", `bare` "dog", or
/// `counted(n)` — the plural form for n ("dog" for 1, "dogs" otherwise in English).
public enum NounForm: Sendable, Equatable {
  case indefinite, definite, bare
  case counted(Int)
}

/// One sentence with its arguments, rendered by a catalogue: what a later layer translates.
public struct Message: Sendable, Equatable {
  public var id: MessageID
  public var arguments: [String: MessageArgument]
  public init(_ id: MessageID, _ arguments: [String: MessageArgument] = [:]) {
    self.id = id
    self.arguments = arguments
  }
}

/// One entry of a catalogue. A plain template has one form (`other`); a plural template chooses its
/// form by the number argument `pluralOn`; a noun has `one`/`other` (and more) plus `indefinite`,
/// `definite` and `bare` forms. Placeholders are `{name}`.
public struct MessageTemplate: Sendable, Equatable {
  public var pluralOn: String?
  public var forms: [String: String]

  public init(_ text: String) {
    pluralOn = nil
    forms = ["other": text]
  }

  /// "I can see one person." / "I can see {count} people." chosen by `argument`.
  public static func plural(_ argument: String, _ forms: [PluralCategory: String]) -> MessageTemplate {
    var template = MessageTemplate("")
    template.pluralOn = argument
    template.forms = Dictionary(uniqueKeysWithValues: forms.map { ($0.key.rawValue, $0.value) })
    return template
  }

  /// A noun: singular, plural, with the indefinite and definite article.
  public static func noun(one: String, other: String, indefinite: String, definite: String)
    -> MessageTemplate
  {
    var template = MessageTemplate("")
    template.forms = [
      "one": one, "other": other, "indefinite": indefinite, "definite": definite, "bare": one,
    ]
    return template
  }

  /// A noun with every form a language needs: plural categories (`one`, `few`, `many`, `other`…),
  /// `indefinite`, `definite`, `bare` (defaults to `one`), and named forms its templates ask for with
  /// `{thing:form}` (cases, contractions: `"acc": "собаку"`, `"gen": "del perro"`).
  public static func noun(_ forms: [String: String]) -> MessageTemplate {
    var template = MessageTemplate("")
    template.forms = forms
    if forms["bare"] == nil { template.forms["bare"] = forms["one"] }
    return template
  }
}

/// The sentences Visor says, keyed by id, in one language: the one table a translation replaces.
///
/// ```swift
/// let english = MessageCatalogue.english
/// english.text("answer.count.people", ["count": .number(3)])            // "I can see 3 people."
/// english.text("answer.presence.yes", ["thing": .noun("thing.dog", .indefinite)])  // "Yes, I can see a dog."
/// ```
/// A missing id or argument renders visibly (`[answer.x]`, `{name}`) rather than crashing; the
/// catalogue tests check that every id used has an entry.
public struct MessageCatalogue: Sendable {
  public let language: String
  public let plural: PluralRule
  public let templates: [MessageID: MessageTemplate]

  public init(language: String, plural: PluralRule, templates: [MessageID: MessageTemplate]) {
    self.language = language
    self.plural = plural
    self.templates = templates
  }

  public func text(_ id: MessageID, _ arguments: [String: MessageArgument] = [:]) -> String {
    render(Message(id, arguments))
  }

  /// ``text(_:_:)`` with its first letter capitalised: a sentence that may begin with a placeholder
  /// ("{thing} looks red." → "The dog looks red.", "{edge} край…" → "Левый край…").
  public func sentence(_ id: MessageID, _ arguments: [String: MessageArgument] = [:]) -> String {
    capitalised(text(id, arguments))
  }

  /// `text` with its first letter capitalised by this language's rules (Turkish "inek" → "İnek").
  public func capitalised(_ text: String) -> String {
    guard let first = text.first else { return text }
    return String(first).uppercased(with: Locale(identifier: language)) + text.dropFirst()
  }

  /// Whether a classifier's label goes into a sentence with an English article ("a sports car");
  /// other languages take the label as it is given (the templates are written for a bare name).
  public var articlesLabels: Bool { language == "en" }

  public func render(_ message: Message) -> String {
    guard let template = templates[message.id] else { return "[\(message.id)]" }
    var form = "other"
    if let on = template.pluralOn, case .number(let n) = message.arguments[on] {
      form = plural.category(n).rawValue
    }
    let pattern = template.forms[form] ?? template.forms["other"] ?? ""
    return fill(pattern, message.arguments)
  }

  /// The noun `id` in `form`.
  public func noun(_ id: MessageID, _ form: NounForm) -> String {
    guard let template = templates[id] else { return "[\(id)]" }
    let key: String =
      switch form {
      case .indefinite: "indefinite"
      case .definite: "definite"
      case .bare: "bare"
      case .counted(let n): plural.category(n).rawValue
      }
    return template.forms[key] ?? template.forms["other"] ?? "[\(id)]"
  }

  /// "red", "red and white", "red, white and blue" in this language.
  public func list(_ items: [String]) -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    case 2: text("list.two", ["first": .text(items[0]), "second": .text(items[1])])
    default:
      text(
        "list.many",
        [
          "head": .text(items.dropLast().joined(separator: text("list.separator"))),
          "last": .text(items[items.count - 1]),
        ])
    }
  }

  private func value(_ argument: MessageArgument) -> String {
    switch argument {
    case .text(let text): text
    case .number(let n): String(n)
    case .message(let message): render(message)
    case .noun(let id, let form): noun(id, form)
    }
  }

  /// `{name}` is the argument as the code gave it; `{name:form}` asks a noun argument for one of its
  /// named forms (a case or a contraction a language needs: `{thing:acc}` "собаку", `{thing:gen}`
  /// "del perro"). A form the noun lacks, or a text argument, falls back to `{name}`.
  private func fill(_ pattern: String, _ arguments: [String: MessageArgument]) -> String {
    var out = ""
    var rest = pattern[...]
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let placeholder = rest[rest.index(after: open)..<close]
      let parts = placeholder.split(separator: ":", maxSplits: 1).map(String.init)
      let name = parts.first ?? ""
      if let argument = arguments[name] {
        if parts.count == 2, case .noun(let id, _) = argument, let form = templates[id]?.forms[parts[1]] {
          out += form
        } else {
          out += value(argument)
        }
      } else {
        out += "{\(placeholder)}"
      }
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }

  /// The named noun forms (`acc` in `{thing:acc}`) the templates of this catalogue ask for.
  public var nounFormsUsed: Set<String> {
    var forms = Set<String>()
    for template in templates.values {
      for pattern in template.forms.values {
        var rest = pattern[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
          let parts = rest[rest.index(after: open)..<close].split(separator: ":", maxSplits: 1)
          if parts.count == 2 { forms.insert(String(parts[1])) }
          rest = rest[rest.index(after: close)...]
        }
      }
    }
    return forms
  }

  /// The ids of `other` that this catalogue lacks (a translation's to-do list).
  public func missing(comparedWith other: MessageCatalogue) -> [MessageID] {
    other.templates.keys.filter { templates[$0] == nil }.sorted { $0.rawValue < $1.rawValue }
  }

  /// The placeholders of every form of `id`, for checking a translation keeps them.
  public func placeholders(_ id: MessageID) -> Set<String> {
    guard let template = templates[id] else { return [] }
    var names = Set<String>()
    for pattern in template.forms.values {
      var rest = pattern[...]
      while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
        // `{thing:acc}` is the placeholder `thing` in one of its forms.
        let placeholder = rest[rest.index(after: open)..<close]
        names.insert(String(placeholder.split(separator: ":", maxSplits: 1).first ?? placeholder))
        rest = rest[rest.index(after: close)...]
      }
    }
    return names
  }
}
