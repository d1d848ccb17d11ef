#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A set of words: a `Set`, a sorted list file searched in place (the
/// bundled required list: 67,000 words read in one call and never parsed, so
/// a game starts as fast as without it), or a sorted list file and a few
/// words besides (en_US's 51,000 added words and a player's personal ones).
public struct WordList: Sendable, Equatable {
  /// The words that are not lines of the sorted file.
  private var wordSet: Set<String>
  /// The sorted file's bytes and where each line starts.
  private let bytes: [UInt8]
  private let starts: [Int32]

  /// The words of `set`.
  public init(_ set: Set<String>) {
    self.wordSet = set
    self.bytes = []
    self.starts = []
  }

  /// No words.
  package init() { self.init(Set()) }

  /// The lines of `bytes`, sorted by their bytes (UTF-8 order) and ending in
  /// `\n`; lines starting with `#` (which sort first) are skipped.
  package init(sortedLines bytes: [UInt8]) {
    var starts: [Int32] = []
    // The newlines found eight bytes at a time: a list of 100,000 words is
    // read in a fraction of a millisecond. Lines are counted first, so the
    // array holds no spare room.
    bytes.withUnsafeBytes { all in
      starts.reserveCapacity(Newlines.count(in: all))
      var start = 0
      Newlines.forEach(in: all) { index in
        if index > start && all[start] != UInt8(ascii: "#") { starts.append(Int32(start)) }
        start = index + 1
      }
    }
    self.wordSet = []
    self.bytes = bytes
    self.starts = starts
  }

  /// How many words there are.
  package var count: Int { wordSet.count + starts.count }

  /// Whether there are none.
  package var isEmpty: Bool { count == 0 }

  /// Every word: the list file's in file order, then the others.
  package var words: [String] {
    var words = starts.map { start in
      let end = bytes[Int(start)...].firstIndex(of: 0x0A) ?? bytes.count
      return String(decoding: bytes[Int(start)..<end], as: UTF8.self)
    }
    words += wordSet
    return words
  }

  /// These words and `others`: the list file stays bytes; only the words it
  /// lacks are kept in a set.
  package func adding(_ others: some Sequence<String>) -> WordList {
    var list = self
    for word in others where !list.contains(word) { list.wordSet.insert(word) }
    return list
  }

  /// A hash of the words, cheap to make at every start: the sorted file's
  /// bytes eight at a time (en_US's 51,000 added words in a fifth of a
  /// million instructions, not three and a half million a word at a time),
  /// and the other words' hashes summed, whatever their order.
  package var fingerprint: UInt64 {
    var hash = RunHash()
    bytes.withUnsafeBytes { hash.mix(bytes: $0) }
    var others: UInt64 = 0
    for word in wordSet {
      var each: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in word.utf8 { each = (each ^ UInt64(byte)) &* 0x100_0000_01B3 }
      others &+= each
    }
    hash.mix(others)
    hash.mix(UInt64(count))
    return hash.value
  }

  /// Whether `word` is one of the words.
  public func contains(_ word: String) -> Bool {
    (!wordSet.isEmpty && wordSet.contains(word)) || isLine(word)
  }

  /// Calls `body` with each word's UTF-8 bytes, in no particular order,
  /// making no string of the list file's lines.
  package func forEachWord(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    bytes.withUnsafeBufferPointer { all in
      for (index, start) in starts.enumerated() {
        let end = index + 1 < starts.count ? Int(starts[index + 1]) - 1 : all.count - 1
        body(UnsafeBufferPointer(rebasing: all[Int(start)..<end]))
      }
    }
    for var word in wordSet { word.withUTF8(body) }
  }

  /// Whether `word` is a line of the sorted file (a binary search of its bytes).
  private func isLine(_ word: String) -> Bool {
    guard !starts.isEmpty else { return false }
    var word = word
    return word.withUTF8 { key in
      guard let keyBytes = key.baseAddress else { return false }
      return bytes.withUnsafeBufferPointer { all in
        var low = 0
        var high = starts.count
        while low < high {
          let middle = (low + high) / 2
          let start = Int(starts[middle])
          // Lines follow each other: this one ends where the next starts.
          let end = middle + 1 < starts.count ? Int(starts[middle + 1]) - 1 : all.count - 1
          let length = end - start
          let common = memcmp(keyBytes, all.baseAddress! + start, min(key.count, length))
          let order = common != 0 ? Int(common) : key.count - length
          if order == 0 { return true }
          if order < 0 { high = middle } else { low = middle + 1 }
        }
        return false
      }
    }
  }
}
