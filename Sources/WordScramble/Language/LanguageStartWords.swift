extension GameLanguage {
  /// The start words to draw from: the bundled list for the dictionary it was
  /// made for (en_US), else words of the dictionary's own, generated from its
  /// word list on first use and cached when `cached` and the tiers are the
  /// dictionary's own.
  public func startWords(cached: Bool = true) throws(GameLanguageError) -> StartWords {
    // Without its bundle the game is not installed right: say so for every dictionary.
    let bundled: StartWords
    do throws(StartWordsError) { bundled = try StartWords.bundled() } catch {
      throw .startWords(error)
    }
    if hasBundledTiers { return bundled }
    guard let lexicon else { throw .noStartWords(dictionary: name) }
    let path = cached && hasDefaultTiers ? cache.map(startWordsPath) : nil
    if let path, let list = Self.readStartWords(path) { return list }
    guard let list = StartWords.generated(from: lexicon, rules: letterRules, tiers: tiers) else {
      throw .noStartWords(dictionary: name)
    }
    if let path, let bands = list.bands {
      let text =
        "\(Self.startWordsFormat)\n\(bands.hardest) \(bands.medium)\n"
        + list.words.map { $0 + "\n" }.joined()
      SystemFiles.createFolder(SystemFiles.folder(of: path))
      _ = SystemFiles.writeAtomically(Array(text.utf8), to: path)
    }
    return list
  }

  /// The start words of the list file at `path` that can start a round of
  /// this language (nil when no line can), and a sentence for each line skipped.
  public func startWords(contentsOf path: String) throws(GameLanguageError) -> (
    list: StartWords?, skipped: [String]
  ) {
    do throws(StartWordsError) {
      let (list, problems) = try StartWords.checked(
        contentsOf: path, dictionary: dictionary, tiers: tiers)
      return (list, problems.map { "\($0)" })
    } catch {
      throw .startWords(error)
    }
  }

  /// The first line of a cached start-word list.
  static let startWordsFormat = "wordgame-start-words 1"

  /// Where the generated start words of this language are cached.
  private func startWordsPath(_ cache: Lexicon.Cache) -> String {
    cache.folder + "/start-words-\(cache.key)-\(letterRules.language)"
      + "\(letterRules.folds ? "" : "-exact").txt"
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

  /// The key of `word` in the dictionary `nameOrPath` under its letter rules
  /// (exact when it cannot be found): whether a saved round is on that word.
  package static func key(
    _ word: String, inDictionary nameOrPath: String, exactLetters: Bool,
    environment: [String: String]
  ) -> String {
    let rules =
      (try? DictionaryLocation.resolve(nameOrPath, environment: environment)).map {
        LetterRules(language: Opening.language($0), folds: !exactLetters)
      } ?? .exact
    return rules.key(Normalization.answer(word))
  }
}
