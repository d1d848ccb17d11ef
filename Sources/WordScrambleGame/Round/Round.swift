/// One round of Word Scramble: a start word, the words accepted so far and the score.
///
/// ```swift
/// var round = Round(startWord: "silkworm", dictionary: dictionary)
/// round.submit("silk")   // .accepted(word: "silk", points: 4)
/// round.submit("silk")   // .rejected(word: "silk", error: .usedAlready)
/// ```
///
/// Without a start word a round checks a plain word list: length, duplicates and
/// the dictionary only. A round is `Codable` without its dictionary, tiers and
/// rules: restore it with `GameLanguage.restoringInfo`, which hands in all three
/// (decoding without them is an error). Two rounds are equal when all but their
/// dictionaries are: start word, minimum length, words, tiers and rules.
public struct Round: Sendable {
  /// The dictionary that decides whether a word is real.
  public var dictionary: any SpellChecker
  /// The rules, in their order.
  package let rules: RuleChain
  private var used: Set<String> = []
  /// The accepted words in order; `nil` once ``discardWordOrder()`` has run.
  private var found: [String]? = []
  /// The forms accepted answers were typed in, where they are shown so
  /// (``spelling(of:)``), by key.
  private var typedSpellings: [String: String] = [:]
  /// The points scored so far: one for each letter of each accepted word.
  public private(set) var score = 0

  /// Starts a round.
  /// - Parameters:
  ///   - startWord: the word to make words from; it is normalized like an answer.
  ///     `nil` checks a plain word list instead.
  ///   - minimumLength: the fewest letters an answer may have (at least 1).
  ///   - dictionary: decides whether a word is real.
  ///   - tiers: the words rejected as not allowed (before the dictionary is asked).
  ///   - rules: the app's own rules, each judged in its place in the chain.
  public init(
    startWord: String?, minimumLength: Int = 3, dictionary: any SpellChecker,
    tiers: WordTiers = .unrestricted, rules: [AnswerRule] = []
  ) {
    let letterRules = dictionary.letterRules
    let key = startWord.map { letterRules.key(Normalization.answer($0)) }
    // The messages name the start word as the dictionary spells it.
    self.rules = RuleChain(
      startWord: key, minimumLength: minimumLength, tiers: tiers, letterRules: letterRules,
      customRules: rules,
      startWordSpelling: key.map(dictionary.dictionarySpelling(of:)))
    self.dictionary = dictionary
  }

  /// A round with `acceptedWords` (oldest first) restored as accepted, not
  /// judged again.
  package init(
    startWord: String?, minimumLength: Int, dictionary: any SpellChecker, tiers: WordTiers,
    rules: [AnswerRule] = [], acceptedWords: [String]
  ) {
    self.init(
      startWord: startWord, minimumLength: minimumLength, dictionary: dictionary, tiers: tiers,
      rules: rules)
    for word in acceptedWords where !used.contains(word) {
      _ = record(
        .accepted(word: word, points: Scoring.points(of: word, startWord: self.rules.startWord)))
    }
  }

  /// The (normalized) start word, or `nil` when checking a plain word list.
  public var startWord: String? { rules.startWord }
  /// The fewest letters an answer may have.
  public var minimumLength: Int { rules.minimumLength }
  /// Which words are blocked, and which required.
  public var tiers: WordTiers { rules.tiers }
  /// The app's own rules, in the order they run.
  public var customRules: [AnswerRule] { rules.customRules }

  /// The accepted words, newest first.
  public var usedWords: [String] { found?.reversed() ?? Array(used) }

  /// Stops keeping the order in which words were accepted (``usedWords`` is then
  /// in no particular order): a batch check of millions of distinct words then
  /// holds each word once, in the set that decides "used already".
  package mutating func discardWordOrder() {
    found = nil
  }

  /// The key `answer` is judged by: normalized, and letters counted as the
  /// dictionary's language counts them (`Straße` → `strasse` in German).
  public func key(_ answer: String) -> String {
    rules.letterRules.key(Normalization.answer(answer))
  }

  /// The dictionary's language code (`de`), empty for a checker without one.
  /// A language whose letters need no rules (Polish, Swedish: nothing folded)
  /// still has its code, from the dictionary's name, for its alphabetical
  /// order (Polish `ż` after `z`).
  public var language: String {
    let language = rules.letterRules.language
    guard language.isEmpty, let name = dictionary.dictionaryName else { return language }
    return LetterRules(language: String(name.split(separator: "/").last ?? "")).language
  }

  /// How the letters of `key` are shown as tiles: one a letter, as the
  /// language writes them (`ß` folded to `SS` is one tile in German), in
  /// **upper case**, as a board game's tiles are printed (`silk` gives `S`,
  /// `I`, `L`, `K`), except a letter whose upper case is not one letter
  /// (`ß` stays `ß`, never `SS`). Lowercase them (`lowercased()`) for tiles of
  /// small letters; answers are judged in any case.
  public func tiles(of key: String) -> [String] {
    rules.letterRules.tiles(of: key)
  }

  /// The tiles of the start word (``tiles(of:)``, upper case) in a random
  /// order, as a player sees them: each letter as the round counts it, so an
  /// accent the language ignores is not shown (`gerência` gives an `E`), and a
  /// letter that counts as two stays one tile as the dictionary writes it
  /// (`Straßen` is 7 tiles with an `ß`, not the 8 letters of its key).
  public func shuffledTiles(using generator: inout some RandomNumberGenerator) -> [String] {
    let letterRules = rules.letterRules
    let letters = (startWordSpelling ?? "").map { character in
      let key = letterRules.key(Normalization.answer(String(character)))
      return key.count == 1 ? key : String(character)
    }
    return tiles(of: letters.joined()).shuffled(using: &generator)
  }

  /// The start word as the dictionary writes it (`Fußballs`, `élevées`), to
  /// show; ``startWord`` is its key (`fussballs`, `elevees`).
  public var startWordSpelling: String? { rules.startWordSpelling }

  /// The start word's letters in a random order (empty without a start word).
  public func shuffledLetters(using generator: inout some RandomNumberGenerator) -> [Character] {
    Array(startWord ?? "").shuffled(using: &generator)
  }

  /// Whether `word` (normalized) has not been accepted earlier in this round.
  public func isOriginal(word: String) -> Bool {
    Validators.isOriginal(word: word, usedWords: used)
  }

  /// Whether `word`, as a player types it (`Straße`, `ÉLÈVE`), can be spelled
  /// from the start word's letters, counted as the language counts them
  /// (always true without a start word).
  public func isPossible(word: String) -> Bool {
    rules.letters?.canSpell(key(word)) ?? true
  }

  /// Whether `word` (normalized) is made of letters and the dictionary accepts it.
  public func isReal(word: String) -> Bool {
    Validators.isReal(word: word, dictionary: dictionary)
  }

  /// Judges `answer` without changing the round.
  ///
  /// The answer is normalized first: trimmed, lowercased, in Unicode NFC. An
  /// empty answer gets no verdict (`nil`). Otherwise the first failing check
  /// decides: too short, the start word, used already, not possible, not
  /// allowed, not recognized.
  public func judge(_ answer: String) -> Verdict? {
    let word = rules.letterRules.key(Normalization.answer(answer))
    guard !word.isEmpty else { return nil }
    return RuleChain.settle(
      prejudge(normalized: word, dictionary: dictionary), isOriginal: isOriginal(word: word))
  }

  /// Every check but "used already" on a non-empty normalized word, with
  /// `dictionary` (a word used already needs none: its verdict is decided).
  package func prejudge(normalized word: String, dictionary: any SpellChecker) -> Prejudgement {
    rules.prejudge(word) { dictionaryVerdict($0, dictionary: dictionary) }
  }

  /// The dictionary check of a candidate: true for a word used already
  /// (its verdict is decided without the dictionary), else the dictionary's.
  @inline(__always)
  package func dictionaryVerdict(_ word: String, dictionary: any SpellChecker) -> SpellResult {
    isOriginal(word: word) ? Validators.spelling(word: word, dictionary: dictionary) : .correct
  }

  /// The verdict on a prejudged word, in the rules' order; an accepted word
  /// joins the used words.
  package mutating func settle(_ prejudgement: Prejudgement) -> Verdict {
    switch prejudgement {
    case .rejected(let word, let error): return .rejected(word: word, error: error)
    case .candidate(let word, let points, let isReal):
      // One hash for a real word: inserting tells whether it was used already
      // (a word the dictionary rejects is never used).
      let isUsed = isReal ? !used.insert(word).inserted : !isOriginal(word: word)
      let verdict = RuleChain.settle(prejudgement, isOriginal: !isUsed)
      if case .accepted = verdict {
        found?.append(word)
        score += points
      }
      return verdict
    }
  }

  /// Judges a decoded input line: an answer is submitted, an invalid line gets its
  /// rejection, a blank line no verdict.
  @discardableResult
  /// `typed`: the line as the player typed it, whose spelling an accepted
  /// answer keeps where the dictionary takes it (`Wiese`, not `wiese`).
  package mutating func submit(_ line: InputLine, typed: String? = nil) -> Verdict? {
    switch line {
    case .blank: nil
    case .invalid(let word, let error): .rejected(word: word, error: error)
    case .answer(let word): submit(word, typed: typed)
    }
  }

  /// Judges `answer` (see ``judge(_:)``) and, when it is accepted, adds it to
  /// the used words and its points to the score. Returns `nil` for an empty answer.
  @discardableResult
  public mutating func submit(_ answer: String) -> Verdict? {
    submit(answer, typed: nil)
  }

  private mutating func submit(_ answer: String, typed: String?) -> Verdict? {
    guard let verdict = judge(answer).map({ record($0) }) else { return nil }
    if case .accepted(let word, _) = verdict,
      let spelled = dictionary.typedSpelling(Normalization.typed(typed ?? answer), key: word)
    {
      typedSpellings[word] = spelled
    }
    return verdict
  }

  /// The forms accepted answers were typed in where they differ from their
  /// key (`prouvé` for `prouve`), by key: what a saved round keeps (nil
  /// when there are none).
  package var typedForms: [String: String]? {
    let forms = typedSpellings.filter { $0.key != $0.value && used.contains($0.key) }
    return forms.isEmpty ? nil : forms
  }

  /// Shows the accepted `key` as `spelled` from now on, where the dictionary
  /// takes that form of it (a restored round's ``typedForms``, checked: a
  /// form of another word, or one the dictionary lacks, is left out).
  package mutating func keepSpelling(_ spelled: String, of key: String) {
    guard used.contains(key), dictionary.typedSpelling(spelled, key: key) == spelled else { return }
    typedSpellings[key] = spelled
  }

  /// Whether this round recorded `key` as found (a batch check settles the
  /// words of its word list by bits of its own, unrecorded).
  package func records(_ key: String) -> Bool { used.contains(key) }

  /// How to show the accepted `key`: as it was typed where the dictionary
  /// takes that form (`Buße`, `nicht`), else as the dictionary spells it.
  public func spelling(of key: String) -> String {
    typedSpellings[key] ?? dictionary.dictionarySpelling(of: key)
  }

  /// How to show `key`, a rejected answer typed as `answer`: as typed where
  /// the dictionary takes that form (`Maße`), else as the dictionary spells
  /// the key (`Gebühr` for `gebühr`), else capitalized as typed (`Aufnahmen`,
  /// `Xyz`), else the key (`worm` for `WORM`). Where the language capitalizes
  /// nouns, a capital typed on a form the dictionary takes stays: the
  /// rejected `Nerven` is the noun the player meant, not the verb `nerven`.
  package func spelling(of key: String, typed answer: String) -> String {
    let typed = Normalization.typed(answer)
    if let form = dictionary.typedSpelling(typed, key: key) {
      let rules = dictionary.letterRules
      if rules.capitalizedNouns, form != typed, typed.first?.isUppercase == true,
        typed == LetterRules.capitalized(form), dictionary.isExactForm(typed)
      {
        return typed
      }
      return form
    }
    let spelled = spelling(of: key)
    guard spelled == key, self.key(typed) == key else { return spelled }
    // Only a capital first letter is kept, as a noun or name is written.
    return typed.dropFirst() == typed.lowercased().dropFirst() ? typed : key
  }

  private mutating func record(_ verdict: Verdict) -> Verdict {
    if case .accepted(let word, let points) = verdict {
      used.insert(word)
      found?.append(word)
      score += points
    }
    return verdict
  }
}

extension Round: Equatable {
  /// Rounds are equal when their start words, minimum lengths, accepted words
  /// (in order), tiers, letter rules and own rules (by their rejections and
  /// places) are; the dictionaries are not compared.
  public static func == (lhs: Round, rhs: Round) -> Bool {
    lhs.rules.startWord == rhs.rules.startWord && lhs.minimumLength == rhs.minimumLength
      && lhs.used == rhs.used && lhs.found == rhs.found && lhs.score == rhs.score
      && lhs.tiers == rhs.tiers && lhs.rules.letterRules == rhs.rules.letterRules
      && lhs.customRules.map(\.rejection) == rhs.customRules.map(\.rejection)
      && lhs.customRules.map(\.check) == rhs.customRules.map(\.check)
  }
}

extension Round: Codable {
  private enum CodingKeys: String, CodingKey {
    case startWord, minimumLength, words, spellings, language, customRules
  }

  /// A saved round, judged again: the dictionary and the tiers must be in
  /// the decoder's `userInfo` (`GameLanguage.restoringInfo` puts them there,
  /// with the language's rules), the round must name the same dictionary and
  /// custom rules, and each word it found must be accepted again, in order,
  /// by the round's rules. Whatever is wrong throws ``RestoreError``.
  public init(from decoder: any Decoder) throws {
    let solver = try RestoringContext(decoder.userInfo).solver
    let record: Game.Record
    do {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      record = Game.Record(
        round: .init(
          startWord: try container.decodeIfPresent(String.self, forKey: .startWord),
          minimumLength: try container.decode(Int.self, forKey: .minimumLength),
          words: try container.decode([String].self, forKey: .words),
          spellings: try container.decodeIfPresent([String: String].self, forKey: .spellings)),
        solution: Solution(startWord: "", minimumLength: 1, answers: []), hintsUsed: 0,
        hint: nil, attempts: 0,
        language: try container.decodeIfPresent(String.self, forKey: .language),
        customRules: try container.decodeIfPresent([String].self, forKey: .customRules))
    } catch let error as DecodingError {
      throw RestoreError.unreadable(error.keyPath)
    }
    self = try record.judgedRound(solver: solver)
  }

  /// Saves the start word, the minimum length, the accepted words (oldest
  /// first) and the forms they were typed in where those differ, the
  /// dictionary's name and the custom rules' codes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(startWord, forKey: .startWord)
    try container.encode(minimumLength, forKey: .minimumLength)
    try container.encode(found ?? Array(used), forKey: .words)
    try container.encodeIfPresent(typedForms, forKey: .spellings)
    try container.encodeIfPresent(dictionary.dictionaryName, forKey: .language)
    try container.encode(customRules.map(\.rejection.code), forKey: .customRules)
  }
}
