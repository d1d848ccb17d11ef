/// The lexicon's words grouped by their letters, for solving many start words:
/// each start word is then a few hundred lookups (one per distinct choice of
/// its letters) instead of a scan of every word.
///
/// Keys pack a word's sorted letters `a`–`z` five bits each, so words of up to
/// twelve ASCII letters are indexed; start words outside that (longer, or with
/// other letters) are solved by scanning.
package struct LexiconIndex: Sendable {
  private var groups: [UInt64: [String]] = [:]
  static let maximumLength = 12

  package init(_ lexicon: Lexicon) {
    lexicon.text.withUnsafeBufferPointer { bytes in
      var start = 0
      while start < bytes.count {
        var end = start
        while bytes[end] != 0x0A { end += 1 }
        let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if let key = Self.key(line) {
          groups[key, default: []].append(String(decoding: line, as: UTF8.self))
        }
        start = end + 1
      }
    }
  }

  /// The packed key of a word of lowercase ASCII letters, or nil.
  static func key(_ word: UnsafeBufferPointer<UInt8>) -> UInt64? {
    guard word.count <= maximumLength,
      let counts = LetterCounts(String(decoding: word, as: UTF8.self)).lowercaseASCIICounts
    else { return nil }
    return pack(counts)
  }

  private static func pack(_ counts: [Int]) -> UInt64 {
    var key: UInt64 = 0
    for letter in 0..<26 {
      for _ in 0..<counts[letter] { key = key << 5 | UInt64(letter + 1) }
    }
    return key
  }

  /// The words spelled by `minimumLength` or more of `root`'s letters, or nil
  /// when `root` cannot be looked up this way.
  package func words(spelledFrom root: String, minimumLength: Int) -> [String]? {
    guard root.utf8.count <= Self.maximumLength,
      let counts = LetterCounts(root).lowercaseASCIICounts
    else { return nil }
    let letters = (0..<26).filter { counts[$0] > 0 }
    var chosen = [Int](repeating: 0, count: 26)
    var result: [String] = []
    // Every distinct sub-multiset of the letters: 0...count of each letter.
    func choose(_ position: Int, size: Int) {
      if position == letters.count {
        if size >= minimumLength, let group = groups[Self.pack(chosen)] { result += group }
        return
      }
      let letter = letters[position]
      for count in 0...counts[letter] {
        chosen[letter] = count
        choose(position + 1, size: size + count)
      }
      chosen[letter] = 0
    }
    choose(0, size: 0)
    return result
  }
}
