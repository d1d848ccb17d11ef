import WordScramble

extension PlaySession {
  /// `:define WORD` with the word as the player wrote it (`Tisch`), or nil
  /// when `command` is not `:define` or `typed` is not its line.
  func definitionAsTyped(_ command: (name: String, argument: String?), typed: String?)
    -> [ShownLine]?
  {
    guard PlayCommandWord(abbreviation: command.name) == .define, let typed else { return nil }
    let written = Self.command(Normalization.typed(typed)).argument
    guard written.map(game.round.key) == command.argument.map(game.round.key) else { return nil }
    return definitionLines(written)
  }

  /// What `:define WORD` shows: WordNet's senses of a word the player has
  /// seen (``mayDefine(_:)``); the same refusal for every other word, so it
  /// never tells whether an unfound word is real. `:define` alone defines the
  /// start word.
  func definitionLines(_ argument: String?) -> [ShownLine] {
    let typed = argument.map(game.round.key) ?? ""
    let word = typed.isEmpty ? game.round.startWord ?? "" : typed
    guard !word.isEmpty else {
      return [
        ShownLine(
          text: messages(
            "Type :define and a word you found, such as :define silk (English words only)."))
      ]
    }
    // A word asked about is echoed as typed (`Tisch`), not as the dictionary
    // spells it: that would tell whether an unfound word is real.
    let asTyped = argument.map(Normalization.typed) ?? ""
    // The start word (`:define` alone) and a word seen are no secret: as
    // the dictionary spells them.
    let seen = mayDefine(word)
    let shown = asTyped.isEmpty || seen ? self.shown(word) : Escaping.forDisplay(asTyped)
    // Another language's round asks WordNet nothing: an English word with the
    // same letters is not this word, and every word gets the same answer.
    guard isEnglish else {
      return [
        ShownLine(
          text: messages(
            "Definitions come from WordNet, in rounds with an English dictionary only (--dict en_US): there is none of '%s' in this round.",
            shown),
          style: .rejected)
      ]
    }
    guard seen else {
      let text =
        isBetweenRounds
        ? messages("'%s' is no word of the round that ended: define one of its words.", shown)
        : messages("Define '%s' once you have found it, or after its round.", shown)
      return [ShownLine(text: text, style: .rejected)]
    }
    guard let wordNet = definitions else {
      return [
        ShownLine(
          text: messages(
            "Definitions need WordNet's files: install wordnet-base (apt-get install wordnet-base)."
          ),
          style: .rejected)
      ]
    }
    let senses = wordNet.senses(of: word)
    guard !senses.isEmpty else {
      return [ShownLine(text: messages("WordNet has no definition of '%s'.", shown))]
    }
    // The gloss is WordNet's English; its part of speech and the colon are
    // the player's language (`ba (nom) : a soft…`).
    return senses.map {
      ShownLine(
        text: messages(
          "%1$s (%2$s): %3$s", Escaping.forDisplay($0.word), partName($0.part), $0.gloss))
    }
  }

  /// WordNet's name of a part of speech in the player's language.
  private func partName(_ part: String) -> String {
    switch part {
    case "noun": messages(context: "part of speech", "noun")
    case "verb": messages(context: "part of speech", "verb")
    case "adjective": messages(context: "part of speech", "adjective")
    case "adverb": messages(context: "part of speech", "adverb")
    default: part
    }
  }

  /// Whether the player has seen `word` (a key), so defining it gives nothing
  /// away: the start word; a word found this round; any answer, bonus word or
  /// the start word of the round before (``GameSession/roundWords``); or a base form
  /// WordNet defines one of those through (`worm` once `worms` is found,
  /// whether or not `:define worms` showed it).
  func mayDefine(_ word: String) -> Bool {
    let seen = Set(game.round.usedWords).union(previousWords).union(
      [game.round.startWord].compactMap { $0 })
    if seen.contains(word) { return true }
    guard isEnglish, let wordNet = definitions else { return false }
    return wordNet.isBaseForm(word, ofOneOf: seen)
  }

  /// Whether the round's language is English (or none, a dictionary without
  /// files): WordNet's.
  private var isEnglish: Bool { ["en", ""].contains(game.round.language) }
}
