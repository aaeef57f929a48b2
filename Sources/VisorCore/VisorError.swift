/// The error Visor's layers throw when the caller can act on it: a catalogued ``ErrorCode``, a sentence
/// that says what went wrong and what to do, and neutral extras (how long to wait, which methods a
/// path takes). It carries no HTTP status: the HTTP layer maps the code to one in a single table, and
/// the CLI prints the sentence.
///
/// A sentence a person meets is a catalogue ``Message`` (``localisable``): `message` is its English
/// rendering, and the native surface renders it again in the person's language (``localised(in:)``),
/// so the two never drift. The code never changes with the language.
///
/// ```swift
/// throw VisorError(.imageUnreadable, "The image could not be decoded. Send a JPEG, PNG, WebP, HEIC or GIF file.")
/// throw VisorError(.workerRestarting, message, retryAfter: 5)
/// throw VisorError(.rateLimited, Message("error.call.tooMany", ["seconds": .number(40)]), retryAfter: 40)
/// ```
public struct VisorError: Error, Sendable, Equatable, CustomStringConvertible {
  public var code: ErrorCode
  /// What went wrong and what to do; the code's ``ErrorCode/sentence`` unless the site says more.
  /// English (or the language of ``language`` once ``localised(in:)`` rendered it).
  public var message: String
  /// Seconds after which trying again may succeed (answered as `Retry-After` over HTTP).
  public var retryAfter: Int?
  /// The methods the path does take, when the code is `method_not_allowed` (answered as `Allow`).
  public var allowedMethods: [String]
  /// The catalogue sentence `message` renders, when the site gave one (or the code's own sentence has
  /// a catalogue entry, `error.code.<name>`); `nil` for a developer-facing sentence that stays English.
  public var localisable: Message?
  /// The language `message` was rendered in by ``localised(in:)`` (`Content-Language`); `nil` while
  /// it is the English of the throw site, not yet rendered for anyone.
  public var language: String?

  public init(
    _ code: ErrorCode, _ message: String? = nil, retryAfter: Int? = nil, allowedMethods: [String] = []
  ) {
    self.code = code
    self.message = message ?? code.sentence
    self.retryAfter = retryAfter
    self.allowedMethods = allowedMethods
    if message == nil {
      let own = Message(Self.codeSentenceID(code))
      if MessageCatalogue.english.templates[own.id] != nil { localisable = own }
    }
  }

  /// An error whose sentence is the catalogue's `localisable`, rendered in English here.
  public init(
    _ code: ErrorCode, _ localisable: Message, retryAfter: Int? = nil, allowedMethods: [String] = []
  ) {
    self.code = code
    self.message = MessageCatalogue.english.render(localisable)
    self.retryAfter = retryAfter
    self.allowedMethods = allowedMethods
    self.localisable = localisable
  }

  /// The catalogue id of a code's own sentence (``ErrorCode/sentence``): `error.code.help_closed`.
  public static func codeSentenceID(_ code: ErrorCode) -> MessageID {
    MessageID(rawValue: "error.code.\(code.name)")
  }

  /// This error with its sentence in `catalogue`'s language, which ``language`` then names (English
  /// too: the choice is made). Unchanged when it has no catalogue sentence, or when `catalogue` lacks
  /// the id (the English stays rather than a bracketed id).
  public func localised(in catalogue: MessageCatalogue) -> VisorError {
    guard let localisable, catalogue.templates[localisable.id] != nil else { return self }
    var copy = self
    copy.message = catalogue.render(localisable)
    copy.language = catalogue.language
    return copy
  }

  public var description: String { "\(code.name): \(message)" }

  /// This error's sentence as an argument of another sentence (a reason in parentheses): its catalogue
  /// message when it has one, so it is said in the same language, else its text as it is.
  public var argument: MessageArgument { localisable.map { .message($0) } ?? .text(message) }

  /// Equal when what a client receives is: code, sentence, language and headers (not how the
  /// sentence was made).
  public static func == (lhs: VisorError, rhs: VisorError) -> Bool {
    lhs.code == rhs.code && lhs.message == rhs.message && lhs.retryAfter == rhs.retryAfter
      && lhs.allowedMethods == rhs.allowedMethods && lhs.language == rhs.language
  }
}
