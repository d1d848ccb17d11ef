extension WordTiers {
  /// The tiers shipped for the dictionary named `name` (the .dic file's name
  /// without `.dic`, such as `en_US`): `tiers/NAME.required.txt` and
  /// `tiers/NAME.blocked.txt` in the resource bundle (see scripts/make-word-tiers).
  /// A dictionary without them gets ``unrestricted``.
  public static func bundled(forDictionary name: String) -> WordTiers {
    let required = bundledResource(name + ".required.txt").map(WordList.init(sortedLines:))
    let blocked = bundledResource(name + ".blocked.txt").map {
      WordList(sortedLines: $0).words
    }
    return WordTiers(requiredList: required, blocked: Set(blocked ?? []))
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
