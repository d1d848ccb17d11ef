/// Words a dictionary accepts that players of its language do not expect to
/// find: recognized by their shape alone, for dictionaries without a bundled
/// required list.
///
/// - A Roman numeral (`xiv`, `mcc`, `mmxx`; also `mix`, which is one).
/// - A word of Latin or Cyrillic letters without a vowel: an abbreviation or a
///   symbol (`msr`, `кпд`). In Czech, Slovak and the South Slavic languages `r`
///   and `l` count as vowels (`krk`, `prst`).
///
/// ``WordTiers/derived(from:rules:)`` also makes bonus every form of a
/// dictionary entry without a vowel (`asr`, from the symbol `sr`) and, in
/// languages whose words may begin with few consonant clusters (all but the
/// Slavic ones), every word beginning with a cluster fewer than five of the
/// dictionary's entries begin with (`tfno`, `vta`; loanwords like `swing` too),
/// in a dictionary of 1,000 entries or more.
package enum JunkWords {
  /// Why `key` is not a word to require, or nil when it is one.
  package static func reason(_ key: String, language: String) -> String? {
    if isRomanNumeral(key) { return "a Roman numeral" }
    if lacksVowel(key, language: language) { return "an abbreviation (no vowel)" }
    return nil
  }

  /// Whether `word` is a Roman numeral of two or more letters, in canonical form.
  package static func isRomanNumeral(_ word: String) -> Bool {
    guard word.utf8.count >= 2, word.utf8.allSatisfy({ "ivxlcdm".utf8.contains($0) }) else {
      return false
    }
    var rest = Substring(word)
    var thousands = 0
    while rest.hasPrefix("m") && thousands < 4 {
      rest = rest.dropFirst()
      thousands += 1
    }
    for options in [
      ["cm", "cd", "dccc", "dcc", "dc", "d", "ccc", "cc", "c"],
      ["xc", "xl", "lxxx", "lxx", "lx", "l", "xxx", "xx", "x"],
      ["ix", "iv", "viii", "vii", "vi", "v", "iii", "ii", "i"],
    ] {
      if let match = options.first(where: { rest.hasPrefix($0) }) {
        rest = rest.dropFirst(match.count)
      }
    }
    return rest.isEmpty
  }

  /// Languages whose words may begin with many consonant clusters (`ждать`,
  /// `mgnienie`): no onset is rare enough to tell an abbreviation.
  static let freeOnsetLanguages: Set<String> = [
    "pl", "ru", "uk", "be", "cs", "sk", "sl", "hr", "sr", "sh", "bs", "mk", "bg",
  ]

  /// The letters of `word` before its first vowel, or nil without a vowel.
  package static func onset(_ word: String) -> String? {
    var onset = ""
    for character in word {
      if vowels.contains(LetterRules.bases[character] ?? character) { return onset }
      onset.append(character)
    }
    return nil
  }

  /// Those of `words` (lowercased) that begin with a cluster fewer than five
  /// entries begin with, by `onsets`; none in a ``freeOnsetLanguages`` language,
  /// nor for a dictionary of fewer than 1,000 entries (too few to tell).
  package static func rareOnsets(_ words: [String], onsets: [String: Int], language: String)
    -> [String]
  {
    guard !freeOnsetLanguages.contains(language), onsets.values.reduce(0, +) >= 1_000 else {
      return []
    }
    return words.filter { word in
      guard let onset = onset(word.lowercased()), !onset.isEmpty else { return false }
      return onsets[onset, default: 0] < 5
    }.sorted()
  }

  static let vowels: Set<Character> = Set("aeiouyæøœаеёиоуыэюяіїєαεηιουω")
  static let syllabicLanguages: Set<String> = ["cs", "sk", "hr", "sr", "sh", "bs", "sl", "mk"]

  /// ``lacksVowel(_:language:)`` of a dictionary entry's scalars, in any
  /// case, without making a string of them (every entry of a dictionary is
  /// asked: 300,000 in pl_PL).
  package static func lacksVowel(scalars: [Unicode.Scalar], language: String) -> Bool {
    let syllabic = syllabicLanguages.contains(language)
    for scalar in scalars {
      var value = scalar.value
      if value >= 0x41 && value <= 0x5A {
        value += 0x20
      } else if value >= 0x80 {
        if scalar.properties.canonicalCombiningClass != .notReordered { continue }
        value = scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? value
      }
      guard value < 0x250 || (0x400..<0x500).contains(value) else { return false }
      let base = vowelBases[value] ?? value
      if vowelScalars.contains(base) || (syllabic && (base == 0x72 || base == 0x6C)) {
        return false
      }
    }
    return true
  }

  /// ``vowels`` as scalars, and the base of each accented letter.
  private static let vowelScalars = Set(vowels.compactMap { $0.unicodeScalars.first?.value })
  private static let vowelBases: [UInt32: UInt32] = {
    var table: [UInt32: UInt32] = [:]
    for (letter, base) in LetterRules.bases {
      if let from = letter.unicodeScalars.first, let to = base.unicodeScalars.first {
        table[from.value] = to.value
      }
    }
    return table
  }()

  /// Whether a word of Latin or Cyrillic letters has no vowel.
  package static func lacksVowel(_ word: String, language: String) -> Bool {
    let syllabic = syllabicLanguages.contains(language)
    for character in word {
      guard let scalar = character.unicodeScalars.first,
        scalar.value < 0x250 || (0x400..<0x500).contains(scalar.value)
      else { return false }
      let base = LetterRules.bases[character] ?? character
      if vowels.contains(base) || (syllabic && (base == "r" || base == "l")) { return false }
    }
    return true
  }
}
