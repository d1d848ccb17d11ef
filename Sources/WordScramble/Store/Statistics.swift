/// The player's history across rounds.
public struct Statistics: Codable, Equatable, Sendable {
  /// The file format's version; a file with a newer one is not read.
  public static let currentVersion = 1

  /// The format version of this value.
  public package(set) var version = Statistics.currentVersion
  /// Rounds finished or abandoned.
  public package(set) var roundsPlayed = 0
  /// Rounds ended with `:quit`, `:reveal` or the end of input.
  public package(set) var roundsFinished = 0
  /// Rounds given up with `:new` or `play --new`.
  public package(set) var roundsAbandoned = 0
  /// Words found in all rounds.
  public package(set) var wordsFound = 0
  /// The best score of a round.
  public package(set) var bestScore = 0
  /// The best share of a round's points, in percent.
  public package(set) var bestPercent = 0
  /// The longest word found, as the dictionary spells it (`Fußball`; files
  /// written before spellings hold its key).
  public package(set) var longestWord = ""
  /// Finished rounds in a row at the top rank (Perfect).
  public package(set) var currentStreak = 0
  /// Days in a row a daily puzzle was played, up to ``lastDaily`` (absent in
  /// files written before daily puzzles).
  public package(set) var dailyStreak: Int?
  /// The latest daily puzzle played (`2026-12-01`).
  public package(set) var lastDaily: String?
  /// The longest daily streak reached (absent in files written before it was
  /// kept; ``longestDailyStreakReached`` counts ``dailyStreak`` then).
  public package(set) var longestDailyStreak: Int?
  /// The daily puzzles played to their end, counted by the rank reached, in
  /// rank order (`Rank.allCases`, from beginner to perfect; absent in files
  /// written before they were counted: ``dailyRankCounts`` counts the results
  /// kept then).
  public package(set) var dailyRanks: [Int]?
  /// The best timed rounds (`--time`), one for each length played, the most
  /// recently played last; kept apart from ``bestScore`` and ``bestPercent``,
  /// which count untimed rounds only (absent in files written before timed rounds).
  public package(set) var timedBests: [TimedBest]?
  /// The daily puzzles played to their end, oldest first (absent in files
  /// written before they were kept): a finished day is shown, not replayed.
  public package(set) var dailyResults: [DailyResult]?
  /// The same statistics for each dictionary played, by its name as given
  /// (`en_US`, `de_DE`; absent in files written before they were kept).
  public package(set) var dictionaries: [String: Statistics]?
  /// The ids of the last rounds counted (at most 64): a round
  /// ended twice (the game stopped between counting it and removing it) counts once.
  public package(set) var countedRounds: [String]?

  /// The best round played with one time limit.
  public struct TimedBest: Codable, Equatable, Sendable {
    /// The round's length, in seconds.
    public package(set) var seconds: Int
    /// The best score.
    public package(set) var bestScore: Int
    /// The best share of a round's points, in percent.
    public package(set) var bestPercent: Int

    /// The bests of rounds `seconds` long.
    public init(seconds: Int, bestScore: Int, bestPercent: Int) {
      self.seconds = seconds
      self.bestScore = bestScore
      self.bestPercent = bestPercent
    }
  }

  /// How many time limits ``timedBests`` keeps: those played most recently.
  static let timedLimits = 100

  /// Empty statistics.
  public init() {}

  /// Whether every value is one a player can have reached (a file with others
  /// is damaged, or from a newer release).
  public var isValid: Bool {
    let counts =
      [
        roundsPlayed, roundsFinished, roundsAbandoned, wordsFound, currentStreak, dailyStreak ?? 0,
        longestDailyStreak ?? 0,
      ] + (dailyRanks ?? [])
    return (1...Self.currentVersion).contains(version)
      && counts.allSatisfy { (0...Self.limit).contains($0) }
      && (-Self.limit...Self.limit).contains(bestScore)
      && (0...100).contains(bestPercent)
      && longestWord.utf8.count <= 1000
      && (dailyRanks.map { $0.count == Rank.allCases.count } ?? true)
      && lastDaily.map { CalendarDate($0) != nil } ?? true
      && (timedBests ?? []).count <= Self.timedLimits
      && (timedBests ?? []).allSatisfy {
        (1...SavedRound.longestTime).contains($0.seconds)
          && (-Self.limit...Self.limit).contains($0.bestScore) && (0...100).contains($0.bestPercent)
      }
      && (dailyResults ?? []).count <= Self.dailyResultLimit
      && (dailyResults ?? []).allSatisfy(\.isValid)
      && (countedRounds ?? []).count <= Self.countedLimit
      && (countedRounds ?? []).allSatisfy { $0.utf8.count <= 64 }
      && (dictionaries ?? [:]).count <= Self.dictionaryLimit
      && (dictionaries ?? [:]).allSatisfy {
        $0.key.utf8.count <= 4096 && $0.value.dictionaries == nil && $0.value.isValid
      }
  }

  /// How many counted rounds' ids are kept.
  static let countedLimit = 64

  /// The largest count kept; counting stops there (no overflow, ever).
  static let limit = 1 << 52

  /// How a round ended, for the statistics.
  public struct Outcome: Equatable, Sendable {
    /// Finished (true) or abandoned (false).
    public var finished: Bool
    /// The words found, as the dictionary spells them (`Fußball`): the
    /// longest is kept as ``Statistics/longestWord``.
    public var words: [String]
    /// The score (points less hints).
    public var score: Int
    /// The round's possible points.
    public var possiblePoints: Int
    /// The rank reached.
    public var rank: Rank
    /// The daily puzzle's date, for a daily round that counts towards the
    /// daily streak (today's, with a word found).
    public var daily: CalendarDate?
    /// A finished daily puzzle's result, to keep.
    public var dailyResult: DailyResult?
    /// The dictionary played, as given, whose own statistics count it too.
    public var dictionary: String?
    /// A timed round's length in seconds (`--time`).
    public var timeLimit: Int?
    /// The round's id, when it has one (an id of 16 hex digits).
    public var roundID: String?

    /// An outcome from its parts.
    public init(finished: Bool, words: [String], score: Int, possiblePoints: Int, rank: Rank) {
      self.finished = finished
      self.words = words
      self.score = score
      self.possiblePoints = possiblePoints
      self.rank = rank
    }

    /// The outcome of `game`, its words spelled as the player saw them.
    public init(game: Game, finished: Bool) {
      self.init(
        finished: finished, words: game.round.usedWords.map(game.round.spelling(of:)),
        score: game.score,
        possiblePoints: game.solution.points, rank: game.rank)
    }
  }

  /// Counts a round that ended.
  public mutating func record(_ outcome: Outcome) {
    if let id = outcome.roundID {
      var counted = countedRounds ?? []
      guard !counted.contains(id) else { return }
      counted.append(id)
      countedRounds = Array(counted.suffix(Self.countedLimit))
    }
    func add(_ count: inout Int, _ amount: Int) {
      count = min(Self.limit, count + min(amount, Self.limit))
    }
    add(&roundsPlayed, 1)
    if outcome.finished { add(&roundsFinished, 1) } else { add(&roundsAbandoned, 1) }
    add(&wordsFound, outcome.words.count)
    let score = min(outcome.score, Self.limit)
    var percent = 0
    if outcome.possiblePoints > 0 {
      // To the nearest percent (21 of 425 points is 5 %, not 4), but 100
      // only for every point.
      let points = min(max(0, outcome.score), outcome.possiblePoints)
      let possible = outcome.possiblePoints
      percent = points == possible ? 100 : min(99, (points * 200 + possible) / (2 * possible))
    }
    if let seconds = outcome.timeLimit {
      recordTimed(seconds: seconds, score: score, percent: percent)
    } else {
      bestScore = max(bestScore, score)
      bestPercent = max(bestPercent, percent)
    }
    // A word longer than the file keeps (1,000 bytes) is never the longest:
    // what is written must read back.
    for word in outcome.words
    where word.utf8.count <= 1000
      && (Normalization.letterCount(word) > Normalization.letterCount(longestWord)
        || (Normalization.letterCount(word) == Normalization.letterCount(longestWord)
          && word < longestWord))
    {
      longestWord = word
    }
    if let date = outcome.daily { recordDaily(date, today: date) }
    if let result = outcome.dailyResult { count(result, dictionary: outcome.dictionary) }
    if let name = outcome.dictionary { recordDictionary(name, outcome) }
    if outcome.finished && outcome.rank == .perfect {
      add(&currentStreak, 1)
    } else {
      currentStreak = 0
    }
  }
}

extension Statistics {
  /// Keeps a timed round's score and share apart, with the bests of its time
  /// limit, which moves to the end; the least recently played limit beyond
  /// ``timedLimits`` is forgotten.
  mutating func recordTimed(seconds: Int, score: Int, percent: Int) {
    var bests = timedBests ?? []
    var best = TimedBest(seconds: seconds, bestScore: score, bestPercent: percent)
    if let index = bests.firstIndex(where: { $0.seconds == seconds }) {
      best.bestScore = max(best.bestScore, bests[index].bestScore)
      best.bestPercent = max(best.bestPercent, bests[index].bestPercent)
      bests.remove(at: index)
    }
    bests.append(best)
    timedBests = Array(bests.suffix(Self.timedLimits))
  }

  /// How many dictionaries keep statistics of their own: the first played.
  static let dictionaryLimit = 100

  /// Whether the dictionary `name` has statistics of its own, or may have
  /// them (the first ``dictionaryLimit`` played do).
  func keepsDictionary(_ name: String) -> Bool {
    dictionaries?[name] != nil || (dictionaries ?? [:]).count < Self.dictionaryLimit
  }

  /// Counts `outcome` in the statistics of the dictionary `name` too.
  mutating func recordDictionary(_ name: String, _ outcome: Outcome) {
    var all = dictionaries ?? [:]
    guard keepsDictionary(name) else { return }
    var own = outcome
    (own.dictionary, own.dailyResult, own.roundID) = (nil, nil, nil)
    all[name, default: Statistics()].record(own)
    dictionaries = all
  }

  /// Counts a daily puzzle played on `date`, here and, given its
  /// `dictionary`, in that dictionary's own statistics (each dictionary's
  /// daily puzzle has a streak of its own; these statistics count all
  /// dictionaries together): the day after the last one extends the streak,
  /// a later day starts a new one, an earlier day (an archive puzzle) or the
  /// same one changes nothing. Given `today`, a last day after it (played
  /// while the clock was ahead, or written by hand) is forgotten: the streak
  /// starts again at `date` rather than stopping at that day for ever.
  public mutating func recordDaily(
    _ date: CalendarDate, dictionary: String? = nil, today: CalendarDate? = nil
  ) {
    if let dictionary, keepsDictionary(dictionary) {
      var all = dictionaries ?? [:]
      all[dictionary, default: Statistics()].recordDaily(date, today: today)
      dictionaries = all
    }
    var last = lastDaily.flatMap(CalendarDate.init)
    if let today, let future = last, future > today {
      (last, dailyStreak) = (nil, nil)
    }
    if let last, date <= last { return }
    let extends = last.map { date.dayNumber - $0.dayNumber == 1 } ?? false
    dailyStreak = min(Self.limit, (extends ? dailyStreak ?? 0 : 0) + 1)
    longestDailyStreak = max(longestDailyStreakReached, dailyStreak ?? 0)
    lastDaily = date.description
  }

  /// The daily streak as of `today`: nothing once a day was missed, and
  /// nothing for a last day after `today` (no streak runs in the future).
  public func dailyStreak(asOf today: CalendarDate) -> Int {
    guard let last = lastDaily.flatMap(CalendarDate.init), last <= today else { return 0 }
    return today.dayNumber - last.dayNumber <= 1 ? dailyStreak ?? 0 : 0
  }
}
