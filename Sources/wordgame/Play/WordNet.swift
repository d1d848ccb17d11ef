import WordScramble

/// Definitions from WordNet's data files (Debian's `wordnet-base`, in
/// /usr/share/wordnet; the format is wndb(5)): a word's senses, found through
/// its base form for an inflection (`silks` → `silk`, `mice` → `mouse`) by
/// WordNet's own morphology (morphy(7): the exception lists, then the suffix rules).
struct WordNet {
  /// Where the files are.
  let folder: String

  /// The files in `folder` (by default the one Debian installs them in), if
  /// they are there. The game is handed them (``PlayWorld/definitions``).
  static func installed(folder: String = "/usr/share/wordnet") -> WordNet? {
    SystemFiles.isFile(folder + "/index.noun") ? WordNet(folder: folder) : nil
  }

  /// The parts of speech: file name and the name shown.
  static let parts = [("noun", "noun"), ("verb", "verb"), ("adj", "adjective"), ("adv", "adverb")]

  /// Morphy's suffix rules by part of speech: (ending, replacement).
  static let suffixes: [String: [(String, String)]] = [
    "noun": [
      ("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
      ("men", "man"), ("ies", "y"),
    ],
    "verb": [
      ("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"),
      ("ing", ""),
    ],
    "adj": [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
    "adv": [],
  ]

  /// Up to `limit` senses of `word`: (the base form, part of speech, gloss).
  /// For each part of speech, those of the first of its base forms
  /// (``bases(of:part:exceptions:)``) the part's index lists.
  func senses(of word: String, limit: Int = 6) -> [(word: String, part: String, gloss: String)] {
    var senses: [(String, String, String)] = []
    for (file, name) in Self.parts {
      guard let index = read("index." + file) else { continue }
      let exceptions = read(file + ".exc")
      for base in bases(of: word, part: file, exceptions: exceptions) {
        guard let offsets = Self.offsets(of: base, in: index) else { continue }
        for offset in offsets where senses.count < limit {
          if let gloss = gloss(at: offset, file: file) { senses.append((base, name, gloss)) }
        }
        break
      }
    }
    return senses
  }

  /// Whether ``senses(of:limit:)`` of one of `words` shows senses of
  /// `candidate` as their base form (`worm` of `worms`, `mouse` of `mice`).
  func isBaseForm(_ candidate: String, ofOneOf words: some Sequence<String>) -> Bool {
    for (file, _) in Self.parts {
      let exceptions = read(file + ".exc")
      var index: [UInt8]?  // read only for a word that may have the candidate as its base
      for word in words {
        let forms = bases(of: word, part: file, exceptions: exceptions)
        guard forms.contains(candidate) else { continue }
        index = index ?? read("index." + file)
        guard let index else { break }
        if forms.first(where: { Self.offsets(of: $0, in: index) != nil }) == candidate {
          return true
        }
      }
    }
    return false
  }

  /// The most bytes of a WordNet file read whole (an index or an exception
  /// list; the largest, index.noun, is 4.6 MB).
  static let maximumFileBytes = 64 << 20

  /// The bytes of the file `name` of the folder: a regular file (links
  /// followed) of at most ``maximumFileBytes``, never waited on; nil otherwise.
  private func read(_ name: String) -> [UInt8]? {
    try? SystemFiles.regularFile(
      at: folder + "/" + name, limit: Self.maximumFileBytes, followingLinks: true
    ).get()
  }

  /// The word itself, its exception-list base forms (`exceptions`: the
  /// part's `.exc` file), then its suffix-rule ones.
  private func bases(of word: String, part: String, exceptions: [UInt8]?) -> [String] {
    var forms = [word]
    if let exceptions {
      let prefix = Array((word + " ").utf8)
      for line in exceptions.split(separator: 0x0A) where line.starts(with: prefix) {
        forms += line.dropFirst(prefix.count).split(separator: 0x20).map {
          String(decoding: $0, as: UTF8.self)
        }
      }
    }
    for (ending, replacement) in Self.suffixes[part] ?? [] where word.hasSuffix(ending) {
      forms.append(String(word.dropLast(ending.count)) + replacement)
    }
    return forms
  }

  /// The synset offsets of `lemma` in an index file's bytes (lines sorted), or nil.
  static func offsets(of lemma: String, in index: [UInt8]) -> [Int]? {
    let key = Array((lemma + " ").utf8)
    var low = 0
    var high = index.count
    while low < high {
      var start = (low + high) / 2
      while start > 0 && index[start - 1] != 0x0A { start -= 1 }
      let end = index[start...].firstIndex(of: 0x0A) ?? index.count
      let line = index[start..<end]
      if line.starts(with: key) {
        let fields = line.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
        return fields.filter { $0.count == 8 && Int($0) != nil }.compactMap { Int($0) }
      }
      if line.lexicographicallyPrecedes(key) { low = end + 1 } else { high = start }
    }
    return nil
  }

  /// The gloss of the synset at `offset` of a data file: its definition, without examples.
  private func gloss(at offset: Int, file: String) -> String? {
    // A synset's line, up to 16 KiB, read from a regular file only.
    guard
      case .success(let bytes) = SystemFiles.regularFilePart(
        at: folder + "/data." + file, offset: offset, count: 16 * 1024)
    else { return nil }
    let line = String(
      decoding: bytes.prefix { $0 != 0x0A && $0 != 0 }, as: UTF8.self)
    guard let bar = line.firstIndex(of: "|") else { return nil }
    let gloss = line[line.index(after: bar)...].trimmingPrefix(" ")
    let definition =
      gloss.split(separator: ";").first { !$0.contains(Character("\"")) } ?? gloss[...]
    return String(definition).trimmingCharacters()
  }
}

extension String {
  /// The string without surrounding spaces and newlines.
  fileprivate func trimmingCharacters() -> String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\n" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\n" { text.removeLast() }
    return String(text)
  }
}
