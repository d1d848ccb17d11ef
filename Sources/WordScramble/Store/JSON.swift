/// A JSON value, as the state files and `wordgame stats --json` hold them.
///
/// The reader follows RFC 8259 strictly and bounds nesting, so a damaged or
/// hostile file is an error, never a crash. The writer prints keys sorted,
/// compact or indented, in the layout Foundation's `JSONEncoder` uses with
/// `.sortedKeys` (and `.prettyPrinted`), so files written before read and look
/// the same. Numbers keep their text, so a `UInt64` survives exactly.
public enum JSON: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as its literal text.
  case number(String)
  /// A string.
  case string(String)
  /// An array.
  case array([JSON])
  /// An object; a repeated key keeps its first value.
  case object([String: JSON])

  /// Why a text is not JSON, or not the value expected.
  public struct DecodingError: Error, Equatable, Sendable {
    /// What is wrong.
    public var reason: String
  }

  /// Nesting deeper than this is refused (a hostile file would overflow the stack).
  static let maximumDepth = 64

  // MARK: Reading

  /// Parses `bytes` (UTF-8, optional surrounding whitespace) as one JSON value.
  public init(parsing bytes: some Collection<UInt8>) throws(DecodingError) {
    var parser = Parser(bytes: Array(bytes))
    parser.skipWhitespace()
    self = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.isAtEnd else { throw parser.failure("text after the value") }
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    func failure(_ reason: String) -> DecodingError {
      DecodingError(reason: "\(reason) at byte \(index)")
    }

    mutating func skipWhitespace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) throws(DecodingError) -> JSON {
      guard depth < JSON.maximumDepth else { throw failure("nesting too deep") }
      guard index < bytes.count else { throw failure("unexpected end") }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object(depth: depth)
      case UInt8(ascii: "["): return try array(depth: depth)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): try literal("true"); return .bool(true)
      case UInt8(ascii: "f"): try literal("false"); return .bool(false)
      case UInt8(ascii: "n"): try literal("null"); return .null
      default: return .number(try number())
      }
    }

    mutating func literal(_ word: String) throws(DecodingError) {
      for byte in word.utf8 {
        guard index < bytes.count, bytes[index] == byte else { throw failure("not JSON") }
        index += 1
      }
    }

    mutating func object(depth: Int) throws(DecodingError) -> JSON {
      index += 1
      var members: [String: JSON] = [:]
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw failure("expected a key")
        }
        let key = try string()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw failure("expected ':'")
        }
        index += 1
        skipWhitespace()
        let member = try value(depth: depth + 1)
        if members[key] == nil { members[key] = member }
        skipWhitespace()
        guard index < bytes.count else { throw failure("unexpected end") }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        guard bytes[index] == UInt8(ascii: ",") else { throw failure("expected ',' or '}'") }
        index += 1
      }
    }

    mutating func array(depth: Int) throws(DecodingError) -> JSON {
      index += 1
      var elements: [JSON] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        skipWhitespace()
        elements.append(try value(depth: depth + 1))
        skipWhitespace()
        guard index < bytes.count else { throw failure("unexpected end") }
        if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(elements)
        }
        guard bytes[index] == UInt8(ascii: ",") else { throw failure("expected ',' or ']'") }
        index += 1
      }
    }

    mutating func number() throws(DecodingError) -> String {
      let start = index
      func digits(_ parser: inout Parser) -> Int {
        let first = parser.index
        while parser.index < parser.bytes.count,
          (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
        {
          parser.index += 1
        }
        return parser.index - first
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
      let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
      let integerDigits = digits(&self)
      guard integerDigits > 0, !(leadingZero && integerDigits > 1) else {
        throw failure("not a number")
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard digits(&self) > 0 else { throw failure("not a number") }
      }
      if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
        index += 1
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        {
          index += 1
        }
        guard digits(&self) > 0 else { throw failure("not a number") }
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func string() throws(DecodingError) -> String {
      index += 1
      var scalars = String.UnicodeScalarView()
      var runStart = index
      func flushRun(_ parser: Parser) throws(DecodingError) {
        guard runStart < parser.index else { return }
        let run = parser.bytes[runStart..<parser.index]
        guard let text = String(validating: run, as: UTF8.self) else {
          throw parser.failure("invalid UTF-8")
        }
        scalars.append(contentsOf: text.unicodeScalars)
      }
      while true {
        guard index < bytes.count else { throw failure("unterminated string") }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          try flushRun(self)
          index += 1
          return String(scalars)
        }
        guard byte >= 0x20 else { throw failure("control character in a string") }
        guard byte == UInt8(ascii: "\\") else {
          index += 1
          continue
        }
        try flushRun(self)
        index += 1
        guard index < bytes.count else { throw failure("unterminated string") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var value = try hexQuad()
          if (0xD800..<0xDC00).contains(value) {
            // A high surrogate must be followed by an escaped low one.
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure("lone surrogate") }
            index += 2
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("lone surrogate") }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(value) else { throw failure("lone surrogate") }
          scalars.append(scalar)
        default: throw failure("unknown escape")
        }
        runStart = index
      }
    }

    mutating func hexQuad() throws(DecodingError) -> UInt32 {
      guard index + 4 <= bytes.count else { throw failure("short \\u escape") }
      var value: UInt32 = 0
      for byte in bytes[index..<index + 4] {
        guard let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
          throw failure("bad \\u escape")
        }
        value = value << 4 | digit
      }
      index += 4
      return value
    }
  }

  // MARK: Writing

  /// The value as text: keys sorted; with `pretty`, indented by two spaces a level.
  public func text(pretty: Bool = false) -> String {
    var output = ""
    write(to: &output, pretty: pretty, indent: "")
    return output
  }

  private func write(to output: inout String, pretty: Bool, indent: String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let text): output += text
    case .string(let text): Self.writeString(text, to: &output)
    case .array(let elements):
      let inner = indent + "  "
      output += "["
      if pretty { output += "\n" }
      for (position, element) in elements.enumerated() {
        if position > 0 { output += pretty ? ",\n" : "," }
        if pretty { output += inner }
        element.write(to: &output, pretty: pretty, indent: inner)
      }
      if pretty { output += "\n" + indent }
      output += "]"
    case .object(let members):
      let inner = indent + "  "
      output += "{"
      if pretty { output += "\n" }
      for (position, key) in members.keys.sorted().enumerated() {
        if position > 0 { output += pretty ? ",\n" : "," }
        if pretty { output += inner }
        Self.writeString(key, to: &output)
        output += pretty ? " : " : ":"
        members[key]!.write(to: &output, pretty: pretty, indent: inner)
      }
      if pretty { output += "\n" + indent }
      output += "}"
    }
  }

  private static func writeString(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "/": output += "\\/"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{8}": output += "\\b"
      case "\u{C}": output += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }

  // MARK: Reading values

  /// The member `key` of an object (`nil` when absent), or an error when this
  /// is not an object.
  func member(_ key: String) throws(DecodingError) -> JSON? {
    guard case .object(let members) = self else { throw DecodingError(reason: "not an object") }
    return members[key]
  }

  /// The member `key`, which must be present.
  func required(_ key: String) throws(DecodingError) -> JSON {
    guard let value = try member(key) else { throw DecodingError(reason: "no '\(key)'") }
    return value
  }

  /// This number as an integer of type `T`: an integer literal, or a number
  /// whose value is a whole number in `T`'s range (as Foundation reads it).
  func integer<T: FixedWidthInteger>(_ type: T.Type = T.self) throws(DecodingError) -> T {
    guard case .number(let text) = self else { throw DecodingError(reason: "not a number") }
    if let exact = T(text) { return exact }
    if let value = Double(text), value.rounded() == value, let exact = T(exactly: value) {
      return exact
    }
    throw DecodingError(reason: "'\(text)' is not a whole number in range")
  }

  /// This value as a string.
  func string() throws(DecodingError) -> String {
    guard case .string(let text) = self else { throw DecodingError(reason: "not a string") }
    return text
  }

  /// This value as an array of strings.
  func strings() throws(DecodingError) -> [String] {
    guard case .array(let elements) = self else { throw DecodingError(reason: "not an array") }
    var result: [String] = []
    for element in elements { result.append(try element.string()) }
    return result
  }
}
