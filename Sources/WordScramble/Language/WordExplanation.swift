/// Why a word is in its tier: what `wordgame why WORD` prints, as a value.
///
/// Players argue about fairness; this gives them the data. The tier is the one
/// a round of the language gives the word (the same rules, the same lists);
/// the evidence is what the lists were made from: the word's frequency (its
/// family's zipf, wordfreq), its lemma, and which list or tag decided.
public struct WordExplanation: Equatable, Sendable {
  /// Where a word stands.
  public enum Verdict: String, Equatable, Sendable {
    /// A required answer: it counts towards a round's total.
    case required
    /// Accepted, scored apart: never missed.
    case bonus
    /// A slur or vulgar word (or a word of a `--block` list): never an answer.
    case blocked
    /// Not accepted: the dictionary lacks it, or it is not a word of letters.
    case notRecognized
  }

  /// What decided, most telling first.
  public enum Reason: Equatable, Sendable {
    /// On the language's list of required answers.
    case requiredList
    /// A native-speaker editor read the word and decided its tier: `decision`
    /// is `keep` or `promote` (required), `bonus` or `sensitive` (accepted,
    /// never required, never a start word); `reason` is the class that
    /// decided (`name`, `archaic`, `form nobody types`…) or empty.
    case editor(decision: String, reason: String)
    /// On the required list given (`--required`).
    case givenRequiredList
    /// Not on the required list given (`--required`).
    case notOnGivenRequiredList
    /// The sources tag it (`name`, `abbreviation`, `foreign`, `interjection`,
    /// `informal`, `regional`, `rare`): bonus at most.
    case tagged(String)
    /// Its family's frequency (zipf) is below the language's threshold.
    case uncommon(standing: Double, threshold: Double)
    /// The frequency lists do not list it (or its family) often enough to say.
    case unlisted
    /// Not on the language's required list, though listed as frequent enough
    /// (a rule of the lists' making kept it out: another spelling was kept, a
    /// language's dictionary marks it never to suggest).
    case notOnRequiredList
    /// A rule of the language's word shapes (a Roman numeral, no vowel).
    case shape(String)
    /// A vulgar word that is not a slur: allowed with `--allow-vulgar`.
    case vulgar
    /// A slur or vulgar word of the language's blocked list.
    case blockedList
    /// A word of the block list given (`--block`).
    case givenBlockList
    /// Accepted though the dictionary lacks it: a common word the game adds.
    case addedWord
    /// Accepted though the dictionary lacks it: the other English region's spelling.
    case regionalVariant
    /// Accepted from the personal list given (`--personal`).
    case personalWord
    /// Not a word of letters.
    case notLetters
    /// The dictionary does not accept it.
    case notInDictionary
  }

  /// The word as it was asked about, normalized (lowercase, NFC).
  public var word: String
  /// How the dictionary spells it (`Haus`, `gelée`), for an accepted word.
  public var spelling: String?
  /// Where it stands.
  public var verdict: Verdict
  /// What decided, most telling first.
  public var reasons: [Reason]
  /// Its dictionary form, where the sources give one other than the word.
  public var lemma: String?
  /// The zipf of its family (the word, its lemma and their forms) by the
  /// frequency lists, where they list it (0 to about 8; 3 is once in a million words).
  public var standing: Double?
  /// The zipf a family needs for its words to be required in this language.
  public var threshold: Double?

  /// An explanation from its parts.
  public init(
    word: String, spelling: String?, verdict: Verdict, reasons: [Reason], lemma: String? = nil,
    standing: Double? = nil, threshold: Double? = nil
  ) {
    self.word = word
    self.spelling = spelling
    self.verdict = verdict
    self.reasons = reasons
    self.lemma = lemma
    self.standing = standing
    self.threshold = threshold
  }
}

extension GameLanguage {
  /// Why `word` is required, bonus, blocked or not recognized in this language
  /// (see ``WordExplanation``): the tier a round gives it, with the evidence.
  public func explain(_ word: String) -> WordExplanation {
    let normalized = Normalization.answer(word)
    let key = letterRules.key(normalized)
    let evidence: WordEvidence?
    do throws(StartWordsError) {
      evidence = try WordEvidence.bundled(dictionary: name, language: letterRules.language)
    } catch {
      // Explained without the evidence, saying why.
      warning?(error.description)
      evidence = nil
    }
    let found = evidence?.entry(for: normalized, key: key, rules: letterRules)
    var explanation = WordExplanation(
      word: normalized, spelling: nil, verdict: .notRecognized, reasons: [],
      lemma: found?.lemma, standing: found?.standing, threshold: evidence?.threshold)
    guard WordShape.isLettersOnly(key), !key.isEmpty else {
      explanation.reasons = [.notLetters]
      return explanation
    }
    if tiers.isBlocked(key) {
      explanation.verdict = .blocked
      explanation.reasons = [blockReason(key)]
      return explanation
    }
    guard dictionary.spell(key) == .correct else {
      explanation.reasons = [.notInDictionary]
      return explanation
    }
    let spelling = dictionary.dictionarySpelling(of: key)
    explanation.spelling = spelling
    var reasons: [WordExplanation.Reason] = []
    if let source = addedSource(spelling, evidence: evidence) { reasons.append(source) }
    switch tiers.tier(of: key) {
    case .required:
      explanation.verdict = .required
      if provenance.hasGivenRequiredList {
        reasons.insert(.givenRequiredList, at: 0)
      } else if tiers.required != nil {
        reasons.insert(.requiredList, at: 0)
        if let editor = found?.editor { reasons.insert(editor, at: 0) }
      }
    case .bonus:
      explanation.verdict = .bonus
      var bonus = bonusReasons(key, found: found, threshold: evidence?.threshold)
      // An added regional spelling says so once.
      if reasons.contains(.regionalVariant) { bonus.removeAll { $0 == .tagged("regional") } }
      reasons.insert(contentsOf: bonus, at: 0)
    case .blocked:
      explanation.verdict = .blocked
      reasons = [blockReason(key)]
    }
    explanation.reasons = reasons
    return explanation
  }

  /// Why an accepted `key` is a bonus word.
  private func bonusReasons(
    _ key: String, found: WordEvidence.Entry?, threshold: Double?
  ) -> [WordExplanation.Reason] {
    if provenance.hasGivenRequiredList { return [.notOnGivenRequiredList] }
    if let shape = tiers.shapeReason(key) { return [.shape(shape)] }
    // The evidence covers words of up to 8 letters (a round's answers).
    guard let found else {
      return Normalization.letterCount(key) > 8 ? [.notOnRequiredList] : [.unlisted]
    }
    if let editor = found.editor { return [editor] }
    if !found.tags.isEmpty { return found.tags.map { .tagged($0) } }
    if let threshold, found.standing < threshold {
      return [.uncommon(standing: found.standing, threshold: threshold)]
    }
    return [.notOnRequiredList]
  }

  /// Why a blocked `key` is blocked.
  private func blockReason(_ key: String) -> WordExplanation.Reason {
    if provenance.givenBlocked.contains(key) { return .givenBlockList }
    // Read when the language opened: a list that cannot be read now is none.
    let vulgar = (try? WordTiers.bundledVulgar(language: letterRules.language)) ?? []
    return vulgar.contains(where: { letterRules.key($0) == key }) ? .vulgar : .blockedList
  }

  /// Whether `spelling` is accepted only as an added word, and from where.
  private func addedSource(_ spelling: String, evidence: WordEvidence?)
    -> WordExplanation.Reason?
  {
    guard provenance.addedWords.contains(spelling) else { return nil }
    if provenance.personalWords.contains(spelling) { return .personalWord }
    if evidence?.entry(for: spelling, key: spelling, rules: .exact)?.tags.contains("regional")
      == true
    {
      return .regionalVariant
    }
    return .addedWord
  }
}

/// The evidence `scripts/make-required-lists` ships for a dictionary
/// (`tiers/why/NAME.txt`): a line a word, `WORD<TAB>STANDING<TAB>TAGS<TAB>LEMMA`
/// and, where an editor's decision set the tier, `<TAB>DECISION[:CLASS]`, after a
/// header naming the language's threshold (`required from 2.5`).
struct WordEvidence {
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
  private var text: [UInt8]

  /// The evidence shipped for the dictionary `name` or its `language`, if any.
  static func bundled(dictionary name: String, language: String) throws(StartWordsError)
    -> WordEvidence?
  {
    guard let bytes = try WordTiers.bundledList("why", dictionary: name, language: language)
    else { return nil }
    var evidence = WordEvidence(threshold: nil, text: bytes)
    // The header names the threshold: `… required from 2.5), …`.
    let header = String(decoding: bytes.prefix(400), as: UTF8.self)
    for part in header.split(separator: "(")
    where part.hasPrefix("zipf of its family; required from ") {
      evidence.threshold = Double(
        part.dropFirst("zipf of its family; required from ".count).prefix {
          $0.isNumber || $0 == "."
        })
    }
    return evidence
  }

  /// The reason an evidence line's editor field (`sensitive:sensitive`, `keep`) gives.
  static func editor(_ field: String) -> WordExplanation.Reason {
    let parts = field.split(separator: ":", maxSplits: 1).map(String.init)
    return .editor(decision: parts[0], reason: parts.count > 1 ? parts[1] : "")
  }

  /// The entry of `word` (as typed, normalized) or of any spelling with its `key`.
  func entry(for word: String, key: String, rules: LetterRules) -> Entry? {
    var byKey: Entry?
    var start = 0
    for end in text.indices where text[end] == 0x0A {
      defer { start = end + 1 }
      guard start < end, text[start] != UInt8(ascii: "#") else { continue }
      let line = text[start..<end]
      let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
      let spelled = fields[0]
      let lowered = spelled.lowercased()
      guard lowered == word || (byKey == nil && rules.key(lowered) == key) else { continue }
      let entry = Entry(
        standing: fields.count > 1 ? Double(fields[1]) ?? 0 : 0,
        tags: fields.count > 2 && !fields[2].isEmpty
          ? fields[2].split(separator: ",").map(String.init) : [],
        lemma: fields.count > 3 && !fields[3].isEmpty ? fields[3] : nil,
        editor: fields.count > 4 && !fields[4].isEmpty ? Self.editor(fields[4]) : nil)
      if lowered == word { return entry }
      byKey = entry
    }
    return byKey
  }
}
