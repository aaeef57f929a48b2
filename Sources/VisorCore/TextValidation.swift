/// The one rule for control characters in text that clients send (DESIGN "Text fields"): single-line
/// fields (names, titles, voice ids) refuse U+0000–U+001F and U+007F; multi-line text (prompts,
/// speech text, messages) allows TAB, LF and CR only. Anything else is a 400 `invalid_characters`
/// naming the field — NUL in a name would be stored, and NUL in text to speak broke the worker.
///
/// ```swift
/// try TextValidation.check("Ada", field: "displayName", multiline: false)
/// try TextValidation.checkJSON(object)  // every string of a decoded request body
/// ```
public enum TextValidation {
  /// Keys of JSON objects whose strings are single-line, wherever they are nested.
  public static let singleLineKeys: Set<String> = [
    "displayName", "name", "title", "voice", "username", "accentColor", "model", "mode", "format",
    "defaultMode", "size", "role", "code", "recognizer", "response_format", "quality", "style", "user",
  ]

  public static func check(_ value: String, field: String, multiline: Bool) throws {
    for scalar in value.unicodeScalars {
      let v = scalar.value
      guard v < 0x20 || v == 0x7F else { continue }
      if multiline && (v == 0x09 || v == 0x0A || v == 0x0D) { continue }
      let allowed: MessageArgument = multiline ? .message(Message("error.text.controlAllowed")) : .text("")
      throw VisorError(
        .invalidCharacters,
        Message(
          "error.text.control",
          [
            "field": .text(field), "code": .text(String(v, radix: 16, uppercase: true).leftPadded(4)),
            "allowed": allowed,
          ])
      )
    }
  }

  /// Checks every string (and key) of a decoded JSON value; `path` names the field in the error.
  public static func checkJSON(_ value: Any, path: String = "", singleLine: Bool = false) throws {
    switch value {
    case let string as String:
      try check(string, field: path.isEmpty ? "body" : path, multiline: !singleLine)
    case let object as [String: Any]:
      for (key, item) in object {
        let field = path.isEmpty ? key : "\(path).\(key)"
        try check(key, field: field, multiline: false)
        try checkJSON(item, path: field, singleLine: singleLineKeys.contains(key))
      }
    case let array as [Any]:
      for (index, item) in array.enumerated() {
        try checkJSON(item, path: "\(path)[\(index)]", singleLine: singleLine)
      }
    default:
      break
    }
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
