import Foundation
import Synchronization

/// Removes secrets from text before it is relayed to a client, logged or saved: every configured
/// secret (provider API keys, `PGPASSWORD`, AWS keys, a password inside a URL) by its exact value, and
/// anything shaped like a key or a token by its shape (`sk-…`, `Bearer …`, `vsr_…` API tokens, AWS key
/// ids, JSON Web Tokens, long runs of hex or base64, URL userinfo).
///
/// One process-wide instance, ``shared``, is fed from the configuration in one place (the composition
/// root calls ``register(_:)``); a provider client adds its own key so its errors are clean even
/// before that. ``Logger`` passes every line through ``shared``.
///
/// ```swift
/// SecretRedactor.register(["sk-live-0123456789abcdef"])
/// SecretRedactor.shared.redact("Bad key Bearer sk-live-0123456789abcdef")  // "Bad key Bearer [redacted]"
/// ```
public struct SecretRedactor: Sendable {
  /// What a removed secret is replaced with.
  public static let placeholder = "[redacted]"
  /// Configured values shorter than this are not treated as secrets (they would match ordinary words).
  public static let minimumSecretLength = 6

  /// The exact values removed, longest first (so a secret that contains another is removed whole).
  public private(set) var secrets: [String]

  public init<S: Sequence>(secrets: S) where S.Element == String {
    self.secrets = []
    add(secrets)
  }

  public init() { self.secrets = [] }

  /// A copy that also removes `more`.
  public func adding<S: Sequence>(_ more: S) -> SecretRedactor where S.Element == String {
    var copy = self
    copy.add(more)
    return copy
  }

  mutating func add<S: Sequence>(_ more: S) where S.Element == String {
    var set = Set(secrets)
    for value in more {
      let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
      guard trimmed.count >= Self.minimumSecretLength else { continue }
      set.insert(trimmed)
      // A key may also travel percent-encoded (in a URL) or base64-encoded (Basic authorization).
      if let encoded = trimmed.percentEncodedForURL, encoded != trimmed { set.insert(encoded) }
    }
    secrets = set.sorted { $0.utf8.count != $1.utf8.count ? $0.utf8.count > $1.utf8.count : $0 < $1 }
  }

  /// `text` without any configured secret and without anything shaped like a key or a token.
  public func redact(_ text: String) -> String {
    var result = text
    for secret in secrets where result.contains(secret) {
      result = result.replacingEvery(secret, with: Self.placeholder)
    }
    return Self.redactShapes(result)
  }

  /// True when ``redact(_:)`` would change `text`.
  public func containsSecret(_ text: String) -> Bool { redact(text) != text }

  // MARK: The process-wide redactor

  private static let registry = Mutex(SecretRedactor())

  /// Every secret registered so far in this process (plus the shapes every redactor removes).
  public static var shared: SecretRedactor { registry.withLock { $0 } }

  /// Adds configured secrets to ``shared``. Registering is permanent for the process: a secret once
  /// configured is never printed, even after the configuration that held it is gone.
  public static func register<S: Sequence>(_ values: S) where S.Element == String {
    let values = Array(values)
    guard !values.isEmpty else { return }
    registry.withLock { $0.add(values) }
  }

  /// The configured secrets among `environment`: `PGPASSWORD`, the AWS credentials and every variable
  /// whose name says it holds a key, token, secret or password.
  public static func secrets(inEnvironment environment: [String: String]) -> [String] {
    let markers = ["KEY", "TOKEN", "SECRET", "PASSWORD", "PASSWD", "CREDENTIAL"]
    return environment.compactMap { name, value in
      let upper = name.uppercased()
      guard upper == "PGPASSWORD" || markers.contains(where: { upper.contains($0) }) else { return nil }
      // Names of files and flags are not secrets: only values that look like one are kept.
      // (At least 8 characters: a short value such as `bearer` in TOKEN_TYPE is a word, not a secret.)
      guard value.count >= 8, !value.hasPrefix("/"), !value.contains(" ") else {
        return nil
      }
      return value
    }
  }

  // MARK: Shapes

  /// Prefixes of well-known keys and tokens; the rest of the token must be at least
  /// ``minimumTokenTail`` characters long (so `vsr_3kd9`, a token's shown prefix, stays).
  static let tokenPrefixes = [
    "sk-", "sk_", "pk_live_", "rk_live_", "vsr_", "ghp_", "gho_", "ghs_", "ghu_", "github_pat_", "glpat-",
    "hf_", "xoxb-", "xoxp-", "AIza", "gsk_", "eyJ",
  ]
  static let minimumTokenTail = 12
  /// Words after which the next token is a credential (`Bearer abc…`, `Basic dXNl…`).
  static let schemeWords: Set<String> = ["bearer", "basic"]
  /// Names whose value after `=` or `:` is a credential (`password=hunter22`, `api_key: abc…`).
  static let keyWords: Set<String> = [
    "token", "apikey", "api_key", "api-key", "key", "password", "passwd", "pwd", "secret", "x-api-key",
    "access_token", "refresh_token", "client_secret", "authorization", "aws_secret_access_key",
    "aws_session_token", "pgpassword",
  ]

  /// `text` with URL userinfo passwords, key-shaped tokens, tokens after `Bearer`/`Basic` (and
  /// `password=`, `api_key: ` …), AWS access key ids and long hex or base64 runs replaced.
  public static func redactShapes(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    var pending = false
    var changed = false
    while index < scalars.count {
      let scalar = scalars[index]
      guard isTokenScalar(scalar) else {
        output.append(scalar)
        // Quotes and spaces between a name and its value keep the name in force; anything else ends it.
        if !(scalar == " " || scalar == "\"" || scalar == "'" || scalar == "\t") { pending = false }
        index += 1
        continue
      }
      var end = index
      while end < scalars.count, isTokenScalar(scalars[end]) { end += 1 }
      let token = String(String.UnicodeScalarView(scalars[index..<end]))
      let (replaced, nextIsCredential) = redactedToken(token, pending: pending)
      if replaced != token { changed = true }
      output.append(contentsOf: replaced.unicodeScalars)
      pending = nextIsCredential
      index = end
    }
    return changed ? String(output) : text
  }

  /// Characters of a key, a token or a URL (`.`, `:`, `@`, `=` only inside a token).
  static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    case 0x2D, 0x5F, 0x2B, 0x2F, 0x3D, 0x2E, 0x3A, 0x40, 0x25, 0x7E: true  // - _ + / = . : @ % ~
    default: false
    }
  }

  /// One token, redacted, and whether the token after it is a credential.
  static func redactedToken(_ token: String, pending: Bool) -> (String, Bool) {
    var token = token
    // `scheme://user:password@host` — keep the scheme, user and host, drop the password.
    if let cleaned = withoutUserinfoPassword(token) { token = cleaned }
    // Trailing sentence punctuation is not part of the token.
    var core = Substring(token)
    var tail = ""
    while let last = core.last, [".", ":", ",", "="].contains(last), !(last == "=" && looksBase64(core)) {
      tail = String(last) + tail
      core = core.dropLast()
    }
    guard !core.isEmpty else { return (token, false) }
    if pending && isCredentialValue(core) { return (placeholder + tail.filter { $0 != "=" }, false) }
    let lower = core.lowercased()
    if schemeWords.contains(lower) { return (token, true) }
    if keyWords.contains(lower) { return (token, tail.hasPrefix(":") || tail.hasPrefix("=")) }
    // `password=hunter22`, `api_key:sk-…` in one token.
    if let separator = core.firstIndex(where: { $0 == "=" || $0 == ":" }),
      keyWords.contains(core[..<separator].lowercased())
    {
      let value = core[core.index(after: separator)...]
      if !value.isEmpty && !value.hasPrefix("//") {
        return (String(core[...separator]) + placeholder + tail, false)
      }
    }
    return (redactedPieces(core) + tail, false)
  }

  /// A value after `Bearer` or `password=`: at least 6 characters with a digit, a symbol or upper case
  /// past the first letter in it (so `Bearer authentication failed` keeps its words).
  static func isCredentialValue(_ value: Substring) -> Bool {
    value.count >= 6 && !value.contains("://")
      && (value.contains(where: { !$0.isLetter }) || value.dropFirst().contains(where: \.isUppercase))
  }

  /// A token may join several pieces with `:`/`@`/`.` (`key:sk-…`, `host:port`); each is judged alone.
  static func redactedPieces(_ token: Substring) -> String {
    if isSecretShaped(token) { return placeholder }
    let separators: Set<Character> = [":", "@", "=", "."]
    guard token.contains(where: { separators.contains($0) }) else { return String(token) }
    var result = ""
    var piece = Substring()
    var start = token.startIndex
    for index in token.indices where separators.contains(token[index]) {
      piece = token[start..<index]
      result += (isSecretShaped(piece) ? placeholder : String(piece)) + String(token[index])
      start = token.index(after: index)
    }
    piece = token[start...]
    result += isSecretShaped(piece) ? placeholder : String(piece)
    return result
  }

  static func isSecretShaped(_ token: Substring) -> Bool {
    let count = token.count
    guard count >= 16 else { return false }
    for prefix in tokenPrefixes where token.hasPrefix(prefix) {
      if count - prefix.count >= minimumTokenTail { return true }
    }
    // AWS access key ids: AKIA/ASIA + 16 upper-case letters and digits.
    if count == 20, token.hasPrefix("AKIA") || token.hasPrefix("ASIA"),
      token.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) })
    {
      return true
    }
    // Long hex runs (hashes, hex keys): 32 or more hex digits with no other character.
    if count >= 32, token.allSatisfy(\.isHexDigit), token.contains(where: \.isNumber),
      token.contains(where: \.isLetter)
    {
      return true
    }
    return count >= 32 && looksBase64(token)
  }

  /// 32+ characters of base64 (or base64url) mixing upper case, lower case and digits — a random key,
  /// not a word, a path or a UUID.
  static func looksBase64(_ token: Substring) -> Bool {
    guard token.count >= 32 else { return false }
    var upper = 0
    var lower = 0
    var digits = 0
    var slashes = 0
    for character in token {
      guard character.isASCII else { return false }
      if character.isUppercase {
        upper += 1
      } else if character.isLowercase {
        lower += 1
      } else if character.isNumber {
        digits += 1
      } else if character == "/" {
        slashes += 1
      } else if !["+", "-", "_", "="].contains(character) {
        return false
      }
    }
    // A path (`/api/v1/…`, `Sources/VisorCore/…`) has words between its slashes, a key does not.
    if slashes > 0 && token.split(separator: "/").contains(where: isWord) { return false }
    return upper >= 2 && lower >= 2 && digits >= 2
  }

  /// Letters that read as a word or a CamelCase name (`analyses`, `VisorCore`), not random case.
  static func isWord(_ piece: Substring) -> Bool {
    guard piece.count >= 3, piece.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
    let upper = piece.filter(\.isUppercase).count
    return upper <= 3 && upper * 3 <= piece.count
  }

  /// `scheme://user:password@host…` → `scheme://user:[redacted]@host…`; nil when there is no password.
  static func withoutUserinfoPassword(_ token: String) -> String? {
    guard let schemeEnd = token.range(of: "://") else { return nil }
    let rest = token[schemeEnd.upperBound...]
    let authorityEnd = rest.firstIndex(where: { "/?#".contains($0) }) ?? rest.endIndex
    let authority = rest[..<authorityEnd]
    guard let at = authority.lastIndex(of: "@") else { return nil }
    let userinfo = authority[..<at]
    guard let colon = userinfo.firstIndex(of: ":") else { return nil }
    let password = userinfo[userinfo.index(after: colon)...]
    guard !password.isEmpty, password != Substring(placeholder) else { return nil }
    return String(token[..<schemeEnd.upperBound]) + userinfo[..<colon] + ":" + placeholder
      + String(authority[at...]) + String(rest[authorityEnd...])
  }
}

extension String {
  /// Percent-encoding of everything but unreserved characters (how a key appears inside a URL).
  fileprivate var percentEncodedForURL: String? {
    var out = ""
    for byte in utf8 {
      switch byte {
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E:
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        out.unicodeScalars.append("%")
        out.unicodeScalars.append(hex[Int(byte >> 4)])
        out.unicodeScalars.append(hex[Int(byte & 0xF)])
      }
    }
    return out
  }

  fileprivate func replacingEvery(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.range(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
