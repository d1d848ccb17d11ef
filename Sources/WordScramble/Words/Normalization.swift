import Foundation

/// How a player's raw answer becomes the word the rules judge.
public enum Normalization {
  /// Normalizes an answer as the original game did: surrounding whitespace and
  /// newlines trimmed, lowercased; then put in Unicode canonical composed form
  /// (NFC) so that `é` typed as one scalar or as `e` + combining accent is the
  /// same word.
  ///
  /// Plain ASCII, the common case, takes a fast path with the same result.
  /// Text made only of scalars below U+0300 (the Latin letters of most European
  /// languages, accented ones included) takes a second fast path with the same
  /// result, without Foundation; anything else is normalized by Foundation.
  public static func answer(_ raw: String) -> String {
    var raw = raw
    if let ascii = raw.withUTF8({ asciiAnswer($0) }) { return ascii }
    if let simple = simpleAnswer(raw) { return simple }
    return raw.trimmingCharacters(in: .whitespacesAndNewlines)
      .lowercased()
      .precomposedStringWithCanonicalMapping
  }

  /// Scalars below this one are never changed by NFC when no scalar at or
  /// above it follows: none decomposes, none combines with what precedes it.
  static let firstCombiningScalar: UInt32 = 0x300

  /// The normalized answer when every scalar of `raw`, and of its lowercased
  /// form, is below ``firstCombiningScalar``; else `nil`.
  ///
  /// Such text is already in NFC, and among these scalars Unicode's White_Space
  /// property (used here) and Foundation's `whitespacesAndNewlines` are the same
  /// set (tab to carriage return, space, U+0085, U+00A0).
  static func simpleAnswer(_ raw: String) -> String? {
    let scalars = raw.unicodeScalars
    guard scalars.allSatisfy({ $0.value < firstCombiningScalar }) else { return nil }
    var trimmed = Substring(raw).unicodeScalars
    while let first = trimmed.first, first.properties.isWhitespace { trimmed.removeFirst() }
    while let last = trimmed.last, last.properties.isWhitespace { trimmed.removeLast() }
    let lowered = String(trimmed).lowercased()
    // Lowercasing can add a combining mark (U+0130 becomes i + U+0307): let NFC decide then.
    return isSimple(lowered) ? lowered : nil
  }

  /// Whether every scalar of `text` is below ``firstCombiningScalar`` (so it is in NFC).
  @inline(__always)
  static func isSimple(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { $0.value < firstCombiningScalar }
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

  /// Puts `word` in NFC without changing its case.
  public static func composed(_ word: String) -> String {
    word.utf8.allSatisfy({ $0 < 0x80 }) || isSimple(word)
      ? word : word.precomposedStringWithCanonicalMapping
  }

  /// The number of letters in `word`, counting a letter with its combining marks as one.
  public static func letterCount(_ word: String) -> Int {
    word.utf8.allSatisfy({ $0 < 0x80 }) ? word.utf8.count : word.count
  }

  @inline(__always)
  static func isASCIISpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }
}
