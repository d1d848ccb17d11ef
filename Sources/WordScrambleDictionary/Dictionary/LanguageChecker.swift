/// A checker that knows how its language counts letters: the rounds, the
/// solver and the batch checker ask it for the ``LetterRules`` answers are
/// keyed by, and for a key's spelling in the dictionary.
package protocol LanguageAware: SpellChecker {
  /// How answers become keys.
  var letterRules: LetterRules { get }
  /// The dictionary's spelling of an accepted key (`gelee` → `gelée`), or nil.
  func spelling(of key: String) -> String?
}

extension SpellChecker {
  /// The file name of the dictionary behind this checker without `.dic`
  /// (`de_DE`, as ``GameLanguage`` names it), or nil for one without files (a fake).
  package var dictionaryName: String? {
    if let files = self as? any DictionaryFiles {
      let file = files.location.dictionaryPath.split(separator: "/").last.map(String.init) ?? ""
      return file.hasSuffix(".dic") ? String(file.dropLast(4)) : file
    }
    return (self as? any SpellCheckerWrapper)?.base.dictionaryName
  }

  /// The letter rules of this checker (exact for one that is not ``LanguageAware``).
  package var letterRules: LetterRules {
    if let aware = self as? any LanguageAware { return aware.letterRules }
    return (self as? any SpellCheckerWrapper)?.base.letterRules ?? .exact
  }

  /// How to show an answer typed as `typed` (trimmed, NFC) whose key is
  /// `key`: the typed form when the dictionary takes it as written (`Buße`,
  /// not `Busse`, another word with the same key), else its lowercase form,
  /// else that capitalized where the language capitalizes nouns; nil when
  /// none is taken (show ``dictionarySpelling(of:)``). A form in capitals
  /// throughout is not shown as typed, nor a capital where the dictionary
  /// takes the lowercase form (Portuguese `Brisa` is `brisa`, German `Egal`
  /// `egal`: Hunspell takes any word capitalized, as at a sentence's start),
  /// unless the language capitalizes nouns and the word is a noun of its own
  /// (`isNoun(_:key:)`);
  /// there a word typed in lower case that the lists write capitalized shows
  /// capitalized (`wein` as `Wein`).
  package func typedSpelling(_ typed: String, key: String) -> String? {
    let rules = letterRules
    guard !rules.isExact else { return nil }
    let lower = typed.lowercased()
    // In capitals throughout, the answer tells no case: the dictionary's
    // spelling shows (German `PREIS` is the listed `Preis`, not the
    // imperative `preis`).
    if typed.count > 1, typed == typed.uppercased(), typed != lower, rules.key(lower) == key {
      return nil
    }
    var forms: [String] = []
    if typed == lower {
      // Typed in lower case, a noun the lists write capitalized shows so
      // (`wein` is the listed `Wein`, not the imperative of `weinen`).
      if rules.capitalizedNouns, listsCapitalized(key) == true {
        forms.append(LetterRules.capitalized(lower))
      }
      forms.append(typed)
    } else if typed.dropFirst() == lower.dropFirst(),
      !isExactForm(lower) || (rules.capitalizedNouns && isNoun(typed, key: key))
    {
      // A capital Hunspell takes of any word (a sentence's first) is no
      // spelling of its own: `Egal` and `Steck`, which the lists write
      // `egal`, `steck`, show so, and so does a bonus `Hadre` (of `hadern`);
      // a noun the dictionary holds capitalized only (`Glas`), or one of its
      // own beside a lowercase homograph (`Arm`, `Taube`, `Tabu`), keeps it.
      forms.append(typed)
    }
    forms.append(lower)
    if rules.capitalizedNouns { forms.append(LetterRules.capitalized(lower)) }
    guard rules.key(lower) == key, let form = forms.first(where: isExactForm) else { return nil }
    // Russian may write е for ё: a word the lists write with ё is shown so
    // (`овёс` as `нём` is, not `овес` as typed).
    let listed = dictionarySpelling(of: key)
    if LanguageChecker.writesYo(listed, for: form) { return listed }
    return form
  }

  /// Whether `typed`, capitalized, is a noun of its own where a lowercase word
  /// shares its key: by Hunspell's stems where they can be asked (`Taube` has
  /// the stem `Taube`, `Tabu` `Tabu`; `Egal` only `egal`, a bonus `Hadre`
  /// only `hadern`), else when the lists write it capitalized or do not hold it.
  private func isNoun(_ typed: String, key: String) -> Bool {
    if let stems = dictionaryStems(of: typed) {
      return stems.contains { $0.first?.isUppercase == true }
    }
    return listsCapitalized(key) != false
  }

  /// Hunspell's stems of `word` in the dictionary below the wrappers, or nil.
  private func dictionaryStems(of word: String) -> [String]? {
    if let aware = self as? LanguageChecker { return aware.base.stems(of: word) }
    return (self as? any SpellCheckerWrapper)?.base.dictionaryStems(of: word)
  }

  /// Whether the required lists write the word of `key` with a capital (a
  /// noun); nil when they do not hold it.
  private func listsCapitalized(_ key: String) -> Bool? {
    if let aware = self as? LanguageChecker {
      return aware.listedSpelling(of: key).map { $0.first?.isUppercase == true }
    }
    return (self as? any SpellCheckerWrapper)?.base.listsCapitalized(key)
  }

  /// Whether `form` itself is a word of the dictionary (asked as written,
  /// below the letter rules).
  package func isExactForm(_ form: String) -> Bool {
    if let aware = self as? LanguageChecker { return aware.base.isCorrect(form) }
    if let wrapper = self as? any SpellCheckerWrapper { return wrapper.base.isExactForm(form) }
    return isCorrect(form)
  }

  /// How `key` is spelled in the dictionary: as given, unless the checker is
  /// ``LanguageAware``.
  package func dictionarySpelling(of key: String) -> String {
    if let aware = self as? any LanguageAware { return aware.spelling(of: key) ?? key }
    return (self as? any SpellCheckerWrapper)?.base.dictionarySpelling(of: key) ?? key
  }
}

/// A Hunspell dictionary seen through its language's ``LetterRules``: it is
/// asked about keys (lowercase, folded) and accepts one when the dictionary
/// holds a form with that key, such as `gelée` for `gelee` or `Haus` for `haus`,
/// unless the dictionary forbids the word (`FORBIDDENWORD`) in any case.
///
/// The forms come from the lexicon when it lists every word of the key's
/// length (a lookup), else from asking Hunspell about each spelling
/// ``LetterRules/spellings(of:limit:)`` gives.
package struct LanguageChecker: DictionaryFiles, LanguageAware {
  /// The dictionary itself.
  package let base: any DictionaryFiles
  package let letterRules: LetterRules
  /// The keys the lexicon lists, and the spelling of each that is not a word itself.
  private let keys: WordList?
  private let respellings: [String: String]
  /// Keys up to this many letters are all in `spellings` (0: none are).
  private let coveredLength: Int
  /// Keys of the forbidden words.
  private let forbidden: Set<String>
  /// The spelling to show of a key that has more than one (the most frequent).
  private let preferred: [String: String]

  /// The keys of the required lists, each written as its key where
  /// `preferred` has no spelling of it.
  private let requiredKeys: WordList?

  /// How the required lists write `key`'s word, or nil when they do not hold it.
  package func listedSpelling(of key: String) -> String? {
    preferred[key] ?? (requiredKeys?.contains(key) == true ? key : nil)
  }

  /// A checker of keys for `base` under `rules`, with the words of `lexicon`
  /// if any, showing `preferred` spellings of keys where the dictionary has
  /// them; `requiredKeys`, the required lists' keys, tell which words they hold.
  package init(
    base: any DictionaryFiles, rules: LetterRules, lexicon: Lexicon?,
    preferred: [String: String] = [:], requiredKeys: WordList? = nil
  ) {
    self.base = base
    self.preferred = preferred
    self.requiredKeys = requiredKeys
    self.letterRules = rules
    let keyed = lexicon.map { $0.rules.keysLike(rules) ? $0 : $0.rekeyed(by: rules) }
    self.keys = rules.isExact ? nil : keyed?.keyList
    self.respellings = rules.isExact ? [:] : keyed?.respellings ?? [:]
    self.coveredLength =
      rules.isExact
      ? 0 : lexicon.map { $0.incompleteness == nil ? ($0.maximumLength ?? .max) : 0 } ?? 0
    self.forbidden = Set((lexicon?.forbidden ?? []).map { rules.key($0) })
  }

  package var location: DictionaryLocation { base.location }
  package var encoding: String { base.encoding }
  package var hasFailed: Bool { base.hasFailed }

  package func isCorrect(_ word: String) -> Bool { spell(word) == .correct }

  package func spell(_ key: String) -> SpellResult {
    switch lookUp(key) {
    case .success(let spelling): spelling == nil ? .incorrect : .correct
    case .failure(let failure): .failed(failure.reason)
    }
  }

  package func spelling(of key: String) -> String? {
    guard let spelling = (try? lookUp(key).get()) ?? nil else { return nil }
    guard let better = preferred[key], better != spelling else { return spelling }
    // A preferred spelling the dictionary does not take (another dictionary
    // of the language) is not shown; but the dictionary's `е` for the list's
    // `ё` is the same word (`счет`, `счёт`): shown with `ё` as the lists write
    // it, so that `овёс` stands beside `нём`, never `овес`.
    return base.isCorrect(better) || keys?.contains(key) == true
      || Self.writesYo(better, for: spelling) ? better : spelling
  }

  /// Whether `full` is `plain` with some `е` written `ё` (Russian writes
  /// either), and nothing else different.
  package static func writesYo(_ full: String, for plain: String) -> Bool {
    let (fullScalars, plainScalars) = (Array(full.unicodeScalars), Array(plain.unicodeScalars))
    guard fullScalars.count == plainScalars.count, fullScalars != plainScalars else { return false }
    return zip(fullScalars, plainScalars).allSatisfy { pair in
      pair.0 == pair.1 || (pair.0, pair.1) == ("ё", "е") || (pair.0, pair.1) == ("Ё", "Е")
    }
  }

  /// Why the dictionary gave no verdict.
  package struct Failure: Error {
    var reason: String
  }

  /// The dictionary's spelling of `key`, nil when it has none.
  private func lookUp(_ key: String) -> Result<String?, Failure> {
    if forbidden.contains(key) { return .success(nil) }
    if let spelling = respellings[key] { return .success(spelling) }
    if keys?.contains(key) == true { return .success(key) }
    if Normalization.letterCount(key) <= coveredLength { return .success(nil) }
    for form in letterRules.spellings(of: key) {
      switch base.spell(form) {
      case .correct: return .success(form)
      case .incorrect: continue
      case .failed(let reason): return .failure(Failure(reason: reason))
      }
    }
    return .success(nil)
  }

  package func suggestions(for word: String) -> [String] { base.suggestions(for: word) }
}
