/// A play session: the rounds a player plays one after another, with their
/// rules besides the judging: where the next start word comes from, hints
/// and shuffles on the session's seeded generator, a round's end and the
/// next round, a daily puzzle's one round and how it ends or pauses, a
/// timed round's time, and what each ended round counts for in the
/// statistics. `wordgame play` is this session with text, a terminal and a
/// state folder around it; an app puts its own view around the same.
///
/// ```swift
/// var session = try GameSession(
///   source: .init(startWords: try language.startWords()), solver: language.solver(),
///   identity: .init(dictionary: language.name, seed: 42))
/// if let submission = session.submit("silk"), submission.completesRound {
///   let close = session.closeRound(finished: true)
///   statistics.record(close.outcomes)
/// }
/// ```
///
/// The session does no I/O: it reads no clock (a timed round's time left is
/// given to it, ``timeLeft``), and it saves nothing (``hasUnsavedChanges``
/// says when the game is worth saving again).
public struct GameSession: Sendable {
  /// Where a session's start words come from.
  public struct Source: Sendable {
    /// The list to draw from (after ``fixedRoot``, if any).
    public var startWords: StartWords?
    /// Why there is no list to draw from, when the language has none (a
    /// required list without a word of 8 letters and 20 answers).
    public var noStartWords: GameLanguageError?
    /// The start word of the first round, as a key.
    public var fixedRoot: String?
    /// The difficulty start words are drawn at, if any.
    public var difficulty: Difficulty?
    /// How many required answers a drawn word needs.
    public var minimumAnswers: Int
    /// The daily puzzle: the session is its one round, whose result is kept
    /// once it is played to its end.
    public var puzzle: DailyPuzzle?

    /// The daily puzzle's date.
    public var daily: CalendarDate? { puzzle?.date }

    /// A source from its parts: by default, draws from nothing (a session
    /// of one round, on ``fixedRoot``).
    public init(
      startWords: StartWords? = nil, noStartWords: GameLanguageError? = nil,
      fixedRoot: String? = nil, difficulty: Difficulty? = nil,
      minimumAnswers: Int = StartWords.minimumAnswers, puzzle: DailyPuzzle? = nil
    ) {
      self.startWords = startWords
      self.noStartWords = noStartWords
      self.fixedRoot = fixedRoot
      self.difficulty = difficulty
      self.minimumAnswers = minimumAnswers
      self.puzzle = puzzle
    }

    /// The source of a daily puzzle's one round.
    public init(puzzle: DailyPuzzle) {
      self.init(fixedRoot: puzzle.startWordKey, puzzle: puzzle)
    }
  }

  /// What names the session's rounds: the dictionary as the player named
  /// it, the seed, and the options its rounds were started with.
  public struct Identity: Sendable, Equatable {
    /// The dictionary as named (`en_US`, or a path).
    public var dictionary: String
    /// The seed of the session's generator; nil: a random one.
    public var seed: UInt64?
    /// The options of `wordgame play` a saved round resumes under.
    package var options: SavedRound.Options

    /// A timed round's length in seconds, or nil.
    public var timeLimit: Int? { options.time }
    /// A required list decides the rounds' answers.
    public var hasRequiredList: Bool { options.required != nil }

    /// An identity from the dictionary's name, a seed and the rounds' time limit.
    public init(dictionary: String, seed: UInt64? = nil, timeLimit: Int? = nil) {
      self.init(dictionary: dictionary, seed: seed, options: .init(time: timeLimit))
    }

    /// An identity with the options of `wordgame play`.
    package init(dictionary: String, seed: UInt64? = nil, options: SavedRound.Options) {
      self.dictionary = dictionary
      self.seed = seed
      self.options = options
    }
  }

  /// The round being played, with its solution.
  public private(set) var game: Game
  /// The challenge of the rounds (``roundChallenge``): a friend's, played as
  /// the session's one round where ``playsChallenge``, or one whose start
  /// word, length and answers each round fills in.
  public var challenge: Challenge?
  /// The session plays ``challenge`` as its one round (`--challenge`).
  public var playsChallenge = false
  /// The seeded generator of draws, shuffles and hints.
  public private(set) var generator: SeededGenerator
  /// Where start words come from.
  public let source: Source
  /// The solver rounds are solved with.
  public let solver: Solver
  /// What names the session's rounds.
  public let identity: Identity
  /// The seconds left of a timed round when last told (the player's clock
  /// tells it, before each step); nil for an untimed session.
  public var timeLeft: Double?
  /// Grows when a round begins, so a clock starts its countdown.
  public private(set) var roundsBegun = 1
  /// A timed round's time ran out and the next round begins when asked
  /// (``beginNextRound()``).
  public internal(set) var isBetweenRounds = false
  /// The words of the round before this one (its start word, answers and
  /// bonus words): words that may be defined now that their round is over.
  public internal(set) var previousWords: Set<String> = []
  /// The round's id, new with each round begun: a saved round and the
  /// statistics know a round by it.
  public private(set) var roundID = SavedRound.newID()
  /// The daily puzzle's end asked for (`:quit` or `:reveal`), while the
  /// question whether to end it for good waits for its answer.
  public internal(set) var endAsked: EndRequest?
  /// Grows whenever there is something new to save.
  private var revision = 0
  private var savedRevision = -1

  /// A session on a new game: the fixed start word, or one drawn from
  /// `source`; throws when the start word has no answer, or no start word
  /// drawn has one.
  public init(source: Source, solver: Solver, minimumLength: Int = 3, identity: Identity)
    throws(NoGame)
  {
    self.source = source
    self.solver = solver
    self.identity = identity
    self.generator = SeededGenerator(seed: identity.seed ?? UInt64.random(in: .min ... .max))
    if let root = source.fixedRoot {
      game = solver.game(startWord: root, minimumLength: minimumLength)
      guard game.solution.count > 0 else {
        throw NoGame(
          startWord: game.round.startWordSpelling ?? root, minimumLength: minimumLength,
          requiredList: identity.hasRequiredList)
      }
    } else {
      self.game = Game(
        round: Round(startWord: "", dictionary: solver.dictionary),
        solution: Solution(startWord: "", minimumLength: minimumLength, answers: []))
      guard let game = drawGame(minimumLength: minimumLength) else {
        throw NoGame(minimumLength: minimumLength, requiredList: identity.hasRequiredList)
      }
      self.game = game
    }
    timeLeft = wholeTime
  }

  /// A session going on with `game`, a round restored (``GameLanguage/game(restoring:)``),
  /// its later rounds drawn from `source`.
  public init(resuming game: Game, source: Source, solver: Solver, identity: Identity) {
    self.source = source
    self.solver = solver
    self.identity = identity
    self.generator = SeededGenerator(seed: identity.seed ?? UInt64.random(in: .min ... .max))
    self.game = game
    timeLeft = wholeTime
  }

  /// Resumes a saved round where it was, its generator included, checked
  /// and its answers derived again (``SavedRound/problem(in:)`` said it
  /// can be); one that cannot is solved again and its words judged again.
  package init(resuming saved: SavedRound, source: Source, solver: Solver) {
    self.source = source
    self.solver = solver
    self.identity = Identity(
      dictionary: saved.dictionary, seed: saved.seed, options: saved.options ?? .init())
    self.generator = SeededGenerator(seed: saved.generatorState)
    self.roundID = saved.id ?? SavedRound.newID()
    if let game = try? saved.game(solver: solver) {
      self.game = game
    } else {
      var game = solver.game(startWord: saved.startWord, minimumLength: saved.minimumLength)
      for word in saved.words { game.submit(word) }
      self.game = Game(round: game.round, solution: game.solution, hintsUsed: saved.hintsUsed)
    }
    timeLeft = saved.timeLeft ?? wholeTime
  }

  /// A timed round's whole length in seconds; nil for an untimed session.
  public var wholeTime: Double? { identity.timeLimit.map(Double.init) }

  /// The round's start word, answers and bonus words: once it is over, any
  /// may be defined.
  public var roundWords: Set<String> {
    Set(
      game.solution.answerKeys + game.solution.bonusKeys + [game.round.startWord].compactMap { $0 })
  }

  /// Judges `answer` in the round (nil for a blank line): the verdict with
  /// what it changed.
  public mutating func submit(_ answer: String) -> Submission? {
    let rankBefore = game.rank
    return settle(game.submit(answer), rankBefore: rankBefore)
  }

  /// Judges a decoded input line; `typed`, the line as typed.
  package mutating func submit(_ line: InputLine, typed: String? = nil) -> Submission? {
    let rankBefore = game.rank
    return settle(game.submit(line, typed: typed), rankBefore: rankBefore)
  }

  /// The submission of `verdict`, given the rank before it.
  private mutating func settle(_ verdict: Verdict?, rankBefore: Rank) -> Submission? {
    guard let verdict else { return nil }
    revision += 1
    var submission = Submission(verdict: verdict)
    guard case .accepted(let word, _) = verdict else { return submission }
    submission.spelling = game.round.spelling(of: word)
    submission.isBonus = !game.isRequired(word)
    submission.usesEveryLetter = Scoring.usesEveryLetter(word, startWord: game.round.startWord)
    if game.rank != rankBefore { submission.rankChange = .init(from: rankBefore, to: game.rank) }
    submission.completesRound = game.isComplete
    if game.wordsFound == 1, game.isRequired(word), let puzzle = source.puzzle {
      submission.countedDay = puzzle.countedDay(of: game)
      submission.countedDictionary = submission.countedDay.map { _ in puzzle.dictionary }
    }
    return submission
  }

  /// The next hint (``Game/nextHint(using:)``) on the session's generator;
  /// nil once every word is found.
  public mutating func hint() -> Game.Hint? {
    guard let hint = game.nextHint(using: &generator) else { return nil }
    revision += 1
    return hint
  }

  /// The start word's tiles in a new order, on the session's generator.
  public mutating func shuffledTiles() -> [String] {
    game.round.shuffledTiles(using: &generator)
  }

  /// Notes a change worth saving that is none of the game's (the time left
  /// of a round paused).
  public mutating func noteChange() { revision += 1 }

  /// Whether the session changed since it was last saved: an app saves
  /// ``game`` (``StateStore/saveGame(_:id:)`` with ``roundID``), then says so
  /// with ``markSaved()``.
  public var hasUnsavedChanges: Bool { revision != savedRevision }

  /// Notes that the session as it is now has been saved.
  public mutating func markSaved() { savedRevision = revision }

  /// The round as `wordgame` saves it, when it changed since it was last saved.
  package mutating func checkpoint() -> SavedRound? {
    guard hasUnsavedChanges else { return nil }
    markSaved()
    return SavedRound(
      game: game, dictionary: identity.dictionary, seed: identity.seed,
      generatorState: generator.state, options: identity.options, timeLeft: timeLeft,
      id: roundID)
  }

  /// Begins a round on a newly drawn start word (with the whole time of a
  /// timed session); false when none can be drawn.
  public mutating func advance() -> Bool {
    guard let next = drawGame(minimumLength: game.round.minimumLength) else { return false }
    previousWords = roundWords
    game = next
    roundID = SavedRound.newID()
    revision += 1
    roundsBegun += 1
    timeLeft = wholeTime
    return true
  }

  /// A game on a start word drawn from the list, or nil when there is no
  /// list or none drawn has a required answer.
  private mutating func drawGame(minimumLength: Int) -> Game? {
    guard let startWords = source.startWords else { return nil }
    return startWords.drawGame(
      solver: solver, minimumLength: minimumLength, difficulty: source.difficulty,
      minimumAnswers: source.minimumAnswers, using: &generator)
  }

  /// Why no next round can begin: the language has no start words to draw,
  /// or none drawn has an answer.
  public var noNextRound: NoGame {
    NoGame(
      minimumLength: game.round.minimumLength, requiredList: identity.hasRequiredList,
      noStartWords: source.noStartWords)
  }
}
