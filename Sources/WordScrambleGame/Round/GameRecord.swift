extension Game {
  /// A game as it is saved, without its dictionary, tiers or rules: the
  /// library's own encoding of a ``Game`` (a `Game` encodes as its record),
  /// which a front end may keep inside a file of its own. Restore it with the
  /// language it was played in (``game(dictionary:tiers:rules:)``).
  public struct Record: Codable, Equatable, Sendable {
    /// The round: its start word, minimum length and accepted words.
    public struct Round: Codable, Equatable, Sendable {
      /// The normalized start word, or nil for a plain word list.
      public var startWord: String?
      /// The fewest letters an answer may have.
      public var minimumLength: Int
      /// The accepted words, oldest first.
      public var words: [String]

      /// A round's record from its parts.
      public init(startWord: String?, minimumLength: Int, words: [String]) {
        self.startWord = startWord
        self.minimumLength = minimumLength
        self.words = words
      }
    }

    /// The round played.
    public var round: Round
    /// Every answer of the start word.
    public var solution: Solution
    /// How many hints were asked for.
    public var hintsUsed: Int
    /// The hint in progress, if any.
    public var hint: HintProgress?
    /// How many answers were judged, accepted or not.
    public var attempts: Int
    /// The dictionary the game was played with (`en_US`, `de_DE`): a game
    /// restores only with the same (nil for a fake dictionary, and in records
    /// saved before it was kept).
    public var language: String?
    /// The codes of the custom rules the game was played with: a game
    /// restores only with each of them (nil in records saved before they were kept).
    public var customRules: [String]?
    /// The highest rank the round reached, kept when hints lower the score
    /// (nil in records saved before it was kept: the score's rank).
    public var rankReached: Rank?

    private enum CodingKeys: String, CodingKey {
      case round, solution, hintsUsed, hint, attempts, language, customRules, rankReached
    }

    /// A record decoded and checked: counts of hints and answers that are
    /// negative are damage (a negative count of hints would raise the score).
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      round = try container.decode(Round.self, forKey: .round)
      solution = try container.decode(Solution.self, forKey: .solution)
      hintsUsed = try container.decode(Int.self, forKey: .hintsUsed)
      hint = try container.decodeIfPresent(HintProgress.self, forKey: .hint)
      attempts = try container.decode(Int.self, forKey: .attempts)
      language = try container.decodeIfPresent(String.self, forKey: .language)
      customRules = try container.decodeIfPresent([String].self, forKey: .customRules)
      rankReached = try container.decodeIfPresent(Rank.self, forKey: .rankReached)
      for (key, value) in [(CodingKeys.hintsUsed, hintsUsed), (.attempts, attempts)] where value < 0
      {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "a count cannot be negative")
      }
    }

    /// A record from its parts.
    public init(
      round: Round, solution: Solution, hintsUsed: Int, hint: HintProgress?, attempts: Int,
      language: String? = nil, customRules: [String]? = nil, rankReached: Rank? = nil
    ) {
      self.rankReached = rankReached
      self.language = language
      self.customRules = customRules
      self.round = round
      self.solution = solution
      self.hintsUsed = hintsUsed
      self.hint = hint
      self.attempts = attempts
    }

    /// The game again with the dictionary, tiers and rules it was played
    /// with; its words are restored as they were accepted, not judged again.
    public func game(
      dictionary: any SpellChecker, tiers: WordTiers, rules: [AnswerRule] = []
    ) -> Game {
      let restored = WordScrambleGame.Round(
        startWord: round.startWord, minimumLength: round.minimumLength, dictionary: dictionary,
        tiers: tiers, rules: rules, acceptedWords: round.words)
      // Spelled by the dictionary restored with (a save need not hold spellings).
      let spelled =
        dictionary.letterRules.isExact
        ? solution : solution.spelled { dictionary.dictionarySpelling(of: $0) }
      return Game(
        round: restored, solution: spelled, hintsUsed: hintsUsed, hint: hint,
        attempts: attempts, rankReached: rankReached)
    }
  }

  /// This game's record, to save.
  public var record: Record {
    Record(
      round: Record.Round(
        startWord: round.startWord, minimumLength: round.minimumLength,
        words: round.usedWords.reversed()),
      solution: solution, hintsUsed: hintsUsed, hint: hint, attempts: attempts,
      language: round.dictionary.dictionaryName,
      customRules: round.rules.customRules.map(\.rejection.code), rankReached: rank)
  }

  /// Saves the game's ``record``.
  public func encode(to encoder: any Encoder) throws {
    try record.encode(to: encoder)
  }

  /// A saved game: its record, with the dictionary, tiers and rules from the
  /// decoder's `userInfo` (see ``Round/init(from:)``; without them decoding
  /// throws ``RestoreError``). The record is checked first: a game of other
  /// letters, one played with a custom rule the restore lacks, or one with
  /// values no game has (counts out of range, words of other letters or not
  /// spelled from the start word, fake words found) throws ``RestoreError``.
  public init(from decoder: any Decoder) throws {
    let record = try Record(from: decoder)
    let context = try RestoringContext(decoder.userInfo)
    if let problem = record.problem(dictionary: context.dictionary, rules: context.rules) {
      throw problem
    }
    self = record.game(dictionary: context.dictionary, tiers: context.tiers, rules: context.rules)
  }
}
