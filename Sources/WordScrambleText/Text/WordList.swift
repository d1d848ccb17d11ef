#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A set of words: a `Set`, or a sorted list file searched in place (the
/// bundled required list: 67,000 words read in one call and never parsed, so
/// a game starts as fast as without it).
public struct WordList: Sendable, Equatable {
  private let wordSet: Set<String>?
  /// The sorted file's bytes and where each line starts.
  private let bytes: [UInt8]
  private let starts: [Int32]

  /// The words of `set`.
  public init(_ set: Set<String>) {
    self.wordSet = set
    self.bytes = []
    self.starts = []
  }

  /// The lines of `bytes`, sorted by their bytes (UTF-8 order) and ending in
  /// `\n`; lines starting with `#` (which sort first) are skipped.
  package init(sortedLines bytes: [UInt8]) {
    var starts: [Int32] = []
    // memchr finds each newline: a list of 100,000 words is read in a millisecond.
    bytes.withUnsafeBufferPointer { all in
      guard let base = all.baseAddress else { return }
      var start = 0
      while start < all.count, let newline = memchr(base + start, 0x0A, all.count - start) {
        let index = UnsafeRawPointer(newline) - UnsafeRawPointer(base)
        if index > start && all[start] != UInt8(ascii: "#") { starts.append(Int32(start)) }
        start = index + 1
      }
    }
    self.wordSet = nil
    self.bytes = bytes
    self.starts = starts
  }

  /// How many words there are.
  package var count: Int { wordSet?.count ?? starts.count }

  /// Every word (in file order for a list file).
  package var words: [String] {
    if let wordSet { return Array(wordSet) }
    return starts.map { start in
      let end = bytes[Int(start)...].firstIndex(of: 0x0A) ?? bytes.count
      return String(decoding: bytes[Int(start)..<end], as: UTF8.self)
    }
  }

  /// Whether `word` is one of the words.
  public func contains(_ word: String) -> Bool {
    if let wordSet { return wordSet.contains(word) }
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
