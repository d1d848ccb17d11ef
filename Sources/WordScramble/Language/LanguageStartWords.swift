extension GameLanguage {
  /// The start words to draw from: the bundled list for the dictionary it was
  /// made for (en_US), else words of the dictionary's own, generated from its
  /// word list on first use and cached when `cached` and the tiers are the
  /// dictionary's own.
  public func startWords(cached: Bool = true) throws(GameLanguageError) -> StartWords {
    try startWords(cached: cached, isCancelled: { false })!
  }

  /// ``startWords(cached:)``, nil as soon as `isCancelled` says so (asked
  /// while the words are read and counted; a list stopped so is not cached).
  package func startWords(cached: Bool = true, isCancelled: () -> Bool) throws(GameLanguageError)
    -> StartWords?
  {
    if let givenStartWords { return givenStartWords }
    // Without its bundle the game is not installed right: say so for every dictionary.
    let bundled: StartWords
    do throws(StartWordsError) { bundled = try StartWords.bundled() } catch {
      throw .startWords(error)
    }
    if hasBundledTiers { return bundled }
    let cache = cached && hasDefaultTiers ? cache : nil
    let language = letterRules.language
    let candidates = try GameLanguageError.resources { () throws(StartWordsError) in
      try WordTiers.bundledList("start", dictionary: name, language: language)
    }
    let path = cache.map { startWordsPath($0, candidates: candidates) }
    if let cache, let path, let list = readStartWords(path, source: cache.key) { return list }
    if isCancelled() { return nil }
    let known = candidates.map { Set(WordTiers.keyedList($0, rules: letterRules).words) }
    // With the start words and required words shipped (made of the
    // dictionary's own words), no word list is needed: a first game draws
    // before its list is built.
    if isCancelled() { return nil }
    let list =
      known.flatMap { StartWords.generated(tiers: tiers, known: $0, isCancelled: isCancelled) }
      ?? lexicon.flatMap {
        StartWords.generated(
          from: $0, rules: letterRules, tiers: tiers, candidates: known, isCancelled: isCancelled)
      }
    if isCancelled() { return nil }
    guard let list else {
      // Too few answers for a start word because of the player's own list,
      // not the dictionary: say so.
      throw provenance.hasGivenRequiredList
        ? .noStartWordsOnRequiredList : .noStartWords(dictionary: name)
    }
    // Words made from a dictionary whose files changed since they were
    // hashed are not kept under that hash.
    if let cache, let path, let bands = list.bands, cache.isUnchanged {
      let text = "\(bands.hardest) \(bands.medium)\n" + list.words.map { $0 + "\n" }.joined()
      if let failure = SealedFile.write(
        Array(text.utf8), format: Self.startWordsFormat, source: cache.key, to: path)
      {
        let messages = MessageCatalog.player
        warning?(
          messages(
            "cannot cache the start words at %1$s: %2$s",
            messages.quoted(path: path),
            SealedFile.reason(failure, in: messages)))
      }
    }
    return list
  }

  /// The start words of the list file at `path` that can start a round of
  /// this language (nil when no line can), and a sentence for each line skipped.
  public func startWords(contentsOf path: String) throws(GameLanguageError) -> (
    list: StartWords?, skipped: [String]
  ) {
    // One byte over the limit is read, so that a list too large says so.
    guard let data = SystemFiles.input(at: path, limit: StartWords.maximumListBytes + 1)
    else { throw .startWords(.unreadable(path: path)) }
    return try startWords(list: data, path: path)
  }

  /// ``startWords(contentsOf:)`` for a list already read (`path` names it):
  /// a FIFO, a pipe or standard input can be read only once. The lines
  /// skipped are described in the language of `messages`.
  public func startWords(
    list bytes: [UInt8], path: String, messages: MessageCatalog = .english
  ) throws(GameLanguageError) -> (
    list: StartWords?, skipped: [String]
  ) {
    do throws(StartWordsError) {
      let (list, problems) = try StartWords.checked(
        list: bytes, path: path, dictionary: dictionary, tiers: tiers)
      return (list, problems.map { $0.description(in: messages) })
    } catch {
      throw .startWords(error)
    }
  }

  /// The first line of a cached start-word list.
  static let startWordsFormat = "wordgame-start-words 7"

  /// Where the generated start words of this language are cached: named by
  /// the dictionary's files and by the lists they are made from (the bundled
  /// start-word `candidates` and required words), so that a game whose lists
  /// changed (a newer version) makes them again instead of drawing its daily
  /// from an older list than a new player's.
  package func startWordsPath(_ cache: Lexicon.Cache, candidates: [UInt8]?) -> String {
    // Hashed as the added words' cache name is (eight bytes a step).
    let lists = [candidates.map(WordList.init(sortedLines:)), tiers.required].map {
      $0.map(Lexicon.Cache.hash) ?? "0"
    }
    return cache.folder + "/start-words-\(cache.key)-\(lists.joined())-"
      + "\(letterRules.language)\(letterRules.folds ? "" : "-exact").txt"
  }

  /// A cached list, sealed (``SealedFile``): the bands, then the words, each
  /// a word of letters drawn from the dictionary. Anything else is told to
  /// ``warning`` and made again.
  private func readStartWords(_ path: String, source: String) -> StartWords? {
    let body: ArraySlice<UInt8>
    switch SealedFile.read(
      path: path, format: Self.startWordsFormat, source: source,
      limit: StartWords.maximumListBytes)
    {
    case .success(let bytes): body = bytes
    case .failure(let problem):
      if problem.isWorthAWarning { ignore(path, because: problem.description(in: .player)) }
      return nil
    }
    let lines = body.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
    let bands = lines.first?.split(separator: " ").compactMap { Int($0) } ?? []
    guard lines.count > 1, bands.count == 2, (0...1_000_000).contains(bands[0]),
      (bands[0]...1_000_000).contains(bands[1]),
      lines.dropFirst().allSatisfy(WordShape.isLettersOnly)
    else {
      let messages = MessageCatalog.player
      ignore(path, because: messages("they are not a list of words"))
      return nil
    }
    var list = StartWords(words: Array(lines.dropFirst()), path: path)
    list.bands = DifficultyBands(hardest: bands[0], medium: bands[1])
    return list
  }

  /// Removes a damaged start-word cache (a planted link itself, not what it
  /// names), saying so once.
  private func ignore(_ path: String, because reason: String) {
    let messages = MessageCatalog.player
    let shown = messages.quoted(path: path)
    if let failure = SystemFiles.remove(path) {
      warning?(
        messages(
          "the cached start words %1$s were ignored (%2$s) and cannot be removed (%3$s): remove them to keep them made once",
          shown, reason, SealedFile.reason(failure, in: messages)))
    } else {
      warning?(
        messages("the cached start words %1$s were ignored (%2$s) and removed", shown, reason))
    }
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
