/// The evidence `scripts/make-required-lists` ships for a dictionary
/// (`tiers/why/NAME.txt`): a line a word, `WORD<TAB>STANDING<TAB>TAGS<TAB>LEMMA`
/// and, where an editor's decision set the tier, `<TAB>DECISION[:CLASS]`, after a
/// header naming the language's threshold (`required from 2.5`).
///
/// The file is indexed once, by word and by key, so a word's entry is a
/// lookup (``WordExplainer`` explains 20,000 words with one index).
struct WordEvidence: Sendable {
  /// One word's evidence.
  struct Entry: Equatable {
    var standing: Double
    var tags: [String]
    var lemma: String?
    /// The editor's decision that set the tier, if one did.
    var editor: WordExplanation.Reason?
  }

  /// The zipf a family needs to be required.
  var threshold: Double?
  /// The file's text.
  private let text: [UInt8]
  /// The line of each word, lowercased: the lowercase word's own line where
  /// there is one (German `bechern`, not the noun `Bechern` before it), else
  /// the first line of any case.
  private var lines: [String: Range<Int>] = [:]
  /// The first line of each word written with a capital, as written.
  private var cased: [String: Range<Int>] = [:]
  /// The first line of each key (the letter rules' key of its word, lowercased).
  private var keyed: [String: Range<Int>] = [:]

  /// The evidence shipped for the dictionary `name` or its language, if any,
  /// its words keyed by `rules`.
  static func bundled(dictionary name: String, rules: LetterRules) throws(StartWordsError)
    -> WordEvidence?
  {
    guard let bytes = try WordTiers.bundledList("why", dictionary: name, language: rules.language)
    else { return nil }
    return WordEvidence(bytes, rules: rules)
  }

  /// The evidence of a file's `bytes`, its words keyed by `rules`.
  init(_ bytes: [UInt8], rules: LetterRules) {
    text = bytes
    // The header names the threshold: `… required from 2.5), …`.
    let header = String(decoding: bytes.prefix(400), as: UTF8.self)
    for part in header.split(separator: "(")
    where part.hasPrefix("zipf of its family; required from ") {
      threshold = Double(
        part.dropFirst("zipf of its family; required from ".count).prefix {
          $0.isNumber || $0 == "."
        })
    }
    var start = 0
    var ownLines: Set<String> = []
    for end in bytes.indices where bytes[end] == 0x0A {
      defer { start = end + 1 }
      guard start < end, bytes[start] != UInt8(ascii: "#") else { continue }
      let wordEnd = bytes[start..<end].firstIndex(of: 0x09) ?? end
      let written = String(decoding: bytes[start..<wordEnd], as: UTF8.self)
      let word = written.lowercased()
      if written != word {
        if cased[written] == nil { cased[written] = start..<end }
        if lines[word] == nil { lines[word] = start..<end }
      } else if ownLines.insert(word).inserted {
        lines[word] = start..<end
      }
      let key = rules.key(word)
      if keyed[key] == nil { keyed[key] = start..<end }
    }
  }

  /// The reason an evidence line's editor field (`sensitive:sensitive`, `keep`) gives.
  static func editor(_ field: String) -> WordExplanation.Reason {
    let parts = field.split(separator: ":", maxSplits: 1).map(String.init)
    return .editor(decision: parts[0], reason: parts.count > 1 ? parts[1] : "")
  }

  /// The entry of `word` (as typed, normalized, or as the dictionary spells
  /// it: a capital picks the capitalized word's line) or, unless
  /// `exactOnly`, of any spelling with its `key`.
  func entry(for word: String, key: String, exactOnly: Bool = false) -> Entry? {
    let lowercased = word.lowercased()
    guard
      let line = (lowercased == word ? nil : cased[word]) ?? lines[lowercased]
        ?? (exactOnly ? nil : keyed[key])
    else { return nil }
    let fields = text[line].split(separator: 0x09, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    return Entry(
      standing: fields.count > 1 ? Double(fields[1]) ?? 0 : 0,
      tags: fields.count > 2 && !fields[2].isEmpty
        ? fields[2].split(separator: ",").map(String.init) : [],
      lemma: fields.count > 3 && !fields[3].isEmpty ? fields[3] : nil,
      editor: fields.count > 4 && !fields[4].isEmpty ? Self.editor(fields[4]) : nil)
  }
}
