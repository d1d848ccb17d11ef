extension WordTiers {
  /// The tiers shipped for the dictionary named `name` (the .dic file's name
  /// without `.dic`, such as `en_US`): `tiers/NAME.required.txt` and
  /// `tiers/NAME.blocked.txt` in the resource bundle (see scripts/make-word-tiers).
  /// A dictionary without them gets ``unrestricted``.
  public static func bundled(forDictionary name: String) -> WordTiers {
    let required = bundledResource(name + ".required.txt").map(WordList.init(sortedLines:))
    return WordTiers(requiredList: required, blocked: Set(blockedWords(name)))
  }

  /// The blocked words shipped for `language` (a code such as `de`):
  /// `tiers/LANGUAGE.blocked.txt`, every form of the vulgar words and slurs
  /// scripts/make-blocked-lists lists, as the dictionary spells them; empty
  /// for a language without one.
  package static func bundledBlocked(language: String) -> [String] {
    guard !language.isEmpty, language.allSatisfy({ $0.isLetter && $0.isASCII }) else {
      return []
    }
    return blockedWords(language)
  }

  /// The words of the bundled `tiers/NAME.blocked.txt`, or none.
  private static func blockedWords(_ name: String) -> [String] {
    bundledResource(name + ".blocked.txt").map { WordList(sortedLines: $0).words } ?? []
  }

  /// Whether tiers are shipped for the dictionary named `name`.
  package static func hasBundled(forDictionary name: String) -> Bool {
    StartWords.bundledResource("tiers/" + name + ".required.txt") != nil
  }

  /// The bytes of a bundled list, or nil.
  private static func bundledResource(_ name: String) -> [UInt8]? {
    StartWords.bundledResource("tiers/" + name).flatMap { SystemFiles.contents(of: $0) }
  }
}
