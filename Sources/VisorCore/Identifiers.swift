import Foundation

extension UUID {
  /// The contract's id form: a lowercase UUID string (`9dd37925-5399-40a1-be30-e974f8059cb3`).
  ///
  /// Written digit by digit: every id in every answer goes through here, and Foundation's
  /// `uuidString` formats with `snprintf` and is then lowercased, a second string.
  public var wire: String {
    let digits: StaticString = "0123456789abcdef"
    return withUnsafeBytes(of: uuid) { bytes in
      String(unsafeUninitializedCapacity: 36) { out in
        digits.withUTF8Buffer { hex in
          var index = 0
          for (position, byte) in bytes.enumerated() {
            if position == 4 || position == 6 || position == 8 || position == 10 {
              out[index] = UInt8(ascii: "-")
              index += 1
            }
            out[index] = hex[Int(byte >> 4)]
            out[index + 1] = hex[Int(byte & 0x0f)]
            index += 2
          }
          return index
        }
      }
    }
  }
}
