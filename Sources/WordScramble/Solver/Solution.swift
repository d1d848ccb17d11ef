/// Every answer a start word has: the size of the puzzle.
public struct Solution: Equatable, Sendable, Codable {
  /// The start word solved.
  public let startWord: String
  /// The fewest letters an answer has.
  public let minimumLength: Int
  /// Every accepted answer, sorted by length, then alphabetically.
  public let answers: [String]

  /// Sorts `answers` and keeps the rest.
  public init(startWord: String, minimumLength: Int, answers: some Sequence<String>) {
    self.startWord = startWord
    self.minimumLength = minimumLength
    self.answers = answers.map { (word: $0, length: Normalization.letterCount($0)) }
      .sorted { $0.length != $1.length ? $0.length < $1.length : $0.word < $1.word }
      .map(\.word)
  }

  /// How many answers there are.
  public var count: Int { answers.count }

  /// The points of all answers together: one a letter.
  public var points: Int { answers.reduce(0) { $0 + Normalization.letterCount($1) } }

  /// Whether `word` is one of the answers.
  public func contains(_ word: String) -> Bool { answers.contains(word) }
}
