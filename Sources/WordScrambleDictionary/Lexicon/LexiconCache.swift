extension Lexicon {
  /// The lexicon of `dictionary`, from the cache in `cacheDirectory` when one was
  /// built for these exact dictionary files, else built now and saved there.
  /// A cache that cannot be read or written is rebuilt or skipped, never fatal.
  public static func load(for dictionary: HunspellDictionary, cacheDirectory: String?)
    throws(DictionaryError) -> Lexicon
  {
    let cache = try cacheDirectory.map { folder throws(DictionaryError) in
      try Cache(folder: folder, location: dictionary.location)
    }
    return try load(files: dictionary, cache: cache)
  }

  /// Where a dictionary's lexicons are cached: a folder, and the hash of the
  /// dictionary's files that names them, read and computed once.
  package struct Cache: Sendable {
    /// The folder.
    package let folder: String
    /// The hash of the dictionary's files (``cacheKey(for:)``).
    package let key: String

    /// The cache in `folder` of the dictionary at `location` (its files are read now).
    package init(folder: String, location: DictionaryLocation) throws(DictionaryError) {
      self.folder = folder
      self.key = try cacheKey(for: location)
    }

    /// Where the lexicon built with `options` is.
    func path(_ options: Options) -> String {
      var name = "lexicon-" + key
      if options.marksOnly { return folder + "/" + name + "-marks.txt" }
      if let maximum = options.maximumLength { name += "-max\(maximum)" }
      if !options.rules.isExact { name += "-" + options.rules.cacheName }
      return folder + "/" + name + ".txt"
    }
  }

  /// ``load(for:cacheDirectory:)`` for any dictionary read from Hunspell's
  /// files, with `options` saying what to build; without a cache, built now.
  package static func load(
    files dictionary: any DictionaryFiles, cache: Cache?, options: Options = Options()
  ) throws(DictionaryError) -> Lexicon {
    guard let cache else { return try build(files: dictionary, options: options) }
    let path = cache.path(options)
    if let cached = read(path: path) { return cached }
    let lexicon = try build(files: dictionary, options: options)
    if !dictionary.hasFailed { lexicon.save(to: path) }
    return lexicon
  }

  /// The lexicon built with `options`, if `cache` holds one; nothing is built
  /// and Hunspell is not loaded.
  package static func cached(in cache: Cache?, options: Options = Options()) -> Lexicon? {
    cache.flatMap { read(path: $0.path(options)) }
  }

  /// A hash of the dictionary's two files and the format version (FNV-1a, 64 bits).
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

  /// Reads a cache file: the format line; `complete` or `incomplete: REASON`;
  /// `max N forbidden F unsuggested U headwords H abbreviations A respellings R
  /// rules NAME keys K` (N 0: no bound); the lists of ``Marks``; the R
  /// `key<TAB>spelling` lines; K bytes of keys; then the words.
  private static func read(path: String) -> Lexicon? {
    guard let data = SystemFiles.contents(of: path), data.last == 0x0A else { return nil }
    var start = 0
    func nextLine() -> String? {
      guard start < data.count, let end = data[start...].firstIndex(of: 0x0A) else { return nil }
      defer { start = end + 1 }
      return String(decoding: data[start..<end], as: UTF8.self)
    }
    guard nextLine() == formatVersion, let status = nextLine(), let counts = nextLine() else {
      return nil
    }
    let incomplete = "incomplete: "
    guard status == "complete" || status.hasPrefix(incomplete) else { return nil }
    let fields = counts.split(separator: " ")
    guard fields.count == 16, let maximum = Int(fields[1]), let keyBytes = Int(fields[15]),
      keyBytes >= 0
    else { return nil }
    var sections: [[String]] = []
    for field in [fields[3], fields[5], fields[7], fields[9], fields[11]] {
      guard let count = Int(field), count >= 0 else { return nil }
      var section: [String] = []
      for _ in 0..<count {
        guard let line = nextLine() else { return nil }
        section.append(line)
      }
      sections.append(section)
    }
    guard start + keyBytes <= data.count else { return nil }
    var respellings: [String: String] = [:]
    for line in sections[4] {
      let parts = line.split(separator: "\t")
      if parts.count == 2 { respellings[String(parts[0])] = String(parts[1]) }
    }
    return Lexicon(
      text: Array(data[(start + keyBytes)...]),
      incompleteness: status == "complete" ? nil : String(status.dropFirst(incomplete.count)),
      maximumLength: maximum > 0 ? maximum : nil,
      marks: Marks(
        forbidden: sections[0], unsuggested: sections[1], headwords: sections[2],
        abbreviations: sections[3]),
      rules: LetterRules(cacheName: String(fields[13])),
      keyText: Array(data[start..<(start + keyBytes)]), respellings: respellings)
  }

  /// Writes the cache atomically (a failure only means no cache next time).
  private func save(to path: String) {
    SystemFiles.createFolder(SystemFiles.folder(of: path))
    var header = Self.formatVersion + "\n"
    header += (incompleteness.map { "incomplete: " + $0 } ?? "complete") + "\n"
    let keys = rules.isExact ? [] : keyText
    header += "max \(maximumLength ?? 0)"
    for (name, list) in zip(Marks.names, marks.lists) { header += " \(name) \(list.count)" }
    header +=
      " respellings \(respellings.count) rules \(rules.isExact ? "-" : rules.cacheName)"
      + " keys \(keys.count)\n"
    for word in marks.lists.joined() { header += word + "\n" }
    for (key, spelling) in respellings { header += key + "\t" + spelling + "\n" }
    _ = SystemFiles.writeAtomically(Array(header.utf8) + keys + text, to: path)
  }
}

extension Lexicon {
  /// The words of `minimumLength` or more letters that `root`'s letters spell.
  package func words(spelledFrom root: String, minimumLength: Int) -> [String] {
    let letters = LetterCounts(root)
    let rootLength = Normalization.letterCount(root)
    // A word spelled from the root's letters has no byte the root lacks, nor
    // more of one: a cheap test before a line of other letters becomes a String.
    var rootBytes = [Int32](repeating: 0, count: 256)
    for byte in root.utf8 { rootBytes[Int(byte)] += 1 }
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
        } else if Self.mayBeSpelled(line, from: rootBytes) {
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

  /// Whether every byte of `line` occurs in `available` (counts by byte value) as often.
  private static func mayBeSpelled(_ line: UnsafeBufferPointer<UInt8>, from available: [Int32])
    -> Bool
  {
    var used = [Int32](repeating: 0, count: 256)
    for byte in line {
      used[Int(byte)] += 1
      if used[Int(byte)] > available[Int(byte)] { return false }
    }
    return true
  }
}

extension Lexicon {
  /// The keys of this lexicon's words under `rules` (each once), with what
  /// else it knows: the words a ``Solver`` in that language looks through.
  package func keyed(by rules: LetterRules) -> Lexicon {
    let source = rules.keysLike(self.rules) ? self : rekeyed(by: rules)
    return Lexicon(
      text: source.keyText, incompleteness: incompleteness, maximumLength: maximumLength,
      marks: marks)
  }

  /// This lexicon with its words keyed by other rules.
  package func rekeyed(by rules: LetterRules) -> Lexicon {
    let (keyText, respellings) = Self.keys(of: words, rules: rules)
    return Lexicon(
      text: text, incompleteness: incompleteness, maximumLength: maximumLength,
      marks: marks, rules: rules,
      keyText: keyText, respellings: respellings)
  }
}
