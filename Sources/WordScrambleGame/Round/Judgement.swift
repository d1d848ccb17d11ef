/// A verdict with what a report of it says besides: whether an accepted word
/// is a bonus word, whether it uses every letter, and the dictionary's spelling.
///
/// These are the values `wordgame check --json` prints (`bonus`, `allLetters`,
/// `spelling`); a renderer only chooses how to show them.
public struct Judgement: Equatable, Hashable, Sendable {
  /// The verdict itself.
  public var verdict: Verdict
  /// Whether an accepted word is a bonus word of a round with a required list
  /// (false for a rejected word, and where every word is required).
  public var isBonus: Bool
  /// Whether an accepted word uses every letter of the start word (it scored double).
  public var usesEveryLetter: Bool
  /// The dictionary's spelling of an accepted word where it differs from the
  /// word judged (`gelée` for `gelee`, `Haus` for `haus`); nil where the word
  /// is written as judged (`camino`, every word where letters are exact).
  public var spelling: String?

  /// A judgement from its parts.
  public init(verdict: Verdict, isBonus: Bool, usesEveryLetter: Bool, spelling: String?) {
    self.verdict = verdict
    self.isBonus = isBonus
    self.usesEveryLetter = usesEveryLetter
    self.spelling = spelling
  }
}

extension Round {
  /// What a report says of `verdict`, a verdict of this round.
  public func judgement(of verdict: Verdict) -> Judgement {
    guard case .accepted(let word, _) = verdict else {
      return Judgement(verdict: verdict, isBonus: false, usesEveryLetter: false, spelling: nil)
    }
    return Judgement(
      verdict: verdict, isBonus: isBonus(word),
      usesEveryLetter: Scoring.usesEveryLetter(word, startWord: startWord),
      spelling: rules.letterRules.isExact ? nil : shownSpelling(of: word))
  }

  /// The dictionary's spelling of an accepted `word`, or nil when it is `word` itself.
  private func shownSpelling(of word: String) -> String? {
    let spelling = spelling(of: word)
    return spelling == word ? nil : spelling
  }

  /// Whether an accepted `word` is reported as a bonus word: the tiers list
  /// required words (or junk words of a language) and `word` is not one.
  package func isBonus(_ word: String) -> Bool {
    (tiers.required != nil || tiers.junkLanguage != nil) && tiers.tier(of: word) == .bonus
  }
}
