/// A round in progress as it is saved: enough to resume it exactly.
public struct SavedRound: Codable, Equatable, Sendable {
  /// The file format's version; a file with a newer one is not read.
  public static let currentVersion = 1

  /// The format version of this value.
  public var version = SavedRound.currentVersion
  /// The start word.
  public var startWord: String
  /// The dictionary as the player named it (`en_US`, or a path).
  public var dictionary: String
  /// The fewest letters an answer may have.
  public var minimumLength: Int
  /// The accepted words, oldest first.
  public var words: [String]
  /// The score when saved (points less hints).
  public var score: Int
  /// Hints asked for.
  public var hintsUsed: Int
  /// The `--seed` the game was started with, if any.
  public var seed: UInt64?
  /// The random generator's state, so shuffles and hints go on as they would have.
  public var generatorState: UInt64

  /// A saved round from its parts.
  public init(
    startWord: String, dictionary: String, minimumLength: Int, words: [String], score: Int,
    hintsUsed: Int, seed: UInt64?, generatorState: UInt64
  ) {
    self.startWord = startWord
    self.dictionary = dictionary
    self.minimumLength = minimumLength
    self.words = words
    self.score = score
    self.hintsUsed = hintsUsed
    self.seed = seed
    self.generatorState = generatorState
  }
}

/// The player's history across rounds.
public struct Statistics: Codable, Equatable, Sendable {
  /// The file format's version; a file with a newer one is not read.
  public static let currentVersion = 1

  /// The format version of this value.
  public var version = Statistics.currentVersion
  /// Rounds finished or abandoned.
  public var roundsPlayed = 0
  /// Rounds ended with `:quit`, `:reveal` or the end of input.
  public var roundsFinished = 0
  /// Rounds given up with `:new` or `play --new`.
  public var roundsAbandoned = 0
  /// Words found in all rounds.
  public var wordsFound = 0
  /// The best score of a round.
  public var bestScore = 0
  /// The best share of a round's points, in percent.
  public var bestPercent = 0
  /// The longest word found.
  public var longestWord = ""
  /// Finished rounds in a row at the top rank (Perfect).
  public var currentStreak = 0

  /// Empty statistics.
  public init() {}

  /// How a round ended, for the statistics.
  public struct Outcome: Equatable, Sendable {
    /// Finished (true) or abandoned (false).
    public var finished: Bool
    /// The words found.
    public var words: [String]
    /// The score (points less hints).
    public var score: Int
    /// The round's possible points.
    public var possiblePoints: Int
    /// The rank reached.
    public var rank: Rank

    /// An outcome from its parts.
    public init(finished: Bool, words: [String], score: Int, possiblePoints: Int, rank: Rank) {
      self.finished = finished
      self.words = words
      self.score = score
      self.possiblePoints = possiblePoints
      self.rank = rank
    }

    /// The outcome of `game`.
    public init(game: Game, finished: Bool) {
      self.init(
        finished: finished, words: game.round.usedWords, score: game.score,
        possiblePoints: game.solution.points, rank: game.rank)
    }
  }

  /// Counts a round that ended.
  public mutating func record(_ outcome: Outcome) {
    roundsPlayed += 1
    if outcome.finished { roundsFinished += 1 } else { roundsAbandoned += 1 }
    wordsFound += outcome.words.count
    bestScore = max(bestScore, outcome.score)
    if outcome.possiblePoints > 0 {
      bestPercent = max(bestPercent, max(0, outcome.score) * 100 / outcome.possiblePoints)
    }
    for word in outcome.words
    where Normalization.letterCount(word) > Normalization.letterCount(longestWord)
      || (Normalization.letterCount(word) == Normalization.letterCount(longestWord)
        && word < longestWord)
    {
      longestWord = word
    }
    currentStreak = outcome.finished && outcome.rank == .perfect ? currentStreak + 1 : 0
  }
}
