extension Opening.Opened {
  /// The tiers of the opened dictionary: the lists shipped for it
  /// (`tiers/NAME.required.txt` and `NAME.blocked.txt`), else tiers derived
  /// from its word list (``WordTiers/derived(from:rules:)``), with the
  /// language's bundled blocked words (`tiers/LL.blocked.txt`); the required list
  /// replaced by `requiredListPath`, the blocked words added to by
  /// `blockListPath`. Lines of a list that are not words go to `warnings`.
  func tiers(options: GameLanguage.Options, warnings: inout [String])
    throws(GameLanguageError) -> WordTiers
  {
    var tiers =
      hasBundledTiers
      ? try GameLanguageError.resources { () throws(StartWordsError) in
        try WordTiers.bundled(forDictionary: name)
      }
      : WordTiers.derived(from: marks, rules: rules)
    // The words a player of the language is expected to know, by frequency.
    // Frequency decides what the derived tiers' shape rules guessed (`red` is
    // a form of the entry `d`, yet common Spanish); never-suggested words
    // stay bonus (names in Dutch, symbols in French).
    if let required {
      // The shipped list decides which Roman numerals are words (`mix` in
      // English; `mcc` is not): the other shape rules still demote.
      tiers.listDecidesNumerals = true
      tiers.required = required.keys
      // Never-suggested words stay bonus, unless the list requires their key
      // (its makers judged them; Dutch `kán`, an emphasis, keys as `kan`).
      tiers.demoted =
        rules.language == "en"
        ? []
        : Set((marks?.unsuggested ?? []).map(rules.key).filter { !required.keys.contains($0) })
    }
    // Every language's own vulgar words and slurs, in every form.
    let language = rules.language
    tiers.blocked.formUnion(
      try GameLanguageError.resources { () throws(StartWordsError) in
        try WordTiers.bundledBlocked(language: language)
      }.map(rules.key))
    // Vulgar words that are not slurs, when the player allows them: bonus words.
    if options.allowsVulgarWords {
      tiers.blocked.subtract(
        try GameLanguageError.resources { () throws(StartWordsError) in
          try WordTiers.bundledVulgar(language: language)
        }.map(rules.key))
    }
    if let path = options.requiredListPath {
      tiers.required = WordList(
        Set(try Self.list(path, options, warnings: &warnings).map(rules.key)))
    }
    if let path = options.blockListPath {
      let given = try Self.list(path, options, warnings: &warnings).map(rules.key)
      tiers.blocked.formUnion(given)
      tiers.givenBlocked = Set(given)
    }
    return tiers
  }

  /// The words of a list file (or of its text in `options.listTexts`); lines
  /// that are not words are reported and skipped.
  static func list(_ path: String, _ options: GameLanguage.Options, warnings: inout [String])
    throws(GameLanguageError) -> Set<String>
  {
    let messages = options.messages
    let text: String
    if let given = options.listTexts[path] {
      text = given
    } else {
      text = try Self.text(ofList: path)
    }
    let (words, problems) = WordTiers.words(inList: text, messages: messages)
    warnings += problems.map { messages("%s: %s; skipped", Escaping.forDisplay(path), $0) }
    return words
  }

  /// The most bytes of a list file (`--required`, `--block`, `--personal`).
  static let maximumListBytes = 64 << 20

  /// The text of a list file the player named: a file (not a folder), a FIFO
  /// or `<(…)` (read once), of at most ``maximumListBytes``.
  static func text(ofList path: String) throws(GameLanguageError) -> String {
    let limit = maximumListBytes
    guard SystemFiles.isFile(path), let bytes = SystemFiles.input(at: path, limit: limit + 1)
    else { throw .unreadableList(path: path) }
    guard bytes.count <= limit else { throw .listTooLarge(path: path) }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension Opening {
  /// The lists a dictionary is opened with, read once: the required words
  /// shipped for its language (by frequency), the words added to its own,
  /// and what was skipped of the personal list.
  struct Lists {
    var required: (keys: WordList, spellings: [String: String])?
    var added: WordList
    /// The words only the personal list adds.
    var personal: Set<String> = []
    var warnings: [String] = []
  }

  /// The ``Lists`` of the dictionary `name` under `rules` (`bundled`: en_US,
  /// whose required list is its bundled tiers').
  func lists(name: String, rules: LetterRules, bundled: Bool) throws(GameLanguageError) -> Lists {
    var warnings: [String] = []
    var (added, personal) = try Self.addedWords(
      name: name, language: rules.language, personalPath: options.personalListPath,
      personalText: options.personalListPath.flatMap { options.listTexts[$0] },
      messages: options.messages, warnings: &warnings)
    // Vulgar words allowed are words, even where the dictionary lacks them
    // (Spanish `cojones`, German `Kacke`): a player who allows them is never
    // told one is made up. The lists write them in lower case; where nouns
    // are capitalized, the words the dictionary lacks come as written
    // (`tiers/vulgar-added`: `Kacke`, `kacken`, `kackt`).
    if options.allowsVulgarWords {
      let vulgar = try GameLanguageError.resources { () throws(StartWordsError) in
        if LetterRules.capitalizesNouns(rules.language) {
          return try WordTiers.bundledList(
            "vulgar-added", dictionary: name, language: rules.language
          )
          .map { WordList(sortedLines: $0).words } ?? []
        }
        return try WordTiers.bundledVulgar(language: rules.language)
      }
      added = added.adding(vulgar)
    }
    let required =
      bundled
      ? nil
      : try GameLanguageError.resources { () throws(StartWordsError) in
        try WordTiers.bundledList("required", dictionary: name, language: rules.language)
      }.map { WordTiers.keyedSpellings($0, rules: rules) }
    return Lists(required: required, added: added, personal: personal, warnings: warnings)
  }

  /// The words added to the dictionary's own (``AddedWords``): the common
  /// words shipped for it that it lacks (`tiers/added/`, such as `donut` for
  /// en_US), and the words of the personal list at `personalPath`, in
  /// Hunspell's personal dictionary format: one word a line (`word/model`
  /// adds the word alone, `*word` is not taken: `--block` blocks words).
  /// Returns them all, and those only the personal list adds. `personalText`:
  /// the personal list's text, already read.
  static func addedWords(
    name: String, language: String, personalPath: String?, personalText: String? = nil,
    messages: MessageCatalog = .english, warnings: inout [String]
  ) throws(GameLanguageError) -> (all: WordList, personal: Set<String>) {
    // The shipped list stays its sorted file's bytes (a set of en_US's 51,000
    // words cost 2 MB and milliseconds at every open).
    let words =
      try GameLanguageError.resources { () throws(StartWordsError) in
        try WordTiers.bundledList("added", dictionary: name, language: language)
      }.map { WordList(sortedLines: $0) } ?? WordList()
    guard let personalPath else { return (words, []) }
    let shown = Escaping.forDisplay(personalPath)
    var lines: [String] = []
    // Every warning with its line's number: said in the file's order.
    var numbered: [(line: Int, message: String)] = []
    let text: String
    if let personalText {
      text = personalText
    } else {
      text = try Opened.text(ofList: personalPath)
    }
    for (index, line) in text.split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      var text = Substring(line)
      if text.hasPrefix("*") {
        numbered.append(
          (
            index + 1,
            messages(
              "%s: line %d: '%s' forbids a word, which a personal list cannot here (--block blocks words); skipped",
              shown, index + 1, Escaping.forDisplay(String(text)))
          ))
        lines.append("")
        continue
      }
      if let slash = text.firstIndex(of: "/") {
        numbered.append(
          (
            index + 1,
            messages(
              "%s: line %d: the affixes of '%s' are not added, only the word", shown, index + 1,
              Escaping.forDisplay(String(text)))
          ))
        text = text[..<slash]
      }
      lines.append(String(text))
    }
    let (personal, problems) = WordTiers.numberedWords(
      inList: lines.joined(separator: "\n"), messages: messages)
    numbered += problems.map { ($0.line, messages("%s: %s; skipped", shown, $0.message)) }
    // A stable sort: a line's own warnings keep their order.
    warnings += numbered.enumerated().sorted {
      ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
    }
    .map(\.element.message)
    // German writes nouns capitalized, and a player's list says how a word is
    // written (`Sufari`): kept so, as `hunspell -p` keeps it, and shown so.
    var written = personal
    if LetterRules.capitalizesNouns(language) {
      for line in lines {
        let spelling = Normalization.typed(line)
        if spelling != spelling.lowercased(), written.remove(Normalization.answer(line)) != nil {
          written.insert(spelling)
        }
      }
    }
    let own = written.filter { !words.contains($0) }
    return (words.adding(own), own)
  }
}

extension GameLanguage {
  /// The text of the list file at `path` (`--required`, `--block`,
  /// `--personal`), read as opening a language reads it, to be kept and given
  /// again in ``Options/listTexts``.
  package static func listText(atPath path: String) throws(GameLanguageError) -> String {
    try Opening.Opened.text(ofList: path)
  }
}
