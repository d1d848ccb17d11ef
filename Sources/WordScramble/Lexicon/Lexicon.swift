#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every word a dictionary accepts that can be an answer: lowercase, letters
/// only, in NFC. Built once per dictionary by expanding its stems with its affix
/// rules and keeping the words Hunspell itself accepts; cached on disk, keyed by
/// the dictionary files' contents.
///
/// When the dictionary derives words in ways expansion does not cover
/// (compounds of letter stems, say), ``incompleteness`` says how, and
/// ``Solver`` falls back to checking every arrangement instead.
public struct Lexicon: Sendable {
  /// The words, one per line, in UTF-8 (sorted).
  let text: [UInt8]
  /// Why this lexicon may miss words the dictionary accepts, or nil when it
  /// holds every one.
  public let incompleteness: String?

  /// Bump when the expansion changes, so old caches are rebuilt.
  static let formatVersion = "wordgame-lexicon 2"

  /// The words, sorted.
  public var words: [String] {
    text.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
  }

  init(words: [String], incompleteness: String?) {
    var text: [UInt8] = []
    // Sorted by bytes, so the words can be searched in place (``WordList``).
    for word in words.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      text += word.utf8
      text.append(0x0A)
    }
    self.text = text
    self.incompleteness = incompleteness
  }

  init(text: [UInt8], incompleteness: String?) {
    self.text = text
    self.incompleteness = incompleteness
  }

  /// Builds the lexicon of `dictionary` from its files (about a second for en_US).
  public static func build(for dictionary: HunspellDictionary) throws(DictionaryError) -> Lexicon {
    try build(files: dictionary)
  }

  /// Builds the lexicon of any dictionary read from Hunspell's files (the game's
  /// worker process for a dictionary it does not trust included).
  package static func build(files dictionary: any DictionaryFiles) throws(DictionaryError)
    -> Lexicon
  {
    let affixText = try decodedContents(of: dictionary.location.affixPath, dictionary.encoding)
    let dictionaryText = try decodedContents(
      of: dictionary.location.dictionaryPath, dictionary.encoding)
    let (candidates, incompleteness) = Self.candidates(
      affixText: affixText, dictionaryText: dictionaryText)
    let words = Array(candidates)
    let verdicts = dictionary.areCorrect(words)
    let accepted = words.indices.filter { verdicts[$0] }.map { words[$0] }
    let failure = dictionary.hasFailed ? "the spell checker failed on some words" : nil
    return Lexicon(words: accepted, incompleteness: incompleteness ?? failure)
  }

  /// Every lowercase letters-only form the `.dic` text's stems expand to with
  /// the `.aff` text's rules (both decoded), and why expansion may miss words.
  package static func candidates(affixText: String, dictionaryText: String)
    -> (Set<String>, incompleteness: String?)
  {
    var expander = StemExpander(affixes: AffixFile(text: affixText))
    var candidates = Set<String>()
    var isCountLine = true
    for line in dictionaryText.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      if isCountLine {
        isCountLine = false
        continue
      }
      let (stem, flagText) = parseEntry(line)
      guard !stem.isEmpty else { continue }
      let flags = flagText.map(expander.affixes.flags(ofEntry:)) ?? []
      expander.expand(stem: stem, flags: flags) { form in
        // Hunspell finds a lowercase word only among lowercase forms.
        guard !form.contains(where: { $0.properties.changesWhenLowercased }) else { return }
        var word = String(String.UnicodeScalarView(form))
        word = Normalization.composed(word)
        if WordShape.isLettersOnly(word) { candidates.insert(word) }
      }
    }
    return (candidates, expander.incompleteness)
  }

  /// The text of one of a dictionary's files, decoded from `encoding` line by
  /// line (so one bad byte spoils one line, not the file).
  static func decodedContents(of path: String, _ encoding: String) throws(DictionaryError)
    -> String
  {
    guard let data = SystemFiles.contents(of: path) else { throw .unreadableFile(path: path) }
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

  /// The lexicon of `dictionary`, from the cache in `cacheDirectory` when one was
  /// built for these exact dictionary files, else built now and saved there.
  /// A cache that cannot be read or written is rebuilt or skipped, never fatal.
  public static func load(for dictionary: HunspellDictionary, cacheDirectory: String?)
    throws(DictionaryError) -> Lexicon
  {
    try load(files: dictionary, cacheDirectory: cacheDirectory)
  }

  /// ``load(for:cacheDirectory:)`` for any dictionary read from Hunspell's files.
  package static func load(files dictionary: any DictionaryFiles, cacheDirectory: String?)
    throws(DictionaryError) -> Lexicon
  {
    guard let cacheDirectory else { return try build(files: dictionary) }
    let key = try cacheKey(for: dictionary)
    let path = cacheDirectory + "/lexicon-" + key + ".txt"
    if let cached = read(path: path) { return cached }
    let lexicon = try build(files: dictionary)
    if !dictionary.hasFailed { lexicon.save(to: path) }
    return lexicon
  }

  /// The cached lexicon of the dictionary at `location`, if one was built for
  /// these exact files; nothing is built and Hunspell is not loaded.
  package static func cached(at location: DictionaryLocation, cacheDirectory: String?) -> Lexicon? {
    guard let cacheDirectory, let key = try? cacheKey(for: location) else { return nil }
    return read(path: cacheDirectory + "/lexicon-" + key + ".txt")
  }

  /// A hash of the dictionary's two files and the format version (FNV-1a, 64 bits).
  static func cacheKey(for dictionary: any DictionaryFiles) throws(DictionaryError) -> String {
    try cacheKey(for: dictionary.location)
  }

  static func cacheKey(for location: DictionaryLocation) throws(DictionaryError) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func mix(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01B3
      }
    }
    mix(formatVersion.utf8)
    for path in [location.affixPath, location.dictionaryPath] {
      guard let data = SystemFiles.contents(of: path) else { throw .unreadableFile(path: path) }
      mix([0xFF])
      mix(data)
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  private static func read(path: String) -> Lexicon? {
    guard let data = SystemFiles.contents(of: path), let newline = data.firstIndex(of: 0x0A)
    else { return nil }
    let header = String(decoding: data[..<newline], as: UTF8.self)
    let complete = formatVersion + " complete"
    let incomplete = formatVersion + " incomplete: "
    let body = Array(data[(newline + 1)...])
    guard body.isEmpty || body.last == 0x0A else { return nil }  // torn file
    if header == complete { return Lexicon(text: body, incompleteness: nil) }
    if header.hasPrefix(incomplete) {
      return Lexicon(text: body, incompleteness: String(header.dropFirst(incomplete.count)))
    }
    return nil
  }

  /// Writes the cache atomically (a failure only means no cache next time).
  private func save(to path: String) {
    SystemFiles.createFolder(SystemFiles.folder(of: path))
    let header =
      Self.formatVersion + (incompleteness.map { " incomplete: " + $0 } ?? " complete") + "\n"
    _ = SystemFiles.writeAtomically(Array(header.utf8) + text, to: path)
  }
}

extension Lexicon {
  /// The words of `minimumLength` or more letters that `root`'s letters spell.
  func words(spelledFrom root: String, minimumLength: Int) -> [String] {
    let letters = LetterCounts(root)
    let rootLength = Normalization.letterCount(root)
    var result: [String] = []
    text.withUnsafeBufferPointer { bytes in
      var start = 0
      while start < bytes.count {
        var end = start
        var isASCII = true
        while bytes[end] != 0x0A {
          if bytes[end] >= 0x80 { isASCII = false }
          end += 1
        }
        let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if isASCII {
          if line.count >= minimumLength && line.count <= rootLength
            && letters.canSpell(ascii: line)
          {
            result.append(String(decoding: line, as: UTF8.self))
          }
        } else {
          let word = String(decoding: line, as: UTF8.self)
          let length = word.count
          if length >= minimumLength && length <= rootLength && letters.canSpell(word) {
            result.append(word)
          }
        }
        start = end + 1
      }
    }
    return result
  }
}
