import Foundation
import VisorCore
import VisorFeatures

/// Certificate and key for HTTPS: given files, or (for `--lan`) a self-signed pair kept in the data folder.
struct TLSMaterial {
  var certificate: String
  var key: String
  var fingerprint: String

  static func load(configuration: VisorConfiguration, logger: Logger) throws -> TLSMaterial? {
    var certURL = configuration.tlsCertificate
    var keyURL = configuration.tlsKey
    if certURL == nil, configuration.lan {
      let dir = configuration.dataDirectory.appendingPathComponent("tls")
      certURL = dir.appendingPathComponent("visor-cert.pem")
      keyURL = dir.appendingPathComponent("visor-key.pem")
      if !FileManager.default.fileExists(atPath: certURL!.path) {
        try createSelfSigned(certificate: certURL!, key: keyURL!, logger: logger)
      }
    }
    guard let certURL, let keyURL else { return nil }
    guard let certificate = try? String(contentsOf: certURL, encoding: .utf8),
      let key = try? String(contentsOf: keyURL, encoding: .utf8)
    else {
      throw VisorError(
        .tlsUnreadable,
        Message("error.tls.unreadable", ["cert": .text(certURL.path), "key": .text(keyURL.path)])
      )
    }
    return TLSMaterial(certificate: certificate, key: key, fingerprint: try fingerprint(of: certURL))
  }

  /// A self-signed certificate for localhost and this machine's addresses, valid ~2 years.
  static func createSelfSigned(certificate: URL, key: URL, logger: Logger) throws {
    try FileManager.default.createDirectory(
      at: certificate.deletingLastPathComponent(), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    let names = ["DNS:localhost", "IP:127.0.0.1"] + NetworkAddresses.lan().map { "IP:\($0)" }
    let (status, output) = try run(
      "/usr/bin/openssl",
      [
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "825",
        "-subj", "/CN=Visor", "-addext", "subjectAltName=\(names.joined(separator: ","))",
        "-keyout", key.path, "-out", certificate.path,
      ])
    guard status == 0 else {
      logger.error("openssl failed", ["output": String(output.suffix(300))])
      throw VisorError(
        .tlsSetupFailed,
        Message("error.tls.selfSigned")
      )
    }
    chmod(key.path, 0o600)
  }

  static func fingerprint(of certificate: URL) throws -> String {
    let (status, output) = try run(
      "/usr/bin/openssl", ["x509", "-noout", "-fingerprint", "-sha256", "-in", certificate.path])
    guard status == 0, let eq = output.firstIndex(of: "=") else { return "unknown" }
    return output[output.index(after: eq)...].trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch {
      throw VisorError(
        .tlsSetupFailed,
        Message("error.tls.noOpenssl"))
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

/// This machine's IPv4 addresses on non-loopback interfaces (for the LAN URLs printed by `--lan`).
public enum NetworkAddresses {
  public static func lan() -> [String] {
    var result: [String] = []
    var head: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&head) == 0, let first = head else { return [] }
    defer { freeifaddrs(head) }
    var cursor: UnsafeMutablePointer<ifaddrs>? = first
    while let entry = cursor {
      defer { cursor = entry.pointee.ifa_next }
      guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else {
        continue
      }
      let flags = Int32(entry.pointee.ifa_flags)
      guard flags & Int32(IFF_LOOPBACK) == 0, flags & Int32(IFF_UP) != 0 else { continue }
      var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
      if getnameinfo(
        address, socklen_t(MemoryLayout<sockaddr_in>.size), &host, socklen_t(host.count), nil, 0,
        NI_NUMERICHOST)
        == 0
      {
        result.append(String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
      }
    }
    return result
  }
}
