import WordScramble

/// Where the lexicon cache lives: `$XDG_CACHE_HOME/wordgame`, by default
/// `~/.cache/wordgame`.
enum LexiconCache {
  static func directory(environment: [String: String]) -> String? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return cache + "/wordgame"
    }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/wordgame" }
    return nil
  }

  /// A solver for `dictionary`, with its lexicon loaded from (or built into) the
  /// cache. If the lexicon cannot be had, the solver checks arrangements instead.
  static func solver(for dictionary: HunspellDictionary) -> Solver {
    let environment = SystemFiles.environment
    let lexicon = try? Lexicon.load(
      for: dictionary, cacheDirectory: directory(environment: environment))
    return Solver(dictionary: dictionary, lexicon: lexicon)
  }
}
