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
    /// An ordinary word: it counts towards the round's total, score and rank.
    case required
    /// Any other accepted word: it scores apart and is never missed.
    case bonus
    /// A slur or vulgar word: never an answer.
    case blocked
  }

  /// The words a player is expected to know, or nil when every word is.
  public var required: WordList?
  /// The words that are never answers.
  public var blocked: Set<String>
  /// The language whose ``JunkWords`` are bonus words, if any.
  package var junkLanguage: String?
  /// Words that are bonus even if listed as required (a dictionary's abbreviations).
  package var demoted: Set<String> = []
  /// Whether the required list decides which Roman numerals are words
  /// (`mix`): a shipped list, whose makers judged them.
  package var listDecidesNumerals = false
  /// The blocked words that a block list given by the player blocks (`--block`).
  package var givenBlocked: Set<String> = []

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
    if junkLanguage != nil && shapeReason(word) != nil { return .bonus }
    return .required
  }

  /// Why `word`'s shape makes it a bonus word (``JunkWords``), or nil.
  package func shapeReason(_ word: String) -> String? {
    guard let junkLanguage, let reason = JunkWords.reason(word, language: junkLanguage) else {
      return nil
    }
    return listDecidesNumerals && JunkWords.isRomanNumeral(word) ? nil : reason
  }

  /// Why `word` is rejected as blocked, or nil when it is not blocked: the
  /// game's own block list leaves it out (``WordError/excluded``), else it is
  /// a slur or a vulgar word (``WordError/blocked``).
  package func blockError(_ word: String) -> WordError? {
    guard isBlocked(word) else { return nil }
    return givenBlocked.contains(word) ? .excluded : .blocked
  }

  /// Whether `word` (normalized) is blocked.
  @inline(__always)
  package func isBlocked(_ word: String) -> Bool {
    !blocked.isEmpty && blocked.contains(word)
  }

  /// The words of a list file: one a line, normalized like answers; blank
  /// lines and lines starting with `#` are skipped. Each other line that is not
  /// a word of letters is returned as a problem, in the language of `messages`.
  package static func words(inList text: String, messages: MessageCatalog = .english)
    -> (words: Set<String>, problems: [String])
  {
    let (words, problems) = numberedWords(inList: text, messages: messages)
    return (words, problems.map(\.message))
  }

  /// ``words(inList:messages:)``, each problem with its line's number (from 1).
  package static func numberedWords(inList text: String, messages: MessageCatalog = .english)
    -> (words: Set<String>, problems: [(line: Int, message: String)])
  {
    var words: Set<String> = []
    var problems: [(line: Int, message: String)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let word = Normalization.answer(String(line))
      if word.isEmpty || word.hasPrefix("#") { continue }
      if WordShape.isLettersOnly(word) {
        words.insert(word)
      } else {
        problems.append(
          (
            index + 1,
            messages(
              "line %d: '%s' is not a word of letters", index + 1,
              Escaping.forDisplay(Normalization.typed(String(line))))
          ))
      }
    }
    return (words, problems)
  }
}
