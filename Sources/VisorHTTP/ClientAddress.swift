import CHTTPGate
import Foundation
import VisorCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An address block such as `10.0.0.0/8`, `192.168.1.7` (one address) or `fd00::/8`: the peers
/// whose `X-Forwarded-For` Visor believes (`--trusted-proxy`, DESIGN "Client address").
///
/// ```swift
/// let proxy = try AddressBlock("10.0.0.0/8")
/// proxy.contains("10.1.2.3")  // true
/// ```
public struct AddressBlock: Sendable, Equatable, CustomStringConvertible {
  /// 4 bytes for IPv4, 16 for IPv6.
  public let bytes: [UInt8]
  public let prefixBits: Int

  /// Throws `.invalidSetting` for anything that is not an IP address with an optional `/bits`.
  public init(_ text: String) throws {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
    guard let bytes = Self.parse(String(parts[0])) else {
      throw VisorError(
        .invalidSetting,
        Message("error.proxy.notAddress", ["text": .text(text)])
      )
    }
    let bits = parts.count == 2 ? Int(parts[1]) : bytes.count * 8
    guard let bits, (0...(bytes.count * 8)).contains(bits) else {
      throw VisorError(
        .invalidSetting,
        Message("error.proxy.prefix", ["text": .text(text), "max": .number(bytes.count * 8)]))
    }
    self.bytes = bytes
    self.prefixBits = bits
  }

  /// The bytes of an IPv4 or IPv6 literal (an IPv4-mapped IPv6 address counts as IPv4).
  static func parse(_ text: String) -> [UInt8]? {
    var v4 = in_addr()
    if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
    var v6 = in6_addr()
    guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
    let bytes = withUnsafeBytes(of: &v6) { Array($0) }
    if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
      return Array(bytes[12...])
    }
    return bytes
  }

  public func contains(_ address: String) -> Bool {
    guard let other = Self.parse(address), other.count == bytes.count else { return false }
    var remaining = prefixBits
    for index in 0..<bytes.count where remaining > 0 {
      let mask: UInt8 = remaining >= 8 ? 0xFF : UInt8(truncatingIfNeeded: 0xFF << (8 - remaining))
      if other[index] & mask != bytes[index] & mask { return false }
      remaining -= 8
    }
    return true
  }

  public var description: String {
    var copy = bytes
    var text = [CChar](repeating: 0, count: 64)
    let family = bytes.count == 4 ? AF_INET : AF_INET6
    _ = inet_ntop(family, &copy, &text, 64)
    let length = text.firstIndex(of: 0) ?? text.count
    return "\(String(decoding: text[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))/\(prefixBits)"
  }

  var gateBlock: visor_gate_cidr {
    var block = visor_gate_cidr()
    block.family = bytes.count == 4 ? AF_INET : AF_INET6
    block.prefix_bits = UInt32(prefixBits)
    withUnsafeMutableBytes(of: &block.address) { raw in
      for (index, byte) in bytes.enumerated() { raw[index] = byte }
    }
    return block
  }
}

/// The client's address: the socket's peer, or — only when that peer is a trusted proxy — the
/// nearest address in `X-Forwarded-For` that is not itself a trusted proxy. A client cannot forge
/// its address by sending the header itself.
enum ClientAddress {
  static func resolve(peer: String, forwardedFor: String?, trusted: [AddressBlock]) -> String {
    guard !trusted.isEmpty, let forwardedFor, trusted.contains(where: { $0.contains(peer) }) else {
      return peer
    }
    let hops = forwardedFor.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    for hop in hops.reversed() {
      guard AddressBlock.parse(hop) != nil else { return peer }  // garbage: trust nothing of it
      if !trusted.contains(where: { $0.contains(hop) }) { return hop }
    }
    return hops.first ?? peer
  }
}
