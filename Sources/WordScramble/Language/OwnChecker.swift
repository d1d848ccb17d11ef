/// A spell checker of an app's own, seen as the files a language is opened
/// from (``GameLanguage/init(name:dictionary:tiers:startWords:rules:)``): it
/// has none, so nothing is read or cached for it.
struct OwnChecker: DictionaryFiles, SpellCheckerWrapper {
  /// The language's name, which its (missing) files are named after.
  let name: String
  /// The checker that decides.
  let checker: any SpellChecker

  var base: any SpellChecker { checker }
  func allows(_ word: String) -> Bool { true }

  var location: DictionaryLocation {
    DictionaryLocation(
      affixPath: "/nonexistent/\(name).aff", dictionaryPath: "/nonexistent/\(name).dic")
  }

  var encoding: String { "UTF-8" }
}
