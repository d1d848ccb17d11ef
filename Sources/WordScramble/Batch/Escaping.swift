/// Making words safe to print.
public enum Escaping {
  /// `word` with every character that could change or hide what a terminal shows
  /// written as an escape: control characters as `\xHH` or `\u{HHHH}`, invisible
  /// format characters (zero-width, bidi controls) as `\u{HHHH}`, and a backslash
  /// as `\\`. Everything else is unchanged.
  public static func forDisplay(_ word: String) -> String {
    if word.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x5C }) { return word }
    var result = ""
    for scalar in word.unicodeScalars {
      let value = scalar.value
      if value == 0x5C {
        result += "\\\\"
      } else if value < 0x20 || value == 0x7F {
        result += "\\x" + hex(value, digits: 2)
      } else if (value >= 0x80 && value < 0xA0) || scalar.properties.generalCategory == .format
        || value == 0x2028 || value == 0x2029
      {
        result += "\\u{" + hex(value, digits: 4) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` as the body of a JSON string literal (without the quotes): quotes,
  /// backslashes, control characters (C0, DEL, C1) and invisible format
  /// characters escaped.
  public static func forJSON(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 < 0x7F }) {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      case 0x0A: result += "\\n"
      case 0x0D: result += "\\r"
      case 0x09: result += "\\t"
      case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: result += "\\u" + hex(scalar.value, digits: 4)
      default:
        // Invisible format characters (zero-width, bidi controls) are escaped too,
        // so JSON shown on a terminal cannot hide or reorder text.
        if scalar.properties.generalCategory == .format, scalar.value <= 0xFFFF {
          result += "\\u" + hex(scalar.value, digits: 4)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
