import WordScramble

/// The word tiers a command plays with: the lists shipped for the dictionary
/// (`tiers/NAME.required.txt` and `NAME.blocked.txt`), else tiers derived from
/// its word list (``WordTiers/derived(from:rules:)``); the required list
/// replaced by `--required FILE`, the blocked words added to by `--block FILE`
/// (both in ``CommonOptions``).
enum Tiers {
  /// The tiers for the opened dictionary, or nil after printing why a list could not be read.
  static func load(
    for opened: Dictionaries.Opened, requiredFile: String?, blockFile: String?
  ) -> WordTiers? {
    var tiers =
      opened.hasBundledTiers
      ? WordTiers.bundled(forDictionary: opened.name)
      : WordTiers.derived(from: opened.marks, rules: opened.rules)
    if let requiredFile {
      guard let words = list(requiredFile) else { return nil }
      tiers.required = WordList(Set(words.map(opened.rules.key)))
    }
    if let blockFile {
      guard let words = list(blockFile) else { return nil }
      tiers.blocked.formUnion(words.map(opened.rules.key))
    }
    return tiers
  }

  /// The words of a list file; lines that are not words are reported and skipped.
  private static func list(_ path: String) -> Set<String>? {
    let limit = 64 << 20
    guard SystemFiles.isFile(path), let bytes = SystemFiles.contents(of: path, limit: limit + 1)
    else {
      printError("Error: cannot read the word list '\(Escaping.forDisplay(path))'")
      return nil
    }
    guard bytes.count <= limit else {
      printError("Error: the word list '\(Escaping.forDisplay(path))' is over 64 MiB")
      return nil
    }
    let (words, problems) = WordTiers.words(inList: String(decoding: bytes, as: UTF8.self))
    for problem in problems {
      printError("Warning: \(Escaping.forDisplay(path)): \(problem); skipped")
    }
    return words
  }
}
