extension WordTiers {
  /// The tiers shipped for the dictionary named `name` (the .dic file's name
  /// without `.dic`, such as `en_US`): `tiers/NAME.required.txt` and
  /// `tiers/NAME.blocked.txt` in the resource bundle (see scripts/make-word-tiers).
  /// A dictionary without them gets ``unrestricted``. Throws when a file of
  /// the bundle cannot be used (``StartWordsError/resourceNotRegular(path:)``,
  /// ``StartWordsError/resourceTooLarge(path:limitMiB:)``).
  public static func bundled(forDictionary name: String) throws(StartWordsError) -> WordTiers {
    let required = try bundledResource(name + ".required.txt").map(WordList.init(sortedLines:))
    return WordTiers(requiredList: required, blocked: Set(try blockedWords(name)))
  }

  /// The blocked words shipped for `language` (a code such as `de`):
  /// `tiers/LANGUAGE.blocked.txt`, every form of the vulgar words and slurs
  /// scripts/make-blocked-lists lists, as the dictionary spells them; empty
  /// for a language without one.
  package static func bundledBlocked(language: String) throws(StartWordsError) -> [String] {
    guard !language.isEmpty, language.allSatisfy({ $0.isLetter && $0.isASCII }) else {
      return []
    }
    return try blockedWords(language)
  }

  /// The vulgar words of `language` that are not slurs (`tiers/LANGUAGE.vulgar.txt`,
  /// every form, a subset of its blocked words): blocked unless a player allows them.
  package static func bundledVulgar(language: String) throws(StartWordsError) -> [String] {
    guard !language.isEmpty, language.allSatisfy({ $0.isLetter && $0.isASCII }) else {
      return []
    }
    return try bundledResource(language + ".vulgar.txt").map { WordList(sortedLines: $0).words }
      ?? []
  }

  /// The words of the bundled `tiers/NAME.blocked.txt`, or none.
  private static func blockedWords(_ name: String) throws(StartWordsError) -> [String] {
    try bundledResource(name + ".blocked.txt").map { WordList(sortedLines: $0).words } ?? []
  }

  /// A list shipped for the dictionary named `name` or, without one, for its
  /// `language`: `tiers/KIND/NAME.txt`, else `tiers/KIND/LANGUAGE.txt`, one
  /// word a line as the dictionary spells it, sorted (see
  /// scripts/make-required-lists). `kind` is `required` (the words a player
  /// of the language is expected to know, by word frequency), `added` (common
  /// words the dictionary lacks), `start` (start-word candidates) or `why`
  /// (the evidence, `why/NAME.txt` in the evidence bundle, when it is there).
  package static func bundledList(_ kind: String, dictionary name: String, language: String)
    throws(StartWordsError) -> [UInt8]?
  {
    for file in [name, language]
    where !file.isEmpty && file.allSatisfy({ ($0.isLetter || $0 == "_") && $0.isASCII }) {
      if kind == "why" {
        // The evidence is a bundle of its own, which an app links or not.
        let path = "why/" + file + ".txt"
        let limit = StartWords.maximumResourceListBytes
        if let bytes = try StartWords.bundledBytes(path, limit: limit, evidence: true) {
          return bytes
        }
      } else if let bytes = try bundledResource(kind + "/" + file + ".txt") {
        return bytes
      }
    }
    return nil
  }

  /// The keys of a bundled list's words under `rules`: its lines as they are
  /// where the rules are exact (the lists are lowercase and sorted), else each
  /// line keyed.
  package static func keyedList(_ bytes: [UInt8], rules: LetterRules) -> WordList {
    keyedSpellings(bytes, rules: rules).keys
  }

  /// ``keyedList(_:rules:)`` with the spelling of each key that is not
  /// itself a line (`guia` → `guía`: the lists hold a key's most frequent
  /// spelling only).
  package static func keyedSpellings(_ bytes: [UInt8], rules: LetterRules)
    -> (keys: WordList, spellings: [String: String])
  {
    if rules.isExact { return (WordList(sortedLines: bytes), [:]) }
    // The lists are sorted, lowercase and in NFC (German nouns capitalized),
    // and most lines are their own key: those stay in place as bytes, the
    // others are keyed, sorted and merged in, so that a list of 100,000 words
    // is keyed in milliseconds at every start.
    var same: [Range<Int>] = []
    var changed: [[UInt8]] = []
    var spellings: [String: String] = [:]
    var start = 0
    for end in bytes.indices where bytes[end] == 0x0A {
      defer { start = end + 1 }
      let line = bytes[start..<end]
      guard let first = line.first, first != UInt8(ascii: "#") else { continue }
      if line.allSatisfy({ $0 < 0x80 }) && !(0x41...0x5A).contains(first) {
        same.append(start..<end)
        continue
      }
      let word = String(decoding: line, as: UTF8.self)
      let key = rules.key(word.first?.isUppercase == true ? word.lowercased() : word)
      if key.utf8.elementsEqual(line) {
        same.append(start..<end)
      } else {
        changed.append(Array(key.utf8))
        spellings[key] = word
      }
    }
    changed.sort { $0.lexicographicallyPrecedes($1) }
    // Merge the two sorted runs, each key once.
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count)
    var last = 0..<0
    var (i, j) = (0, 0)
    while i < same.count || j < changed.count {
      let next: ArraySlice<UInt8>
      if j == changed.count
        || (i < same.count && bytes[same[i]].lexicographicallyPrecedes(changed[j]))
      {
        next = bytes[same[i]]
        i += 1
      } else {
        next = changed[j][...]
        j += 1
      }
      if !text.isEmpty && next.elementsEqual(text[last]) { continue }
      last = text.count..<(text.count + next.count)
      text += next
      text.append(0x0A)
    }
    return (WordList(sortedLines: text), spellings)
  }

  /// Whether tiers are shipped for the dictionary named `name`.
  package static func hasBundled(forDictionary name: String) -> Bool {
    StartWords.bundledResource("tiers/" + name + ".required.txt") != nil
  }

  /// The bytes of a bundled list, or nil (a regular file of at most
  /// ``StartWords/maximumResourceListBytes``, or an error).
  private static func bundledResource(_ name: String) throws(StartWordsError) -> [UInt8]? {
    try StartWords.bundledBytes("tiers/" + name, limit: StartWords.maximumResourceListBytes)
  }
}
