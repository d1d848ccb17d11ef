/// What expanding a dictionary's stems gives: the forms to check with
/// Hunspell, the forbidden and never-suggested words, and why words may be missed.
struct Expansion {
  var candidates: Set<String> = []
  var forbidden: Set<String> = []
  var unsuggested: Set<String> = []
  var headwords: Set<String> = []
  var abbreviations: Set<String> = []
  /// How many entries start with each onset (the letters before the first vowel).
  var onsets: [String: Int] = [:]
  var incompleteness: String?
  /// Whether expansion stopped at its bound (``Lexicon/Options/boundsExpansion``).
  var isExhausted = false
  /// The most forms it could make.
  var formLimit = Int.max
}

extension Lexicon {
  /// Every lowercase letters-only form the `.dic` text's stems expand to with
  /// the `.aff` text's rules (both decoded), and why expansion may miss words.
  package static func candidates(affixText: String, dictionaryText: String)
    -> (Set<String>, incompleteness: String?)
  {
    let expansion = expand(affixText: affixText, dictionaryText: dictionaryText, options: Options())
    return (expansion.candidates, expansion.incompleteness)
  }

  /// Expands every stem of the `.dic` text with the `.aff` text's rules (both
  /// decoded), keeping forms of letters only, lowercase (or capitalized, when
  /// the options keep those) and no longer than the options allow. Forms of a
  /// forbidden entry are set apart, lowercase; so, too, are those of an entry
  /// never suggested, which stay candidates.
  static func expand(affixText: String, dictionaryText: String, options: Options) -> Expansion {
    let lines = dictionaryText.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
    let formLimit = options.boundsExpansion ? Self.formLimit(entries: lines.count) : .max
    var expander = StemExpander(affixes: AffixFile(text: affixText), maximumForms: formLimit)
    let affixes = expander.affixes
    let maximumLength = options.maximumLength ?? .max
    let candidateLimit = options.boundsExpansion ? Self.candidateLimit : .max
    var result = Expansion()
    result.formLimit = formLimit
    let step = max(1, lines.count / 50)
    for (number, line) in lines.enumerated().dropFirst() {
      if expander.isExhausted || result.candidates.count >= candidateLimit {
        result.isExhausted = true
        break
      }
      if number % step == 0 { options.progress?(0.5 * Double(number) / Double(lines.count)) }
      let (stem, flagText) = parseEntry(line)
      guard !stem.isEmpty else { continue }
      let flags = flagText.map(affixes.flags(ofEntry:)) ?? []
      let isForbidden = affixes.forbiddenFlag.map(flags.contains) ?? false
      let isUnsuggested = affixes.noSuggestFlag.map(flags.contains) ?? false
      let entry = String(String.UnicodeScalarView(stem)).lowercased()
      if let onset = JunkWords.onset(entry) { result.onsets[onset, default: 0] += 1 }
      let isAbbreviation = JunkWords.lacksVowel(entry, language: options.rules.language)
      if options.marksOnly && !isForbidden && !isUnsuggested && !isAbbreviation { continue }
      var isStem = true
      expander.expand(stem: stem, flags: flags) { form in
        defer { isStem = false }
        guard form.count <= maximumLength || !hasMoreLetters(form, than: maximumLength) else {
          return
        }
        var word = Normalization.composed(String(String.UnicodeScalarView(form)))
        for conversion in affixes.outputConversions {
          word = word.replacing(conversion.from, with: conversion.to)
        }
        guard WordShape.isLettersOnly(word) else { return }
        if isForbidden {
          result.forbidden.insert(word.lowercased())
          return
        }
        // Hunspell finds a lowercase word only among lowercase forms.
        guard isKept(word, capitalized: options.rules.capitalizedNouns) else { return }
        if !options.marksOnly && result.candidates.count < candidateLimit {
          result.candidates.insert(word)
        }
        if isStem && word.count == Lexicon.headwordLength { result.headwords.insert(word) }
        if isAbbreviation { result.abbreviations.insert(word) }
        if isUnsuggested { result.unsuggested.insert(word.lowercased()) }
      }
    }
    result.incompleteness = expander.incompleteness
    if !options.marksOnly { result.candidates.formUnion(addedCandidates(options)) }
    if result.candidates.count >= candidateLimit {
      result.formLimit = candidateLimit
      result.isExhausted = true
    }
    result.isExhausted = result.isExhausted || expander.isExhausted
    return result
  }

  /// The words added to the dictionary (``Options/addedWords``) that are
  /// candidates as its own forms would be: letters only, short enough, kept.
  private static func addedCandidates(_ options: Options) -> [String] {
    options.addedWords.filter { word in
      WordShape.isLettersOnly(word)
        && !hasMoreLetters(Array(word.unicodeScalars), than: options.maximumLength ?? .max)
        && isKept(word, capitalized: options.rules.capitalizedNouns)
    }
  }

  /// The most forms an untrusted dictionary's stems may expand to: 500 an
  /// entry, at least 2 million, at most 50 million. Debian's dictionaries
  /// make at most 385 an entry (it_IT: 36.6 million from 95,000 entries;
  /// pl_PL 3.9 million, en_US 174,000); a few stems with crafted rules can make billions.
  static func formLimit(entries: Int) -> Int {
    min(50_000_000, max(2_000_000, 500 * min(entries, 1_000_000)))
  }

  /// The most distinct words an untrusted dictionary's expansion may keep
  /// (about 100 bytes each while it is built): pl_PL keeps 3.5 million.
  static let candidateLimit = 5_000_000

  /// Whether a form is lowercase, or capitalized when those are kept.
  private static func isKept(_ word: String, capitalized: Bool) -> Bool {
    var scalars = word.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return false }
    if first.properties.changesWhenLowercased && !capitalized { return false }
    while let scalar = scalars.next() {
      if scalar.properties.changesWhenLowercased { return false }
    }
    return true
  }

  /// Whether `form` has more than `limit` letters (scalars but combining marks).
  static func hasMoreLetters(_ form: [Unicode.Scalar], than limit: Int) -> Bool {
    var count = 0
    for scalar in form
    where scalar.value < 0x300 || scalar.properties.canonicalCombiningClass == .notReordered {
      count += 1
      if count > limit { return true }
    }
    return false
  }

  /// The bytes of one of a dictionary's files.
  static func bytes(of path: String) throws(DictionaryError) -> [UInt8] {
    guard let data = SystemFiles.contents(of: path) else { throw .unreadableFile(path: path) }
    return data
  }

  /// The text of one of a dictionary's files, decoded from `encoding` line by
  /// line (so one bad byte spoils one line, not the file).
  static func decoded(_ data: [UInt8], _ encoding: String, path: String) throws(DictionaryError)
    -> String
  {
    guard !["UTF-8", "UTF8"].contains(encoding.uppercased()) else {
      return String(decoding: data, as: UTF8.self)
    }
    guard
      let decoder = TextConverter(
        from: TextConverter.iconvName(forHunspellEncoding: encoding), to: "UTF-8")
    else { throw .unsupportedEncoding(name: encoding, path: path) }
    var text = ""
    for line in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
      if let bytes = decoder.convert(line) { text += String(decoding: bytes, as: UTF8.self) }
      text += "\n"
    }
    return text
  }

  /// The stem of a `.dic` line (with `\/` unescaped) and its flags, if any.
  static func parseEntry(_ line: Substring) -> ([Unicode.Scalar], String?) {
    var stem: [Unicode.Scalar] = []
    var flags: String?
    var scalars = line.unicodeScalars.makeIterator()
    var escaped = false
    while let scalar = scalars.next() {
      if escaped {
        stem.append(scalar)
        escaped = false
      } else if scalar == "\\" {
        escaped = true
      } else if scalar == "/" {
        var text = ""
        while let next = scalars.next(), next != "\t", next != " " {
          text.unicodeScalars.append(next)
        }
        flags = text
        break
      } else if scalar == "\t" || scalar == " " {
        break
      } else {
        stem.append(scalar)
      }
    }
    return (stem, flags)
  }

}
