/// How a language's word games count letters, and which case its dictionary
/// wants: the rules that turn a normalized answer into the *key* the game
/// compares (possible, used already) and that map a key back to the spellings
/// a dictionary may hold.
///
/// | language | letters | case |
/// |---|---|---|
/// | fr, es, it, pt, nl, ca | accents ignored (é = e); es keeps ñ, pt and ca keep ç; œ = oe, æ = ae, ĳ = ij | |
/// | sv | å ä ö are letters; other accents ignored (idé = ide) | |
/// | de | ä ö ü are letters; ß = ss | a capitalized form counts (nouns) |
/// | ru, uk, be | ё = е | |
/// | any other | as written | |
package struct LetterRules: Hashable, Sendable {
  /// The language code (`de`, `fr`…), lowercase; empty when unknown.
  package let language: String
  /// Whether letters are folded at all (false: exact letters, `--exact-letters`).
  package let folds: Bool

  /// The rules of `language` (a code such as `de`, `pt_BR` or `de-AT`), folding
  /// letters unless `folds` is false.
  package init(language: String, folds: Bool = true) {
    let code = language.lowercased().prefix { $0.isLetter }
    self.language = String(code)
    self.folds = folds
  }

  /// Whether these rules key every word as `other` does.
  package func keysLike(_ other: LetterRules) -> Bool {
    (isExact && other.isExact) || self == other
  }

  /// The rules as a cache file names them: `fr`, `de-exact`.
  package var cacheName: String { language + (folds ? "" : "-exact") }

  /// The rules a cache file names (`-`: exact).
  package init(cacheName: String) {
    guard cacheName != "-" else {
      self = .exact
      return
    }
    let exact = cacheName.hasSuffix("-exact")
    self.init(language: String(cacheName.dropLast(exact ? 6 : 0)), folds: !exact)
  }

  /// No folding, no case rule: letters count as written.
  package static let exact = LetterRules(language: "", folds: false)

  /// Whether the rules change nothing (no folding and no case rule).
  package var isExact: Bool { !(folds && foldsLetters) && !capitalizedNouns }

  private var foldsLetters: Bool {
    Self.accentLanguages.contains(language) || ["de", "ru", "uk", "be"].contains(language)
  }

  /// Languages whose word games ignore accents (Swedish but on å, ä, ö).
  static let accentLanguages: Set<String> = ["fr", "es", "it", "pt", "nl", "ca", "sv"]

  /// Whether the language writes its common nouns capitalized (German): a
  /// capitalized dictionary form then counts as well as a lowercase one.
  package var capitalizedNouns: Bool { Self.capitalizesNouns(language) }

  /// Whether `language` writes its nouns capitalized (German).
  package static func capitalizesNouns(_ language: String) -> Bool {
    ["de", "lb"].contains(language)
  }

  /// The key of a normalized (lowercase, NFC) answer or dictionary form: its
  /// letters as the language's word games count them. ASCII is its own key.
  package func key(_ word: String) -> String {
    guard folds && foldsLetters, !word.utf8.allSatisfy({ $0 < 0x80 }) else { return word }
    // Only ß and ё change in German and Russian: most words are their own key.
    if let only = Self.onlyFolded[language], !word.utf8.contains(only) { return word }
    // Scalar by scalar (answers are in NFC, so a letter with its accent is one
    // scalar): about a microsecond a word, for lists of 100,000 keyed at start.
    var result = String.UnicodeScalarView()
    for scalar in word.unicodeScalars {
      if scalar.value < 0x80 {
        result.append(scalar)
        continue
      }
      switch language {
      case "de":
        if scalar == "ß" {
          result.append(contentsOf: "ss".unicodeScalars)
        } else {
          result.append(scalar)
        }
        continue
      case "ru", "uk", "be":
        result.append(scalar == "ё" ? "е" : scalar)
        continue
      default: break
      }
      if isKept(scalar) {
        result.append(scalar)
      } else if let folded = Self.scalarFolds[scalar] {
        result.append(contentsOf: folded.unicodeScalars)
      } else if scalar.properties.canonicalCombiningClass == .notReordered {
        // Another letter stays; a mark with no precomposed letter (NFC keeps
        // it apart) is dropped.
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether the language keeps `scalar` as a letter of its own (Spanish ñ,
  /// Portuguese and Catalan ç, Swedish å, ä and ö).
  private func isKept(_ scalar: Unicode.Scalar) -> Bool {
    switch language {
    case "es": scalar == "ñ"
    case "pt", "ca": scalar == "ç"
    case "sv": scalar == "å" || scalar == "ä" || scalar == "ö"
    default: false
    }
  }

  /// The last UTF-8 byte of the one letter a language folds (`ß`, `ё`): a
  /// word without it is its own key.
  static let onlyFolded: [String: UInt8] = ["de": 0x9F, "ru": 0x91, "uk": 0x91, "be": 0x91]

  /// The letters each accented letter and ligature folds to (`é` → `e`, `œ` → `oe`).
  static let scalarFolds: [Unicode.Scalar: String] = {
    var table: [Unicode.Scalar: String] = [:]
    for (letter, base) in bases { table[letter.unicodeScalars.first!] = String(base) }
    for (ligature, letters) in ligatures { table[ligature.unicodeScalars.first!] = letters }
    return table
  }()

  package static let bases: [Character: Character] = {
    let groups = [
      "aàáâãäåāăą", "cçćĉċč", "dď", "eèéêëēĕėęě", "gĝğġģ", "hĥ", "iìíîïĩīĭį", "jĵ", "kķ",
      "lĺļľ", "nñńņň", "oòóôõöōŏő", "rŕŗř", "sśŝşš", "tţť", "uùúûüũūŭůűų", "wŵ", "yýÿŷ",
      "zźżž",
    ]
    var table: [Character: Character] = [:]
    for group in groups {
      for character in group.dropFirst() { table[character] = group.first! }
    }
    return table
  }()

  /// The letters a player sees as tiles, one per letter of `key`, uppercase
  /// where the uppercase is one letter; `ß` is the capital `ẞ` (U+1E9E, in
  /// German spelling since 2017), as Swift's `SS` is two letters.
  package func tiles(of key: String) -> [String] {
    key.map { character in
      if character == "ß" { return "\u{1E9E}" }
      let upper = character.uppercased()
      return upper.count == 1 && upper.unicodeScalars.count <= 2 ? upper : String(character)
    }
  }

  /// The dictionary spellings that may have `key`, most likely first, at most
  /// `limit` of them: the key itself, then with letters the rules fold restored
  /// (`gelee` → `gelée`, `heiss` → `heiß`), each also capitalized where nouns are.
  package func spellings(of key: String, limit: Int = 4096) -> [String] {
    // Every form is whole; past `limit` forms the letters left stay as in the key.
    var forms = [""]
    let characters = Array(key)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      var options = [String(character)] + (folds && foldsLetters ? unfolded(character) : [])
      var width = 1
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      if folds && language == "de" && character == "s" && next == "s" {
        (options, width) = (["ss", "ß"], 2)
      } else if folds && Self.accentLanguages.contains(language), let next,
        let ligature = Self.ligatures.first(where: { $0.value == String([character, next]) })?.key
      {
        // `coeur` may be `cœur`: the pair, each letter as it may be, or the ligature.
        let seconds = [String(next)] + unfolded(next)
        options = options.flatMap { first in seconds.map { first + $0 } } + [String(ligature)]
        width = 2
      }
      if forms.count * options.count > limit { options = [options[0]] }
      forms = forms.flatMap { form in options.map { form + $0 } }
      index += width
    }
    guard capitalizedNouns else { return forms }
    return forms + forms.map(Self.capitalized)
  }

  /// The accented letters this language folds to `letter`.
  private func unfolded(_ letter: Character) -> [String] {
    switch language {
    case "ru", "uk", "be": return letter == "е" ? ["ё"] : []
    case "de": return []
    default: break
    }
    let all = Self.written[language]?[letter] ?? Self.accented[letter] ?? []
    return all.filter { !isKept($0.unicodeScalars.first!) }
  }

  /// The accented letters each accent-folding language writes, by the letter
  /// they fold to: only these are tried in a word's spellings, so that a long
  /// word has few enough (Spanish `conocio` is 64 spellings, not 8,640, and
  /// its last `ó` is tried before ``spellings(of:limit:)``'s limit).
  static let written: [String: [Character: [String]]] = [
    "es": ["a": ["á"], "e": ["é"], "i": ["í"], "o": ["ó"], "u": ["ú", "ü"]],
    "pt": [
      "a": ["à", "á", "â", "ã"], "e": ["é", "ê"], "i": ["í"], "o": ["ó", "ô", "õ"],
      "u": ["ú", "ü"],
    ],
    "it": [
      "a": ["à"], "e": ["è", "é"], "i": ["ì", "í", "î"], "o": ["ò", "ó"], "u": ["ù", "ú"],
    ],
    "fr": [
      "a": ["à", "â"], "c": ["ç"], "e": ["è", "é", "ê", "ë"], "i": ["î", "ï"], "o": ["ô"],
      "u": ["ù", "û", "ü"], "y": ["ÿ"],
    ],
    "ca": [
      "a": ["à"], "e": ["è", "é"], "i": ["í", "ï"], "o": ["ò", "ó"], "u": ["ú", "ü"],
    ],
    "nl": [
      "a": ["à", "á", "ä"], "e": ["è", "é", "ê", "ë"], "i": ["í", "ï"], "o": ["ó", "ö"],
      "u": ["ú", "ü"],
    ],
  ]

  /// The accented Latin-1 letters by the letter they fold to (the ones the
  /// accent-ignoring languages' dictionaries use), in code point order.
  static let accented: [Character: [String]] = {
    var table: [Character: [String]] = [:]
    for (letter, base) in bases.sorted(by: { $0.key < $1.key })
    where letter.unicodeScalars.first!.value < 0x100 {
      table[base, default: []].append(String(letter))
    }
    return table
  }()

  /// `word` with its first letter uppercased.
  /// The ligatures folded into two letters (`œ` = `oe`).
  static let ligatures: [Character: String] = ["œ": "oe", "æ": "ae", "ĳ": "ij"]

  package static func capitalized(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }

  /// The language of a dictionary: the `.aff` file's `LANG`, else its file name
  /// up to the first `_`, `-` or `.` (`de_DE.dic` → `de`).
  package static func language(affixText: Substring?, dictionaryPath: String) -> String {
    if let affixText {
      for line in affixText.split(separator: "\n") where line.hasPrefix("LANG") {
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if fields.count >= 2 && fields[0] == "LANG" { return String(fields[1]) }
      }
    }
    let name = dictionaryPath.split(separator: "/").last ?? ""
    return String(name.prefix { $0 != "_" && $0 != "-" && $0 != "." })
  }
}
