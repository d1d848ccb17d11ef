/// The order a language's word lists are read in: as its dictionaries sort
/// words, not by code point (which puts `aço` after `aso` and `œil` after `toi`).
///
/// An accented letter sorts as its base letter (`ç` as `c`, `é` as `e`) and a
/// ligature as its letters (`œ` as `oe`, `ß` as `ss`), except the letters a
/// language's alphabet puts after another: Spanish `ñ` after `n`, Polish `ą`
/// after `a` … `ż` after `ź`, Swedish `å`, `ä`, `ö` after `z`; Russian `ё` as `е`. Words equal so far
/// are ordered by their letters as written, so the order is total.
package enum Collation {
  /// Whether `first` comes before `second` in `language` (a code: `fr`, `pt`).
  package static func precedes(_ first: String, _ second: String, language: String) -> Bool {
    let (a, b) = (key(first, language: language), key(second, language: language))
    return a != b ? a.lexicographicallyPrecedes(b) : first < second
  }

  /// `words` in `language`'s order.
  package static func sorted(_ words: [String], language: String) -> [String] {
    words.map { (word: $0, key: key($0, language: language)) }
      .sorted { a, b in
        a.key != b.key ? a.key.lexicographicallyPrecedes(b.key) : a.word < b.word
      }
      .map(\.word)
  }

  /// `words` by their number of letters, then in `language`'s order: a list
  /// of answers as a player reads it.
  package static func byLength(_ words: [String], language: String) -> [String] {
    words.map {
      (word: $0, length: Normalization.letterCount($0), key: key($0, language: language))
    }
    .sorted { a, b in
      if a.length != b.length { return a.length < b.length }
      if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
      return a.word < b.word
    }
    .map(\.word)
  }

  /// The primary sort key: each letter's base times four, plus its place
  /// after the base in the language's alphabet (0 for the base itself).
  static func key(_ word: String, language: String) -> [UInt32] {
    let after = alphabets[String(language.prefix(2))] ?? [:]
    var key: [UInt32] = []
    key.reserveCapacity(word.utf8.count)
    for character in word.lowercased() {
      if let (base, place) = after[character] {
        key.append(base.value << 2 | place)
      } else if let letters = LetterRules.ligatures[character] ?? (character == "ß" ? "ss" : nil) {
        for scalar in letters.unicodeScalars { key.append(scalar.value << 2) }
      } else {
        let base = LetterRules.bases[character] ?? character
        for scalar in base.unicodeScalars { key.append(scalar.value << 2) }
      }
    }
    return key
  }

  /// The letters each language's alphabet places after a base letter, with
  /// their place (1, 2, 3) after it.
  private static let alphabets: [String: [Character: (Unicode.Scalar, UInt32)]] = [
    "es": ["ñ": ("n", 1)],
    "pl": [
      "ą": ("a", 1), "ć": ("c", 1), "ę": ("e", 1), "ł": ("l", 1), "ń": ("n", 1), "ó": ("o", 1),
      "ś": ("s", 1), "ź": ("z", 1), "ż": ("z", 2),
    ],
    "sv": ["å": ("z", 1), "ä": ("z", 2), "æ": ("z", 2), "ö": ("z", 3), "ø": ("z", 3)],
    "ru": ["ё": ("е", 0)], "be": ["ё": ("е", 0)],
    "uk": ["є": ("е", 1), "і": ("и", 1), "ї": ("и", 2), "ґ": ("г", 1)],
  ]
}
