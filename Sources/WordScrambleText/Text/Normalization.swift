/// How a player's raw answer becomes the word the rules judge.
///
/// Only the standard library is used: its Unicode tables (Unicode 16) for
/// whitespace, case and NFC. (Foundation's NFC on Linux, used before, runs on
/// older tables of its own and gets a few sequences wrong: it composed U+1113
/// U+1161, which has no composition, into U+D7A4, which is not a syllable.)
public enum Normalization {
  /// Normalizes an answer as the original game did: surrounding whitespace and
  /// newlines trimmed, lowercased; then put in Unicode canonical composed form
  /// (NFC) so that `é` typed as one scalar or as `e` + combining accent is the
  /// same word.
  ///
  /// Whitespace is Unicode's White_Space property plus U+200B ZERO WIDTH SPACE:
  /// the set Foundation's `whitespacesAndNewlines` has, which this trimmed with
  /// before. Plain ASCII, the common case, takes a fast path with the same result.
  public static func answer(_ raw: String) -> String {
    var raw = raw
    if let ascii = raw.withUTF8({ asciiAnswer($0) }) { return ascii }
    var trimmed = Substring(raw).unicodeScalars
    while let first = trimmed.first, isWhitespace(first) { trimmed.removeFirst() }
    while let last = trimmed.last, isWhitespace(last) { trimmed.removeLast() }
    return composed(String(trimmed).lowercased())
  }

  /// Whether answers are trimmed of `scalar`.
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar == "\u{200B}"
  }

  /// The normalized answer when `bytes` are all ASCII, else `nil`.
  @inline(__always)
  static func asciiAnswer(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var start = 0
    var end = bytes.count
    var hasUppercase = false
    for byte in bytes {
      if byte >= 0x80 { return nil }
      if byte >= 0x41 && byte <= 0x5A { hasUppercase = true }
    }
    while start < end && isASCIISpace(bytes[start]) { start += 1 }
    while end > start && isASCIISpace(bytes[end - 1]) { end -= 1 }
    let trimmed = UnsafeBufferPointer(rebasing: bytes[start..<end])
    guard hasUppercase else { return String(decoding: trimmed, as: UTF8.self) }
    return String(unsafeUninitializedCapacity: trimmed.count) { output in
      for (index, byte) in trimmed.enumerated() {
        output[index] = (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
      }
      return trimmed.count
    }
  }

  /// An answer as typed, for display: trimmed like ``answer(_:)`` and in
  /// NFC, its case kept.
  package static func typed(_ raw: String) -> String {
    var trimmed = Substring(raw).unicodeScalars
    while let first = trimmed.first, isWhitespace(first) { trimmed.removeFirst() }
    while let last = trimmed.last, isWhitespace(last) { trimmed.removeLast() }
    return composed(String(trimmed))
  }

  /// Puts `word` in NFC without changing its case.
  package static func composed(_ word: String) -> String {
    word.utf8.allSatisfy({ $0 < 0x80 })
      ? word : String(decoding: word._nfcCodeUnits, as: UTF8.self)
  }

  /// The number of letters in `word`, counting a letter with its combining marks as one.
  package static func letterCount(_ word: String) -> Int {
    word.utf8.allSatisfy({ $0 < 0x80 }) ? word.utf8.count : word.count
  }

  @inline(__always)
  package static func isASCIISpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }
}
