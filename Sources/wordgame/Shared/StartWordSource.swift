import WordScramble

extension Dictionaries {
  /// Why a dictionary has no start words to draw.
  struct NoStartWords: Error, CustomStringConvertible {
    var name: String
    var description: String {
      "no word of the '\(Escaping.forDisplay(name))' dictionary has \(StartWords.drawnLength) letters and \(StartWords.generatedMinimumAnswers) answers to be a start word; give one with --root or --roots"
    }
  }

  /// The start words to draw from: the bundled list for the dictionary it was
  /// made for (en_US), else words of the dictionary's own, generated from its
  /// word list on first use and cached (``StartWords/generated(from:rules:tiers:)``).
  /// Tiers changed by `--required` or `--block` make a list of their own, not cached.
  static func startWords(_ opened: Opened, tiers: WordTiers, cached: Bool = true) throws
    -> StartWords
  {
    // Without its bundle the game is not installed right: say so for every dictionary.
    let bundled = try StartWords.bundled()
    if opened.hasBundledTiers { return bundled }
    guard let lexicon = opened.lexicon else { throw NoStartWords(name: opened.name) }
    let path = cached ? opened.cache.map { startWordsPath(opened, cache: $0) } : nil
    if let path, let list = readStartWords(path) { return list }
    guard let list = StartWords.generated(from: lexicon, rules: opened.rules, tiers: tiers) else {
      throw NoStartWords(name: opened.name)
    }
    if let path, let bands = list.bands {
      let text =
        "\(startWordsFormat)\n\(bands.hardest) \(bands.medium)\n"
        + list.words.map { $0 + "\n" }.joined()
      SystemFiles.createFolder(SystemFiles.folder(of: path))
      _ = SystemFiles.writeAtomically(Array(text.utf8), to: path)
    }
    return list
  }

  static let startWordsFormat = "wordgame-start-words 1"

  /// Where the generated start words of the opened dictionary are cached.
  private static func startWordsPath(_ opened: Opened, cache: Lexicon.Cache) -> String {
    let rules = opened.rules
    return cache.folder
      + "/start-words-\(cache.key)-\(rules.language)\(rules.folds ? "" : "-exact").txt"
  }

  /// A cached list: the format line, the bands, the words.
  private static func readStartWords(_ path: String) -> StartWords? {
    guard let data = SystemFiles.contents(of: path), data.last == 0x0A else { return nil }
    let lines = data.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
    guard lines.count > 2, lines[0] == startWordsFormat else { return nil }
    let bands = lines[1].split(separator: " ").compactMap { Int($0) }
    guard bands.count == 2 else { return nil }
    var list = StartWords(words: Array(lines.dropFirst(2)), path: path)
    list.bands = DifficultyBands(hardest: bands[0], medium: bands[1])
    return list
  }

  /// The lines of a start-word list file (empty if it cannot be read): how
  /// long the words the rounds need listed are.
  static func lines(of path: String?) -> [String] {
    guard let path, path != "-",
      let data = SystemFiles.contents(of: path, limit: StartWords.maximumListBytes)
    else { return [] }
    return data.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The letter rules of the dictionary `nameOrPath` (exact when it cannot be found).
  static func letterRules(_ nameOrPath: String, exactLetters: Bool) -> LetterRules {
    guard
      let location = try? DictionaryLocation.resolve(
        nameOrPath, environment: SystemFiles.environment)
    else { return .exact }
    return LetterRules(language: language(location), folds: !exactLetters)
  }
}

extension SavedRound.Options {
  /// Whether the tiers are the dictionary's own (no `--required` or `--block`).
  var isDefault: Bool { required == nil && block == nil }
}
