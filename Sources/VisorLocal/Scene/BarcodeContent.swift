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

  public static func describe(_ code: DecodedBarcode, _ say: MessageCatalogue = .current) -> String {
    let kind = MessageArgument.text(kindName(code.symbology, say))
    guard let text = String(bytes: code.payload, encoding: .utf8),
      !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" })
    else {
      return say.text("code.binary", ["kind": kind, "count": .number(code.payload.count)])
    }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return say.text("code.empty", ["kind": kind]) }
    let digits = trimmed.allSatisfy(\.isNumber)
    switch code.symbology {
    case "EAN-13" where digits && (trimmed.hasPrefix("978") || trimmed.hasPrefix("979")):
      return say.text("code.isbn", ["code": .text(trimmed)])
    case "EAN-13" where digits && trimmed.count == 13:
      return say.text(
        "code.ean13",
        ["code": .text("\(trimmed.prefix(1)) \(trimmed.dropFirst().prefix(6)) \(trimmed.suffix(6))")])
    case "UPC-A" where digits, "UPC-E" where digits, "EAN-8" where digits:
      return say.text(
        code.symbology.hasPrefix("U") ? "code.product" : "code.productAn",
        ["symbology": .text(code.symbology), "code": .text(trimmed)])
    default: break
    }
    let lower = trimmed.lowercased()
    if lower.hasPrefix("http://") || lower.hasPrefix("https://"), let url = URL(string: trimmed),
      let host = url.host
    {
      let bareHost = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
      let path = url.path == "/" ? "" : url.path
      var sentence = say.text("code.link", ["kind": kind, "address": .text(bareHost + path)])
      if url.query != nil { sentence += say.text("code.linkParameters") }
      if lower.hasPrefix("http://") { sentence += say.text("code.linkInsecure") }
      return sentence
    }
    if trimmed.hasPrefix("WIFI:") {
      let fields = wifiFields(trimmed)
      let name = fields["S"].map { "'\($0)'" } ?? say.text("code.wifi.noName")
      let security = fields["T"].flatMap { $0.isEmpty || $0 == "nopass" ? nil : $0 }
      if let security {
        return say.text(
          "code.wifi.secured", ["kind": kind, "name": .text(name), "security": .text(security)])
      }
      return say.text("code.wifi.open", ["kind": kind, "name": .text(name)])
    }
    if lower.hasPrefix("mailto:") {
      return say.text("code.email", ["kind": kind, "address": .text(String(trimmed.dropFirst(7)))])
    }
    if lower.hasPrefix("tel:") {
      return say.text("code.phone", ["kind": kind, "number": .text(String(trimmed.dropFirst(4)))])
    }
    if trimmed.hasPrefix("BEGIN:VCARD") || trimmed.hasPrefix("MECARD:") {
      guard let name = contactName(trimmed) else { return say.text("code.contact", ["kind": kind]) }
      return say.text("code.contactFor", ["kind": kind, "name": .text(name)])
    }
    if trimmed.count > longestSpoken {
      let start = trimmed.prefix(60).split(separator: " ").dropLast().joined(separator: " ")
      return say.text("code.long", ["kind": kind, "count": .number(trimmed.count), "start": .text(start)])
    }
    return say.text("code.says", ["kind": kind, "text": .text(SpokenText.joinedLines(trimmed))])
  }

  static func kindName(_ symbology: String, _ say: MessageCatalogue = .current) -> String {
    switch symbology {
    case "QR-Code": say.text("code.kind.qr")
    case "CODE-128": say.text("code.kind.barcode", ["symbology": .text("Code 128")])
    case "CODE-39": say.text("code.kind.barcode", ["symbology": .text("Code 39")])
    case "CODE-93": say.text("code.kind.barcode", ["symbology": .text("Code 93")])
    case "I2/5": say.text("code.kind.barcodeAn", ["symbology": .text("Interleaved 2 of 5")])
    case "EAN-13", "EAN-8": say.text("code.kind.barcodeAn", ["symbology": .text(symbology)])
    default: say.text("code.kind.barcode", ["symbology": .text(symbology)])
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
