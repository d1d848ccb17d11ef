import WordScramble

/// JSON Lines, one object a line, through the engine's one JSON writer
/// (``JSONObject``): `check`'s verdicts (`word`, `ok`, `points`, `bonus`,
/// `allLetters`, `spelling`; or `code`, `title`, `message`), `solve`'s
/// solutions and `stats`' keys, sorted. Keys and codes never change.
package struct JSONRenderer: Renderer {
  /// A JSON renderer.
  package init() {}

  package var showsDetails: Bool { true }

  /// `{"word":"` and the escaped word, its string left open: the batch
  /// checker's fast path writes a plain word's bytes after `head("")`.
  package func head(_ word: String) -> String {
    "{\"word\":\"" + Escaping.forJSON(word)
  }

  /// Printable ASCII but the backslash and the quote, which JSON escapes.
  package func showsAsIs(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != 0x5C && byte != 0x22
  }

  package func acceptedTail(_ judgement: Judgement) -> String {
    var object = JSONObject()
    if case .accepted(_, let points) = judgement.verdict {
      object.add("ok", true)
      object.add("points", points)
    }
    if judgement.isBonus { object.add("bonus", true) }
    if judgement.usesEveryLetter { object.add("allLetters", true) }
    if let spelling = judgement.spelling { object.add("spelling", spelling) }
    return Self.tail(object)
  }

  package func rejectedTail(_ error: WordError) -> String {
    var object = JSONObject()
    object.add("ok", false)
    object.add("code", error.code)
    object.add("title", error.title)
    object.add("message", error.message)
    return Self.tail(object)
  }

  /// The members of `object` as they follow a ``head(_:)``: the word's
  /// string closed, then the members.
  private static func tail(_ object: JSONObject) -> String {
    "\"," + object.line.dropFirst()
  }

  package func solution(
    _ solution: Solution, spelled: ((String) -> String)?, summaryOnly: Bool, isFirst: Bool
  ) -> String {
    if summaryOnly { return summary(solution, difficulty: nil) }
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
  package func summary(_ solution: Solution, difficulty: Difficulty?) -> String {
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
