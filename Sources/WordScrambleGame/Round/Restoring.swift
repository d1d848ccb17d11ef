/// What a decoder's `userInfo` hands a restored ``Round`` or ``Game``: the
/// solver that derives a game's answers again, with its dictionary, tiers and
/// rules; or the dictionary and tiers (both required) and the rules (by
/// default none), solved by checking arrangements.
struct RestoringContext {
  let solver: Solver

  /// The context in `userInfo`; throws ``RestoreError/missing(_:)`` without a
  /// solver, or a dictionary or tiers.
  init(_ userInfo: [CodingUserInfoKey: Any]) throws(RestoreError) {
    if let solver = userInfo[.solver] as? Solver {
      self.solver = solver
      return
    }
    guard let dictionary = userInfo[.spellChecker] as? any SpellChecker else {
      throw .missing("dictionary")
    }
    guard let tiers = userInfo[.wordTiers] as? WordTiers else { throw .missing("tiers") }
    solver = Solver(
      dictionary: dictionary, lexicon: nil, tiers: tiers,
      rules: userInfo[.answerRules] as? [AnswerRule] ?? [])
  }
}

extension CodingUserInfoKey {
  /// Where a decoder's `userInfo` holds the ``SpellChecker`` a decoded ``Round`` uses.
  public static let spellChecker = CodingUserInfoKey(rawValue: "WordScramble.spellChecker")!
  /// Where a decoder's `userInfo` holds the ``WordTiers`` a decoded ``Round`` uses.
  public static let wordTiers = CodingUserInfoKey(rawValue: "WordScramble.wordTiers")!
  /// Where a decoder's `userInfo` holds the ``AnswerRule``s a decoded ``Round``
  /// uses (by default none).
  public static let answerRules = CodingUserInfoKey(rawValue: "WordScramble.answerRules")!
  /// Where a decoder's `userInfo` holds the ``Solver`` a restored ``Game``'s
  /// answers are derived with again, its dictionary, tiers and rules those of
  /// the game (`GameLanguage.restoringInfo` puts the language's there, with
  /// its word list); without it they are derived by checking arrangements
  /// with the dictionary in ``spellChecker``.
  public static let solver = CodingUserInfoKey(rawValue: "WordScramble.solver")!
}
