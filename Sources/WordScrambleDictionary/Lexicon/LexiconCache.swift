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
    /// The dictionary's files.
    let location: DictionaryLocation
    /// Their ``SystemFiles/stamp(of:)`` when they were hashed.
    private let stamps: [String?]

    /// The cache in `folder` of the dictionary at `location` (its files are read now).
    package init(folder: String, location: DictionaryLocation) throws(DictionaryError) {
      self.folder = folder
      self.location = location
      // Stamped before they are read: a change while hashing shows too.
      self.stamps = Self.stamps(location)
      self.key = try cacheKey(for: location)
    }

    /// Whether the dictionary's files are still the ones hashed: not written,
    /// replaced or renamed since, not even changed and changed back. Nothing
    /// built from files that changed is cached under the key.
    package var isUnchanged: Bool { Self.stamps(location) == stamps }

    private static func stamps(_ location: DictionaryLocation) -> [String?] {
      [location.affixPath, location.dictionaryPath].map(SystemFiles.stamp(of:))
    }

    /// Where the lexicon built with `options` is.
    func path(_ options: Options) -> String {
      var name = "lexicon-" + key
      if options.marksOnly {
        return folder + "/" + name + (options.marksAbbreviations ? "-marks.txt" : "-marked.txt")
      }
      if let maximum = options.maximumLength { name += "-max\(maximum)" }
      if !options.rules.isExact { name += "-" + options.rules.cacheName }
      if !options.addedWords.isEmpty { name += "-plus" + Self.hash(options.addedWords) }
      return folder + "/" + name + ".txt"
    }

    /// A hash of a list of words (``WordList/fingerprint``: its sorted
    /// file's bytes, and its other words whatever their order), made at
    /// every open.
    package static func hash(_ words: WordList) -> String {
      SealedFile.hex(words.fingerprint)
    }

    /// The lexicon cached at `path`; a file that is there but not whole is
    /// told to `warning` (and built again by the caller).
    func read(
      _ path: String, warning: (@Sendable (String) -> Void)?, messages: MessageCatalog = .english
    ) -> Lexicon? {
      switch Lexicon.read(path: path, source: key) {
      case .success(let lexicon): return lexicon
      case .failure(let problem):
        if problem.isWorthAWarning {
          // Removed (a planted link or FIFO itself, never what it points to),
          // so that it is said once and built again when a list is needed.
          let shown = messages.quoted(path: path)
          if let failure = SystemFiles.remove(path) {
            warning?(
              messages(
                "the cached word list %1$s was ignored (%2$s) and cannot be removed (%3$s): remove it to keep the list built once",
                shown, problem.description(in: messages),
                SealedFile.reason(failure, in: messages)))
          } else {
            warning?(
              messages(
                "the cached word list %1$s was ignored (%2$s) and removed", shown,
                problem.description(in: messages)))
          }
        }
        return nil
      }
    }
  }

  /// ``load(for:cacheDirectory:)`` for any dictionary read from Hunspell's
  /// files, with `options` saying what to build; without a cache, built now.
  /// A list is saved only when the files it was built from are the ones the
  /// cache's key was computed from, unchanged since.
  /// `cacheRead`: the caller has already looked in the cache (``cached(in:options:)``).
  package static func load(
    files dictionary: any DictionaryFiles, cache: Cache?, options: Options = Options(),
    cacheRead: Bool = false
  ) throws(DictionaryError) -> Lexicon {
    guard let cache else { return try build(files: dictionary, options: options) }
    let path = cache.path(options)
    if !cacheRead,
      let cached = cache.read(path, warning: options.warning, messages: options.messages)
    {
      return cached
    }
    let (lexicon, source) = try keyedBuild(files: dictionary, options: options)
    // A build stopped part way (cancelled) is never cached.
    guard !dictionary.hasFailed, options.isCancelled?() != true else { return lexicon }
    guard source == cache.key, cache.isUnchanged else {
      options.warning?(
        options.messages(
          "the dictionary's files changed while its word list was built: the list is not cached"))
      return lexicon
    }
    if let failure = lexicon.save(to: path, source: cache.key) {
      let messages = options.messages
      options.warning?(
        messages(
          "cannot cache the word list at %1$s: %2$s",
          messages.quoted(path: path),
          SealedFile.reason(failure, in: messages)))
    }
    return lexicon
  }

  /// The lexicon built with `options`, if `cache` holds one; nothing is built
  /// and Hunspell is not loaded.
  package static func cached(in cache: Cache?, options: Options = Options()) -> Lexicon? {
    cache.flatMap {
      $0.read($0.path(options), warning: options.warning, messages: options.messages)
    }
  }

  /// A hash of the dictionary's two files and the format version (FNV-1a, 64 bits).
  static func cacheKey(for location: DictionaryLocation) throws(DictionaryError) -> String {
    var files: [[UInt8]] = []
    for path in [location.affixPath, location.dictionaryPath] {
      files.append(try Lexicon.bytes(of: path))
    }
    return sourceKey(affix: files[0], dictionary: files[1])
  }

  /// The cache key of a dictionary's two files' bytes and the format version
  /// (64 bits: FNV's multiply and a shift, eight bytes a step, each file's
  /// length mixed in; made at every open, so a dictionary of megabytes
  /// costs a millisecond, not five).
  static func sourceKey(affix: [UInt8], dictionary: [UInt8]) -> String {
    var hash = RunHash()
    var version = "sourceKey 2 " + formatVersion
    version.withUTF8 { hash.mix(bytes: UnsafeRawBufferPointer($0)) }
    for data in [affix, dictionary] { data.withUnsafeBytes { hash.mix(bytes: $0) } }
    return SealedFile.hex(hash.value)
  }

  /// The largest cache file read (a full pl_PL list with its keys is about 60 MB).
  static let maximumCacheBytes = 512 << 20

  /// Reads a cache file, sealed (``SealedFile``) under the format line and
  /// `source`, the key of the dictionary files it was built from. Its body:
  /// `complete` or `incomplete: REASON`; `max N forbidden F unsuggested U
  /// headwords H abbreviations A respellings R rules NAME keys K` (N 0: no
  /// bound); the lists of ``Marks``; the R `key<TAB>spelling` lines; K bytes
  /// of keys; then the words, each line ending in a newline.
  static func read(path: String, source: String) -> Result<Lexicon, SealedFile.Problem> {
    let body: ArraySlice<UInt8>
    switch SealedFile.read(
      path: path, format: formatVersion, source: source, limit: maximumCacheBytes)
    {
    case .success(let bytes): body = bytes
    case .failure(let problem): return .failure(problem)
    }
    guard let lexicon = parse(body) else {
      return .failure(.damaged("its contents are not a word list"))
    }
    return .success(lexicon)
  }

  /// A sealed cache's body as a lexicon (nil when it is not one).
  private static func parse(_ data: ArraySlice<UInt8>) -> Lexicon? {
    guard data.last == 0x0A else { return nil }
    var start = data.startIndex
    func nextLine() -> String? {
      guard start < data.endIndex, let end = data[start...].firstIndex(of: 0x0A) else { return nil }
      defer { start = end + 1 }
      return String(decoding: data[start..<end], as: UTF8.self)
    }
    guard let status = nextLine(), let counts = nextLine() else { return nil }
    let incomplete = "incomplete: "
    guard status == "complete" || status.hasPrefix(incomplete) else { return nil }
    let fields = counts.split(separator: " ")
    guard fields.count == 16, let maximum = Int(fields[1]), maximum >= 0,
      let keyBytes = Int(fields[15]), keyBytes >= 0
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
    // No arithmetic on a header's numbers before they are known to fit.
    guard keyBytes <= data.endIndex - start else { return nil }
    let wordsStart = start + keyBytes
    guard keyBytes == 0 || data[wordsStart - 1] == 0x0A else { return nil }
    var respellings: [String: String] = [:]
    for line in sections[4] {
      let parts = line.split(separator: "\t")
      guard parts.count == 2 else { return nil }
      respellings[String(parts[0])] = String(parts[1])
    }
    return Lexicon(
      text: Array(data[wordsStart...]),
      incompleteness: status == "complete" ? nil : String(status.dropFirst(incomplete.count)),
      maximumLength: maximum > 0 ? maximum : nil,
      marks: Marks(
        forbidden: sections[0], unsuggested: sections[1], headwords: sections[2],
        abbreviations: sections[3]),
      rules: LetterRules(cacheName: String(fields[13])),
      keyText: Array(data[start..<wordsStart]), respellings: respellings)
  }

  /// Writes the cache atomically, sealed with the key of the files it was
  /// built from (a failure only means no cache next time): why it failed, or nil.
  private func save(to path: String, source: String) -> String? {
    var header = (incompleteness.map { "incomplete: " + $0 } ?? "complete") + "\n"
    let keys = rules.isExact ? [] : keyText
    header += "max \(maximumLength ?? 0)"
    for (name, list) in zip(Marks.names, marks.lists) { header += " \(name) \(list.count)" }
    header +=
      " respellings \(respellings.count) rules \(rules.isExact ? "-" : rules.cacheName)"
      + " keys \(keys.count)\n"
    for word in marks.lists.joined() { header += word + "\n" }
    for (key, spelling) in respellings { header += key + "\t" + spelling + "\n" }
    return SealedFile.write(
      Array(header.utf8) + keys + text, format: Self.formatVersion, source: source, to: path)
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
