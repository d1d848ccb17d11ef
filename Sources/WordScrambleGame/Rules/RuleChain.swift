/// The game's rules in their order: the one place that decides which check
/// rejects an answer. ``Round``, the batch checker (its byte-level fast path
/// and its word-list path), the ``Solver`` and the start-word checks all ask
/// here.
///
/// The order is: too short, the start word, used already, not possible, not
/// allowed (a blocked word, see ``WordTiers``), not recognized. The checks that need only the word (too short, the start word,
/// not possible) and the dictionary's verdict can run first and in parallel
/// (*prejudging*); "used already" is then applied in input order (*settling*).
/// Checking "not possible" before "used already" gives the same verdict: every
/// used word is possible, so an impossible word is never used.
package struct RuleChain: Sendable {
  /// The normalized start word, or nil for a plain word list.
  package let startWord: String?
  /// The start word as the dictionary spells it (`élevées` for `elevees`):
  /// what the "start word" and "not possible" messages name.
  package let startWordSpelling: String?
  /// The fewest letters an answer may have.
  package let minimumLength: Int
  /// The start word's letters.
  package let letters: LetterCounts?
  /// Which words are blocked (and which required).
  package let tiers: WordTiers
  /// How answers become the keys the checks compare.
  package let letterRules: LetterRules
  /// The start word's letters (nil for a plain word list): an answer as long
  /// uses every one and scores double (see ``Scoring``).
  package let startLength: Int?
  /// The app's own rules (see ``AnswerRule``), each judged before its check.
  package let customRules: [AnswerRule]

  /// The rules for a round on `startWord` (normalized) with answers of at least
  /// `minimumLength` letters, blocking the words `tiers` blocks; the
  /// messages name the start word as `startWordSpelling` (default: its key).
  package init(
    startWord: String?, minimumLength: Int, tiers: WordTiers = .unrestricted,
    letterRules: LetterRules = .exact, customRules: [AnswerRule] = [],
    startWordSpelling: String? = nil
  ) {
    self.letterRules = letterRules
    // In the order they run (a stable sort: rules before one check keep theirs).
    self.customRules = customRules.enumerated().sorted {
      ($0.element.check?.rawValue ?? .max, $0.offset) < (
        $1.element.check?.rawValue ?? .max, $1.offset
      )
    }.map(\.element)
    self.startLength = startWord.map(Normalization.letterCount)
    self.startWord = startWord
    self.startWordSpelling = startWord == nil ? nil : startWordSpelling ?? startWord
    self.minimumLength = max(1, minimumLength)
    self.letters = startWord.map(LetterCounts.init)
    self.tiers = tiers
  }

  /// The checks that need only the word, in their order.
  package enum EarlyCheck: Sendable {
    case tooShort, startWord, notPossible
  }

  /// The first failing check of those that need only the word: too short (a
  /// word of letters only: `12` or an emoji is no short word, it is not
  /// possible, or not recognized), the start word, not possible.
  @inline(__always)
  package func earlyFailure(
    length: Int, isLetters: Bool, isStartWord: Bool, isPossible: @autoclosure () -> Bool
  ) -> EarlyCheck? {
    Self.earlyFailure(
      length: length, isLetters: isLetters, minimumLength: minimumLength,
      hasStartWord: startWord != nil, isStartWord: isStartWord, isPossible: isPossible())
  }

  /// ``earlyFailure(length:isLetters:isStartWord:isPossible:)`` over plain values: the
  /// batch fast path works these facts out on bytes and asks here, in every
  /// line, without handing over (and copying) the whole chain.
  @inlinable @inline(__always)
  package static func earlyFailure(
    length: Int, isLetters: Bool, minimumLength: Int, hasStartWord: Bool, isStartWord: Bool,
    isPossible: @autoclosure () -> Bool
  ) -> EarlyCheck? {
    if length < minimumLength && isLetters { return .tooShort }
    guard hasStartWord else { return nil }
    if isStartWord { return .startWord }
    if !isPossible() { return .notPossible }
    return nil
  }

  /// Whether every character of `word` is a letter (a word that can be too short).
  package static func isLetters(_ word: String) -> Bool {
    word.allSatisfy(\.isLetter)
  }

  /// Whether the checks can be worked out on a plain ASCII line's bytes (the
  /// batch checker's fast path and word-list path): not with an app's own
  /// rules, which take the word as a string in their places, so every line
  /// then goes through ``prejudge(_:spell:)``.
  package var decidesOnBytes: Bool { customRules.isEmpty }

  /// The points of an accepted answer of `length` letters (see ``Scoring``).
  @inline(__always)
  package func points(length: Int) -> Int {
    Scoring.points(length: length, startLength: startLength)
  }

  /// The rejection for a failed early check.
  package func error(_ check: EarlyCheck) -> WordError {
    switch check {
    case .tooShort: .tooShort(minimum: minimumLength)
    case .startWord: .startWord(startWordSpelling ?? "")
    case .notPossible: .notPossible(startWord: startWordSpelling ?? "")
    }
  }

  /// Runs every check but "used already" on a non-empty normalized word;
  /// `spell` (the dictionary) is asked only when the other checks pass.
  package func prejudge(_ word: String, spell: (String) -> SpellResult) -> Prejudgement {
    let length = Normalization.letterCount(word)
    guard customRules.isEmpty else { return prejudgeWithCustomRules(word, length: length, spell) }
    if let check = earlyFailure(
      length: length, isLetters: Self.isLetters(word), isStartWord: word == startWord,
      isPossible: letters?.canSpell(word) ?? true)
    {
      return .rejected(word: word, error: error(check))
    }
    return candidate(word, length: length, spell: spell)
  }

  /// A word of `length` letters that passed the early checks: blocked, or
  /// "used already" or the dictionary (asked now) decides. A dictionary that
  /// fails on the word rejects it as a dictionary error: fail closed.
  @inline(__always)
  package func candidate(_ word: String, length: Int, spell: (String) -> SpellResult)
    -> Prejudgement
  {
    if let error = tiers.blockError(word) { return .rejected(word: word, error: error) }
    switch spell(word) {
    case .correct:
      return .candidate(word: word, points: points(length: length), isReal: true)
    case .incorrect: return .candidate(word: word, points: length, isReal: false)
    case .failed(let reason): return .rejected(word: word, error: .dictionaryError(reason))
    }
  }

  /// ``prejudge(_:spell:)`` with the app's own rules in their places.
  private func prejudgeWithCustomRules(
    _ word: String, length: Int, _ spell: (String) -> SpellResult
  ) -> Prejudgement {
    var custom = customRules[...]
    func customFailure(before check: StandardCheck?) -> WordError? {
      while let rule = custom.first, Self.runs(rule, before: check) {
        custom.removeFirst()
        if !rule.accepts(word, startWord) { return .custom(rule.rejection) }
      }
      return nil
    }
    let early: [(StandardCheck, EarlyCheck)] = [
      (.tooShort, .tooShort), (.startWord, .startWord), (.notPossible, .notPossible),
    ]
    // The first early check that fails, worked out once; each custom rule
    // placed before it still gets its turn first.
    let failed = earlyFailure(
      length: length, isLetters: Self.isLetters(word), isStartWord: word == startWord,
      isPossible: letters?.canSpell(word) ?? true)
    for (standard, check) in early {
      if let error = customFailure(before: standard) { return .rejected(word: word, error: error) }
      if failed == check { return .rejected(word: word, error: error(check)) }
    }
    if let error = customFailure(before: .blocked) { return .rejected(word: word, error: error) }
    if let error = tiers.blockError(word) { return .rejected(word: word, error: error) }
    if let error = customFailure(before: .notRecognized) {
      return .rejected(word: word, error: error)
    }
    let judged = candidate(word, length: length, spell: spell)
    guard case .candidate(_, _, true) = judged else { return judged }
    if let error = customFailure(before: nil) { return .rejected(word: word, error: error) }
    return judged
  }

  /// Whether `rule` runs before `check` (nil: the end of the chain).
  private static func runs(_ rule: AnswerRule, before check: StandardCheck?) -> Bool {
    guard let check else { return true }
    guard let own = rule.check else { return false }
    return own <= check
  }

  /// What settling decides for a word that passed every other check.
  package enum Settlement: Sendable, Equatable {
    case accepted, usedAlready, notRecognized
  }

  /// The settlement of a candidate the dictionary found real or not, used
  /// before or not: "used already" before "not recognized". The one place
  /// that orders them: ``settle(_:isOriginal:)`` and ``Round`` ask here, and
  /// so does the batch checker's word-list path, which knows both facts as
  /// bits (a word's line in the list, a bit a line for the words used).
  @inlinable @inline(__always)
  package static func settlement(isUsed: Bool, isReal: Bool) -> Settlement {
    if isUsed { return .usedAlready }
    return isReal ? .accepted : .notRecognized
  }

  /// The verdict on a prejudged word (see ``settlement(isUsed:isReal:)``).
  package static func settle(_ prejudgement: Prejudgement, isOriginal: Bool) -> Verdict {
    switch prejudgement {
    case .rejected(let word, let error): .rejected(word: word, error: error)
    case .candidate(let word, let points, let isReal):
      switch settlement(isUsed: !isOriginal, isReal: isReal) {
      case .usedAlready: .rejected(word: word, error: .usedAlready)
      case .notRecognized: .rejected(word: word, error: .notRecognized)
      case .accepted: .accepted(word: word, points: points)
      }
    }
  }

  /// Why `word` (normalized) cannot be a start word, or nil when it can: it must
  /// be a word of letters the dictionary accepts, like an accepted answer, and
  /// not blocked.
  package static func startWordFailure(
    _ word: String, dictionary: any SpellChecker, tiers: WordTiers = .unrestricted
  ) -> StartWordFailure? {
    if word.isEmpty { return .empty }
    if !WordShape.isLettersOnly(word) { return .notLetters }
    let word = dictionary.letterRules.key(word)
    if tiers.isBlocked(word) { return .blocked }
    if !dictionary.isCorrect(word) { return .notInDictionary }
    return nil
  }
}

/// What can be decided about a word without the words used before: a
/// rejection, or the dictionary's verdict on a word that passes the other checks.
package enum Prejudgement: Sendable, Equatable {
  /// Rejected whatever was used before.
  case rejected(word: String, error: WordError)
  /// Long enough, not the start word, possible: "used already" or the dictionary decides.
  case candidate(word: String, points: Int, isReal: Bool)
}

/// Why a word cannot be a start word.
public enum StartWordFailure: Equatable, Sendable {
  /// The word is empty.
  case empty
  /// The word holds something other than letters.
  case notLetters
  /// The word is blocked (see ``WordTiers``).
  case blocked
  /// The dictionary does not accept the word.
  case notInDictionary

  /// The reason as it follows the quoted word (`'xyz1' is not a word of letters`).
  public var reason: String { reason(in: .english) }

  /// The reason in the language of `messages`.
  public func reason(in messages: MessageCatalog) -> String {
    switch self {
    case .empty: messages("is empty")
    case .notLetters: messages("is not a word of letters")
    case .blocked: messages("is not allowed in this game")
    case .notInDictionary: messages("is not a word the dictionary knows")
    }
  }
}
