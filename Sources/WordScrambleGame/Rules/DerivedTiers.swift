extension WordTiers {
  /// The tiers of a dictionary without bundled lists, from its word list (or
  /// its marked words alone): never-suggested words are blocked in English,
  /// bonus in other languages; the listed words are required but for
  /// ``JunkWords`` and forms of entries without a vowel; every other word the
  /// dictionary accepts (made only by compounding, say) is bonus. Without a
  /// list, every accepted word but those is required.
  package static func derived(from lexicon: Lexicon?, rules: LetterRules) -> WordTiers {
    var tiers = WordTiers(junkLanguage: rules.language)
    guard let lexicon else { return tiers }
    // English dictionaries (SCOWL's) never suggest their slurs and vulgar
    // words: blocked. Others hide symbols (fr), rare or vulgar words (de) or
    // names (nl) alike: bonus.
    let unsuggested = Set(lexicon.unsuggested.map { rules.key($0) })
    if rules.language == "en" { tiers.blocked = unsuggested } else { tiers.demoted = unsuggested }
    tiers.demoted.formUnion(lexicon.marks.abbreviations.map { rules.key($0) })
    if lexicon.listsEverySimpleWord {
      tiers.required =
        (lexicon.rules.keysLike(rules) ? lexicon : lexicon.rekeyed(by: rules)).keyList
    }
    return tiers
  }
}
