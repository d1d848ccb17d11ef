/// Reading GNU gettext's compiled catalogs (`.mo`): a header, then two tables
/// of (length, offset) pairs, one for the original strings and one for their
/// translations, in either byte order. Every offset is checked against the
/// file's size: a damaged file is refused, never read past its end.
enum MOFile {
  /// The (original, translation) pairs of a `.mo` file, or nil when the bytes
  /// are not one.
  static func entries(_ bytes: [UInt8]) -> [(String, String)]? {
    guard bytes.count >= 28 else { return nil }
    let bigEndian: Bool
    switch word(bytes, 0, bigEndian: false) {
    case 0x9504_12de: bigEndian = false
    case 0xde12_0495: bigEndian = true
    default: return nil
    }
    let read = { (offset: Int) -> Int? in
      offset + 4 <= bytes.count ? Int(word(bytes, offset, bigEndian: bigEndian)) : nil
    }
    guard let revision = read(4), revision >> 16 <= 1, let count = read(8),
      let originals = read(12), let translations = read(16),
      count <= bytes.count / 16
    else { return nil }
    var entries: [(String, String)] = []
    entries.reserveCapacity(count)
    for index in 0..<count {
      guard let original = string(bytes, table: originals, index: index, read),
        let translation = string(bytes, table: translations, index: index, read)
      else { return nil }
      entries.append((original, translation))
    }
    return entries
  }

  private static func string(
    _ bytes: [UInt8], table: Int, index: Int, _ read: (Int) -> Int?
  ) -> String? {
    let entry = table + index * 8
    guard let length = read(entry), let offset = read(entry + 4),
      offset <= bytes.count, length <= bytes.count - offset
    else { return nil }
    return String(validating: bytes[offset..<offset + length], as: UTF8.self)
  }

  private static func word(_ bytes: [UInt8], _ offset: Int, bigEndian: Bool) -> UInt32 {
    let value =
      UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
      | UInt32(bytes[offset + 3]) << 24
    return bigEndian ? value.byteSwapped : value
  }
}
