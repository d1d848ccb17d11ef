#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The result of a daily puzzle played to its end: what its share line says,
/// kept so that the day's puzzle is not played again for a new score.
public struct DailyResult: Codable, Equatable, Sendable {
  /// The puzzle's day (`2026-12-01`).
  public package(set) var date: String
  /// The dictionary as the player named it (`en_US`, `de_DE`, a path).
  public package(set) var dictionary: String
  /// The required words found.
  public package(set) var wordsFound: Int
  /// How many required words there were.
  public package(set) var words: Int
  /// The score (points less hints).
  public package(set) var score: Int
  /// The round's possible points.
  public package(set) var points: Int
  /// The rank reached.
  public package(set) var rank: Rank
  /// The hints taken.
  public package(set) var hints: Int
  /// A timed round's length in seconds.
  public package(set) var seconds: Int?
  /// The required words found, as keys (`--yesterday` marks them); nil in a
  /// result kept before they were.
  public package(set) var found: [String]?

  /// A result from its parts.
  public init(
    date: CalendarDate, dictionary: String, game: Game, seconds: Int? = nil
  ) {
    self.date = date.description
    self.dictionary = dictionary
    self.wordsFound = game.wordsFound
    self.words = game.solution.count
    self.score = game.score
    self.points = game.solution.points
    self.rank = game.rank
    self.hints = game.hintsUsed
    self.seconds = seconds
    self.found = game.round.usedWords.filter(game.isRequired)
  }

  /// Whether every value is one a player can have reached.
  var isValid: Bool {
    let limit = Statistics.limit
    return CalendarDate(date) != nil && dictionary.utf8.count <= 4096
      && (0...limit).contains(wordsFound) && (wordsFound...limit).contains(words)
      && (-limit...limit).contains(score) && (0...limit).contains(points)
      && (0...limit).contains(hints)
      && seconds.map { (1...SavedRound.longestTime).contains($0) } ?? true
      && found.map { found in
        found.count <= words && found.allSatisfy { $0.utf8.count <= 1000 }
      } ?? true
  }
}

extension Statistics {
  /// How many daily results are kept: the latest days played.
  static let dailyResultLimit = 1000

  /// The result of the daily puzzle of `date` in `dictionary`, if it was
  /// played to its end.
  ///
  /// Dictionaries compare by identity, not by how they were named: `en_US`,
  /// `/usr/share/hunspell/en_US.dic` and a path through `..` or a link are
  /// one dictionary, so a day is not played again by naming it another way.
  public func dailyResult(on date: CalendarDate, dictionary: String) -> DailyResult? {
    let day = (dailyResults ?? []).filter { $0.date == date.description }
    guard !day.isEmpty else { return nil }
    if let same = day.last(where: { $0.dictionary == dictionary }) { return same }
    let identity = Self.identity(of: dictionary)
    return day.last { identity != nil && Self.identity(of: $0.dictionary) == identity }
  }

  /// The resolved path of the dictionary named `name` (its `.dic` file,
  /// links and `..` resolved), or nil when it cannot be found.
  static func identity(of name: String) -> String? {
    guard
      let location = try? DictionaryLocation.resolve(name, environment: SystemFiles.environment),
      let real = realpath(location.dictionaryPath, nil)
    else { return nil }
    defer { free(real) }
    return String(cString: real)
  }

  /// Keeps a daily puzzle's result (the oldest beyond 1,000
  /// forgotten); a day already kept keeps its first result.
  public mutating func keep(_ result: DailyResult) {
    guard let date = CalendarDate(result.date),
      dailyResult(on: date, dictionary: result.dictionary) == nil
    else { return }
    dailyResults = Array(((dailyResults ?? []) + [result]).suffix(Self.dailyResultLimit))
  }
}

extension Statistics {
  /// The longest daily streak reached.
  public var longestDailyStreakReached: Int { max(longestDailyStreak ?? 0, dailyStreak ?? 0) }

  /// The daily puzzles played to their end, counted by the rank reached, in
  /// rank order (`Rank.allCases`, from beginner to perfect): Wordle's guess
  /// distribution, for ranks.
  public var dailyRankCounts: [Int] { dailyRanks ?? Self.rankCounts(of: dailyResults ?? []) }

  /// How many daily puzzles were played to their end (each day once).
  public var dailiesPlayed: Int { min(Self.limit, dailyRankCounts.reduce(0, +)) }

  /// The statistics of the rounds played with the dictionary `name`, as it
  /// was named (empty when none were): its rounds, scores, daily streak and
  /// daily ranks.
  public func statistics(ofDictionary name: String) -> Statistics {
    var own = dictionaries?[name] ?? Statistics()
    if own.dailyRanks == nil {
      own.dailyRanks = Self.rankCounts(of: (dailyResults ?? []).filter { $0.dictionary == name })
    }
    return own
  }

  /// The ranks of `results`, counted in rank order.
  static func rankCounts(of results: [DailyResult]) -> [Int] {
    var counts = Array(repeating: 0, count: Rank.allCases.count)
    for result in results { counts[result.rank.rawValue] += 1 }
    return counts
  }

  /// Keeps a finished daily puzzle's result and counts its rank, here and in
  /// the statistics of `dictionary`, the dictionary played: a day kept
  /// already counts once.
  mutating func count(_ result: DailyResult, dictionary: String?) {
    guard let date = CalendarDate(result.date),
      dailyResult(on: date, dictionary: result.dictionary) == nil
    else { return }
    func add(_ counts: [Int]) -> [Int] {
      var counts = counts
      counts[result.rank.rawValue] = min(Self.limit, counts[result.rank.rawValue] + 1)
      return counts
    }
    if let dictionary, keepsDictionary(dictionary) {
      var own = statistics(ofDictionary: dictionary)
      own.dailyRanks = add(own.dailyRankCounts)
      dictionaries = (dictionaries ?? [:]).merging([dictionary: own]) { $1 }
    }
    dailyRanks = add(dailyRankCounts)
    keep(result)
  }
}
