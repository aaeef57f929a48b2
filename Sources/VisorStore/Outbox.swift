import Foundation
import VisorCore

/// One piece of work that must follow a commit (docs/decisions/023-outbox-and-moving-up.md): a blob
/// to delete after its record went, a rollup to update. Written in the same transaction as the change
/// that needs it, so a crash after the commit never loses it; claimed and done by any instance.
public struct OutboxItem: Sendable, Equatable {
  /// Increases with every item written (the processing order).
  public var id: Int64
  /// What to do, such as ``OutboxKind/deleteBlob``.
  public var kind: String
  /// The work's argument (for ``OutboxKind/deleteBlob``, the blob key).
  public var payload: String
  /// How many times the item was claimed, this claim included.
  public var attempts: Int
  /// Why the previous attempt failed, when one did.
  public var lastError: String?

  public init(id: Int64, kind: String, payload: String, attempts: Int, lastError: String? = nil) {
    self.id = id
    self.kind = kind
    self.payload = payload
    self.attempts = attempts
    self.lastError = lastError
  }
}

/// The kinds of ``OutboxItem`` the core writes.
public enum OutboxKind {
  /// Delete the blob whose key is the payload. Written by the stores' delete triggers for every
  /// deleted row that referenced a blob (analyses, records — the garage —, chat messages, gallery
  /// images, and all of them when an account is deleted).
  public static let deleteBlob = "delete_blob"
}

/// The durable outbox. Implementations: SQLite (the one writer serialises claims) and PostgreSQL
/// (`FOR UPDATE SKIP LOCKED`). Deleting a row that references a blob adds a ``OutboxKind/deleteBlob``
/// item in the delete's own transaction (a trigger); nothing the caller does can forget it.
///
/// ```swift
/// for item in try await store.claimOutbox(limit: 16, now: Date(), lease: 60) {
///   do { try await blobs.delete(item.payload); try await store.completeOutbox(id: item.id) }
///   catch { try await store.retryOutbox(id: item.id, at: Date() + 30, error: "\(error)") }
/// }
/// ```
public protocol OutboxStore: Sendable {
  /// Adds items of `kind` in one transaction of their own, due now.
  func enqueueOutbox(kind: String, payloads: [String]) async throws
  /// Takes up to `limit` items due at `now`, oldest first, and hides them from every other claim
  /// until `now + lease` (a worker that dies mid-item leaves it to be claimed again then). Two claims,
  /// in this process or another, never return the same item while its lease lasts.
  func claimOutbox(limit: Int, now: Date, lease: TimeInterval) async throws -> [OutboxItem]
  /// The item is done: removes it.
  func completeOutbox(id: Int64) async throws
  /// The attempt failed: the item is due again at `at`, with `error` kept for the operator.
  func retryOutbox(id: Int64, at: Date, error: String) async throws
  /// Every item still waiting (claimed or not), oldest first, at most `limit`.
  func pendingOutbox(limit: Int) async throws -> [OutboxItem]
}
