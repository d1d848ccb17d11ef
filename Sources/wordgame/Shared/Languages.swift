import WordScramble

/// What every command does first: open the dictionary's game through the
/// engine's ``GameLanguage``, with the progress of a first build on a
/// terminal, its warnings and errors printed. The engine decides every rule.
enum Languages {
  /// The game of the dictionary `nameOrPath`, or nil after printing why not;
  /// `environment` names the cache folder (and may ask for screen-reader
  /// mode, as `screenReader` does: a first build's progress is then not
  /// redrawn in place).
  static func open(
    _ nameOrPath: String, need: WordListNeed, exactLetters: Bool = false,
    requiredFile: String? = nil, blockFile: String? = nil, personalFile: String? = nil,
    allowsVulgarWords: Bool = false, listTexts: [String: String] = [:],
    environment: [String: String] = SystemFiles.environment, screenReader: Bool = false
  ) -> GameLanguage? {
    var options = GameLanguage.Options(
      exactLetters: exactLetters, requiredListPath: requiredFile, blockListPath: blockFile,
      personalListPath: personalFile, allowsVulgarWords: allowsVulgarWords)
    options.listTexts = listTexts
    options.environment = environment
    options.cacheFolder = GameLanguage.defaultCacheFolder(environment: environment)
    options.wordList = need
    // This program serves as its own worker; a test running a command in
    // its own process does not, and gets the library's (`wordgame-worker`).
    options.workerExecutable =
      StandardStreams.current.isTheProcessOwn ? SystemFiles.executablePath : nil
    options.messages = messages
    // A warning may come from another thread: it goes where this run's errors go.
    let (streams, catalog) = (StandardStreams.current, messages)
    options.warning = { @Sendable warning in
      StandardStreams.$current.withValue(streams) { printError(catalog("Warning: %s", warning)) }
    }
    let progress = BuildProgress(
      name: nameOrPath,
      redraws: !ScreenReader.isOn(option: screenReader, environment: environment))
    options.progress = { event in
      switch event {
      case .fraction(let done): progress.show(done)
      case .finished: progress.finish()
      }
    }
    do throws(GameLanguageError) {
      let language = try GameLanguage.open(nameOrPath, options: options)
      for warning in language.warnings { printError(messages("Warning: %s", warning)) }
      return language
    } catch {
      report(error)
      return nil
    }
  }

  /// The dictionary played when `--dict` is not given: `$WORDGAME_DICT`,
  /// else the installed dictionary of the player's language (a French
  /// locale plays `fr_FR`: a player reading French messages is not handed
  /// English words), else `en_US`.
  static func defaultDictionary(_ environment: [String: String]) -> String {
    if let named = environment["WORDGAME_DICT"], !named.isEmpty { return named }
    return DictionaryLocation.ofLocale(environment: environment) ?? "en_US"
  }

  /// The name a dictionary is kept by (in saved rounds, statistics and
  /// codes): the installed regional dictionary a language alone stands for
  /// (`pl` → `pl_PL`), else `name` as given.
  static func installedName(_ name: String, _ environment: [String: String]) -> String {
    DictionaryLocation.installedName(name, environment: environment)
  }

  /// Whether `name` names a dictionary that can be found; prints why not
  /// (as opening it would) when it does not.
  static func isFound(_ name: String, _ environment: [String: String]) -> Bool {
    do throws(DictionaryError) {
      _ = try DictionaryLocation.resolve(name, environment: environment)
      return true
    } catch {
      report(.dictionary(error))
      return false
    }
  }

  /// Prints `error` as `Error: …`, with how to name a dictionary by path.
  static func report(_ error: GameLanguageError) {
    var message = error.description(in: messages)
    if case .dictionary(.notFound) = error {
      message += messages(", or pass --dict PATH/TO/NAME.dic.")
    }
    // A list that cannot be read says why (a folder, a missing file), as check's inputs do.
    if case .unreadableList(let path) = error, let reason = InputFile.reason(path) {
      message = reason
    }
    printError(WordGame.errorLine(message))
  }

  /// Whether `word` can be a start word of `language`; prints why not.
  static func isUsableStartWord(_ word: String, in language: GameLanguage) -> Bool {
    do throws(GameLanguageError) {
      try language.checkStartWord(word)
      return true
    } catch {
      report(error)
      return false
    }
  }
}
