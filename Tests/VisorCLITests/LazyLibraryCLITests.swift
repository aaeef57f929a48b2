import Foundation
import Testing
import VisorCore

/// libpq and libcurl are opened when first used, not when `visor` starts (decision 068): the binary
/// does not even name them, a server on the embedded store never loads them, and a missing library is
/// a sentence saying what to install — never a crash.
@Suite struct LazyLibraryCLITests {
  /// The shared libraries the dynamic linker loads when `visor` starts.
  static func startupLibraries() throws -> String {
    let ldd = ChildProcess()
    ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    ldd.arguments = [CLI.binary.path]
    let output = Pipe()
    ldd.standardOutput = output
    try ldd.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ldd.waitUntilExit()
    return text
  }

  @Test func visorLoadsNeitherLibcurlNorLibpqNorFoundationNetworkingAtStart() throws {
    let libraries = try Self.startupLibraries()
    #expect(libraries.contains("libswiftCore"), "ldd answered: \(libraries)")
    for name in ["libcurl", "libpq", "libFoundationNetworking", "libssl", "libcrypto", "libldap", "libkrb5"] {
      #expect(!libraries.contains(name), "\(name) is loaded at start: \(libraries)")
    }
  }

  @Test func aMissingLibpqIsASentenceSayingWhatToInstall() throws {
    let result = try CLI.run(
      ["users", "list", "--data-dir", CLI.tempDir(), "--database", "postgres://visor@127.0.0.1:1/visor"],
      environment: ["VISOR_LIBPQ": "/nonexistent/libpq.so.5"])
    #expect(result.status == 1, "status \(result.status): \(result.stderr)")
    #expect(result.stderr.contains("libpq5"), "\(result.stderr)")
    #expect(result.stderr.contains("SQLite"), "\(result.stderr)")
  }

  @Test func aMissingLibcurlIsASentenceSayingWhatToInstall() throws {
    let result = try CLI.run(
      [
        "--server", "http://127.0.0.1:9", "--token", "vsr_" + String(repeating: "a", count: 43), "chat",
        "--message", "Hi",
      ],
      environment: ["VISOR_LIBCURL": "/nonexistent/libcurl.so.4"])
    #expect(result.status == 1, "status \(result.status): \(result.stderr)")
    #expect(result.stderr.contains("libcurl"), "\(result.stderr)")
  }
}
