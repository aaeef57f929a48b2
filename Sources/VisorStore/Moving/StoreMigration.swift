import Foundation
import Synchronization
import VisorCore

/// What `visor migrate` copied and checked.
public struct StoreMigrationReport: Sendable, Equatable, Codable {
  /// Rows per table, as counted on both sides after the copy (they are equal, or the run threw).
  public var rows: [String: Int] = [:]
  /// Tables in the order they were copied.
  public var tables: [String] = []
  /// Blobs in the source, each now in the target with the same SHA-256.
  public var blobs = 0
  /// Blobs the copy wrote this run (a resumed run skips what an earlier one finished).
  public var blobsWritten = 0
  /// Rows this run inserted (a resumed run skips what an earlier one finished).
  public var rowsWritten = 0

  public init() {}
}

/// Copies an embedded install (SQLite + a blob folder) into PostgreSQL + a bucket, for
/// `visor migrate` (docs/decisions/023-outbox-and-moving-up.md). Nothing else may write to the
/// source meanwhile.
///
/// Every table the two schemas share is copied — the core's and any feature's, found by reading both
/// schemas, parents before children (foreign keys) and each table in its insertion order, so
/// identity columns keep the source's order — with the columns both have, each value converted to
/// the target column's type; the full-text `search` columns are computed as ``PostgresStore`` does.
/// Batch by batch, the blobs a batch's rows name are copied just before the rows (so no row in the
/// target points at a missing blob); the blobs no row names come last. Rows go in with
/// `ON CONFLICT DO NOTHING`, one transaction a batch, and a blob is written only when the target
/// lacks it or holds other bytes, so a run that was interrupted — even by `kill -9` — is finished by
/// running again (`resume`) (docs/decisions/029-migrate-killed-and-the-models-listing.md).
/// At the end every table's row count and every blob's SHA-256 is compared on both sides.
/// The source's transient tables (sign-in attempts, the outbox, migrations) are not copied.
///
/// ```swift
/// let report = try await StoreMigration(
///   source: sqlite, sourceBlobs: files, target: postgres, targetBlobs: bucket
/// ).run(resume: false) { line in print(line) }
/// ```
public struct StoreMigration: Sendable {
  let source: SQLiteStore
  let sourceBlobs: any BlobStore
  let target: PostgresStore
  let targetBlobs: any BlobStore
  /// Rows read and written per batch.
  let batchSize: Int
  /// For tests: throws after this many rows and blobs were written (an interruption).
  let failAfter: Int?

  /// Tables that are not copied: they hold transient state or are the schema's own bookkeeping.
  public static let skippedTables = Set(["schema_migrations", "sign_in_attempts", "outbox"])
    .union(PostgresHelpPresence.transientTables)

  /// The columns the PostgreSQL store's `search` column is made of, per table.
  public static let searchSources: [String: [String]] = [
    "analyses": ["prompt", "transcript", "message"],
    "analysis_turns": ["prompt", "transcript", "message"],
    "records": ["title", "search_text"],
    "chats": ["title"],
    "chat_messages": ["content"],
  ]

  public init(
    source: SQLiteStore, sourceBlobs: any BlobStore, target: PostgresStore, targetBlobs: any BlobStore,
    batchSize: Int = 500, failAfter: Int? = nil
  ) {
    self.source = source
    self.sourceBlobs = sourceBlobs
    self.target = target
    self.targetBlobs = targetBlobs
    self.batchSize = max(1, batchSize)
    self.failAfter = failAfter
  }

  struct Interrupted: Error, CustomStringConvertible {
    var description: String { "the migration was interrupted (a test's injected failure)" }
  }

  /// The source tables to copy, parents first.
  func sourceTables() async throws -> [String] {
    let skipped = Self.skippedTables
    return try await source.database.read { db in
      let names = try db.query(
        """
        SELECT name FROM sqlite_master
        WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'
        ORDER BY name
        """
      ) { $0.string(0) }
      // FTS5's shadow tables (`<name>_data`, `_idx`, `_docsize`, `_config`, `_content`).
      let virtual = try db.query("SELECT name FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL TABLE%'") {
        $0.string(0)
      }
      let tables = names.filter { name in
        !skipped.contains(name) && !virtual.contains { name.hasPrefix($0 + "_") }
      }
      var parents: [String: Set<String>] = [:]
      for table in tables {
        parents[table] = Set(
          try db.query("SELECT \"table\" FROM pragma_foreign_key_list(?)", [table]) { $0.string(0) }
        ).subtracting([table])
      }
      var ordered: [String] = []
      var remaining = tables
      while !remaining.isEmpty {
        let waiting = Set(remaining)
        let ready = remaining.filter { parents[$0, default: []].isDisjoint(with: waiting) }
        let next = ready.isEmpty ? remaining : ready
        ordered += next
        remaining.removeAll { next.contains($0) }
      }
      return ordered
    }
  }

  /// Column name → PostgreSQL `data_type` of `table` in the target's schema (empty: no such table).
  func targetColumns(_ table: String) async throws -> [String: String] {
    let rows = try await target.database.run { db in
      try db.query(
        """
        SELECT column_name, data_type FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1
        """, [table]
      ) { ($0.string(0), $0.string(1)) }
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }

  func count(_ table: String) async throws -> (source: Int, target: Int) {
    let source = try await self.source.database.read { db in
      try db.queryFirst("SELECT count(*) FROM \"\(table)\"") { $0.int(0) } ?? 0
    }
    let target = try await self.target.database.run { db in
      try db.queryFirst("SELECT count(*) FROM \"\(table)\"") { $0.int(0) } ?? 0
    }
    return (source, target)
  }

  /// True when the target's database has no row in any table this migration copies and the bucket
  /// holds no object.
  public func targetIsEmpty() async throws -> Bool {
    for table in try await sourceTables() where try await count(table).target > 0 { return false }
    return try await targetBlobs.list(prefix: "").isEmpty
  }

  /// Copies and verifies; `progress` gets one line per batch, such as
  /// `users 3/3, analyses 120/400, blobs 0/1024`. Throws `.migrationTargetNotEmpty` when the target
  /// holds data and `resume` is false, `.migrationVerifyFailed` when a count or checksum differs.
  public func run(resume: Bool, progress: @escaping @Sendable (String) -> Void = { _ in }) async throws
    -> StoreMigrationReport
  {
    let tables = try await sourceTables()
    if !resume, !(try await targetIsEmpty()) {
      throw VisorError(
        .migrationTargetNotEmpty,
        Message("error.migrate.targetNotEmpty", ["database": .text(target.database.location.displayName)])
      )
    }
    var report = StoreMigrationReport()
    report.tables = tables
    var totals: [String: Int] = [:]
    for table in tables { totals[table] = try await count(table).source }
    let blobEntries = try await sourceBlobs.list(prefix: "")
    var blobs = BlobCopy(
      source: sourceBlobs, target: targetBlobs, pending: Set(blobEntries.map(\.key)),
      targetSizes: Dictionary(
        try await targetBlobs.list(prefix: "").map { ($0.key, $0.size) },
        uniquingKeysWith: { first, _ in first }))
    var done: [String: Int] = [:]
    func line() -> String {
      (tables.map { "\($0) \(done[$0, default: 0])/\(totals[$0, default: 0])" }
        + ["blobs \(blobs.done)/\(blobEntries.count)"]).joined(separator: ", ")
    }
    var written = 0
    func wrote(_ n: Int) throws {
      written += n
      if let failAfter, written >= failAfter { throw Interrupted() }
    }
    /// Copies `keys` (those this run has not done yet), 50 at a time, a progress line after each 50.
    func copyBlobs(_ keys: [String]) async throws {
      var start = 0
      while start < keys.count {
        let chunk = Array(keys[start..<min(start + 50, keys.count)])
        start += chunk.count
        let before = blobs.done
        let written = try await blobs.copy(chunk)
        if blobs.done != before { progress(line()) }
        report.blobsWritten += written
        for _ in 0..<written { try wrote(1) }
      }
    }

    // Each batch's blobs just before its rows: a row in the target never points at a blob that is not
    // there yet, and an interrupted run leaves both half copied, each part finished by --resume.
    let references = Dictionary(grouping: source.blobReferences, by: \.table).mapValues { $0.map(\.column) }
    for table in tables {
      let columns = try await targetColumns(table)
      guard !columns.isEmpty else {
        throw VisorError(
          .migrationMismatch,
          Message("error.migrate.noTable", ["table": .text(table)])
        )
      }
      let sourceColumns = try await source.database.read { db in
        try db.query("SELECT name FROM pragma_table_info(?) ORDER BY cid", [table]) { $0.string(0) }
      }
      let copied = sourceColumns.filter { $0 != "seq" && columns[$0] != nil }
      let search = columns["search"] == "tsvector" ? Self.searchSources[table] : nil
      let types = copied.map { columns[$0]! }
      let keyColumns = copied.indices.filter { references[table]?.contains(copied[$0]) == true }
      var names = copied.map { "\"\($0)\"" }
      var placeholders = copied.indices.map { "$\($0 + 1)" }
      if search != nil {
        names.append("search")
        placeholders.append(PostgresStore.tsvector(copied.count + 1))
      }
      let insert =
        "INSERT INTO \"\(table)\" (\(names.joined(separator: ", "))) VALUES (\(placeholders.joined(separator: ", "))) ON CONFLICT DO NOTHING"
      let select = "SELECT rowid, \(copied.map { "\"\($0)\"" }.joined(separator: ", ")) FROM \"\(table)\""
      var after = Int64.min
      while true {
        let (batchSize, from) = (self.batchSize, after)
        let batch = try await source.database.read { db in
          try db.query("\(select) WHERE rowid > ? ORDER BY rowid LIMIT ?", [from, batchSize]) { row in
            var values: [any PostgresBindable] = []
            var texts: [String: String?] = [:]
            for (index, type) in types.enumerated() {
              let column = Int32(index + 1)
              values.append(try Self.convert(row, column, to: type))
              if search?.contains(copied[index]) == true { texts[copied[index]] = row.optionalString(column) }
            }
            if let search { values.append(PostgresFullText.document(of: search.map { texts[$0] ?? nil })) }
            let keys = keyColumns.compactMap { row.optionalString(Int32($0 + 1)) }
            return (rowid: row.int64(0), values: values, keys: keys)
          }
        }
        guard let last = batch.last else { break }
        after = last.rowid
        try await copyBlobs(batch.flatMap(\.keys))
        let rows = batch.map(\.values)
        let inserted = try await target.database.transaction { db in
          var inserted = 0
          for values in rows { inserted += try db.run(insert, values) }
          return inserted
        }
        report.rowsWritten += inserted
        done[table, default: 0] += batch.count
        progress(line())
        try wrote(inserted)
      }
    }
    // The blobs no row names (custom classifiers, uploads a crash left before their record).
    try await copyBlobs(blobs.pending.sorted())
    progress(line())

    // Verify: the same rows and the same bytes.
    for table in tables {
      let (sourceCount, targetCount) = try await count(table)
      guard sourceCount == targetCount else {
        throw VisorError(
          .migrationVerifyFailed,
          Message(
            "error.migrate.rowCount",
            [
              "table": .text(table), "source": .text(String(sourceCount)),
              "target": .text(String(targetCount)),
            ])
        )
      }
      report.rows[table] = targetCount
    }
    for entry in blobEntries {
      guard let hash = blobs.hashes[entry.key] else { continue }  // gone from the source meanwhile
      if blobs.compared.contains(entry.key) {
        // Read back from the target and matched while copying: checked already.
        report.blobs += 1
        continue
      }
      guard let copy = try await targetBlobs.get(entry.key), S3BlobStore.sha256Hex(copy) == hash else {
        throw VisorError(
          .migrationVerifyFailed,
          Message("error.migrate.blob", ["key": .text(entry.key)])
        )
      }
      report.blobs += 1
    }
    return report
  }

  /// The blob side of a run: what is still to copy, each copied blob's SHA-256, the counts.
  struct BlobCopy {
    let source: any BlobStore
    let target: any BlobStore
    /// The source's keys this run has not copied or checked yet.
    var pending: Set<String>
    /// The size of each object the target held when the run began.
    let targetSizes: [String: Int]
    /// SHA-256 of each source blob this run read.
    var hashes: [String: String] = [:]
    /// The keys whose target bytes this run read and found equal to the source's.
    var compared: Set<String> = []
    var done = 0
    /// Transfers at once (a bucket is latency-bound; the source is a local folder).
    static let parallel = 8

    enum Outcome: Sendable { case missing, same, written }

    /// Copies each of `keys` this run has not done yet, `parallel` at a time, unless the target holds
    /// the same bytes (checked by SHA-256; an object of another size — cut short — is rewritten
    /// without reading it). Returns how many it wrote.
    mutating func copy(_ keys: [String]) async throws -> Int {
      let todo = keys.filter { pending.remove($0) != nil }
      let (source, target, sizes) = (self.source, self.target, targetSizes)
      let results = try await withThrowingTaskGroup(of: (String, String?, Outcome).self) { group in
        var results: [(String, String?, Outcome)] = []
        var next = 0
        func start() {
          guard next < todo.count else { return }
          let key = todo[next]
          next += 1
          group.addTask { try await Self.copyOne(key, from: source, to: target, targetSize: sizes[key]) }
        }
        for _ in 0..<Self.parallel { start() }
        while let result = try await group.next() {
          results.append(result)
          start()
        }
        return results
      }
      var written = 0
      for (key, hash, outcome) in results {
        done += 1
        if let hash { hashes[key] = hash }
        switch outcome {
        case .missing: break
        case .same: compared.insert(key)
        case .written: written += 1
        }
      }
      return written
    }

    static func copyOne(_ key: String, from source: any BlobStore, to target: any BlobStore, targetSize: Int?)
      async throws -> (String, String?, Outcome)
    {
      guard let data = try await source.get(key) else { return (key, nil, .missing) }
      let hash = S3BlobStore.sha256Hex(data)
      if targetSize == data.count, let existing = try await target.get(key),
        S3BlobStore.sha256Hex(existing) == hash
      {
        return (key, hash, .same)
      }
      try await target.put(data, key: key)
      return (key, hash, .written)
    }
  }

  /// The SQLite value at `column` as a parameter of the target column's `type`.
  static func convert(_ row: SQLiteRow, _ column: Int32, to type: String) throws -> any PostgresBindable {
    let null = row.isNull(column)
    switch type {
    case "uuid":
      if null { return UUID?.none }
      return try row.uuid(column)
    case "timestamp with time zone", "timestamp without time zone":
      return null ? Date?.none : row.date(column)
    case "boolean":
      return null ? Bool?.none : row.bool(column)
    case "bytea":
      return null ? Data?.none : row.data(column)
    case "integer", "bigint", "smallint":
      return null ? Int?.none : row.int(column)
    case "double precision", "real", "numeric":
      return null ? Double?.none : row.double(column)
    default:
      return null ? String?.none : row.string(column)
    }
  }
}
