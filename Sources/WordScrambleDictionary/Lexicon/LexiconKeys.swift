extension Lexicon {
  /// The sorted lines of the keys of `words` under `rules`, and the spelling
  /// of each key that is not a word itself: the key itself, else a lowercase
  /// spelling before a capitalized one, else the first in byte order.
  static func keys(of words: [String], rules: LetterRules) -> ([UInt8], [String: String]) {
    var spellings: [String: String] = [:]
    // The key itself first, then a lowercase spelling before a capitalized
    // one, then the first in byte order: the same whatever order the words
    // come in (`nada`, never the voseo `nadá`).
    func rank(_ word: String, _ key: String) -> Int {
      word == key ? 0 : word.first?.isLowercase == true ? 1 : 2
    }
    for word in words {
      let key = rules.key(Normalization.composed(word.lowercased()))
      if let known = spellings[key] {
        let (old, new) = (rank(known, key), rank(word, key))
        if old < new || (old == new && !word.utf8.lexicographicallyPrecedes(known.utf8)) {
          continue
        }
      }
      spellings[key] = word
    }
    var text: [UInt8] = []
    for key in spellings.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      text += key.utf8
      text.append(0x0A)
    }
    return (text, spellings.filter { $0.key != $0.value })
  }

  /// This lexicon as a solver under `rules` uses it: its words keyed by
  /// them, or nil when the rules are exact and it may miss simple words
  /// (the solver then checks arrangements). With letter rules each
  /// arrangement would be many spellings to check: the list is used
  /// whatever it may miss.
  package func forSolving(under rules: LetterRules) -> Lexicon? {
    guard listsEverySimpleWord || !rules.isExact else { return nil }
    return rules.isExact ? self : keyed(by: rules)
  }
}

extension Lexicon {
  /// The keys of this lexicon's words under `rules` (each once), with what
  /// else it knows: the words a ``Solver`` in that language looks through.
  package func keyed(by rules: LetterRules) -> Lexicon {
    let source = rules.keysLike(self.rules) ? self : rekeyed(by: rules)
    return Lexicon(
      text: source.keyText, incompleteness: incompleteness, maximumLength: maximumLength,
      marks: marks, scope: scope)
  }

  /// This lexicon with its words keyed by other rules.
  package func rekeyed(by rules: LetterRules) -> Lexicon {
    let (keyText, respellings) = Self.keys(of: words, rules: rules)
    return Lexicon(
      text: text, incompleteness: incompleteness, maximumLength: maximumLength,
      marks: marks, rules: rules,
      keyText: keyText, respellings: respellings, scope: scope)
  }
}
