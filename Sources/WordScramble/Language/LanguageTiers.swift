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
      ? WordTiers.bundled(forDictionary: name)
      : WordTiers.derived(from: marks, rules: rules)
    // Every language's own vulgar words and slurs, in every form.
    tiers.blocked.formUnion(WordTiers.bundledBlocked(language: rules.language).map(rules.key))
    if let path = options.requiredListPath {
      tiers.required = WordList(Set(try Self.list(path, warnings: &warnings).map(rules.key)))
    }
    if let path = options.blockListPath {
      tiers.blocked.formUnion(try Self.list(path, warnings: &warnings).map(rules.key))
    }
    return tiers
  }

  /// The words of a list file; lines that are not words are reported and skipped.
  private static func list(_ path: String, warnings: inout [String])
    throws(GameLanguageError) -> Set<String>
  {
    let limit = 64 << 20
    guard SystemFiles.isFile(path), let bytes = SystemFiles.contents(of: path, limit: limit + 1)
    else { throw .unreadableList(path: path) }
    guard bytes.count <= limit else { throw .listTooLarge(path: path) }
    let (words, problems) = WordTiers.words(inList: String(decoding: bytes, as: UTF8.self))
    warnings += problems.map { "\(Escaping.forDisplay(path)): \($0); skipped" }
    return words
  }
}
