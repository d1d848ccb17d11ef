/// What a decoder's `userInfo` hands a restored ``Round`` or ``Game``: its
/// dictionary and tiers (both required) and its own rules (by default none).
struct RestoringContext {
  let dictionary: any SpellChecker
  let tiers: WordTiers
  let rules: [AnswerRule]

  /// The context in `userInfo`; throws ``RestoreError/missing(_:)`` without a
  /// dictionary or tiers.
  init(_ userInfo: [CodingUserInfoKey: Any]) throws(RestoreError) {
    guard let dictionary = userInfo[.spellChecker] as? any SpellChecker else {
      throw .missing("dictionary")
    }
    guard let tiers = userInfo[.wordTiers] as? WordTiers else { throw .missing("tiers") }
    self.dictionary = dictionary
    self.tiers = tiers
    self.rules = userInfo[.answerRules] as? [AnswerRule] ?? []
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
}

/// Why a saved ``Round`` or ``Game`` could not be restored.
public enum RestoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The decoder's `userInfo` lacks what the round is played with: restore
  /// with `GameLanguage.restoringInfo` as the decoder's `userInfo`, or set
  /// `CodingUserInfoKey.spellChecker` and `.wordTiers` yourself.
  case missing(String)
  /// The game was played with another dictionary (`saved`, `en_US`) than
  /// the one it is restored with (`restoring`, `de_DE`).
  case otherLanguage(saved: String, restoring: String)
  /// The game was played with a custom rule (its code) the restore lacks.
  case missingRule(code: String)
  /// The saved values are not a game's (damaged or tampered with): why.
  case invalid(String)

  /// What is wrong, as a sentence.
  public var description: String {
    switch self {
    case .missing(let what):
      "restoring a round needs its \(what): decode with GameLanguage.restoringInfo as userInfo"
    case .otherLanguage(let saved, let restoring):
      "the game was played with the dictionary '\(Escaping.forDisplay(saved))', not '\(Escaping.forDisplay(restoring))': restore it with its own language"
    case .missingRule(let code):
      "the game was played with the rule '\(Escaping.forDisplay(code))': restore it with that rule in GameLanguage.Options.rules"
    case .invalid(let why):
      "the saved game is damaged: \(why)"
    }
  }
}
