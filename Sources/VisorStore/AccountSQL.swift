import Foundation
import VisorCore

/// A statement both stores run as written: PostgreSQL's `$N`, and SQLite's `?N` made once from it
/// (``StoreSQL/sqlite(_:)``, decision 030).
public struct SharedSQL: Sendable {
  public let postgres: String
  public let sqlite: String

  public init(_ sql: String) {
    postgres = sql
    sqlite = StoreSQL.sqlite(sql)
  }
}

/// The account, token, session and sign-in-code statements of both stores.
enum AccountSQL {
  static let insertUser = SharedSQL(
    """
    INSERT INTO users (id, username, username_key, password_hash, is_admin, display_name,
      accent_color, voice, speak_by_default, created_at, default_mode, language)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
    """)
  static let userByID = SharedSQL("SELECT \(StoreRows.userColumns) FROM users WHERE id = $1")
  static let usernameExists = SharedSQL("SELECT 1 FROM users WHERE username_key = $1")
  static let userByKey = SharedSQL("SELECT \(StoreRows.userColumns) FROM users WHERE username_key = $1")
  static let passwordHash = SharedSQL("SELECT password_hash FROM users WHERE id = $1")
  static let setPasswordHash = SharedSQL("UPDATE users SET password_hash = $1 WHERE id = $2")
  static let updateProfile = SharedSQL(
    """
    UPDATE users SET display_name = $1, accent_color = $2, voice = $3, speak_by_default = $4, default_mode = $5,
      language = $6
    WHERE id = $7
    """)
  static let setAdmin = SharedSQL("UPDATE users SET is_admin = $1 WHERE id = $2")
  static let userCount = SharedSQL("SELECT count(*) FROM users")
  static let deleteUser = SharedSQL("DELETE FROM users WHERE id = $1")

  static let insertToken = SharedSQL(
    """
    INSERT INTO api_tokens (id, user_id, name, prefix, secret_hash, created_at, last_used_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7)
    """)
  static let tokensOfUser = SharedSQL(
    "SELECT \(StoreRows.tokenColumns) FROM api_tokens WHERE user_id = $1 ORDER BY created_at DESC, id DESC")
  static let tokenByHash = SharedSQL(
    "SELECT \(StoreRows.tokenColumns) FROM api_tokens WHERE secret_hash = $1")
  static let touchToken = SharedSQL(
    "UPDATE api_tokens SET last_used_at = $1 WHERE id = $2 AND (last_used_at IS NULL OR last_used_at < $3)")
  static let deleteToken = SharedSQL("DELETE FROM api_tokens WHERE id = $1 AND user_id = $2")

  static let insertSession = SharedSQL(
    """
    INSERT INTO web_sessions (secret_hash, user_id, csrf_token, created_at, expires_at)
    VALUES ($1, $2, $3, $4, $5)
    """)
  static let session = SharedSQL(
    """
    SELECT user_id, csrf_token, created_at, expires_at FROM web_sessions
    WHERE secret_hash = $1 AND expires_at > $2
    """)
  static let deleteSession = SharedSQL("DELETE FROM web_sessions WHERE secret_hash = $1")
  static let deleteSessions = SharedSQL("DELETE FROM web_sessions WHERE user_id = $1")
  static let insertSignInCode = SharedSQL(
    "INSERT INTO sign_in_codes (code_hash, user_id, expires_at) VALUES ($1, $2, $3)")
  static let consumeSignInCode = SharedSQL(
    "DELETE FROM sign_in_codes WHERE code_hash = $1 RETURNING user_id, expires_at")
  static let purgeSignInAttempts = SharedSQL("DELETE FROM sign_in_attempts WHERE attempted_at <= $1")
  static let purgeSessions = SharedSQL("DELETE FROM web_sessions WHERE expires_at <= $1")
  static let purgeSignInCodes = SharedSQL("DELETE FROM sign_in_codes WHERE expires_at <= $1")

  /// A web session from ``session``'s columns.
  static func webSession<Row: StoreRow>(_ row: Row) throws -> WebSession {
    WebSession(
      userID: try row.uuid(0), csrfToken: row.string(1), createdAt: row.date(2), expiresAt: row.date(3))
  }
}
