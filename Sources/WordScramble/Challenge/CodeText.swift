/// How challenge and result codes are written: bytes with a CRC-16 after
/// them, in Crockford's base 32 (digits and capital letters without I, L, O
/// and U: nothing autocorrect changes, nothing read two ways), in groups of
/// four after a kind-and-version prefix: `C1-8Z3K-…`.
///
/// A mistyped character changes at most five consecutive bits of the code,
/// a burst the CRC-16 always detects, and so does a swap of two neighbours
/// (at most ten bits): such a code is an error, never another round.
package enum CodeText {
  /// Crockford's base-32 digits.
  static let digits = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ".utf8)

  /// `payload` written as a code of `kind` (`C`, `R`) and `version`.
  package static func encode(_ payload: [UInt8], kind: Character, version: Int) -> String {
    var bytes = payload
    let check = crc16(header(kind, version) + payload)
    bytes += [UInt8(check >> 8), UInt8(check & 0xFF)]
    var symbols: [UInt8] = []
    var buffer = 0
    var bits = 0
    for byte in bytes {
      buffer = (buffer << 8) | Int(byte)
      bits += 8
      while bits >= 5 {
        bits -= 5
        symbols.append(digits[(buffer >> bits) & 31])
      }
      buffer &= (1 << bits) - 1
    }
    if bits > 0 { symbols.append(digits[(buffer << (5 - bits)) & 31]) }
    let groups = stride(from: 0, to: symbols.count, by: 4).map {
      String(decoding: symbols[$0..<min($0 + 4, symbols.count)], as: UTF8.self)
    }
    return ([String(kind) + String(version)] + groups).joined(separator: "-")
  }

  /// The kind, version and payload `text` holds: its checksum checked, its
  /// letters in any case, `I`/`L` read as 1 and `O` as 0, dashes and spaces
  /// around it ignored.
  package static func decode(_ text: String) throws(ChallengeError)
    -> (kind: Character, version: Int, payload: [UInt8])
  {
    let trimmed = text.trimmingSpaces
    guard trimmed.utf8.count <= 2_000 else { throw .malformed }
    let parts = trimmed.uppercased().split(separator: "-", maxSplits: 1)
    guard parts.count == 2, let kind = parts[0].first, kind == "C" || kind == "R",
      parts[0].count >= 2, parts[0].count <= 4,
      let version = Int(String(parts[0].dropFirst()).replacing(/[IL]/, with: "1")), version > 0
    else { throw .notACode }
    // A newer version may be written otherwise: said before anything is read.
    guard version == 1 else { throw .unsupportedVersion(version) }
    var buffer = 0
    var bits = 0
    var bytes: [UInt8] = []
    for byte in parts[1].utf8 where byte != UInt8(ascii: "-") {
      guard let value = value(of: byte) else { throw .malformed }
      buffer = (buffer << 5) | value
      bits += 5
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8((buffer >> bits) & 0xFF))
      }
      buffer &= (1 << bits) - 1
    }
    // Left-over bits are padding: zero, and fewer than a symbol's (else a
    // character was mistyped, or one too many typed).
    guard bits < 5, buffer == 0 else { throw .checksum }
    // Too short to hold a checksum: cut short (or mistyped).
    guard bytes.count >= 2 else { throw .checksum }
    let payload = Array(bytes.dropLast(2))
    let check = UInt16(bytes[bytes.count - 2]) << 8 | UInt16(bytes[bytes.count - 1])
    guard crc16(header(kind, version) + payload) == check else { throw .checksum }
    guard !payload.isEmpty else { throw .malformed }
    return (kind, version, payload)
  }

  /// What the checksum covers besides the payload: the kind and version, so
  /// a code's kind changed by a typo is an error too.
  private static func header(_ kind: Character, _ version: Int) -> [UInt8] {
    Array(kind.utf8) + [UInt8(truncatingIfNeeded: version)]
  }

  /// The value of a base-32 digit (capital), the readings of I, L and O
  /// included; nil for any other byte.
  private static func value(of byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "O"): return 0
    case UInt8(ascii: "I"), UInt8(ascii: "L"): return 1
    default: return digits.firstIndex(of: byte)
    }
  }

  /// CRC-16/CCITT-FALSE of `bytes`.
  static func crc16(_ bytes: [UInt8]) -> UInt16 {
    var crc: UInt16 = 0xFFFF
    for byte in bytes {
      crc ^= UInt16(byte) << 8
      for _ in 0..<8 { crc = crc & 0x8000 != 0 ? (crc << 1) ^ 0x1021 : crc << 1 }
    }
    return crc
  }

  /// FNV-1a, 64 bits, of `bytes`, carried on from `hash`.
  static func fnv(_ bytes: some Sequence<UInt8>, from hash: UInt64 = 0xcbf2_9ce4_8422_2325)
    -> UInt64
  {
    var hash = hash
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }
}

extension String {
  /// The text without spaces, tabs and line breaks around it (as a chat app
  /// or a copy may add them).
  fileprivate var trimmingSpaces: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return self[first...last]
  }
}

/// Bytes written one field after another.
struct CodeWriter {
  private(set) var bytes: [UInt8] = []

  mutating func byte(_ value: UInt8) { bytes.append(value) }

  /// A whole number from 0, seven bits a byte (LEB128).
  mutating func number(_ value: Int) {
    var value = UInt64(max(0, value))
    repeat {
      let low = UInt8(value & 0x7F)
      value >>= 7
      bytes.append(value == 0 ? low : low | 0x80)
    } while value != 0
  }

  /// `count` bytes of `value`, the high one first.
  mutating func fixed(_ value: UInt32, count: Int) {
    for shift in stride(from: 8 * (count - 1), through: 0, by: -8) {
      bytes.append(UInt8((value >> UInt32(shift)) & 0xFF))
    }
  }

  mutating func append(_ more: [UInt8]) { bytes += more }
}

/// Bytes read one field after another; running out is a malformed code.
struct CodeReader {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { index == bytes.count }

  mutating func byte() throws(ChallengeError) -> UInt8 {
    guard index < bytes.count else { throw .malformed }
    index += 1
    return bytes[index - 1]
  }

  /// A number ``CodeWriter/number(_:)`` wrote, at most `limit`; a longer
  /// writing of it than needed is malformed.
  mutating func number(limit: Int) throws(ChallengeError) -> Int {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = try byte()
      guard shift < 35 else { throw .malformed }
      value |= UInt64(byte & 0x7F) << shift
      shift += 7
      if byte & 0x80 == 0 {
        guard byte != 0 || shift == 7 else { throw .malformed }
        break
      }
    }
    guard value <= UInt64(limit) else { throw .malformed }
    return Int(value)
  }

  mutating func fixed(count: Int) throws(ChallengeError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<count { value = value << 8 | UInt32(try byte()) }
    return value
  }

  mutating func bytes(_ count: Int) throws(ChallengeError) -> [UInt8] {
    guard count <= bytes.count - index else { throw .malformed }
    index += count
    return Array(bytes[index - count..<index])
  }
}
