import WordScramble

/// Plain text: `check`'s tab-separated verdicts (`WORD<TAB>ok<TAB>POINTS`),
/// `solve`'s word lines and `stats`' sentences; words escaped for display.
package struct TextRenderer: Renderer {
  /// A text renderer.
  package init() {}

  package var showsDetails: Bool { false }

  package func head(_ word: String) -> String { Escaping.forDisplay(word) }

  package func acceptedTail(_ judgement: Judgement) -> String {
    guard case .accepted(_, let points) = judgement.verdict else { return "\n" }
    return "\tok\t" + String(points) + "\n"
  }

  package func rejectedTail(_ error: WordError) -> String {
    "\t" + error.title + "\t" + error.message + "\n"
  }

  package func solution(
    _ solution: Solution, spelled: ((String) -> String)?, summaryOnly: Bool, isFirst: Bool
  ) -> String {
    let word = Escaping.forDisplay(solution.startWord)
    if summaryOnly { return "\(word)\t\(solution.count)\t\(solution.points)\n" }
    let shown = { (key: String) in Escaping.forDisplay(spelled?(key) ?? key) }
    var text = isFirst ? "" : "\n"
    for answer in solution.answers { text += shown(answer) + "\n" }
    if !solution.bonus.isEmpty {
      text +=
        "Bonus words (\(solution.bonus.count)): "
        + solution.bonus.map(shown).joined(separator: ", ") + "\n"
    }
    let full = solution.fullWords
    if !full.isEmpty {
      text +=
        "Every letter, double points (\(full.count)): "
        + full.map(shown).joined(separator: ", ") + "\n"
    }
    let noun = solution.count == 1 ? "answer" : "answers"
    return text + "\(word): \(solution.count) \(noun), \(solution.points) points\n"
  }

  package func statistics(_ statistics: Statistics, dailyStreak: Int) -> String {
    let timedBests = (statistics.timedBests ?? []).sorted { $0.seconds < $1.seconds }
    let timed =
      timedBests.isEmpty
      ? "none yet"
      : timedBests.map {
        "\(TimeText.duration($0.seconds)): \($0.bestScore) (\($0.bestPercent)%)"
      }.joined(separator: "; ")
    let longest =
      statistics.longestWord.isEmpty ? "none yet" : Escaping.forDisplay(statistics.longestWord)
    return """
      Rounds played: \(statistics.roundsPlayed) (\(statistics.roundsFinished) finished, \
      \(statistics.roundsAbandoned) abandoned)
      Words found: \(statistics.wordsFound)
      Best score: \(statistics.bestScore)
      Best share of a round's points: \(statistics.bestPercent)%
      Best timed rounds, score (share) by --time: \(timed)
      Longest word: \(longest)
      Current streak at the top rank: \(statistics.currentStreak)
      Daily puzzles in a row: \(dailyStreak)\(statistics.lastDaily.map { " (last: \($0))" } ?? "")

      """ + Self.byDictionary(statistics)
  }

  /// `Rounds by dictionary: de_DE 3, en_US 12` and a newline, or nothing.
  private static func byDictionary(_ statistics: Statistics) -> String {
    let all = (statistics.dictionaries ?? [:]).sorted { $0.key < $1.key }
    guard !all.isEmpty else { return "" }
    return "Rounds by dictionary (stats --dict NAME): "
      + all.map { "\(Escaping.forDisplay($0.key)) \($0.value.roundsPlayed)" }.joined(
        separator: ", ")
      + "\n"
  }
}
