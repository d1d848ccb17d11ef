import WordScramble

/// Comma-separated values as RFC 4180 has them: a header row naming the
/// columns, then one record a line, each ending in CRLF. The columns are
/// JSON's keys (`check`: `word`, `ok`, `points`, `bonus`, `allLetters`,
/// `spelling`, `code`, `title`, `message`, a field left empty where JSON has no
/// key), and like JSON the same in every language. Every field is escaped for
/// display as text escapes words (a control character as `\xHH`, a backslash as
/// `\\`), so no record holds a raw control character or line break; a field
/// holding a comma, a semicolon or a quote is quoted, its quotes doubled.
/// Lists (answers, timed bests) are one field, their items separated by spaces.
///
/// A field a spreadsheet would run as a formula (`=cmd|' /C calc'!A0`, or
/// any text beginning with `=`, `+`, `-` or `@`; a tab or CR is escaped
/// already) gets a single quote in front, as OWASP advises against CSV
/// injection; so does a field that begins with a quote of its own, so a
/// reader removes one leading `'` to get the text back. A whole number
/// (`-3`) stays a number.
package struct CSVRenderer: Renderer {
  /// A CSV renderer.
  package init() {}

  package var showsDetails: Bool { true }

  /// Printable ASCII but the backslash (escaped for display), the comma,
  /// the semicolon and the quote (which quote the field), and what may begin
  /// a formula or its neutralising quote (`= + - @ '`).
  package func showsAsIs(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && ![0x5C, 0x2C, 0x3B, 0x22].contains(byte)
      && !Self.formulaStarts.contains(byte)
  }

  /// The first bytes a field gets a `'` in front of: what begins a formula
  /// for a spreadsheet (OWASP's `= + - @`; its tab and CR are escaped
  /// already), and the quote itself.
  private static let formulaStarts = Array("=+-@'".utf8)

  package func header(_ listing: Listing) -> String {
    switch listing {
    case .verdicts:
      Self.record([
        "word", "ok", "points", "bonus", "allLetters", "spelling", "code", "title", "message",
      ])
    case .solutions(summaryOnly: true):
      Self.record(["word", "count", "points", "bonusCount", "allLettersCount", "difficulty"])
    case .solutions(summaryOnly: false):
      Self.record(["word", "answers", "bonus", "spellings", "allLetters", "count", "points"])
    case .statistics: Self.record(Self.statisticsColumns)
    }
  }

  package func head(_ word: String) -> String { Self.field(word) }

  package func acceptedTail(_ judgement: Judgement) -> String {
    var points = ""
    if case .accepted(_, let value) = judgement.verdict { points = String(value) }
    let details = [String(judgement.isBonus), String(judgement.usesEveryLetter)]
    return "," + Self.record(["true", points] + details + [judgement.spelling ?? "", "", "", ""])
  }

  package func rejectedTail(_ error: WordError) -> String {
    "," + Self.record(["false", "", "", "", "", error.code, error.title, error.message])
  }

  package func solution(
    _ solution: Solution, spelled: ((String) -> String)?, summaryOnly: Bool, isFirst: Bool
  ) -> String {
    let count = String(solution.count)
    let points = String(solution.points)
    if summaryOnly { return summary(solution, difficulty: nil) }
    let spellings = spelled.map { (solution.answerKeys + solution.bonusKeys).map($0) } ?? []
    let full = solution.fullWords.map { spelled?($0) ?? $0 }
    return Self.record(
      [
        solution.startWordKey, Self.list(solution.answerKeys), Self.list(solution.bonusKeys),
        Self.list(spellings), Self.list(full), count, points,
      ])
  }

  /// The summary's fields, as JSON's keys (the band empty when not known).
  package func summary(_ solution: Solution, difficulty: Difficulty?) -> String {
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

  /// The end of every record: RFC 4180's CRLF.
  private static let lineEnd = "\r\n"

  /// `fields` as one record, with its line end.
  private static func record(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",") + lineEnd
  }

  /// Items of a list field, separated by spaces.
  private static func list(_ items: [String]) -> String { items.joined(separator: " ") }

  /// `text` as a field: escaped for display, a formula neutralised (a `'`
  /// in front of `= + - @ '`, but for a whole number), then quoted, its
  /// quotes doubled, when it holds a comma, a semicolon (the separator of
  /// spreadsheets in many languages), a quote, CR or LF (none left after
  /// escaping but the first three).
  static func field(_ text: String) -> String {
    var shown = Escaping.forDisplay(text)
    if let first = shown.utf8.first, formulaStarts.contains(first),
      !(first == UInt8(ascii: "-") && shown.utf8.count > 1
        && shown.utf8.dropFirst().allSatisfy { (0x30...0x39).contains($0) })
    {
      shown = "'" + shown
    }
    guard shown.utf8.contains(where: { [0x2C, 0x3B, 0x22, 0x0D, 0x0A].contains($0) }) else {
      return shown
    }
    var quoted = "\""
    for character in shown.unicodeScalars {
      if character == "\"" { quoted += "\"" }
      quoted.unicodeScalars.append(character)
    }
    return quoted + "\""
  }
}
