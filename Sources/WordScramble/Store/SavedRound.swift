/// A round in progress as `wordgame` saves it (round.json): the game's own
/// encoding (``Game/Record``) inside an envelope with what only the command
/// line needs to resume it: the dictionary as named, the seed and generator,
/// the options it was started with, a timed round's time left.
///
/// Version 3 files nest the record as `game`. Version 2 files (the record's
/// fields flat beside the envelope's) and version 1 files (no answers: the
/// round is solved again) still load; every save writes version 3.
package struct SavedRound: Codable, Equatable, Sendable {
  /// The file format's version; a file with a newer one is not read.
  package static let currentVersion = 3

  /// The format version: ``currentVersion``, or the unknown one of a file
  /// from a newer release (which ``isValid`` refuses).
  package var version = SavedRound.currentVersion
  /// The game, as the library encodes it.
  package var record: Game.Record
  /// Whether the record holds the round's answers (false for a version 1 file).
  package var isSolved = true
  /// The dictionary as the player named it (`en_US`, or a path).
  package var dictionary: String
  /// The score when saved (points less hints).
  package var score: Int
  /// The `--seed` the game was started with, if any.
  package var seed: UInt64?
  /// The random generator's state, so shuffles and hints go on as they would have.
  package var generatorState: UInt64
  /// The options the round was started with, to resume it only under the same.
  package var options: Options?
  /// The seconds left of a timed round (`--time`) when saved.
  package var timeLeft: Double?
  /// The round's own id (random, 16 hex digits): a game removes a saved round
  /// only if it is its own, and the statistics count a round once.
  package var id: String?

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
    /// `--personal FILE`, if given.
    package var personal: String?
    /// `--exact-letters`, if given.
    package var exactLetters: Bool?
    /// The daily puzzle's date (`2026-12-01`), for a daily round.
    package var daily: String?
    /// `--time`: a timed round's length in seconds.
    package var time: Int?
    /// `--allow-vulgar`, if given.
    package var allowVulgar: Bool?
    /// The texts of the list files given (`--roots`, `--required`, `--block`,
    /// `--personal`) as read when the round started, by path: a resumed round
    /// reads them here, not from the paths (a pipe is read once; a file may
    /// be gone). Nil when they were over ``SavedRound/listsLimit``.
    package var lists: [String: String]?
    /// The lists over ``SavedRound/listsLimit``, kept in the state folder
    /// (``StateStore/keepList(_:)``): the SHA-256 of each one's text, by path.
    package var copies: [String: String]?

    /// Options from their parts.
    package init(
      difficulty: String? = nil, roots: String? = nil, required: String? = nil,
      block: String? = nil, personal: String? = nil, exactLetters: Bool? = nil,
      daily: String? = nil, time: Int? = nil, allowVulgar: Bool? = nil
    ) {
      self.allowVulgar = allowVulgar
      self.personal = personal
      self.time = time
      self.daily = daily
      self.exactLetters = exactLetters
      self.difficulty = difficulty
      self.roots = roots
      self.required = required
      self.block = block
    }
  }

  /// A saved round from its parts (`answers` nil: a version 1 round, to solve again).
  package init(
    startWord: String, dictionary: String, minimumLength: Int, words: [String], score: Int,
    hintsUsed: Int, seed: UInt64?, generatorState: UInt64, answers: [String]? = nil,
    hint: HintProgress? = nil, bonus: [String]? = nil, attempts: Int? = nil
  ) {
    self.record = Game.Record(
      round: .init(startWord: startWord, minimumLength: minimumLength, words: words),
      solution: Solution(
        startWord: startWord, minimumLength: minimumLength, answers: answers ?? [],
        bonus: bonus ?? []),
      hintsUsed: hintsUsed, hint: hint, attempts: attempts ?? 0)
    self.isSolved = answers != nil
    self.dictionary = dictionary
    self.score = score
    self.seed = seed
    self.generatorState = generatorState
  }

  /// `game` as saved, with the dictionary's name, the seed, the generator's
  /// state, the options it was started with and the seconds left of a timed round.
  package init(
    game: Game, dictionary: String, seed: UInt64?, generatorState: UInt64,
    options: Options? = nil, timeLeft: Double? = nil, id: String? = nil
  ) {
    self.id = id
    self.record = game.record
    self.dictionary = dictionary
    self.score = game.score
    self.seed = seed
    self.generatorState = generatorState
    self.options = options
    self.timeLeft = timeLeft
  }

  /// A new round id: 16 hex digits from the system's random source (never
  /// the game's seeded generator: two games of one seed are two rounds).
  package static func newID() -> String {
    let hex = String(UInt64.random(in: .min ... .max), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The start word.
  package var startWord: String { record.round.startWord ?? "" }
  /// The fewest letters an answer may have.
  package var minimumLength: Int { record.round.minimumLength }
  /// The accepted words, oldest first.
  package var words: [String] { record.round.words }
  /// Hints asked for.
  package var hintsUsed: Int { record.hintsUsed }
  /// Every answer of the round (nil in version 1 files).
  package var answers: [String]? { isSolved ? record.solution.answerKeys : nil }
  /// The hint in progress, if any.
  package var hint: HintProgress? { record.hint }
  /// The round's bonus words.
  package var bonus: [String]? { isSolved ? record.solution.bonusKeys : nil }
  /// How many answers were judged, accepted or not.
  package var attempts: Int? { record.attempts }

  /// The most of anything a real round has: words, hints, answers tried.
  static let limit = Game.Record.limit
  /// The most bytes of list texts a round keeps (``Options/lists``): 2 MiB,
  /// which, escaped, stays within the state files' limit.
  package static let listsLimit = 2 << 20
  /// The longest timed round, in seconds: a day.
  package static let longestTime = 86_400

  /// Whether every value is one a round can have (a file with others is
  /// damaged, or from a newer release): so no arithmetic on it can overflow.
  package var isValid: Bool {
    let words = [startWord] + words + (answers ?? []) + (bonus ?? [])
    return (1...Self.currentVersion).contains(version)
      && (id.map { $0.utf8.count <= 64 } ?? true)
      && (1...100).contains(minimumLength)
      && (0...Self.limit).contains(hintsUsed)
      && (-Self.limit...Self.limit).contains(score)
      && (0...Self.limit).contains(attempts ?? 0)
      && words.count <= Self.limit
      && words.allSatisfy { $0.utf8.count <= 1000 && WordShape.isLettersOnly($0) }
      && hint.map {
        (0...1000).contains($0.shownLetters) && $0.word.utf8.count <= 1000
          && WordShape.isLettersOnly($0.word)
      } ?? true
      && (options?.daily).map { CalendarDate($0) != nil } ?? true
      && (options?.time).map { (1...Self.longestTime).contains($0) } ?? true
      && timeLeft.map { (0...Double(options?.time ?? 0)).contains($0) } ?? true
      && (options?.lists).map { lists in
        lists.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count } <= Self.listsLimit
      } ?? true
      // Four lists at most, each named by a hash: never a path out of the folder.
      && (options?.copies).map { copies in
        copies.count <= 4
          && copies.allSatisfy { $0.key.utf8.count <= 4096 && SHA256.isHex($0.value) }
      } ?? true
  }

  /// Why the round cannot be restored in `language`, or nil when it can:
  /// the checks of every restore (``Game/Record/game(solver:)``), its
  /// answers derived again (a version 1 file's, which has none, too).
  package func problem(in language: GameLanguage) -> RestoreError? {
    do throws(RestoreError) {
      _ = try game(solver: language.solver())
      return nil
    } catch {
      return error
    }
  }

  /// Whether anything was played in the round: an answer tried or a hint.
  package var isPlayed: Bool { !words.isEmpty || hintsUsed > 0 || (attempts ?? 0) > 0 }

  /// The saved game in the language of `solver`, checked and its answers
  /// derived again. A record saved before it named its language is taken
  /// as the language's: the envelope names the dictionary the game opened.
  package func game(solver: Solver) throws(RestoreError) -> Game {
    var record = record
    if record.language == nil { record.language = solver.dictionary.dictionaryName }
    return try record.game(solver: solver)
  }

  /// The saved game with `dictionary` and `tiers`, nothing checked, its
  /// words restored as they were accepted: for a round only counted when it
  /// is given up. Nil for a version 1 file, which has no answers.
  package func uncheckedGame(dictionary: any SpellChecker, tiers: WordTiers) -> Game? {
    isSolved ? record.uncheckedGame(dictionary: dictionary, tiers: tiers) : nil
  }
}
