/// A multiset of the letters of a word: how often each letter occurs. The one
/// way letters are counted, by the rules, the batch fast path, the solver and
/// the lexicon index.
///
/// This is what the "Word not possible" rule compares: an answer is possible when
/// each of its letters occurs in the start word at least as often as in the answer.
package struct LetterCounts: Hashable, Sendable {
  /// How often each ASCII byte occurs.
  private var ascii: [Int32]
  private var other: [Character: Int]

  /// Counts the letters of `word` (compared as characters, so `é` is one letter).
  package init(_ word: String) {
    ascii = [Int32](repeating: 0, count: 128)
    other = [:]
    for character in word {
      if let value = character.asciiValue {
        ascii[Int(value)] &+= 1
      } else {
        other[character, default: 0] += 1
      }
    }
  }

  /// How many times `character` occurs.
  package subscript(character: Character) -> Int {
    if let value = character.asciiValue { return Int(ascii[Int(value)]) }
    return other[character] ?? 0
  }

  /// The distinct letters, sorted.
  package var letters: [Character] {
    let asciiLetters = (0..<128).filter { ascii[$0] > 0 }.map {
      Character(Unicode.Scalar(UInt8($0)))
    }
    return (asciiLetters + other.keys).sorted()
  }

  /// How many times each of `a` to `z` occurs, or nil when the word has other
  /// characters (the lexicon index packs these).
  package var lowercaseASCIICounts: [Int]? {
    guard other.isEmpty else { return nil }
    for byte in 0..<128 where ascii[byte] > 0 && !(0x61...0x7A).contains(byte) { return nil }
    return (0x61...0x7A).map { Int(ascii[$0]) }
  }

  /// Whether the ASCII bytes of a word can be spelled from these letters
  /// (false for a byte past ASCII).
  package func canSpell(ascii word: UnsafeBufferPointer<UInt8>) -> Bool {
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 128) { used in
      // Zero only the counters this word uses: cheaper than all 128 for a short word.
      for byte in word { (used.baseAddress! + Int(byte & 0x7F)).initialize(to: 0) }
      return ascii.withUnsafeBufferPointer { available in
        for byte in word {
          guard byte < 0x80 else { return false }
          let index = Int(byte)
          used[index] &+= 1
          if used[index] > available[index] { return false }
        }
        return true
      }
    }
  }

  /// Whether every letter of `word` is available here, no more often than counted.
  package func canSpell(_ word: String) -> Bool {
    let utf8 = word.utf8
    if utf8.allSatisfy({ $0 < 0x80 }) {
      if let fast = utf8.withContiguousStorageIfAvailable({ canSpell(ascii: $0) }) { return fast }
    }
    var remaining = self
    for character in word {
      if let value = character.asciiValue {
        guard remaining.ascii[Int(value)] > 0 else { return false }
        remaining.ascii[Int(value)] -= 1
      } else {
        guard let count = remaining.other[character], count > 0 else { return false }
        remaining.other[character] = count - 1
      }
    }
    return true
  }
}
