/// Every answer a start word has: the size of the puzzle.
///
/// The ``answers`` are the required ones, which make the round's total; the
/// ``bonus`` words are the other accepted words (see ``WordTiers``). Together
/// they are every word the rules accept, blocked words excepted.
public struct Solution: Equatable, Sendable, Codable {
  /// The start word solved.
  public let startWord: String
  /// The fewest letters an answer has.
  public let minimumLength: Int
  /// Every required answer, sorted by length, then alphabetically.
  public let answers: [String]
  /// Every bonus word, sorted like ``answers``.
  public let bonus: [String]

  /// Sorts `answers` and `bonus` and keeps the rest.
  public init(
    startWord: String, minimumLength: Int, answers: some Sequence<String>, bonus: [String] = []
  ) {
    self.startWord = startWord
    self.minimumLength = minimumLength
    self.answers = Self.sorted(answers)
    self.bonus = Self.sorted(bonus)
  }

  private static func sorted(_ words: some Sequence<String>) -> [String] {
    words.map { (word: $0, length: Normalization.letterCount($0)) }
      .sorted { $0.length != $1.length ? $0.length < $1.length : $0.word < $1.word }
      .map(\.word)
  }

  /// How many required answers there are.
  public var count: Int { answers.count }

  /// The points of all required answers together: one a letter, double for a
  /// full word (see `fullWords`).
  public var points: Int { points(of: answers) }

  /// The points of `words` (answers of this start word) together.
  package func points(of words: some Sequence<String>) -> Int {
    words.reduce(0) { $0 + Scoring.points(of: $1, startWord: startWord) }
  }

  /// The required answers that use every letter of the start word (a bonus
  /// word that does is no promise the round makes).
  package var fullWords: [String] {
    answers.filter { Scoring.usesEveryLetter($0, startWord: startWord) }
  }

  /// Whether `word` is one of the required answers: a binary search in
  /// their order (length, then word), so that counting a round's found words
  /// stays linear in their number however many there are.
  public func contains(_ word: String) -> Bool {
    let length = Normalization.letterCount(word)
    var (low, high) = (0, answers.count)
    while low < high {
      let middle = (low + high) / 2
      let other = answers[middle]
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
    case startWord, minimumLength, answers, bonus
  }

  /// A solution as encoded; one without `bonus` has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      startWord: try container.decode(String.self, forKey: .startWord),
      minimumLength: try container.decode(Int.self, forKey: .minimumLength),
      answers: try container.decode([String].self, forKey: .answers),
      bonus: try container.decodeIfPresent([String].self, forKey: .bonus) ?? [])
  }
}
