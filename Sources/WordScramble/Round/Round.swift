/// One round of Word Scramble: a start word, the words accepted so far and the score.
///
/// ```swift
/// var round = Round(startWord: "silkworm", dictionary: dictionary)
/// round.submit("silk")   // .accepted(word: "silk", points: 4)
/// round.submit("silk")   // .rejected(word: "silk", error: .usedAlready)
/// ```
///
/// Without a start word a round checks a plain word list: length, duplicates and
/// the dictionary only.
public struct Round: Sendable {
  /// The (normalized) start word, or `nil` when checking a plain word list.
  public let startWord: String?
  /// The fewest letters an answer may have.
  public let minimumLength: Int
  /// The dictionary that decides whether a word is real.
  public let dictionary: any SpellChecker

  private let letters: LetterCounts?
  private var used: Set<String> = []
  /// The accepted words in order; `nil` once ``discardWordOrder()`` has run.
  private var found: [String]? = []
  /// The points scored so far: one for each letter of each accepted word.
  public private(set) var score = 0

  /// Starts a round.
  /// - Parameters:
  ///   - startWord: the word to make words from; it is normalized like an answer.
  ///     `nil` checks a plain word list instead.
  ///   - minimumLength: the fewest letters an answer may have (at least 1).
  ///   - dictionary: decides whether a word is real.
  public init(startWord: String?, minimumLength: Int = 3, dictionary: any SpellChecker) {
    let root = startWord.map(Normalization.answer)
    self.startWord = root
    self.minimumLength = max(1, minimumLength)
    self.dictionary = dictionary
    self.letters = root.map(LetterCounts.init)
  }

  /// The accepted words, newest first (in no particular order after
  /// ``discardWordOrder()``).
  public var usedWords: [String] { found?.reversed() ?? Array(used) }

  /// Stops keeping the order in which words were accepted, which ``usedWords``
  /// shows: a batch check of millions of distinct words then holds each word
  /// once (in the set that decides "used already"), not twice.
  public mutating func discardWordOrder() {
    found = nil
  }

  /// The start word's letters in a random order (empty without a start word).
  public func shuffledLetters(using generator: inout some RandomNumberGenerator) -> [Character] {
    Array(startWord ?? "").shuffled(using: &generator)
  }

  /// Whether `word` has not been accepted earlier in this round.
  public func isOriginal(word: String) -> Bool {
    Validators.isOriginal(word: word, usedWords: used)
  }

  /// Whether `word` can be spelled from the start word's letters (always true
  /// without a start word).
  public func isPossible(word: String) -> Bool {
    guard let letters else { return true }
    return Validators.isPossible(word: word, letters: letters)
  }

  /// Whether `word` is made of letters and the dictionary accepts it.
  public func isReal(word: String) -> Bool {
    Validators.isReal(word: word, dictionary: dictionary)
  }

  /// Judges `answer` without changing the round.
  ///
  /// The answer is normalized first (see ``Normalization/answer(_:)``). An empty
  /// answer gets no verdict (`nil`). Otherwise the first failing check decides:
  /// too short, the start word, used already, not possible, not recognized.
  public func judge(_ answer: String) -> Verdict? {
    judge(normalized: Normalization.answer(answer))
  }

  /// Judges an already normalized word.
  func judge(normalized word: String) -> Verdict? {
    guard !word.isEmpty else { return nil }
    return settled(prejudge(normalized: word, dictionary: dictionary))
  }

  /// What can be decided about a normalized word without the used words: a
  /// rejection, or the dictionary's verdict on a word that passes the other checks.
  public enum Prejudgement: Sendable, Equatable {
    /// Rejected whatever was used before.
    case rejected(word: String, error: WordError)
    /// Too long, not the start word, possible: "used already" or the dictionary decides.
    case candidate(word: String, points: Int, isReal: Bool)
  }

  /// Runs every check but "used already" on a non-empty normalized word, with
  /// `dictionary` (which may be another handle on the same dictionary, so that
  /// several threads can prejudge at once).
  ///
  /// Checking "not possible" before "used already" gives the same verdict as the
  /// rules' order: every used word is possible, so an impossible word is never used.
  public func prejudge(normalized word: String, dictionary: any SpellChecker) -> Prejudgement {
    let length = Normalization.letterCount(word)
    if length < minimumLength {
      return .rejected(word: word, error: .tooShort(minimum: minimumLength))
    }
    if let startWord, word == startWord {
      return .rejected(word: word, error: .startWord(startWord))
    }
    if let startWord, !isPossible(word: word) {
      return .rejected(word: word, error: .notPossible(startWord: startWord))
    }
    return .candidate(
      word: word, points: length, isReal: Validators.isReal(word: word, dictionary: dictionary))
  }

  /// The verdict on a prejudged word, in the rules' order (`used already` before
  /// `not recognized`); an accepted word joins the used words.
  public mutating func settle(_ prejudgement: Prejudgement) -> Verdict {
    record(settled(prejudgement))!
  }

  private func settled(_ prejudgement: Prejudgement) -> Verdict {
    switch prejudgement {
    case .rejected(let word, let error): return .rejected(word: word, error: error)
    case .candidate(let word, let points, let isReal):
      if !isOriginal(word: word) { return .rejected(word: word, error: .usedAlready) }
      if !isReal { return .rejected(word: word, error: .notRecognized) }
      return .accepted(word: word, points: points)
    }
  }

  /// Judges a decoded input line: an answer is submitted, an invalid line gets its
  /// rejection, a blank line no verdict.
  @discardableResult
  public mutating func submit(_ line: InputLine) -> Verdict? {
    switch line {
    case .blank: return nil
    case .invalid(let word, let error): return .rejected(word: word, error: error)
    case .answer(let word): return record(judge(normalized: word))
    }
  }

  /// Judges `answer` and, when it is accepted, adds it to the used words and
  /// its points to the score. Returns `nil` for an empty answer.
  @discardableResult
  public mutating func submit(_ answer: String) -> Verdict? {
    record(judge(answer))
  }

  private mutating func record(_ verdict: Verdict?) -> Verdict? {
    if case .accepted(let word, let points)? = verdict {
      used.insert(word)
      found?.append(word)
      score += points
    }
    return verdict
  }
}
