extension Game.Record {
  /// The most of anything a real game has: words, hints, answers tried.
  package static let limit = 1_000_000

  /// Why the record cannot be a game played with `dictionary` under `rules`'
  /// codes, or nil when it can. Checked on every restore (``Game/init(from:)``)
  /// and by `wordgame` on every saved round:
  /// - counts in range (no arithmetic on them can overflow, no negative hints);
  /// - every word (start, found, answers, bonus, hinted) letters only, at most
  ///   1,000 bytes, a key of the dictionary's letters (as the game saved it)
  ///   and spelled from the start word's letters;
  /// - every word found an answer, a bonus word or a word the dictionary knows
  ///   (no fake words);
  /// - the rank reached no higher than the words found reach;
  /// - the dictionary and the custom rules it was played with (when saved)
  ///   the ones it is restored with.
  package func problem(dictionary: any SpellChecker, rules: [AnswerRule]) -> RestoreError? {
    let letters = dictionary.letterRules
    if let saved = language, let restoring = dictionary.dictionaryName, saved != restoring {
      return .otherLanguage(saved: saved, restoring: restoring)
    }
    let codes = Set(rules.map(\.rejection.code))
    if let missing = (customRules ?? []).first(where: { !codes.contains($0) }) {
      return .missingRule(code: missing)
    }
    guard (1...100).contains(round.minimumLength), (0...Self.limit).contains(hintsUsed),
      (0...Self.limit).contains(attempts), round.words.count <= Self.limit,
      solution.answerKeys.count + solution.bonusKeys.count <= Self.limit,
      hint.map({ (0...1000).contains($0.shownLetters) }) ?? true
    else { return .invalid("a count is out of range") }
    let start = round.startWord.map(LetterCounts.init)
    let language = dictionary.dictionaryName.map { "\($0)'s" } ?? "the language's"
    let words =
      [round.startWord, hint?.word].compactMap { $0 } + round.words + solution.answerKeys
      + solution.bonusKeys
    for word in words {
      let shown = Escaping.forDisplay(word)
      guard word.utf8.count <= 1000, WordShape.isLettersOnly(word),
        letters.key(Normalization.answer(word)) == word
      else { return .invalid("'\(shown)' is not written in \(language) letters") }
      guard start?.canSpell(word) ?? true else {
        return .invalid("'\(shown)' is not spelled from the start word's letters")
      }
    }
    let known = Set(solution.answerKeys).union(solution.bonusKeys)
    for word in round.words where !known.contains(word) && !dictionary.isCorrect(word) {
      return .invalid("'\(Escaping.forDisplay(word))' is not a word the dictionary knows")
    }
    let found = round.words.filter(solution.contains)
    let reachable = Rank(
      score: solution.points(of: found), possiblePoints: solution.points,
      foundAll: solution.count > 0 && Set(found).count == solution.count)
    if let rankReached, rankReached > reachable {
      return .invalid("the rank reached is above the words found")
    }
    return nil
  }
}
