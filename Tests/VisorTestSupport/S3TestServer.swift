import Foundation
import VisorCore
import VisorStore

/// moto's S3 server with signature checking on (scripts/lib/s3-test-server.py), started once per test
/// process on first use and stopped when the process exits. `VISOR_TEST_S3=skip` leaves S3 out of
/// the blob contract suite — refused under scripts/test.sh (`VISOR_TEST_PHASE` set).
public enum S3TestServer {
  public struct Server: Sendable, Decodable {
    public var endpoint: String
    public var accessKeyID: String
    public var secretAccessKey: String
    public var region: String
    public var credentials: S3Credentials {
      S3Credentials(accessKeyID: accessKeyID, secretAccessKey: secretAccessKey)
    }
  }

  public static var skipped: Bool {
    PostgresTestCluster.environment["VISOR_TEST_S3"] == "skip"
      && PostgresTestCluster.environment["VISOR_TEST_PHASE"] == nil
  }

  public static var python: String {
    let environment = PostgresTestCluster.environment
    if let given = environment["VISOR_TEST_S3_PYTHON"], !given.isEmpty { return given }
    let cache = environment["VISOR_CACHE_DIR"] ?? ((environment["HOME"] ?? "/root") + "/.cache/visor")
    let venv = cache + "/test-venv/bin/python"
    return FileManager.default.isExecutableFile(atPath: venv) ? venv : "python3"
  }

  private static let shared = Shared()

  private actor Shared {
    var starting: Task<Server, Error>?
    func get() async throws -> Server {
      if let starting { return try await starting.value }
      // A task, so callers arriving while it starts wait for the same server (actor reentrancy).
      let task = Task { try await S3TestServer.start() }
      starting = task
      return try await task.value
    }
  }

  public static func server() async throws -> Server { try await shared.get() }

  private static func start() async throws -> Server {
    let base = FileManager.default.temporaryDirectory.appending(path: "visor-s3-\(UUID().uuidString)").path
    let script = PostgresTestCluster.repository.appending(path: "scripts/lib/s3-test-server.py").path
    try PostgresTestCluster.spawn(
      [
        "/bin/bash", "-c",
        "\"$0\" \"$1\" --watch \"$2\" >'\(base).out' 2>'\(base).err' </dev/null & echo $! >'\(base).pid'",
        python, script, String(getpid()),
      ])
    let child = BackgroundChild(pidFile: base + ".pid")
    // Up to 30 s (a loaded machine imports moto slowly), but not a moment longer once it has died.
    var exited = false
    for _ in 0..<300 {
      if let text = try? String(contentsOfFile: base + ".out", encoding: .utf8),
        let line = text.split(whereSeparator: \.isNewline).first(where: { $0.hasPrefix("{") })
      {
        return try JSONDecoder().decode(Server.self, from: Data(line.utf8))
      }
      if child.hasExited {
        exited = true
        break
      }
      try await Task.sleep(for: .milliseconds(100))
    }
    let errors = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? ""
    throw PostgresTestError(
      "moto's S3 server \(exited ? "exited on start" : "did not start within 30 s") (run scripts/setup-test.sh for moto[server]): \(errors.suffix(2000))"
    )
  }

  /// An empty bucket of its own on the shared server.
  public static func freshStore(pathStyle: Bool = true) async throws -> S3BlobStore {
    let server = try await server()
    let bucket = "visor-" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(24)
    let location = S3Location(
      bucket: bucket, endpoint: URL(string: server.endpoint)!, pathStyle: pathStyle, region: server.region)
    let store = try S3BlobStore(location: location, credentials: server.credentials, checkBucket: false)
    try await store.createBucket()
    return store
  }
}
