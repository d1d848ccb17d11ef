import WordScramble
import WordScrambleBatch

/// Plain text for the command line's other listings: `solve`'s word lines
/// and `stats`' sentences, words escaped for display (`check`'s verdicts are
/// the batch checker's ``TextRenderer``).
extension TextRenderer: Renderer {
  package func solution(
    _ solution: Solution, spelled: ((String) -> String)?, language: String, summaryOnly: Bool,
    isFirst: Bool
  ) -> String {
    if summaryOnly { return summary(solution, difficulty: nil, spelled: spelled) }
    // Spelled, by length, then in the order of the language's dictionaries
    // (`aço` before `aos`), as a player reads a list.
    let shown = { (keys: [String]) in
      Collation.byLength(keys.map { spelled?($0) ?? $0 }, language: language).map(
        Escaping.forDisplay)
    }
    var text = isFirst ? "" : "\n"
    for answer in shown(solution.answerKeys) { text += answer + "\n" }
    if !solution.bonusKeys.isEmpty {
      text +=
        messages(
          "Bonus words (%d): %s", solution.bonusKeys.count,
          shown(solution.bonusKeys).joined(separator: ", ")) + "\n"
    }
    let full = solution.fullWords
    if !full.isEmpty {
      text +=
        messages(
          "Every letter, double points (%d): %s", full.count,
          shown(full).joined(separator: ", ")) + "\n"
    }
    // The start word as the dictionary writes it (`Aufnahme`, `gerência`), as
    // every answer above; the catalog owns the separator (French writes
    // `bassiste : 49 réponses`).
    let word = spelled?(solution.startWordKey) ?? solution.startWord
    return text
      + messages(
        "%s: %s", Escaping.forDisplay(word),
        messages.plural("%d answer", "%d answers", count: solution.count) + ", "
          + messages.plural("%d point", "%d points", count: solution.points)) + "\n"
  }

  /// `WORD<TAB>ANSWERS<TAB>POINTS<TAB>BONUS<TAB>EVERY-LETTER<TAB>BAND`, the
  /// word as the dictionary writes it (`gerência`), the band's name as
  /// `--difficulty` takes it (empty when not known).
  package func summary(
    _ solution: Solution, difficulty: Difficulty?, spelled: ((String) -> String)?
  ) -> String {
    [
      Escaping.forDisplay(spelled?(solution.startWordKey) ?? solution.startWord),
      String(solution.count), String(solution.points),
      String(solution.bonusKeys.count), String(solution.fullWords.count),
      difficulty?.rawValue ?? "",
    ].joined(separator: "\t") + "\n"
  }

  package func statistics(_ statistics: Statistics, today: CalendarDate) -> String {
    self.statistics(statistics, today: today, spoken: false)
  }

  /// The statistics as ``statistics(_:today:)`` shows them, or for a screen
  /// reader (`spoken`): lengths in words (`1 minute and 30 seconds`, not
  /// `1m30s`) and ranks without their bars (`Novice: 3`).
  package func statistics(_ statistics: Statistics, today: CalendarDate, spoken: Bool) -> String {
    let timedBests = (statistics.timedBests ?? []).sorted { $0.seconds < $1.seconds }
    let timed =
      timedBests.isEmpty
      ? messages(context: "no timed rounds", "none yet")
      : timedBests.map {
        let entry = messages(
          context: "a timed round's best", "%1$s: %2$d (%3$d%%)",
          spoken ? Self.spokenDuration($0.seconds, in: messages) : duration($0.seconds),
          Self.score($0.bestScore, spoken: spoken, in: messages), $0.bestPercent)
        // One entry is never broken across lines (`1 h 30 min: 6 (4 %)`);
        // a screen reader reads the line whole.
        return spoken ? entry : entry.replacing(" ", with: "\u{A0}")
      }.joined(separator: messages(context: "between timed rounds' bests", "; "))
    let longest =
      statistics.longestWord.isEmpty
      ? messages(context: "no word", "none yet") : Escaping.forDisplay(statistics.longestWord)
    let lines = [
      messages(
        "Rounds played: %d (%d finished, %d abandoned)", statistics.roundsPlayed,
        statistics.roundsFinished, statistics.roundsAbandoned),
      messages("Words found: %d", statistics.wordsFound),
    ]
    // Untimed rounds only: with none scored yet, "0" would read as a result.
    let scored = statistics.bestScore != 0 || statistics.bestPercent != 0
    let bests =
      scored
      ? [
        messages("Best score: %d", Self.score(statistics.bestScore, spoken: spoken, in: messages)),
        messages("Best share of a round's points: %d%%", statistics.bestPercent),
      ]
      : [
        messages("Best score: none yet"),
        messages("Best share of a round's points: none yet"),
      ]
    let later = [
      messages("Best timed rounds, score (share) by --time: %s", timed),
      messages("Longest word: %s", longest),
      messages("Current streak at the top rank: %d", statistics.currentStreak),
    ]
    let daily = dailyLines(DailyStatistics(statistics, today: today), spoken: spoken)
    return (lines + bests + later + daily).joined(separator: "\n") + "\n"
      + byDictionary(statistics)
  }

  /// The daily puzzles played, their streaks (each dictionary's, for the
  /// statistics of all dictionaries when more than one has a daily puzzle
  /// counted), and the ranks they reached as a bar chart.
  private func dailyLines(_ daily: DailyStatistics, spoken: Bool) -> [String] {
    var lines = [messages("Daily puzzles played: %d", daily.played)]
    if daily.isByDictionary && daily.streaks.count > 1 {
      let name = { (streak: DailyStatistics.Streak) in Escaping.forDisplay(streak.dictionary ?? "")
      }
      lines += [
        messages(
          "Daily puzzles in a row, each dictionary's own: %s",
          daily.streaks.map {
            messages("%1$s %2$d (last: %3$s)", name($0), $0.current, shownDay($0.last))
          }.joined(separator: ", ")),
        messages(
          "Longest daily streak, each dictionary's own: %s",
          daily.streaks.map { counted(name($0), $0.longest) }.joined(separator: ", ")),
      ]
    } else if let streak = daily.streaks.first {
      lines += [
        messages("Daily puzzles in a row: %d", streak.current)
          + (streak.last.map { messages(" (last: %s)", shownDay($0)) } ?? ""),
        messages("Longest daily streak: %d", streak.longest),
      ]
    }
    guard daily.played > 0 else { return lines }
    return lines + [messages("Ranks reached in daily puzzles:")]
      + (spoken ? rankCounts(daily.ranks) : rankChart(daily.ranks))
  }

  /// A kept `YYYY-MM-DD` day as a sentence shows it (`1. März 2027`); a day
  /// that does not parse as it is.
  private func shownDay(_ day: String?) -> String {
    guard let day else { return "" }
    return CalendarDate(day)?.text(in: messages) ?? Escaping.forDisplay(day)
  }

  /// One line a rank, the best first: its name, a bar as long as its share
  /// of the most common rank's count (20 blocks), and its count.
  private func rankChart(_ counts: [Int]) -> [String] {
    let names = Rank.allCases.map { $0.name(in: messages) }
    let width = names.map(\.count).max() ?? 0
    let most = max(1, counts.max() ?? 1)
    return Rank.allCases.reversed().map { rank in
      let (name, count) = (names[rank.rawValue], counts[rank.rawValue])
      let bar = count == 0 ? "" : String(repeating: "█", count: max(1, count * 20 / most)) + " "
      return "  " + name + String(repeating: " ", count: width - name.count) + "  " + bar
        + String(count)
    }
  }

  /// One line a rank, the best first, for a screen reader: `Novice: 3` (a
  /// bar would be read out block by block).
  private func rankCounts(_ counts: [Int]) -> [String] {
    Rank.allCases.reversed().map {
      "  " + messages("%s: %s", $0.name(in: messages), String(counts[$0.rawValue]))
    }
  }

  /// A dictionary and its count in a list (`de_DE 3`; French `de_DE : 3`).
  private func counted(_ dictionary: String, _ count: Int) -> String {
    messages(
      context: "a dictionary and its count, in a list (de_DE 3, en_US 12)", "%1$s %2$d",
      dictionary, count)
  }

  /// `Rounds by dictionary: de_DE 3, en_US 12` and a newline, or nothing.
  private func byDictionary(_ statistics: Statistics) -> String {
    let all = (statistics.dictionaries ?? [:]).sorted { $0.key < $1.key }
    guard !all.isEmpty else { return "" }
    return messages(
      "Rounds by dictionary (stats --dict NAME): %s",
      all.map { counted(Escaping.forDisplay($0.key), $0.value.roundsPlayed) }.joined(
        separator: ", "))
      + "\n"
  }
}

extension TextRenderer {
  /// `seconds` as `--time` lengths are listed, in the catalog's units and
  /// spacing: `1m30s` in English, `1 min 30 s` in French.
  fileprivate func duration(_ seconds: Int) -> String {
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    var parts: [String] = []
    // Translators: hours, minutes and seconds of a round's length, written
    // short and joined by the next message (English 1h30m, 1m30s).
    if hours > 0 { parts.append(messages(context: "a round's length", "%dh", hours)) }
    if minutes > 0 { parts.append(messages(context: "a round's length", "%dm", minutes)) }
    if rest > 0 || parts.isEmpty {
      parts.append(messages(context: "a round's length", "%ds", rest))
    }
    return parts.dropFirst().reduce(parts[0]) {
      messages(context: "a round's length", "%1$s%2$s", $0, $1)
    }
  }

  /// A score as shown; `spoken`, below zero with its minus in words (a
  /// reader says `-2` as `two`).
  package static func score(_ score: Int, spoken: Bool, in messages: MessageCatalog) -> String {
    guard score < 0 else { return String(score) }
    // Translators: a score below zero as the language writes it (Russian
    // with the minus sign U+2212, `−2`).
    return spoken
      ? messages(context: "a score below zero, read aloud", "minus %d", -score)
      : messages(context: "a score below zero, written", "-%d", -score)
  }

  /// `seconds` in words in the language of `messages`, as a screen reader
  /// says them: `2 minutes`, `1 minute and 30 seconds`, `1 hour` (`stats`,
  /// and the play screen's time left).
  package static func spokenDuration(_ seconds: Int, in messages: MessageCatalog) -> String {
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    var parts: [String] = []
    if hours > 0 { parts.append(messages.plural("%d hour", "%d hours", count: hours)) }
    if minutes > 0 { parts.append(messages.plural("%d minute", "%d minutes", count: minutes)) }
    if rest > 0 || parts.isEmpty {
      parts.append(messages.plural("%d second", "%d seconds", count: rest))
    }
    guard let last = parts.popLast() else { return "" }
    return parts.isEmpty
      ? last : messages("%1$s and %2$s", parts.joined(separator: ", "), last)
  }
}
