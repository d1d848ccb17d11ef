/// A round in progress as `wordgame` saves it: enough to resume it exactly.
///
/// Version 2 adds the round's answers and the hint in progress, so a saved
/// round resumes (or is given up) without solving it again; version 1 files,
/// without them, still load. Later fields of version 2 (the bonus words, the
/// answers tried, and the options the round was started with) are optional:
/// files without them still load.
package struct SavedRound: Codable, Equatable, Sendable {
  /// The file format's version; a file with a newer one is not read.
  package static let currentVersion = 2

  /// The format version of this value.
  package var version = SavedRound.currentVersion
  /// The start word.
  package var startWord: String
  /// The dictionary as the player named it (`en_US`, or a path).
  package var dictionary: String
  /// The fewest letters an answer may have.
  package var minimumLength: Int
  /// The accepted words, oldest first.
  package var words: [String]
  /// The score when saved (points less hints).
  package var score: Int
  /// Hints asked for.
  package var hintsUsed: Int
  /// The `--seed` the game was started with, if any.
  package var seed: UInt64?
  /// The random generator's state, so shuffles and hints go on as they would have.
  package var generatorState: UInt64
  /// Every answer of the round (nil in version 1 files).
  package var answers: [String]?
  /// The hint in progress, if any.
  package var hint: HintProgress?
  /// The round's bonus words (nil: none, as in files saved before tiers).
  package var bonus: [String]?
  /// How many answers were judged, accepted or not.
  package var attempts: Int?
  /// The options the round was started with, to resume it only under the same.
  package var options: Options?
  /// The seconds left of a timed round (`--time`) when saved.
  package var timeLeft: Double?

  /// The options of `play` a saved round is resumed under only when they match.
  package struct Options: Codable, Equatable, Sendable {
    /// `--difficulty`, if given.
    package var difficulty: String?
    /// `--roots FILE`, if given.
    package var roots: String?
    /// `--required FILE`, if given.
    package var required: String?
    /// `--block FILE`, if given.
    package var block: String?
    /// `--exact-letters`, if given.
    package var exactLetters: Bool?
    /// The daily puzzle's date (`2026-12-01`), for a daily round.
    package var daily: String?
    /// `--time`: a timed round's length in seconds.
    package var time: Int?

    /// Options from their parts.
    package init(
      difficulty: String? = nil, roots: String? = nil, required: String? = nil,
      block: String? = nil, exactLetters: Bool? = nil, daily: String? = nil, time: Int? = nil
    ) {
      self.time = time
      self.daily = daily
      self.exactLetters = exactLetters
      self.difficulty = difficulty
      self.roots = roots
      self.required = required
      self.block = block
    }
  }

  /// A saved round from its parts.
  package init(
    startWord: String, dictionary: String, minimumLength: Int, words: [String], score: Int,
    hintsUsed: Int, seed: UInt64?, generatorState: UInt64, answers: [String]? = nil,
    hint: HintProgress? = nil
  ) {
    self.startWord = startWord
    self.dictionary = dictionary
    self.minimumLength = minimumLength
    self.words = words
    self.score = score
    self.hintsUsed = hintsUsed
    self.seed = seed
    self.generatorState = generatorState
    self.answers = answers
    self.hint = hint
  }

  /// `game` as saved, with the dictionary's name, the seed, the generator's
  /// state, the options it was started with and the seconds left of a timed round.
  package init(
    game: Game, dictionary: String, seed: UInt64?, generatorState: UInt64,
    options: Options? = nil, timeLeft: Double? = nil
  ) {
    self.init(
      startWord: game.round.startWord ?? "", dictionary: dictionary,
      minimumLength: game.round.minimumLength, words: game.round.usedWords.reversed(),
      score: game.score, hintsUsed: game.hintsUsed, seed: seed, generatorState: generatorState,
      answers: game.solution.answers, hint: game.hint)
    self.bonus = game.solution.bonus
    self.attempts = game.attempts
    self.options = options
    self.timeLeft = timeLeft
  }

  /// The most of anything a real round has: words, hints, answers tried.
  static let limit = 1_000_000
  /// The longest timed round, in seconds: a day.
  package static let longestTime = 86_400

  /// Whether every value is one a round can have (a file with others is
  /// damaged, or from a newer release): so no arithmetic on it can overflow.
  package var isValid: Bool {
    let words = [startWord] + words + (answers ?? []) + (bonus ?? [])
    return (1...Self.currentVersion).contains(version)
      && (1...100).contains(minimumLength)
      && (0...Self.limit).contains(hintsUsed)
      && (-Self.limit...Self.limit).contains(score)
      && (0...Self.limit).contains(attempts ?? 0)
      && words.count <= Self.limit
      && words.allSatisfy { $0.utf8.count <= 1000 }
      && hint.map { (0...1000).contains($0.shownLetters) && $0.word.utf8.count <= 1000 } ?? true
      && (options?.daily).map { CalendarDate($0) != nil } ?? true
      && (options?.time).map { (1...Self.longestTime).contains($0) } ?? true
      && timeLeft.map { (0...Double(options?.time ?? 0)).contains($0) } ?? true
  }

  /// Whether anything was played in the round: an answer tried or a hint.
  package var isPlayed: Bool { !words.isEmpty || hintsUsed > 0 || (attempts ?? 0) > 0 }

  /// The saved game with `dictionary` and `tiers`, its words restored as they
  /// were accepted; nil for a version 1 file, whose answers must be solved again.
  package func game(
    dictionary: any SpellChecker, tiers: WordTiers, rules: [AnswerRule] = []
  ) -> Game? {
    guard let answers else { return nil }
    let round = Round(
      startWord: startWord, minimumLength: minimumLength, dictionary: dictionary, tiers: tiers,
      rules: rules, acceptedWords: words)
    let solution = Solution(
      startWord: startWord, minimumLength: minimumLength, answers: answers, bonus: bonus ?? [])
    return Game(
      round: round, solution: solution, hintsUsed: hintsUsed, hint: hint, attempts: attempts ?? 0)
  }
}
