/// Restoring a saved game or round in a language: checked, its answers
/// derived again by the language's solver (see ``RestoreError``).
extension GameLanguage {
  /// What a decoder needs to restore this language's rounds and games: the
  /// dictionary, the tiers, the rules and the solver that derives a game's
  /// answers again (see ``Game/init(from:)`` and ``Round/init(from:)``).
  public var restoringInfo: [CodingUserInfoKey: any Sendable] {
    [.spellChecker: dictionary, .wordTiers: tiers, .answerRules: rules, .solver: solver()]
  }

  /// The game `record` holds, restored in this language: checked, its
  /// answers derived again (``Game/Record/game(solver:)``); throws
  /// ``RestoreError`` for whatever is wrong with it.
  public func game(restoring record: Game.Record) throws(RestoreError) -> Game {
    try record.game(solver: solver())
  }
}
