#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which of the words the rules accept a round asks the player to find.
///
/// Every word the dictionary accepts is in one tier: *required* (an ordinary
/// word: it makes the round's total, score, rank and hints), *bonus* (any other
/// accepted word: it scores apart and is never missed) or *blocked* (a slur or
/// vulgar word: never an answer; typed, it is ``WordError/blocked``). Without a
/// required list every accepted word that is not blocked is required.
public struct WordTiers: Sendable, Equatable {
  /// The tier of one word.
  public enum Tier: Sendable, Equatable {
    case required, bonus, blocked
  }

  /// The words a player is expected to know, or nil when every word is.
  public var required: WordList?
  /// The words that are never answers.
  public var blocked: Set<String>
  /// The language whose ``JunkWords`` are bonus words, if any.
  package var junkLanguage: String?
  /// Words that are bonus even if listed as required (a dictionary's abbreviations).
  package var demoted: Set<String> = []

  /// Tiers from a required list (nil: every word) and a blocked list, both of
  /// normalized words.
  public init(required: Set<String>? = nil, blocked: Set<String> = []) {
    self.required = required.map(WordList.init)
    self.blocked = blocked
  }

  /// Tiers from a required word list (nil: every word) and a blocked list.
  package init(requiredList: WordList?, blocked: Set<String>) {
    self.required = requiredList
    self.blocked = blocked
  }

  /// Every accepted word but ``JunkWords`` of `junkLanguage` required, none blocked.
  package init(junkLanguage: String) {
    self.init()
    self.junkLanguage = junkLanguage
  }

  /// Every accepted word required, none blocked: the rules alone.
  public static let unrestricted = WordTiers()

  /// The tier of `word` (normalized), were the dictionary to accept it.
  public func tier(of word: String) -> Tier {
    if isBlocked(word) { return .blocked }
    if let required, !required.contains(word) { return .bonus }
    if !demoted.isEmpty && demoted.contains(word) { return .bonus }
    if let junkLanguage, JunkWords.reason(word, language: junkLanguage) != nil { return .bonus }
    return .required
  }

  /// Whether `word` (normalized) is blocked.
  @inline(__always)
  package func isBlocked(_ word: String) -> Bool {
    !blocked.isEmpty && blocked.contains(word)
  }

  /// The words of a list file: one a line, normalized like answers; blank
  /// lines and lines starting with `#` are skipped. Each other line that is not
  /// a word of letters is returned as a problem.
  package static func words(inList text: String) -> (words: Set<String>, problems: [String]) {
    var words: Set<String> = []
    var problems: [String] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let word = Normalization.answer(String(line))
      if word.isEmpty || word.hasPrefix("#") { continue }
      if WordShape.isLettersOnly(word) {
        words.insert(word)
      } else {
        problems.append(
          "line \(index + 1): '\(Escaping.forDisplay(word))' is not a word of letters")
      }
    }
    return (words, problems)
  }
}

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
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      if index > start && bytes[start] != UInt8(ascii: "#") { starts.append(Int32(start)) }
      start = index + 1
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
