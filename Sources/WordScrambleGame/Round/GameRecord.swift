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
      /// How the player typed the accepted words whose form differs from
      /// their word (`prouvé` for `prouve`, where letters fold), by word;
      /// nil when none does (and in records saved before they were kept).
      /// A restore keeps only the forms the dictionary takes of their word.
      public var spellings: [String: String]?

      /// A round's record from its parts.
      public init(
        startWord: String?, minimumLength: Int, words: [String],
        spellings: [String: String]? = nil
      ) {
        self.startWord = startWord
        self.minimumLength = minimumLength
        self.words = words
        self.spellings = spellings
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

    /// A record as saved. Nothing is checked here: a game comes of it only
    /// through a checked restore (``game(solver:)``, ``Game/init(from:)``).
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

    /// The game again in the language of `solver` (a language's
    /// `GameLanguage.solver()`, with its word list), checked: its answers
    /// are derived again, never read, and every value is checked against
    /// the round (see ``RestoreError``: the language it was played in, its
    /// custom rules, counts, words found, answers, the hint, the rank).
    public func game(solver: Solver) throws(RestoreError) -> Game {
      try restored(solver: solver)
    }

    /// The game again with the dictionary, tiers and rules it was played
    /// with, checked as ``game(solver:)`` checks it; its answers are derived
    /// by checking arrangements of the start word's letters with
    /// `dictionary` (a start word past ``Solver/bruteForceLimit``
    /// arrangements throws ``RestoreError/unsolvable(_:)``: use
    /// ``game(solver:)`` with the language's solver).
    public func game(
      dictionary: any SpellChecker, tiers: WordTiers, rules: [AnswerRule] = []
    ) throws(RestoreError) -> Game {
      try restored(solver: Solver(dictionary: dictionary, lexicon: nil, tiers: tiers, rules: rules))
    }

    /// The game of this record as it is, nothing checked (its words restored
    /// as accepted, its solution, or `solution`, taken as given): for a
    /// record checked already, or one only counted (an abandoned round).
    package func uncheckedGame(
      solution: Solution? = nil, dictionary: any SpellChecker, tiers: WordTiers,
      rules: [AnswerRule] = []
    ) -> Game {
      var restored = WordScrambleGame.Round(
        startWord: round.startWord, minimumLength: round.minimumLength, dictionary: dictionary,
        tiers: tiers, rules: rules, acceptedWords: round.words)
      // Shown as typed again (`prouvé`, not the solution's `prouve`), where
      // the dictionary takes the form.
      for (key, spelled) in round.spellings ?? [:] { restored.keepSpelling(spelled, of: key) }
      // Spelled by the dictionary restored with (a save need not hold spellings).
      let given = solution ?? self.solution
      let spelled =
        dictionary.letterRules.isExact
        ? given : given.spelled { dictionary.dictionarySpelling(of: $0) }
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
        words: round.usedWords.reversed(),
        spellings: round.typedForms),
      solution: solution, hintsUsed: hintsUsed, hint: hint, attempts: attempts,
      language: round.dictionary.dictionaryName,
      customRules: round.rules.customRules.map(\.rejection.code), rankReached: rank)
  }

  /// Saves the game's ``record``.
  public func encode(to encoder: any Encoder) throws {
    try record.encode(to: encoder)
  }

  /// A saved game: its record, restored in the language the decoder's
  /// `userInfo` hands in (`GameLanguage.restoringInfo`; see
  /// ``Game/Record/game(solver:)``). Whatever is wrong with the save, a value
  /// missing or of the wrong type included, throws ``RestoreError``.
  public init(from decoder: any Decoder) throws {
    let record: Record
    do {
      record = try Record(from: decoder)
    } catch let error as DecodingError {
      throw RestoreError.unreadable(error.keyPath)
    }
    self = try record.restored(solver: RestoringContext(decoder.userInfo).solver)
  }
}

extension DecodingError {
  /// The keys to the value that could not be decoded (`round.words.0`).
  var keyPath: String {
    let (path, key): ([any CodingKey], (any CodingKey)?) =
      switch self {
      case .keyNotFound(let key, let context): (context.codingPath, key)
      case .typeMismatch(_, let context), .valueNotFound(_, let context),
        .dataCorrupted(let context):
        (context.codingPath, nil)
      @unknown default: ([], nil)
      }
    let keys = (path + [key].compactMap { $0 }).map {
      $0.intValue.map(String.init) ?? $0.stringValue
    }
    return keys.isEmpty ? "." : keys.joined(separator: ".")
  }
}
