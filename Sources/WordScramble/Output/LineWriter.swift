/// The one writer of what `check`, `solve` and `stats` print, in either
/// ``OutputFormat``: each line's layout is written here once.
///
/// A verdict line is a head (the word) and a tail (the rest); the batch checker
/// writes the same pieces as bytes, reusing the tails of repeated rejections.
package struct LineWriter: Sendable {
  /// The format written.
  package let format: OutputFormat
  /// Which accepted words JSON marks `"bonus":true`.
  package var tiers = WordTiers.unrestricted
  /// The start word's letters: JSON marks an accepted word as long `"allLetters":true`.
  package var startLength: Int?
  /// The dictionary whose spelling of an accepted word JSON adds as
  /// `"spelling"` (a language with letter rules), if any.
  package var speller: (any SpellChecker)?
  /// The tails of recent rejections, as bytes.
  private var cache: [(error: WordError, tail: [UInt8])] = []

  /// A writer for `format`.
  package init(format: OutputFormat) {
    self.format = format
  }

  // MARK: check

  /// The start of a verdict line: the word, escaped for the format.
  package func head(_ word: String) -> String {
    switch format {
    case .text: Escaping.forDisplay(word)
    case .json: "{\"word\":\"" + Escaping.forJSON(word)
    }
  }

  /// The rest of an accepted answer's line, with its newline; JSON marks a
  /// bonus word (text does not).
  package func acceptedTail(
    points: Int, bonus: Bool = false, allLetters: Bool = false, spelling: String? = nil
  ) -> String {
    switch format {
    case .text: "\tok\t" + String(points) + "\n"
    case .json:
      "\",\"ok\":true,\"points\":" + String(points) + (bonus ? ",\"bonus\":true" : "")
        + (allLetters ? ",\"allLetters\":true" : "")
        + (spelling.map { ",\"spelling\":\"" + Escaping.forJSON($0) + "\"" } ?? "") + "}\n"
    }
  }

  /// Whether an accepted `word`'s line marks it a bonus word.
  private func marksBonus(_ word: String) -> Bool {
    format == .json && (tiers.required != nil || tiers.junkLanguage != nil)
      && tiers.tier(of: word) == .bonus
  }

  /// Whether an accepted `word` uses every letter of the start word.
  private func usesEveryLetter(_ word: String) -> Bool {
    Scoring.isFull(length: Normalization.letterCount(word), startLength: startLength)
  }

  /// The dictionary's spelling of an accepted `word`, for JSON.
  private func spelling(_ word: String) -> String? {
    format == .json ? speller.map { $0.dictionarySpelling(of: word) } : nil
  }

  /// The rest of a rejected answer's line, with its newline.
  package func rejectedTail(_ error: WordError) -> String {
    switch format {
    case .text: "\t" + error.title + "\t" + error.message + "\n"
    case .json:
      "\",\"ok\":false,\"code\":\"" + error.code + "\",\"title\":\""
        + Escaping.forJSON(error.title) + "\",\"message\":\"" + Escaping.forJSON(error.message)
        + "\"}\n"
    }
  }

  /// The output line for `verdict`, with its newline.
  package func line(for verdict: Verdict) -> String {
    switch verdict {
    case .accepted(let word, let points):
      head(word)
        + acceptedTail(
          points: points, bonus: marksBonus(word), allLetters: usesEveryLetter(word),
          spelling: spelling(word))
    case .rejected(let word, let error): head(word) + rejectedTail(error)
    }
  }

  /// Appends the line for `verdict` to `output`.
  package mutating func append(
    _ verdict: Verdict, shown: String? = nil, to output: inout [UInt8]
  ) {
    var text = head(shown ?? verdict.word)
    switch verdict {
    case .accepted(let word, let points):
      text += acceptedTail(
        points: points, bonus: marksBonus(word), allLetters: usesEveryLetter(word),
        spelling: spelling(word))
      text.withUTF8 { output.append(contentsOf: $0) }
    case .rejected(_, let error):
      text.withUTF8 { output.append(contentsOf: $0) }
      output.append(contentsOf: cachedTail(error))
    }
  }

  private mutating func cachedTail(_ error: WordError) -> [UInt8] {
    if let hit = cache.first(where: { $0.error == error }) { return hit.tail }
    let tail = Array(rejectedTail(error).utf8)
    if cache.count >= 16 { cache.removeFirst() }
    cache.append((error, tail))
    return tail
  }

  // MARK: solve

  /// A solved start word: every required answer, the bonus words (text: on
  /// one line, when there are any) and a summary line of the required answers,
  /// or (`summaryOnly`, for `solve --roots`) the summary alone. Text output
  /// puts a blank line before every start word but the first. With a
  /// ``speller``, text shows the dictionary's spellings and JSON adds them
  /// (`"spellings"`, in the order of the answers, then of the bonus words).
  package func solution(_ solution: Solution, summaryOnly: Bool, isFirst: Bool) -> String {
    let spelled = { (key: String) in self.speller?.dictionarySpelling(of: key) ?? key }
    if format == .json {
      var object = JSONObject()
      object.add("word", solution.startWord)
      if !summaryOnly {
        object.add("answers", solution.answers)
        object.add("bonus", solution.bonus)
        if speller != nil {
          object.add("spellings", (solution.answers + solution.bonus).map(spelled))
        }
        object.add("allLetters", solution.fullWords)
      }
      object.add("count", solution.count)
      object.add("points", solution.points)
      return object.line
    }
    let word = Escaping.forDisplay(solution.startWord)
    if summaryOnly { return "\(word)\t\(solution.count)\t\(solution.points)\n" }
    var text = isFirst ? "" : "\n"
    for answer in solution.answers { text += Escaping.forDisplay(spelled(answer)) + "\n" }
    if !solution.bonus.isEmpty {
      text +=
        "Bonus words (\(solution.bonus.count)): "
        + solution.bonus.map { Escaping.forDisplay(spelled($0)) }.joined(separator: ", ") + "\n"
    }
    let full = solution.fullWords
    if !full.isEmpty {
      text +=
        "Every letter, double points (\(full.count)): "
        + full.map { Escaping.forDisplay(spelled($0)) }.joined(separator: ", ") + "\n"
    }
    let noun = solution.count == 1 ? "answer" : "answers"
    return text + "\(word): \(solution.count) \(noun), \(solution.points) points\n"
  }

  // MARK: stats

  /// The player's statistics: one sentence a line, or one JSON object with
  /// keys sorted.
  /// `dailyStreak` is the days in a row a daily puzzle was played, up to today.
  package func statistics(_ statistics: Statistics, dailyStreak: Int = 0) -> String {
    let timedBests = (statistics.timedBests ?? []).sorted { $0.seconds < $1.seconds }
    if format == .json {
      var object = JSONObject()
      object.add("bestPercent", statistics.bestPercent)
      object.add("bestScore", statistics.bestScore)
      object.add("currentStreak", statistics.currentStreak)
      object.add("dailyStreak", dailyStreak)
      object.add("longestWord", statistics.longestWord)
      object.add("roundsAbandoned", statistics.roundsAbandoned)
      object.add("roundsFinished", statistics.roundsFinished)
      object.add("roundsPlayed", statistics.roundsPlayed)
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
      return object.line
    }
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

      """
  }
}
