/// Which Debian package installs the Hunspell dictionary of a name, for the
/// message when it is missing (`es` → `hunspell-es`, `de_DE` → `hunspell-de-de`).
enum DictionaryPackages {
  /// Languages Debian packages one dictionary for.
  static let languages: Set<String> = [
    "af", "an", "ar", "be", "bg", "bn", "bo", "br", "bs", "ca", "cs", "da", "dz", "el", "es",
    "eu", "fr", "gd", "gl", "gu", "gug", "he", "hi", "hr", "hu", "id", "is", "it", "kk", "kmr",
    "ko", "lo", "lt", "lv", "ml", "mn", "ne", "nl", "oc", "pl", "ro", "ru", "si", "sk", "sl",
    "sr", "sv", "sw", "te", "th", "tr", "uk", "uz", "vi",
  ]
  /// Dictionaries Debian packages per country.
  static let countries: Set<String> = [
    "de-at", "de-ch", "de-de", "en-au", "en-ca", "en-gb", "en-us", "en-za", "pt-br", "pt-pt",
  ]

  /// The package for the dictionary `name` (`de_DE`, `es`, `pt_BR`), or nil
  /// when Debian has none by that name.
  static func package(forDictionary name: String) -> String? {
    let parts = name.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard let language = parts.first.map(String.init) else { return nil }
    if parts.count > 1 {
      let full = language + "-" + parts[1]
      if countries.contains(full) { return "hunspell-" + full }
    }
    if languages.contains(language) { return "hunspell-" + language }
    if language == "nb" || language == "nn" || language == "no" { return "hunspell-no" }
    if language == "de" { return "hunspell-de-de" }
    if language == "en" { return "hunspell-en-us" }
    if language == "pt" { return "hunspell-pt-pt" }
    return nil
  }
}
