/// Making text safe to print. One set of characters is escaped in every output,
/// text and JSON alike: those that could change or hide what a terminal shows.
package enum Escaping {
  /// Whether `scalar` is escaped wherever text is printed: controls (Cc: C0,
  /// DEL, C1), format characters (Cf: zero-width, bidi controls), the line and
  /// paragraph separators (Zl, Zp), and the other default-ignorable code points
  /// (invisible fillers and variation selectors such as U+034F, U+3164, U+FE0F).
  package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    // ASCII's only escaped characters are the C0 controls and DEL (no format
    // or default-ignorable character): no property lookup for them.
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    return switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: scalar.properties.isDefaultIgnorableCodePoint
    }
  }

  /// `word` for a terminal or a tab-separated line: an escaped C0 control or
  /// DEL as `\xHH`, any other escaped character as `\u{HHHH}`, a backslash as
  /// `\\`; everything else unchanged.
  package static func forDisplay(_ word: String) -> String {
    if word.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x5C }) { return word }
    // Text past ASCII with nothing to escape (a message's typographic quotes)
    // is returned as it is, not rebuilt scalar by scalar.
    if word.unicodeScalars.allSatisfy({ $0.value != 0x5C && !isEscaped($0) }) { return word }
    var result = ""
    for scalar in word.unicodeScalars {
      let value = scalar.value
      if value == 0x5C {
        result += "\\\\"
      } else if value < 0x20 || value == 0x7F {
        result += "\\x" + hex(value, digits: 2)
      } else if isEscaped(scalar) {
        result += "\\u{" + hex(value, digits: 4) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The first `limit` characters (Unicode scalars) of `text`, escaped as
  /// ``forDisplay(_:)`` escapes them, and `…` when more were left out: a
  /// value echoed back in a message, however long it was.
  package static func forDisplay(_ text: String, limit: Int) -> String {
    let scalars = text.unicodeScalars
    guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
      end != scalars.endIndex
    else { return forDisplay(text) }
    return forDisplay(String(scalars[..<end])) + "…"
  }

  /// `text` as the body of a JSON string literal (without the quotes): quotes
  /// and backslashes escaped, `\n`, `\r`, `\t` by name, and every other escaped
  /// character as `\uHHHH` (a surrogate pair above U+FFFF).
  package static func forJSON(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 < 0x7F }) {
      return text
    }
    if text.unicodeScalars.allSatisfy({ $0.value != 0x22 && $0.value != 0x5C && !isEscaped($0) }) {
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
      case _ where !isEscaped(scalar): result.unicodeScalars.append(scalar)
      case 0..<0x10000: result += "\\u" + hex(scalar.value, digits: 4)
      default:
        let value = scalar.value - 0x10000
        result += "\\u" + hex(0xD800 + (value >> 10), digits: 4)
        result += "\\u" + hex(0xDC00 + (value & 0x3FF), digits: 4)
      }
    }
    return result
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
