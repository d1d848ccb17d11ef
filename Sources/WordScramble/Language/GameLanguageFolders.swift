extension GameLanguage {
  /// Where word lists are cached: `$XDG_CACHE_HOME/wordgame` when that is
  /// set (an absolute path), else the system's cache folder: on macOS
  /// `~/Library/Caches/wordgame`, elsewhere `~/.cache/wordgame` (the XDG
  /// default); nil without a home folder.
  public static func defaultCacheFolder(environment: [String: String]) -> String? {
    #if os(macOS)
      defaultCacheFolder(environment: environment, onMacOS: true)
    #else
      defaultCacheFolder(environment: environment, onMacOS: false)
    #endif
  }

  /// ``defaultCacheFolder(environment:)`` on macOS or not (tests ask both).
  package static func defaultCacheFolder(environment: [String: String], onMacOS: Bool)
    -> String?
  {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return cache + "/wordgame"
    }
    let folder = onMacOS ? "/Library/Caches/wordgame" : "/.cache/wordgame"
    return SystemFiles.homeFolder(environment: environment).map { $0 + folder }
  }
}
