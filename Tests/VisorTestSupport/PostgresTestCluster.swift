import Foundation
import VisorCore
import VisorStore

/// The PostgreSQL the store tests use: `VISOR_TEST_POSTGRES_URL` when set (scripts/test.sh starts one
/// cluster for the whole run), otherwise a throw-away cluster this test process starts on first use
/// with scripts/lib/postgres.sh and that stops when the process exits. Each store gets its own schema,
/// so tests never see each other's rows. `VISOR_TEST_POSTGRES=skip` leaves PostgreSQL out — refused
/// under scripts/test.sh (`VISOR_TEST_PHASE` set), where every back end must run.
public enum PostgresTestCluster {
  public static let environment = ProcessInfo.processInfo.environment

  /// True when the PostgreSQL factories are left out of the contract suites.
  public static var skipped: Bool {
    environment["VISOR_TEST_POSTGRES"] == "skip" && environment["VISOR_TEST_PHASE"] == nil
  }

  public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
  public static let script = repository.appending(path: "scripts/lib/postgres.sh").path

  private static let shared = Shared()

  private actor Shared {
    var url: Result<String, Error>?
    func get() -> Result<String, Error> {
      if let url { return url }
      let result: Result<String, Error>
      if let given = PostgresTestCluster.environment["VISOR_TEST_POSTGRES_URL"], !given.isEmpty {
        result = .success(given)
      } else {
        result = Result {
          let directory = FileManager.default.temporaryDirectory.appending(
            path: "visor-pg-\(UUID().uuidString)")
          return try PostgresTestCluster.run(["start", directory.path, "--watch", String(getpid())])
        }
      }
      url = result
      return result
    }
  }

  /// The shared cluster's URL.
  public static func url() async throws -> String { try await shared.get().get() }

  /// Runs scripts/lib/postgres.sh and returns the last line it printed.
  ///
  /// posix_spawn + waitpid with output in files, not Foundation's Process: its waitUntilExit can hang
  /// on a cooperative-pool thread, and a cluster's server must not hold our pipes open.
  @discardableResult
  public static func run(_ arguments: [String]) throws -> String {
    let base = FileManager.default.temporaryDirectory.appending(path: "visor-pg-run-\(UUID().uuidString)")
      .path
    defer {
      unlink(base + ".out")
      unlink(base + ".err")
    }
    let command =
      ["/bin/bash", "-c", "bash \"$0\" \"$@\" >'\(base).out' 2>'\(base).err' </dev/null", script] + arguments
    let status = try spawn(command)
    let out = (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? ""
    let err = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? ""
    // WIFEXITED && WEXITSTATUS == 0
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      throw PostgresTestError(
        "scripts/lib/postgres.sh \(arguments.first ?? "") failed (status \(status)): \(err)")
    }
    return out.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
  }

  /// Runs `command` (an absolute path first) and waits for it; returns its wait status.
  @discardableResult
  public static func spawn(_ command: [String]) throws -> Int32 {
    var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], nil, nil, &argv, environ)
    guard spawned == 0 else { throw PostgresTestError("could not start \(command[0]) (errno \(spawned))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return status
  }

  /// `url` with a search_path of `schema` (libpq's `options` URL parameter).
  public static func url(_ url: String, schema: String) -> String {
    url + (url.contains("?") ? "&" : "?") + "options=-c%20search_path%3D\(schema)"
  }

  /// Creates an empty schema in the cluster at `url` and returns a URL whose connections use it.
  public static func freshSchema(at url: String) throws -> String {
    let schema = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    let admin = try PostgresConnection(parameters: ["dbname": url])
    defer { admin.close() }
    // An identifier cannot be a parameter; `schema` is made here from hex digits only.
    try admin.execute("CREATE SCHEMA \(schema)")
    return Self.url(url, schema: schema)
  }

  /// A fresh, empty store in its own schema of the shared cluster.
  public static func freshStore(poolSize: Int = 4) async throws -> PostgresStore {
    let url = try freshSchema(at: try await url())
    return try PostgresStore(location: try PostgresLocation(url: url), logger: .silent, poolSize: poolSize)
  }
}

public struct PostgresTestError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
