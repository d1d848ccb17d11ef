import WordScramble
import WordScrambleBatch

/// JSON Lines for the command line's other listings: `solve`'s solutions and
/// `stats`' keys, sorted (`check`'s verdicts are the batch checker's
/// ``JSONRenderer``).
extension JSONRenderer: Renderer {
  package func solution(
    _ solution: Solution, spelled: ((String) -> String)?, language: String, summaryOnly: Bool,
    isFirst: Bool
  ) -> String {
    if summaryOnly { return summary(solution, difficulty: nil, spelled: nil) }
    var object = JSONObject()
    object.add("word", solution.startWordKey)
    object.add("answers", solution.answerKeys)
    object.add("bonus", solution.bonusKeys)
    if let spelled {
      object.add("spellings", (solution.answerKeys + solution.bonusKeys).map(spelled))
    }
    // Spelled as the text shows them (`impedirà`), as `spellings` are.
    object.add("allLetters", solution.fullWords.map { spelled?($0) ?? $0 })
    object.add("count", solution.count)
    object.add("points", solution.points)
    return object.line
  }

  /// `{"word","count","points","bonusCount","allLettersCount","difficulty"}`
  /// (the band left out when not known).
  package func summary(
    _ solution: Solution, difficulty: Difficulty?, spelled: ((String) -> String)?
  ) -> String {
    var object = JSONObject()
    object.add("word", solution.startWordKey)
    object.add("count", solution.count)
    object.add("points", solution.points)
    object.add("bonusCount", solution.bonusKeys.count)
    object.add("allLettersCount", solution.fullWords.count)
    if let difficulty { object.add("difficulty", difficulty.rawValue) }
    return object.line
  }

  package func statistics(_ statistics: Statistics, today: CalendarDate) -> String {
    var object = Self.object(statistics, daily: DailyStatistics(statistics, today: today))
    if let all = statistics.dictionaries, !all.isEmpty {
      object.add(
        "dictionaries",
        all.sorted { $0.key < $1.key }.map { name, own in
          var member = JSONObject()
          member.add("dictionary", name)
          member.add("roundsPlayed", own.roundsPlayed)
          member.add("wordsFound", own.wordsFound)
          member.add("bestScore", own.bestScore)
          member.add("bestPercent", own.bestPercent)
          let daily = DailyStatistics(statistics.statistics(ofDictionary: name), today: today)
          member.add("dailiesPlayed", daily.played)
          member.add("dailyStreak", daily.current)
          member.add("longestDailyStreak", daily.longest)
          return member
        })
    }
    return object.line
  }

  /// The statistics' fields, in key order.
  private static func object(_ statistics: Statistics, daily: DailyStatistics) -> JSONObject {
    var object = JSONObject()
    object.add("bestPercent", statistics.bestPercent)
    object.add("bestScore", statistics.bestScore)
    object.add("currentStreak", statistics.currentStreak)
    object.add("dailiesPlayed", daily.played)
    object.add(
      "dailyRanks",
      zip(DailyStatistics.rankCodes, daily.ranks).map { rank, count in
        var member = JSONObject()
        member.add("count", count)
        member.add("rank", rank)
        return member
      })
    object.add("dailyStreak", daily.current)
    object.add("longestDailyStreak", daily.longest)
    object.add("longestWord", statistics.longestWord)
    object.add("roundsAbandoned", statistics.roundsAbandoned)
    object.add("roundsFinished", statistics.roundsFinished)
    object.add("roundsPlayed", statistics.roundsPlayed)
    let timedBests = (statistics.timedBests ?? []).sorted { $0.seconds < $1.seconds }
    object.add(
      "timedBests",
      timedBests.map { best in
        var member = JSONObject()
        member.add("bestPercent", best.bestPercent)
        member.add("bestScore", best.bestScore)
        member.add("seconds", best.seconds)
        return member
      })
    object.add("version", statistics.version)
    object.add("wordsFound", statistics.wordsFound)
    return object
  }
}
