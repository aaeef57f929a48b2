import CSodium
import Foundation
import VisorCore

/// Small wrappers over libsodium: random secrets, SHA-256, argon2id password hashes.
public enum Crypto {
  private static let initialised: Bool = sodium_init() >= 0

  private static func ensureInitialised() {
    precondition(initialised, "libsodium failed to initialise")
  }

  /// `count` cryptographically random bytes.
  public static func randomBytes(_ count: Int) -> Data {
    ensureInitialised()
    var bytes = [UInt8](repeating: 0, count: count)
    randombytes_buf(&bytes, count)
    return Data(bytes)
  }

  /// A URL-safe random secret with `prefix`, e.g. `vsr_…` (32 bytes of entropy).
  public static func randomToken(prefix: String = "", bytes: Int = 32) -> String {
    prefix + base64URL(randomBytes(bytes))
  }

  /// A short human-typable code of unambiguous characters (for first-run sign-in).
  public static func randomCode(length: Int = 10) -> String {
    let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    ensureInitialised()
    return String(
      (0..<length).map { _ in alphabet[Int(randombytes_uniform(UInt32(alphabet.count)))] })
  }

  public static func sha256(_ string: String) -> Data { sha256(Data(string.utf8)) }

  public static func sha256(_ data: Data) -> Data {
    ensureInitialised()
    var out = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
    data.withUnsafeBytes { raw in
      _ = crypto_hash_sha256(&out, raw.bindMemory(to: UInt8.self).baseAddress, UInt64(data.count))
    }
    return Data(out)
  }

  /// Constant-time comparison of two secrets.
  public static func constantTimeEqual(_ a: Data, _ b: Data) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { ra in
      b.withUnsafeBytes { rb in sodium_memcmp(ra.baseAddress, rb.baseAddress, a.count) == 0 }
    }
  }

  public static func base64URL(_ data: Data) -> String {
    data.base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }
}

/// Argon2id password hashing (libsodium `crypto_pwhash_str`).
public struct PasswordHasher: Sendable {
  /// Work factors. `.interactive` is libsodium's interactive profile (64 MiB); `.minimal` is for tests only.
  public enum Strength: String, Sendable, Codable {
    case interactive, moderate, minimal
  }

  public var strength: Strength

  public init(strength: Strength = .interactive) {
    self.strength = strength
  }

  private var limits: (ops: UInt64, mem: Int) {
    switch strength {
    case .interactive:
      (UInt64(crypto_pwhash_OPSLIMIT_INTERACTIVE), Int(crypto_pwhash_MEMLIMIT_INTERACTIVE))
    case .moderate: (UInt64(crypto_pwhash_OPSLIMIT_MODERATE), Int(crypto_pwhash_MEMLIMIT_MODERATE))
    case .minimal: (UInt64(crypto_pwhash_OPSLIMIT_MIN), Int(crypto_pwhash_MEMLIMIT_MIN))
    }
  }

  /// Hashes a password into libsodium's self-describing string (`$argon2id$v=19$…`).
  public func hash(_ password: String) throws -> String {
    _ = Crypto.randomBytes(0)
    var out = [CChar](repeating: 0, count: Int(crypto_pwhash_STRBYTES))
    let bytes = Array(password.utf8).map { CChar(bitPattern: $0) }
    let length = UInt64(bytes.count)
    let padded = bytes + [0]  // never an empty buffer, so the base address exists
    let (ops, mem) = limits
    let result = padded.withUnsafeBufferPointer { buffer in
      crypto_pwhash_str_alg(&out, buffer.baseAddress!, length, ops, mem, crypto_pwhash_ALG_ARGON2ID13)
    }
    guard result == 0 else {
      throw VisorError(.outOfMemory, Message("error.password.hashBusy"))
    }
    return String(decoding: out.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// True when `password` matches `hash`. Runs in constant time for the hash's parameters.
  public func verify(_ password: String, hash: String) -> Bool {
    let bytes = Array(password.utf8).map { CChar(bitPattern: $0) }
    let length = UInt64(bytes.count)
    let padded = bytes + [0]
    let hashBytes = Array(hash.utf8CString)
    return padded.withUnsafeBufferPointer { buffer in
      crypto_pwhash_str_verify(hashBytes, buffer.baseAddress!, length) == 0
    }
  }
}
