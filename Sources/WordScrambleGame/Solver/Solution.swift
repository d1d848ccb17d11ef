/// Every answer a start word has: the size of the puzzle.
///
/// The ``answers`` are the required ones, which make the round's total; the
/// ``bonus`` words are the other accepted words (see ``WordTiers``). Together
/// they are every word the rules accept, blocked words excepted.
public struct Solution: Equatable, Sendable, Codable {
  /// The start word solved, as the language keys it (`fussballs`).
  public let startWordKey: String
  /// The fewest letters an answer has.
  public let minimumLength: Int
  /// Every required answer's key, sorted by length, then alphabetically: what
  /// a round compares (``Game/isRequired(_:)``, a challenge's word numbers).
  public let answerKeys: [String]
  /// Every bonus word's key, sorted like ``answerKeys``.
  public let bonusKeys: [String]
  /// The dictionary's spelling of each key that is spelled otherwise
  /// (`fuss` → `Fuß`, `elevees` → `élevées`); empty where keys are spellings.
  private let spellings: [String: String]

  /// Sorts `answers` and `bonus` (keys) and keeps the rest; `spellings`
  /// holds the dictionary's spelling of each key spelled otherwise.
  public init(
    startWord: String, minimumLength: Int, answers: some Sequence<String>, bonus: [String] = [],
    spellings: [String: String] = [:]
  ) {
    self.startWordKey = startWord
    self.minimumLength = minimumLength
    self.answerKeys = Self.sorted(answers)
    self.bonusKeys = Self.sorted(bonus)
    self.spellings = spellings.filter { $0.key != $0.value }
  }

  /// How the dictionary spells `key` (`Fuß` for `fuss`): what a player reads.
  public func spelling(of key: String) -> String { spellings[key] ?? key }

  /// The start word as the dictionary spells it (`Fußballs`, `élevées`).
  public var startWord: String { spelling(of: startWordKey) }

  /// Every required answer as the dictionary spells it (`Fuß`, `élevée`), in
  /// the order of ``answerKeys``.
  public var answers: [String] { answerKeys.map(spelling(of:)) }

  /// Every bonus word as the dictionary spells it, in the order of ``bonusKeys``.
  public var bonus: [String] { bonusKeys.map(spelling(of:)) }

  /// This solution with the dictionary's spelling of each word (`spell`
  /// maps a key to it).
  package func spelled(by spell: (String) -> String) -> Solution {
    var spellings: [String: String] = [:]
    for key in CollectionOfOne(startWordKey) + answerKeys + bonusKeys {
      let spelling = spell(key)
      if spelling != key { spellings[key] = spelling }
    }
    return Solution(
      startWord: startWordKey, minimumLength: minimumLength, answers: answerKeys,
      bonus: bonusKeys, spellings: spellings)
  }

  private static func sorted(_ words: some Sequence<String>) -> [String] {
    words.map { (word: $0, length: Normalization.letterCount($0)) }
      .sorted { $0.length != $1.length ? $0.length < $1.length : $0.word < $1.word }
      .map(\.word)
  }

  /// How many required answers there are.
  public var count: Int { answerKeys.count }

  /// The points of all required answers together: one a letter, double for a
  /// full word (see `fullWords`).
  public var points: Int { points(of: answerKeys) }

  /// The points of `words` (keys of answers of this start word) together.
  package func points(of words: some Sequence<String>) -> Int {
    words.reduce(0) { $0 + Scoring.points(of: $1, startWord: startWordKey) }
  }

  /// The required answers that use every letter of the start word (a bonus
  /// word that does is no promise the round makes).
  package var fullWords: [String] {
    answerKeys.filter { Scoring.usesEveryLetter($0, startWord: startWordKey) }
  }

  /// Whether `word` (a key) is one of the required answers: a binary search in
  /// their order (length, then word), so that counting a round's found words
  /// stays linear in their number however many there are.
  public func contains(_ word: String) -> Bool {
    let length = Normalization.letterCount(word)
    var (low, high) = (0, answerKeys.count)
    while low < high {
      let middle = (low + high) / 2
      let other = answerKeys[middle]
      let otherLength = Normalization.letterCount(other)
      if otherLength == length && other == word { return true }
      if otherLength < length || (otherLength == length && other < word) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return false
  }

  private enum CodingKeys: String, CodingKey {
    case startWord, minimumLength, answers, bonus, spellings
  }

  /// A solution as encoded (keys, and the spellings where they differ); one
  /// without `bonus` has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      startWord: try container.decode(String.self, forKey: .startWord),
      minimumLength: try container.decode(Int.self, forKey: .minimumLength),
      answers: try container.decode([String].self, forKey: .answers),
      bonus: try container.decodeIfPresent([String].self, forKey: .bonus) ?? [],
      spellings: try container.decodeIfPresent([String: String].self, forKey: .spellings) ?? [:])
  }

  /// Encodes the keys (`startWord`, `answers`, `bonus`: the format they always
  /// had) and the spellings that differ from them.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(startWordKey, forKey: .startWord)
    try container.encode(minimumLength, forKey: .minimumLength)
    try container.encode(answerKeys, forKey: .answers)
    try container.encode(bonusKeys, forKey: .bonus)
    if !spellings.isEmpty { try container.encode(spellings, forKey: .spellings) }
  }
}
