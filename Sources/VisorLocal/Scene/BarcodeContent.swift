import Foundation
import VisorCore

/// Says what a decoded barcode holds in words a listener can use: a link as its host and path, a
/// product code as its type and digits, a Wi-Fi QR code as the network's name (never its password),
/// and binary or very long payloads described instead of read out.
///
/// ```swift
/// BarcodeContent.describe(DecodedBarcode(symbology: "EAN-13", payload: Array("4006381333931".utf8), box: …))
/// // "an EAN-13 product code: 4 006381 333931"
/// ```
public enum BarcodeContent {
  /// Longer text is described by its length and first words, not read whole.
  public static let longestSpoken = 200

  public static func describe(_ code: DecodedBarcode) -> String {
    let kind = kindName(code.symbology)
    guard let text = String(bytes: code.payload, encoding: .utf8),
      !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" })
    else {
      return "\(kind) holding \(code.payload.count) bytes of binary data, not text, so I can't read it out"
    }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return "\(kind) that is empty" }
    let digits = trimmed.allSatisfy(\.isNumber)
    switch code.symbology {
    case "EAN-13" where digits && (trimmed.hasPrefix("978") || trimmed.hasPrefix("979")):
      return "a book's ISBN: \(trimmed)"
    case "EAN-13" where digits && trimmed.count == 13:
      return
        "an EAN-13 product code: \(trimmed.prefix(1)) \(trimmed.dropFirst().prefix(6)) \(trimmed.suffix(6))"
    case "UPC-A" where digits, "UPC-E" where digits, "EAN-8" where digits:
      return "a\(code.symbology.hasPrefix("U") ? " " : "n ")\(code.symbology) product code: \(trimmed)"
    default: break
    }
    let lower = trimmed.lowercased()
    if lower.hasPrefix("http://") || lower.hasPrefix("https://"), let url = URL(string: trimmed),
      let host = url.host
    {
      let bareHost = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
      let path = url.path == "/" ? "" : url.path
      var sentence = "\(kind) with a link to \(bareHost)\(path)"
      if url.query != nil { sentence += " (with extra parameters)" }
      if lower.hasPrefix("http://") { sentence += "; it is not a secure link" }
      return sentence
    }
    if trimmed.hasPrefix("WIFI:") {
      let fields = wifiFields(trimmed)
      let name = fields["S"].map { "'\($0)'" } ?? "with no name"
      let security = fields["T"].flatMap { $0.isEmpty || $0 == "nopass" ? nil : $0 }
      return "\(kind) for the Wi-Fi network \(name)"
        + (security.map { " (\($0), password included)" } ?? " (open, no password)")
    }
    if lower.hasPrefix("mailto:") { return "\(kind) with an email address: \(trimmed.dropFirst(7))" }
    if lower.hasPrefix("tel:") { return "\(kind) with a phone number: \(trimmed.dropFirst(4))" }
    if trimmed.hasPrefix("BEGIN:VCARD") || trimmed.hasPrefix("MECARD:") {
      let name = contactName(trimmed)
      return "\(kind) with a contact card" + (name.map { " for \($0)" } ?? "")
    }
    if trimmed.count > longestSpoken {
      let start = trimmed.prefix(60).split(separator: " ").dropLast().joined(separator: " ")
      return "\(kind) holding \(trimmed.count) characters of text, too long to read out; it begins '\(start)'"
    }
    return "\(kind) that says '\(SpokenText.joinedLines(trimmed))'"
  }

  static func kindName(_ symbology: String) -> String {
    switch symbology {
    case "QR-Code": "a QR code"
    case "CODE-128": "a Code 128 barcode"
    case "CODE-39": "a Code 39 barcode"
    case "CODE-93": "a Code 93 barcode"
    case "I2/5": "an Interleaved 2 of 5 barcode"
    case "EAN-13", "EAN-8": "an \(symbology) barcode"
    case "UPC-A", "UPC-E": "a \(symbology) barcode"
    default: "a \(symbology) barcode"
    }
  }

  /// `WIFI:T:WPA;S:name;P:secret;;` with `\;` escapes.
  static func wifiFields(_ text: String) -> [String: String] {
    var fields: [String: String] = [:]
    var current = ""
    var escaped = false
    func flush() {
      if let colon = current.firstIndex(of: ":") {
        fields[String(current[..<colon])] = String(current[current.index(after: colon)...])
      }
      current = ""
    }
    for character in text.dropFirst(5) {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == ";" {
        flush()
      } else {
        current.append(character)
      }
    }
    flush()
    return fields
  }

  static func contactName(_ text: String) -> String? {
    for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == ";" }) {
      for prefix in ["FN:", "MECARD:N:", "N:"] where line.hasPrefix(prefix) {
        let name = line.dropFirst(prefix.count).replacingOccurrences(of: ",", with: " ")
        if !name.isEmpty { return name }
      }
    }
    return nil
  }
}
