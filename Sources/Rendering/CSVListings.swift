import WordScramble
import WordScrambleBatch

/// CSV for the command line's other listings: `solve`'s solutions and
/// `stats`' statistics, a header row and one record a line (`check`'s
/// verdicts are the batch checker's ``CSVRenderer``).
extension CSVRenderer: Renderer {
  package func header(_ listing: Listing) -> String {
    switch listing {
    case .verdicts: verdictsHeader
    case .solutions(summaryOnly: true):
      Self.record(["word", "count", "points", "bonusCount", "allLettersCount", "difficulty"])
    case .solutions(summaryOnly: false):
      Self.record(["word", "answers", "bonus", "spellings", "allLetters", "count", "points"])
    case .statistics: Self.record(Self.statisticsColumns)
    }
  }

  package func solution(
    _ solution: Solution, spelled: ((String) -> String)?, language: String, summaryOnly: Bool,
    isFirst: Bool
  ) -> String {
    let count = String(solution.count)
    let points = String(solution.points)
    if summaryOnly { return summary(solution, difficulty: nil, spelled: nil) }
    let spellings = spelled.map { (solution.answerKeys + solution.bonusKeys).map($0) } ?? []
    let full = solution.fullWords.map { spelled?($0) ?? $0 }
    return Self.record(
      [
        solution.startWordKey, Self.list(solution.answerKeys), Self.list(solution.bonusKeys),
        Self.list(spellings), Self.list(full), count, points,
      ])
  }

  /// The summary's fields, as JSON's keys (the band empty when not known).
  package func summary(
    _ solution: Solution, difficulty: Difficulty?, spelled: ((String) -> String)?
  ) -> String {
    Self.record([
      solution.startWordKey, String(solution.count), String(solution.points),
      String(solution.bonusKeys.count), String(solution.fullWords.count),
      difficulty?.rawValue ?? "",
    ])
  }

  /// The statistics' columns: JSON's keys, in its order.
  private static let statisticsColumns = [
    "bestPercent", "bestScore", "currentStreak", "dailiesPlayed", "dailyRanks", "dailyStreak",
    "longestDailyStreak", "longestWord", "roundsAbandoned", "roundsFinished", "roundsPlayed",
    "timedBests", "version", "wordsFound",
    "dictionaries",
  ]

  /// One record: `dailyRanks` as `RANK:COUNT` items in rank order,
  /// `timedBests` as `SECONDS:SCORE:PERCENT` items, `dictionaries` as
  /// `NAME:ROUNDS:WORDS:BESTSCORE:BESTPERCENT:DAILIES:DAILYSTREAK:LONGESTDAILYSTREAK`
  /// items, by name.
  package func statistics(_ statistics: Statistics, today: CalendarDate) -> String {
    let daily = DailyStatistics(statistics, today: today)
    let ranks = zip(DailyStatistics.rankCodes, daily.ranks).map { "\($0):\($1)" }
    let timedBests = (statistics.timedBests ?? []).sorted { $0.seconds < $1.seconds }.map {
      "\($0.seconds):\($0.bestScore):\($0.bestPercent)"
    }
    let dictionaries = (statistics.dictionaries ?? [:]).sorted { $0.key < $1.key }.map {
      name, own in
      let daily = DailyStatistics(statistics.statistics(ofDictionary: name), today: today)
      return "\(name):\(own.roundsPlayed):\(own.wordsFound):\(own.bestScore):\(own.bestPercent)"
        + ":\(daily.played):\(daily.current):\(daily.longest)"
    }
    let numbers = [statistics.bestPercent, statistics.bestScore, statistics.currentStreak].map(
      String.init)
    return Self.record(
      numbers + [String(daily.played), Self.list(ranks), String(daily.current)]
        + [String(daily.longest), statistics.longestWord]
        + [statistics.roundsAbandoned, statistics.roundsFinished, statistics.roundsPlayed].map(
          String.init)
        + [Self.list(timedBests), String(statistics.version), String(statistics.wordsFound)]
        + [Self.list(dictionaries)])
  }
}
