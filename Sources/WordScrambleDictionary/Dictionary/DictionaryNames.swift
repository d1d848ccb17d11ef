#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Dictionary names as players type them: a language alone (`pl`, `de`)
/// stands for that language's installed regional dictionary (`pl_PL`,
/// `de_DE`), since Debian installs `pl_PL.dic`, not `pl.dic`.
extension DictionaryLocation {
  /// The country whose dictionary a language alone names first, where its
  /// code is not the language's own in capitals (`de` → `de_DE`, `pl` →
  /// `pl_PL` need no entry): `en_US` before `en_GB`, `sv_SE` before `sv_FI`.
  static let mainCountries: [String: String] = [
    "af": "ZA", "be": "BY", "ca": "ES", "cs": "CZ", "cy": "GB", "da": "DK", "el": "GR",
    "en": "US", "et": "EE", "eu": "ES", "ga": "IE", "gl": "ES", "he": "IL", "hi": "IN",
    "hy": "AM", "ka": "GE", "kk": "KZ", "ko": "KR", "nb": "NO", "ne": "NP", "nn": "NO",
    "sl": "SI", "sq": "AL", "sr": "RS", "sv": "SE", "sw": "KE", "uk": "UA", "vi": "VN",
  ]

  /// The installed dictionary `name` stands for: `name` itself when it is
  /// installed (or a path, or not a language alone); for a language alone
  /// (two or three letters, `pl`, `de`), its installed regional dictionary:
  /// the language's main country's first (`de_DE`, `en_US`, `pt_PT`, `sv_SE`),
  /// else the first by name (`pt_BR` when only it is installed); `name` when
  /// none is. Either way, a dictionary whose files link to another's is named
  /// as that one (`fr_FR` is `fr`, `es_MX` is `es_ES`): one dictionary, one
  /// daily puzzle and one set of statistics, whatever name the player types.
  package static func installedName(
    _ name: String, environment: [String: String] = SystemFiles.environment
  ) -> String {
    guard !name.contains("/") else { return name }
    // A name typed in another case (`pl_pl`) is the installed one's (`pl_PL`).
    if !isInstalled(name, environment: environment),
      let same = otherCase(of: name, among: installed(environment: environment))
    {
      return installedName(same, environment: environment)
    }
    guard isLanguageAlone(name), !isInstalled(name, environment: environment) else {
      return linked(name, environment: environment)
    }
    return regional(name, among: installed(environment: environment))
      .map { linked($0, environment: environment) } ?? name
  }

  /// The installed dictionary of the player's language, as the locale names
  /// it (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`: `fr_FR.UTF-8` gives
  /// `fr_FR`, else the installed regional dictionary of `fr`), or nil for an
  /// English locale, `C`, or a language with no dictionary installed.
  package static func ofLocale(environment: [String: String] = SystemFiles.environment)
    -> String?
  {
    let installed = installed(environment: environment)
    for language in MessageLocale.languages(environment: environment) {
      if language == "en" || language.hasPrefix("en_") { return nil }
      if installed.contains(language) { return linked(language, environment: environment) }
      if isLanguageAlone(language), let regional = regional(language, among: installed) {
        return linked(regional, environment: environment)
      }
    }
    return nil
  }

  /// The dictionary `name`'s files link to, when both are links to another
  /// installed dictionary's in the same folder (Debian's `fr_FR.dic` is
  /// `fr.dic`), else `name`: one dictionary, one name, so a French locale
  /// plays the daily and keeps the statistics of `--dict fr`.
  static func linked(_ name: String, environment: [String: String]) -> String {
    for folder in searchPath(environment: environment) {
      let base = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      guard isRegularFile(base + ".aff") && isRegularFile(base + ".dic") else { continue }
      var target = [CChar](repeating: 0, count: 4096)
      let count = readlink(base + ".dic", &target, target.count - 1)
      guard count > 0 else { return name }
      let linkedFile = String(
        decoding: target.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard !linkedFile.contains("/"), linkedFile.hasSuffix(".dic") else { return name }
      let other = String(linkedFile.dropLast(4))
      let otherBase = folder.hasSuffix("/") ? folder + other : folder + "/" + other
      guard other != name, isRegularFile(otherBase + ".aff"), isRegularFile(otherBase + ".dic")
      else { return name }
      return other
    }
    return name
  }

  /// The installed name that is `name` in another case (`pl_PL` for `pl_pl`), if any.
  static func otherCase(of name: String, among installed: [String]) -> String? {
    installed.first { $0 != name && $0.lowercased() == name.lowercased() }
  }

  /// The dictionary a language alone prefers of `installed` names, or nil.
  static func regional(_ language: String, among installed: [String]) -> String? {
    let language = language.lowercased()
    let regional = installed.filter { $0.hasPrefix(language + "_") }.sorted()
    let main = language + "_" + (mainCountries[language] ?? language.uppercased())
    return regional.contains(main) ? main : regional.first
  }

  /// The names of the dictionaries installed in the search path (both files
  /// there), each once, sorted.
  package static func installed(environment: [String: String] = SystemFiles.environment)
    -> [String]
  {
    var names: Set<String> = []
    for folder in searchPath(environment: environment) {
      let files = Set(SystemFiles.names(in: folder) ?? [])
      for file in files where file.hasSuffix(".dic") && !file.hasPrefix(".") {
        let name = String(file.dropLast(4))
        let base = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        if files.contains(name + ".aff") && isRegularFile(base + ".aff")
          && isRegularFile(base + ".dic")
        {
          names.insert(name)
        }
      }
    }
    return names.sorted()
  }

  /// Whether `name` is a language code alone: two or three ASCII letters.
  static func isLanguageAlone(_ name: String) -> Bool {
    (2...3).contains(name.utf8.count) && name.allSatisfy { $0.isASCII && $0.isLetter }
  }

  /// Whether a dictionary of that very name is in the search path.
  private static func isInstalled(_ name: String, environment: [String: String]) -> Bool {
    searchPath(environment: environment).contains { folder in
      let base = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      return isRegularFile(base + ".aff") && isRegularFile(base + ".dic")
    }
  }
}
