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
    /// Not judged: the dictionary failed on it (its spell checker crashed).
    case dictionaryError
    /// Not accepted: a rule of the app's own rejects it (``Reason/rule(_:)``
    /// says which), as in a round of the language.
    case rejected
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
    /// A vulgar word allowed (`--allow-vulgar`, ``GameLanguage/Options``):
    /// a bonus word, never required, whatever its frequency.
    case allowedVulgar
    /// A slur of the language's blocked list (a vulgar word of it is
    /// ``vulgar``).
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
    /// The dictionary takes it only capitalized, as this spelling (`Italia`,
    /// `London`): a name, which does not count.
    case nameOnly(String)
    /// The dictionary failed on it, for this reason (its spell checker
    /// crashed): as ``WordError/dictionaryError(_:)`` in a round.
    case dictionaryError(String)
    /// A rule of the app's own (``GameLanguage/Options/rules``) rejects it,
    /// with this rejection: as ``WordError/custom(_:)`` in a round.
    case rule(CustomRejection)
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
  /// Why `word` is required, bonus, blocked, rejected by the app's own rules
  /// or not recognized in this language (see ``WordExplanation``): the tier a
  /// round gives it, with the evidence. The language's rules judge it as a
  /// round on `startWord` would (without one, a rule sees no start word, as
  /// a batch check without a root). For many words, ask one ``explainer()``:
  /// it reads the evidence once.
  public func explain(_ word: String, startWord: String? = nil) -> WordExplanation {
    explainer().explain(word, startWord: startWord)
  }

  /// An explainer of this language's words (``WordExplainer``).
  public func explainer() -> WordExplainer { WordExplainer(self) }
}

/// Explains words of one language as ``GameLanguage/explain(_:startWord:)`` does, its
/// evidence (the shipped `tiers/why` file, indexed) and vulgar words read
/// once: each word then takes microseconds, not a scan of the file.
public struct WordExplainer: Sendable {
  /// The language explained.
  public let language: GameLanguage
  private let evidence: WordEvidence?
  /// The keys of the language's bundled vulgar words.
  private let vulgar: Set<String>
  /// Hunspell itself, where the language answers from its word list alone
  /// (which lists no names): asked whether it takes a word capitalized.
  private let names: NameDictionary?

  /// The explainer of `language`'s words.
  public init(_ language: GameLanguage) {
    self.language = language
    let rules = language.letterRules
    do throws(StartWordsError) {
      evidence = try WordEvidence.bundled(dictionary: language.name, rules: rules)
    } catch {
      // Explained without the evidence, saying why (once, not a word).
      language.warning?(error.description(in: .player))
      evidence = nil
    }
    // Read when the language opened: a list that cannot be read now is none.
    vulgar = Set(((try? WordTiers.bundledVulgar(language: rules.language)) ?? []).map(rules.key))
    // Loaded only if asked: a word no form of which the language takes.
    let location = language.files.location
    names = DictionaryWorker.isTrusted(location) ? NameDictionary(location: location) : nil
  }

  /// Why `word` is required, bonus, blocked, rejected by the app's own rules
  /// or not recognized (see ``WordExplanation``), or that the dictionary
  /// failed on it; the rules judge it as a round on `startWord` would.
  public func explain(_ word: String, startWord: String? = nil) -> WordExplanation {
    let normalized = Normalization.answer(word)
    let key = language.letterRules.key(normalized)
    var found = evidence?.entry(for: normalized, key: key)
    var explanation = WordExplanation(
      word: normalized, spelling: nil, verdict: .notRecognized, reasons: [],
      lemma: found?.lemma, standing: found?.standing, threshold: evidence?.threshold)
    let blockedLemma = dropUnfitLemma(&explanation)
    let tiers = language.tiers
    guard WordShape.isLettersOnly(key), !key.isEmpty else {
      explanation.reasons = [.notLetters]
      return explanation
    }
    if let rejection = ruleRejection(key, startWord: startWord) {
      explanation.verdict = .rejected
      explanation.reasons = [.rule(rejection)]
      return explanation
    }
    if tiers.isBlocked(key) {
      explanation.verdict = .blocked
      explanation.reasons = [blockReason(key)]
      // Named as typed where the dictionary takes that form (German `Fresse`).
      explanation.spelling = language.dictionary.typedSpelling(Normalization.typed(word), key: key)
      return explanation
    }
    switch language.dictionary.spell(key) {
    case .correct: break
    case .incorrect:
      explanation.reasons = [notInDictionaryReason(normalized)]
      return explanation
    case .failed(let reason):
      explanation.verdict = .dictionaryError
      explanation.reasons = [.dictionaryError(reason)]
      return explanation
    }
    let spelling = shownSpelling(word, key: key, blockedLemma: blockedLemma)
    explanation.spelling = spelling
    if let written = writtenEvidence(spelling, typed: normalized, key: key) {
      (found, explanation.lemma, explanation.standing) = (written, written.lemma, written.standing)
    }
    var reasons: [WordExplanation.Reason] = []
    if let source = addedSource(spelling) { reasons.append(source) }
    switch tiers.tier(of: key) {
    case .required:
      explanation.verdict = .required
      // A form the editors did not require whose letters count as a
      // required word (Italian `violentò`, sensitive, as `violento`): the
      // verdict is that word's, so it is shown with that word's evidence.
      if found?.editor != nil, requiringEditor(found) == nil {
        let listed = language.dictionary.dictionarySpelling(of: key)
        let other = evidence?.entry(for: listed, key: key, exactOnly: true)
        explanation.spelling = listed
        explanation.lemma = other?.lemma
        explanation.standing = other?.standing
      }
      if language.provenance.hasGivenRequiredList {
        reasons.insert(.givenRequiredList, at: 0)
      } else if tiers.required != nil {
        reasons.insert(.requiredList, at: 0)
        if let editor = requiringEditor(found) { reasons.insert(editor, at: 0) }
      }
    case .bonus:
      explanation.verdict = .bonus
      // An allowed vulgar word is a bonus word for that alone, however common
      // (and accepted for it where the dictionary lacks it: Spanish `cojones`).
      if vulgar.contains(key) { reasons = [] }
      var bonus = vulgar.contains(key) ? [.allowedVulgar] : bonusReasons(key, found: found)
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

  /// How to show an accepted `key` typed as `word`: as typed where the
  /// dictionary takes that form (French `taré`, not `tare`, another word with
  /// the same key), else as the dictionary spells it; but a required word's
  /// form that differs from the lists' only in case is shown as they write
  /// it, the word the verdict is about (German `Spiel`, not the imperative
  /// `spiel`; `Vögeln`, not the vulgar verb `vögeln`). A bonus word keeps the
  /// case it was typed in (`Hure`, not the verb form `hure`). A typed form
  /// that is a blocked word's form (`blockedLemma`) is not the word the
  /// verdict is about: Italian `checche` is shown as the `checché` required.
  private func shownSpelling(_ word: String, key: String, blockedLemma: Bool) -> String {
    let listed = language.dictionary.dictionarySpelling(of: key)
    guard !blockedLemma,
      let typed = language.dictionary.typedSpelling(Normalization.typed(word), key: key)
    else { return listed }
    let isListed = language.tiers.tier(of: key) == .required
    return isListed && typed.lowercased() == listed.lowercased() ? listed : typed
  }

  /// The evidence of `spelling` where it is not the word as `typed`: shown
  /// with a capital (German `Bechern`, typed `bechern`: the noun's line, not
  /// the verb's), or with ё for е (Russian `лётчиком` for `летчиком`: the
  /// word the lists write, not the е form's own line, whose lemma may be
  /// another word's: `берете`, of a beret).
  private func writtenEvidence(_ spelling: String, typed: String, key: String)
    -> WordEvidence.Entry?
  {
    guard spelling != typed else { return nil }
    if spelling.lowercased() == typed {
      // The lowercase word's editor decided the key where the capitalized
      // one has none of its own (`Anal`, as the sensitive `anal`).
      guard var written = evidence?.entry(for: spelling, key: key, exactOnly: true) else {
        return nil
      }
      if written.editor == nil {
        written.editor = evidence?.entry(for: typed, key: key, exactOnly: true)?.editor
      }
      return written
    }
    guard LanguageChecker.writesYo(spelling, for: typed) else { return nil }
    return evidence?.entry(for: Normalization.answer(spelling), key: key, exactOnly: true)
  }

  /// The editor's call that made a required word required, if one did; not
  /// another form's of the same letters (Italian `violentò`, sensitive,
  /// counts as the required `violento`: its call does not decide).
  private func requiringEditor(_ found: WordEvidence.Entry?) -> WordExplanation.Reason? {
    guard let editor = found?.editor, case .editor(let decision, _) = editor,
      ["keep", "promote", "nostart"].contains(decision)
    else { return nil }
    return editor
  }

  /// Why an accepted `key` is a bonus word.
  private func bonusReasons(_ key: String, found: WordEvidence.Entry?)
    -> [WordExplanation.Reason]
  {
    if language.provenance.hasGivenRequiredList { return [.notOnGivenRequiredList] }
    if let shape = language.tiers.shapeReason(key) { return [.shape(shape)] }
    // An editor's call first (`cm`, a unit's symbol); then a Roman numeral is
    // bonus for that, whatever the sources tag it (`xiv` as an abbreviation);
    // not a word the data knows as a form of another (Portuguese `li`, `vi`:
    // of ler, ver).
    if let editor = found?.editor { return [editor] }
    if JunkWords.isRomanNumeral(key), (found?.lemma?.count ?? 0) < 2 {
      return [.shape("a Roman numeral")]
    }
    // The evidence covers words of up to 8 letters (a round's answers).
    guard let found else {
      return Normalization.letterCount(key) > 8 ? [.notOnRequiredList] : [.unlisted]
    }
    if !found.tags.isEmpty { return found.tags.map { .tagged($0) } }
    if let threshold = evidence?.threshold, found.standing < threshold {
      return [.uncommon(standing: found.standing, threshold: threshold)]
    }
    return [.notOnRequiredList]
  }

  /// Leaves out a lemma `why` must not name, returning whether it was a
  /// blocked word's. A blocked lemma is never named: Italian `checche` is the
  /// conjunction `checché` the round asks for, not the slur `checca`'s
  /// plural. Nor is a lemma of one letter, a Roman numeral's (`xiv` is not a
  /// form of `x`), nor the family frequency that came through it (`x`'s 5.2).
  private func dropUnfitLemma(_ explanation: inout WordExplanation) -> Bool {
    guard let lemma = explanation.lemma else { return false }
    let blocked = language.tiers.isBlocked(language.letterRules.key(lemma))
    if blocked || lemma.count < 2 { explanation.lemma = nil }
    if lemma.count < 2 { explanation.standing = nil }
    return blocked
  }

  /// Why the dictionary does not take `word` (normalized): it knows it only
  /// capitalized, as a name (Italian `italia` is `Italia`: saying it lacks
  /// the word would be false), or not at all.
  private func notInDictionaryReason(_ word: String) -> WordExplanation.Reason {
    // Dutch capitalizes a leading ij whole (`IJsland`).
    let forms =
      [LetterRules.capitalized(word)] + (word.hasPrefix("ij") ? ["IJ" + word.dropFirst(2)] : [])
    guard
      let capitalized = forms.first(where: {
        $0 != word && (language.dictionary.isExactForm($0) || names?.accepts($0) == true)
      })
    else { return .notInDictionary }
    return .nameOnly(capitalized)
  }

  /// The rejection of the app's own rule that rejects `key` in a round on
  /// `startWord`, in the chain's order (a check before the rule decides
  /// first), if one does.
  private func ruleRejection(_ key: String, startWord: String?) -> CustomRejection? {
    guard !language.rules.isEmpty else { return nil }
    let rules = language.letterRules
    let chain = RuleChain(
      startWord: startWord.map { rules.key(Normalization.answer($0)) }, minimumLength: 1,
      tiers: language.tiers, letterRules: rules, customRules: language.rules)
    let dictionary = language.dictionary
    guard
      case .rejected(_, .custom(let rejection)) = chain.prejudge(
        key, spell: { dictionary.spell($0) })
    else { return nil }
    return rejection
  }

  /// Why a blocked `key` is blocked.
  private func blockReason(_ key: String) -> WordExplanation.Reason {
    if language.provenance.givenBlocked.contains(key) { return .givenBlockList }
    return vulgar.contains(key) ? .vulgar : .blockedList
  }

  /// Whether `spelling` is accepted only as an added word, and from where.
  private func addedSource(_ spelling: String) -> WordExplanation.Reason? {
    let provenance = language.provenance
    guard provenance.addedWords.contains(spelling) else { return nil }
    if provenance.personalWords.contains(spelling) { return .personalWord }
    if evidence?.entry(for: spelling, key: spelling, exactOnly: true)?.tags.contains("regional")
      == true
    {
      return .regionalVariant
    }
    return .addedWord
  }
}
