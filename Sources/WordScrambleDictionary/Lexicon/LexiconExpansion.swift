import Synchronization

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

/// A dictionary's files as expansion reads them: the affix rules parsed and
/// the `.dic` lines decoded. The last one read is kept (``reading(key:_:)``)
/// for the next build of the same files: a first game's round list after the
/// dictionary's marks.
struct ExpansionSource: Sendable {
  /// The files' ``Lexicon/sourceKey(affix:dictionary:)`` (empty: not kept).
  let key: String
  let affixes: AffixFile
  let lines: [Substring]

  init(key: String, affixText: String, dictionaryText: String) {
    self.key = key
    affixes = AffixFile(text: affixText)
    // Split by bytes: a split by characters costs about 0.2 s for pl_PL.
    lines = dictionaryText.utf8.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }).map {
      Substring($0)
    }
  }

  private static let last = Mutex<ExpansionSource?>(nil)

  /// The source of the files keyed `key`: the last one read when it has that
  /// key, else the one `read` makes (then kept).
  static func reading(key: String, _ read: () throws(DictionaryError) -> ExpansionSource)
    throws(DictionaryError) -> ExpansionSource
  {
    if let kept = last.withLock({ $0 }), kept.key == key { return kept }
    let source = try read()
    last.withLock { $0 = source }
    return source
  }
}

/// What a `.dic` entry is marked as.
struct Entry {
  var isForbidden: Bool
  var isUnsuggested: Bool
  /// Whether it has no vowel (``JunkWords/lacksVowel(_:language:)``).
  var isAbbreviation: Bool
}

extension Expansion {
  /// Keeps `word`, a form of `entry` (the entry itself when `isStem`), as
  /// the options ask: a word of letters, forbidden or never-suggested set
  /// apart, a candidate within the options' scope and the `limit`.
  mutating func keep(
    _ word: String, of entry: Entry, isStem: Bool, options: Lexicon.Options, limit: Int
  ) {
    guard WordShape.isLettersOnly(word) else { return }
    if entry.isForbidden {
      forbidden.insert(word.lowercased())
      return
    }
    // Hunspell finds a lowercase word only among lowercase forms.
    guard Lexicon.isKept(word, capitalized: options.rules.capitalizedNouns) else { return }
    if entry.isUnsuggested { unsuggested.insert(word.lowercased()) }
    guard Self.isInScope(word, options) else { return }
    if !options.marksOnly && candidates.count < limit { candidates.insert(word) }
    if isStem && word.count == Lexicon.headwordLength { headwords.insert(word) }
    if entry.isAbbreviation { abbreviations.insert(word) }
  }

  /// Counts the onset of an entry's `stem`; true when it has no vowel (an
  /// abbreviation). A round's list needs neither (the tiers are made of the
  /// whole dictionary's marks), nor a marks-only list the onsets.
  mutating func count(_ stem: [Unicode.Scalar], _ options: Lexicon.Options) -> Bool {
    guard options.scope == nil, !options.marksOnly || options.marksAbbreviations else {
      return false
    }
    if !options.marksOnly,
      let onset = JunkWords.onset(String(String.UnicodeScalarView(stem)).lowercased())
    {
      onsets[onset, default: 0] += 1
    }
    return JunkWords.lacksVowel(scalars: stem, language: options.rules.language)
  }

  /// Whether `word` fits the options' scope (a round's list), if any.
  static func isInScope(_ word: String, _ options: Lexicon.Options) -> Bool {
    options.scope.map { $0.fits(options.rules.key(Normalization.composed(word.lowercased()))) }
      ?? true
  }
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
    expand(ExpansionSource(key: "", affixText: affixText, dictionaryText: dictionaryText), options)
  }

  /// ``expand(affixText:dictionaryText:options:)`` of a source read already.
  static func expand(_ source: ExpansionSource, _ options: Options) -> Expansion {
    let lines = source.lines
    let bound = options.formLimit ?? Self.formLimit(entries: lines.count)
    let formLimit = options.boundsExpansion ? bound : .max
    // Untrusted: bounded in forms, letters (16 a form) and time; past any, Hunspell alone.
    var expander = StemExpander(
      affixes: source.affixes, maximumForms: formLimit,
      maximumScalars: options.boundsExpansion ? 16 * formLimit : .max,
      deadline: options.boundsExpansion ? .now + Self.timeLimit : nil)
    let affixes = expander.affixes
    let maximumLength = options.maximumLength ?? .max
    let candidateLimit = options.boundsExpansion ? Self.candidateLimit : .max
    var result = Expansion()
    result.formLimit = formLimit
    expander.gate = options.scope.flatMap {
      LetterGate(budget: $0, rules: options.rules, affixes: affixes)
    }
    let step = max(1, lines.count / 50)
    let marksNothing = affixes.forbiddenFlag == nil && affixes.noSuggestFlag == nil
    if options.marksOnly && !options.marksAbbreviations && marksNothing { return result }
    for (number, line) in lines.enumerated().dropFirst() {
      if expander.isExhausted || result.candidates.count >= candidateLimit {
        result.isExhausted = true
        break
      }
      if number % step == 0, options.tellsStop(at: number, of: lines.count) { break }
      let (stem, flagText) = parseEntry(line)
      guard !stem.isEmpty else { continue }
      let flags = flagText.map(affixes.flags(ofEntry:)) ?? []
      let isForbidden = affixes.forbiddenFlag.map(flags.contains) ?? false
      let isUnsuggested = affixes.noSuggestFlag.map(flags.contains) ?? false
      let isAbbreviation = result.count(stem, options)
      if options.marksOnly && !isForbidden && !isUnsuggested && !isAbbreviation { continue }
      let entry = Entry(
        isForbidden: isForbidden, isUnsuggested: isUnsuggested, isAbbreviation: isAbbreviation)
      var isStem = true
      // Marked entries are expanded whole: the tiers read their every form.
      let gate = isForbidden || isUnsuggested ? nil : expander.gate
      expander.expand(stem: stem, flags: flags, gated: gate != nil) { form in
        defer { isStem = false }
        guard form.count <= maximumLength || !hasMoreLetters(form, than: maximumLength) else {
          return
        }
        if let gate, !gate.fits(form[...]) { return }
        var word = Normalization.composed(String(String.UnicodeScalarView(form)))
        for conversion in affixes.outputConversions {
          word = word.replacing(conversion.from, with: conversion.to)
        }
        result.keep(word, of: entry, isStem: isStem, options: options, limit: candidateLimit)
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
    options.addedWords.words.filter { word in
      WordShape.isLettersOnly(word) && Expansion.isInScope(word, options)
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

  /// The longest an untrusted dictionary's expansion may take.
  static let timeLimit = Duration.seconds(30)

  /// The most distinct words an untrusted dictionary's expansion may keep
  /// (about 100 bytes each while it is built): pl_PL keeps 3.5 million.
  static let candidateLimit = 5_000_000

  /// Whether a form is lowercase, or capitalized when those are kept.
  static func isKept(_ word: String, capitalized: Bool) -> Bool {
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

  /// The bytes of one of a dictionary's files: a regular file (through
  /// links; never a FIFO put there since it was located) of at most
  /// ``DictionaryLocation/maximumFileBytes``.
  static func bytes(of path: String) throws(DictionaryError) -> [UInt8] {
    let limit = DictionaryLocation.maximumFileBytes
    switch SystemFiles.regularFile(at: path, limit: limit, followingLinks: true) {
    case .success(let data): return data
    case .failure(.tooLarge): throw .fileTooLarge(path: path, limit: limit >> 20)
    case .failure: throw .unreadableFile(path: path)
    }
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
