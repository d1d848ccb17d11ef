/// Finds every answer of a start word: each word the rules would accept, from
/// the minimum length up, the start word itself excluded.
///
/// With a complete ``Lexicon`` solving is a scan of (or, for many start words,
/// a few hundred lookups in) the dictionary's known words. Without one, or when
/// the lexicon cannot promise completeness, it checks every arrangement of the
/// letters with the dictionary (``bruteForce(_:minimumLength:dictionary:)``).
/// Each word found is judged by the round's rule chain (as the dictionary
/// accepts it): a word the chain rejects (blocked, or by an app's own rule)
/// is dropped; the rest are split by ``tiers`` into required answers and bonus
/// words.
public struct Solver: Sendable {
  /// The dictionary answers are checked against.
  public let dictionary: any SpellChecker
  /// The dictionary's words, or nil to check arrangements.
  public private(set) var lexicon: Lexicon?
  /// Which answers are required, which bonus, which blocked.
  public let tiers: WordTiers
  /// The app's own rules: a word one rejects is no answer.
  public let rules: [AnswerRule]
  /// Where a round's list is built when ``lexicon`` is nil or too short
  /// for a start word (a game opened before its full list was cached).
  package var roundLists: RoundLists?
  private var index: LexiconIndex?

  /// A solver for `dictionary`, using `lexicon` when it holds every accepted
  /// word, its answers split by `tiers`, leaving out what `rules` reject.
  public init(
    dictionary: any SpellChecker, lexicon: Lexicon?, tiers: WordTiers = .unrestricted,
    rules: [AnswerRule] = []
  ) {
    self.dictionary = dictionary
    self.rules = rules
    self.lexicon = lexicon?.forSolving(under: dictionary.letterRules)
    self.tiers = tiers
  }

  /// Prepares to solve many start words: groups the lexicon's words by their
  /// letters (about 0.1 s for en_US), so each start word is a few hundred lookups.
  package mutating func prepareForManyStartWords() {
    // One list for all, not one a start word.
    if lexicon == nil { lexicon = roundLists?.wholeList() }
    if let lexicon, index == nil { index = LexiconIndex(lexicon) }
  }

  /// Every answer of `startWord`, or ``SolveError/tooManyArrangements(_:)``
  /// when, without a word list, more than ``bruteForceLimit`` arrangements
  /// would be checked (``solve(_:minimumLength:)`` would take minutes).
  public func boundedSolve(_ startWord: String, minimumLength: Int = 3) throws(SolveError)
    -> Solution
  {
    guard canSolve(startWord, minimumLength: minimumLength) else {
      throw .tooManyArrangements(
        Self.arrangements(of: key(startWord), minimumLength: minimumLength))
    }
    return solve(startWord, minimumLength: minimumLength)
  }

  /// Every answer of `startWord` (normalized like an answer), required and
  /// bonus, each with the dictionary's spelling (``Solution/answers``).
  /// Without a word list this checks every arrangement, however many:
  /// ``boundedSolve(_:minimumLength:)`` refuses to past a limit.
  public func solve(_ startWord: String, minimumLength: Int = 3) -> Solution {
    spelled(solveKeys(startWord, minimumLength: minimumLength)!)
  }

  /// `solution` with the dictionary's spelling of each word (a language
  /// whose keys are its spellings needs none).
  package func spelled(_ solution: Solution) -> Solution {
    dictionary.letterRules.isExact
      ? solution : solution.spelled { dictionary.dictionarySpelling(of: $0) }
  }

  /// ``solve(_:minimumLength:)`` without the spellings (the keys alone: for
  /// many start words, spelled only when one is shown); nil as soon as
  /// `isCancelled` says so, asked while the words are listed and judged.
  package func solveKeys(
    _ startWord: String, minimumLength: Int = 3, isCancelled: () -> Bool = { false }
  ) -> Solution? {
    let root = key(startWord)
    let minimum = max(1, minimumLength)
    let words: [String]
    if isCancelled() { return nil }
    // A round's list may be built here (a fraction of a second): asked after.
    let lexicon = lexicon(for: root)
    if isCancelled() { return nil }
    if let lexicon {
      words =
        (index?.words(spelledFrom: root, minimumLength: minimum)
        ?? lexicon.words(spelledFrom: root, minimumLength: minimum)).filter { $0 != root }
    } else {
      guard
        let found = Self.cancellableBruteForce(
          root, minimumLength: minimum, dictionary: dictionary, isCancelled: isCancelled)
      else { return nil }
      words = found.answerKeys
    }
    // The round's rules judge every word found, as a round would: the
    // words came from the dictionary (its list, or its checks), so it is not asked again.
    let chain = RuleChain(
      startWord: root, minimumLength: minimum, tiers: tiers,
      letterRules: dictionary.letterRules, customRules: rules)
    var required: [String] = []
    var bonus: [String] = []
    for (number, word) in words.enumerated() {
      if number % 256 == 0 && isCancelled() { return nil }
      guard case .candidate = chain.prejudge(word, spell: { _ in .correct }) else { continue }
      switch tiers.tier(of: word) {
      case .required: required.append(word)
      case .bonus: bonus.append(word)
      case .blocked: break
      }
    }
    return Solution(startWord: root, minimumLength: minimum, answers: required, bonus: bonus)
  }

  /// The most arrangements brute force checks (nine different letters make
  /// about 986,000; ten, 9.8 million): past it, solving would take minutes.
  public static let bruteForceLimit = 2_000_000

  /// Whether `startWord` can be solved in bounded time: with the word list
  /// always, by brute force only up to ``bruteForceLimit`` arrangements.
  public func canSolve(_ startWord: String, minimumLength: Int = 3) -> Bool {
    lexicon(for: key(startWord)) != nil
      || Self.arrangements(of: key(startWord), minimumLength: minimumLength)
        <= Double(Self.bruteForceLimit)
  }

  /// The key of a start word, as the dictionary's language counts its letters.
  private func key(_ startWord: String) -> String {
    dictionary.letterRules.key(Normalization.answer(startWord))
  }

  /// The lexicon when it lists every word `root` can spell.
  private func lexicon(for root: String) -> Lexicon? {
    if let lexicon, Normalization.letterCount(root) <= lexicon.maximumLength ?? .max {
      return lexicon
    }
    return roundLists?.lexicon(covering: root)
  }

  /// How many distinct arrangements of `minimumLength` or more of the word's
  /// letters there are (k! times the x^k coefficient of the product, over the
  /// letters, of their exponential generating polynomials).
  public static func arrangements(of word: String, minimumLength: Int) -> Double {
    let counts = LetterCounts(word)
    var polynomial: [Double] = [1]
    for letter in counts.letters {
      var factorial = 1.0
      let terms = (0...counts[letter]).map { j -> Double in
        if j > 0 { factorial *= Double(j) }
        return 1 / factorial
      }
      var product = [Double](repeating: 0, count: polynomial.count + terms.count - 1)
      for (i, a) in polynomial.enumerated() {
        for (j, b) in terms.enumerated() { product[i + j] += a * b }
      }
      polynomial = product
    }
    var total = 0.0
    var factorial = 1.0
    for (length, coefficient) in polynomial.enumerated() {
      if length > 0 { factorial *= Double(length) }
      if length >= max(1, minimumLength) { total += factorial * coefficient }
    }
    return total
  }

  /// Every answer found by checking every distinct arrangement of `minimumLength`
  /// or more of the start word's letters with the dictionary: slow (about
  /// 110,000 checks for eight different letters) and exact by definition.
  public static func bruteForce(
    _ startWord: String, minimumLength: Int = 3, dictionary: any SpellChecker
  ) -> Solution {
    cancellableBruteForce(startWord, minimumLength: minimumLength, dictionary: dictionary)!
  }

  /// ``bruteForce(_:minimumLength:dictionary:)``, nil as soon as
  /// `isCancelled` says so (asked every 1,024 arrangements).
  static func cancellableBruteForce(
    _ startWord: String, minimumLength: Int = 3, dictionary: any SpellChecker,
    isCancelled: () -> Bool = { false }
  ) -> Solution? {
    let root = dictionary.letterRules.key(Normalization.answer(startWord))
    let counts = LetterCounts(root)
    let letters = counts.letters
    var remaining = letters.map { counts[$0] }
    var current = ""
    var found: [String] = []
    var (visited, cancelled) = (0, false)
    func extend(_ depth: Int) {
      visited += 1
      if visited % 1024 == 0 && isCancelled() { cancelled = true }
      if cancelled { return }
      if depth >= minimumLength && current != root
        && Validators.isReal(word: current, dictionary: dictionary)
      {
        found.append(current)
      }
      for index in letters.indices where remaining[index] > 0 {
        remaining[index] -= 1
        current.append(letters[index])
        extend(depth + 1)
        current.removeLast()
        remaining[index] += 1
      }
    }
    extend(0)
    return cancelled ? nil : Solution(startWord: root, minimumLength: minimumLength, answers: found)
  }
}

/// Why a start word was not solved.
public enum SolveError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Without a word list, solving would check this many arrangements.
  case tooManyArrangements(Double)

  /// A sentence for the user, in English.
  public var description: String { description(in: .english) }

  /// The sentence in the language of `messages`.
  public func description(in messages: MessageCatalog) -> String {
    switch self {
    case .tooManyArrangements(let count):
      messages(
        "solving this start word would check each of its %d arrangements with the dictionary, whose words cannot be listed; give a start word with fewer different letters, or a larger minimum length",
        Solver.countShown(count))
    }
  }
}

extension Solver {
  /// A count of arrangements as a message shows it: rounded, and at most
  /// `Int.max` (a long word's count is past what an `Int` holds).
  package static func countShown(_ count: Double) -> Int {
    count < 9.0e18 ? Int(max(0, count).rounded()) : Int.max
  }
}
