extension Game.Record {
  /// The most of anything a real game has: words, hints, answers tried.
  package static let limit = 1_000_000

  /// The game this record is, in the language of `solver` (its dictionary,
  /// tiers and rules), checked as nothing in a save is trusted; throws why it
  /// cannot be one. The solution is derived again by `solver`, never read:
  /// - the dictionary (required) and the custom rules it was played with are
  ///   the ones it is restored with;
  /// - counts are in range (none negative, none past ``limit``), so no
  ///   arithmetic on them can overflow;
  /// - every word (start, found, answers, bonus, hinted) is letters only, at
  ///   most 1,000 bytes, a key of the dictionary's letters (as the game saved
  ///   it) and spelled from the start word's letters;
  /// - every word found, listed as an answer or a bonus word, or hinted is an
  ///   answer of the derived solution (a hinted word a required one), and the
  ///   hint shows no more letters than hints show of its word;
  /// - the rank reached is no higher than the words found reach.
  package func restored(solver: Solver) throws(RestoreError) -> Game {
    try checkSaved(solver)
    let derived = try derivedSolution(solver)
    let known = Set(derived.answerKeys).union(derived.bonusKeys)
    for word in round.words + solution.answerKeys + solution.bonusKeys where !known.contains(word) {
      throw .notAnAnswer(word)
    }
    if let hint {
      guard derived.contains(hint.word) else { throw .notAnAnswer(hint.word) }
      guard hint.shownLetters <= Game.hintLimit(derived.spelling(of: hint.word)) else {
        throw .hintTooLong(word: hint.word, shown: hint.shownLetters)
      }
    }
    let found = round.words.filter(derived.contains)
    let reachable = Rank(
      score: derived.points(of: Set(found)), possiblePoints: derived.points,
      foundAll: derived.count > 0 && Set(found).count == derived.count)
    if let rankReached, rankReached > reachable { throw .rankTooHigh }
    return uncheckedGame(
      solution: derived, dictionary: solver.dictionary, tiers: solver.tiers, rules: solver.rules)
  }

  /// The record's round with `solver`'s dictionary, tiers and rules, each
  /// word found judged again in order (a ``Round``'s restore): checked as
  /// ``restored(solver:)`` checks it, but every word must be accepted by the
  /// rules rather than be an answer of a solution.
  package func judgedRound(solver: Solver) throws(RestoreError) -> WordScrambleGame.Round {
    try checkSaved(solver)
    var judged = WordScrambleGame.Round(
      startWord: round.startWord, minimumLength: round.minimumLength,
      dictionary: solver.dictionary, tiers: solver.tiers, rules: solver.rules)
    for word in round.words {
      guard case .accepted(word, _)? = judged.submit(word) else { throw .notAnAnswer(word) }
    }
    for (key, spelled) in round.spellings ?? [:] { judged.keepSpelling(spelled, of: key) }
    return judged
  }

  /// Throws what is wrong with the record before any solving: its language,
  /// its rules, its counts and the letters of its words.
  private func checkSaved(_ solver: Solver) throws(RestoreError) {
    try checkLanguage(restoring: solver.dictionary.dictionaryName)
    let codes = Set(solver.rules.map(\.rejection.code))
    if let missing = (customRules ?? []).first(where: { !codes.contains($0) }) {
      throw .missingRule(code: missing)
    }
    try checkCounts()
    try checkWords(letters: solver.dictionary.letterRules)
  }

  /// Throws unless the record names the dictionary `restoring` is (nil: a
  /// spell checker without a name, which only a record without one matches).
  private func checkLanguage(restoring: String?) throws(RestoreError) {
    switch (language, restoring) {
    case (nil, nil): return
    case (nil, _?): throw .missingLanguage
    case (let saved?, let restoring):
      if saved != restoring { throw .otherLanguage(saved: saved, restoring: restoring ?? "") }
    }
  }

  private func checkCounts() throws(RestoreError) {
    let counts: [(String, Int, ClosedRange<Int>)] = [
      ("minimumLength", round.minimumLength, 1...100), ("hintsUsed", hintsUsed, 0...Self.limit),
      ("attempts", attempts, 0...Self.limit), ("words", round.words.count, 0...Self.limit),
      ("answers", solution.answerKeys.count + solution.bonusKeys.count, 0...Self.limit),
      ("shownLetters", hint?.shownLetters ?? 0, 0...1000),
    ]
    if let (key, _, _) = counts.first(where: { !$0.2.contains($0.1) }) { throw .outOfRange(key) }
  }

  private func checkWords(letters: LetterRules) throws(RestoreError) {
    let start = round.startWord.map(LetterCounts.init)
    let words =
      [round.startWord, hint?.word].compactMap { $0 } + round.words + solution.answerKeys
      + solution.bonusKeys
    for word in words {
      guard word.utf8.count <= 1000, WordShape.isLettersOnly(word),
        letters.key(Normalization.answer(word)) == word
      else { throw .notInLetters(word) }
      guard start?.canSpell(word) ?? true else { throw .notFromStartWord(word) }
    }
  }

  /// The solution `solver` derives for the record's start word; without one
  /// (a plain word list, which has no required answers), the words found,
  /// judged again by the round's rules, as its bonus words.
  private func derivedSolution(_ solver: Solver) throws(RestoreError) -> Solution {
    guard let startWord = round.startWord else {
      let found = try judgedRound(solver: solver).usedWords
      return Solution(startWord: "", minimumLength: round.minimumLength, answers: [], bonus: found)
    }
    do throws(SolveError) {
      return try solver.boundedSolve(startWord, minimumLength: round.minimumLength)
    } catch {
      throw .unsolvable(startWord)
    }
  }
}
