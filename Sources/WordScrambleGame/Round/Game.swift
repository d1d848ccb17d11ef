/// A round with its solution: progress, rank, hints and the words missed.
///
/// ``Round`` judges answers; a game also knows every answer there is, so it can
/// say how far the player has come. Only the solution's required answers count
/// towards the total, the score, the rank and the hints; a bonus word scores
/// apart (``bonusScore``). A hint costs one point (the score can go below
/// zero) but never takes back a rank reached (``rank``); the top rank needs
/// every required answer found. A game is `Codable`
/// and `Equatable` like its ``Round``: the dictionary is not saved, but handed
/// in again on restore.
public struct Game: Sendable, Equatable, Codable {
  /// The round being played.
  public private(set) var round: Round
  /// Every answer of the start word.
  public let solution: Solution
  /// How many hints were asked for.
  public private(set) var hintsUsed = 0
  /// The word the hints are about and how far they have gone, if one was asked for.
  public private(set) var hint: HintProgress?
  /// How many answers were judged, accepted or not.
  public private(set) var attempts = 0
  /// The highest rank the score has reached this round (see ``rank``).
  private var rankReached = Rank.beginner

  /// Starts a game on `round` (fresh or with words already found) and its
  /// solution. `rankReached` is the highest rank the round reached before
  /// (kept by its ``Record``): at least the score's rank, at most the rank
  /// of the points of the words found (nil: the score's).
  public init(
    round: Round, solution: Solution, hintsUsed: Int = 0, hint: HintProgress? = nil,
    attempts: Int = 0, rankReached: Rank? = nil
  ) {
    self.round = round
    self.solution = solution
    self.hintsUsed = hintsUsed
    self.hint = hint
    self.attempts = max(attempts, round.usedWords.count)
    self.rankReached = max(
      scoreRank, min(rankReached ?? .beginner, Rank(points: pointsFound, of: self)))
  }

  /// The round's dictionary (set it after decoding a saved game).
  public var dictionary: any SpellChecker {
    get { round.dictionary }
    set { round.dictionary = newValue }
  }

  /// The required answers found, newest first.
  public var requiredFound: [String] { round.usedWords.filter(isRequired) }

  /// Whether `word` is one of the round's required answers (a found word that
  /// is not is a bonus word).
  public func isRequired(_ word: String) -> Bool { solution.contains(word) }

  /// The score: the points of the required answers found, less one a hint.
  public var score: Int {
    let (score, overflow) = pointsFound.subtractingReportingOverflow(hintsUsed)
    return overflow ? (hintsUsed > 0 ? Int.min : Int.max) : score
  }

  /// The points of the bonus words found, kept apart from ``score``.
  public var bonusScore: Int { round.score - pointsFound }

  /// The points of the required answers found, before hints.
  private var pointsFound: Int { solution.points(of: requiredFound) }

  /// How many of the required answers have been found.
  public var wordsFound: Int { requiredFound.count }

  /// Whether every required answer has been found (a round without any never is).
  public var isComplete: Bool { solution.count > 0 && wordsFound == solution.count }

  /// Whether anything was played: an answer judged or a hint asked for.
  public var isPlayed: Bool { attempts > 0 || hintsUsed > 0 }

  /// The rank reached: the highest the score has reached this round. As in
  /// Spelling Bee a rank once reached is kept: a hint lowers the score, never
  /// the rank, so no rank is reached twice.
  public var rank: Rank { rankReached }

  /// The rank of the score as it is now (below ``rank`` when hints took
  /// points after it was reached).
  private var scoreRank: Rank { Rank(points: score, of: self) }

  /// The keys of the required answers not found yet, in the solution's order.
  public var missedKeys: [String] {
    let found = Set(round.usedWords)
    return solution.answerKeys.filter { !found.contains($0) }
  }

  /// The required answers not found yet as the dictionary spells them (`Fuß`,
  /// `élevée`), in the solution's order: what a player reads.
  public var missedWords: [String] { missedKeys.map(solution.spelling(of:)) }

  /// The missed words (spelled) grouped by their number of letters as
  /// spelled (`Fuß`: 3), shortest first, each group in the order of the
  /// language's dictionaries (`aço` between `aba` and `aos`, `œil` before `oie`).
  public var missedWordsByLength: [WordGroup] {
    WordGroup.byLength(Collation.byLength(missedWords, language: round.language))
  }

  /// Normalizes and judges `answer` in the round (see ``Round/submit(_:)``).
  @discardableResult
  public mutating func submit(_ answer: String) -> Verdict? {
    settleHint(round.submit(answer))
  }

  /// Judges a decoded input line in the round; `typed`, the line as typed
  /// (an accepted answer keeps its spelling where the dictionary takes it).
  @discardableResult
  package mutating func submit(_ line: InputLine, typed: String? = nil) -> Verdict? {
    settleHint(round.submit(line, typed: typed))
  }

  private mutating func settleHint(_ verdict: Verdict?) -> Verdict? {
    if verdict != nil { attempts += 1 }
    if case .accepted(let word, _)? = verdict {
      if word == hint?.word { hint = nil }
      rankReached = max(rankReached, scoreRank)
    }
    return verdict
  }

  /// What a hint shows: the hinted word as the dictionary spells it, as many
  /// letters as its spelling has (`F U _` for `Fuß`, not the 4 of its key).
  public struct Hint: Equatable, Sendable {
    /// The hinted word's letters as spelled, those not shown yet as nil.
    public var letters: [Character?]
    /// Whether this hint showed a new letter (and cost a point).
    public var isNew: Bool
    /// The hinted word as the dictionary spells it (`Fuß`): to show once found.
    public var spelling: String
    /// The hinted word's key (`fuss`), as ``HintProgress/word`` keeps it.
    public var key: String

    /// A hint from its parts.
    public init(letters: [Character?], isNew: Bool, spelling: String, key: String) {
      self.letters = letters
      self.isNew = isNew
      self.spelling = spelling
      self.key = key
    }
  }

  /// Gives a hint, one point each: the first asks about a required answer not
  /// found yet (picked with `generator`) and shows its length and first letter;
  /// each further ask shows one more letter, up to all but the last; then the
  /// same hint is shown again, free, until the word is found: hints paid for
  /// always end in a word the player can type, never left for another. Once
  /// it is found the next ask moves on to another word. Returns nil when every
  /// required answer has been found.
  public mutating func nextHint(using generator: inout some RandomNumberGenerator) -> Hint? {
    let missed = missedKeys
    if let current = hint, !missed.contains(current.word) { hint = nil }
    if hint == nil {
      guard let word = missed.randomElement(using: &generator) else { return nil }
      hint = HintProgress(word: word, shownLetters: 0)
    }
    var progress = hint!
    // The letters a player types: the spelling's (`Fuß` is 3, its key `fuss` 4).
    let spelling = solution.spelling(of: progress.word)
    let letters = Array(spelling)
    let limit = Self.hintLimit(spelling)
    progress.shownLetters = min(progress.shownLetters, limit)
    let isNew = progress.shownLetters < limit
    if isNew {
      progress.shownLetters += 1
      // Saturating: a tampered save's count cannot trap.
      hintsUsed = hintsUsed == .max ? .max : hintsUsed + 1
    }
    hint = progress
    return Hint(
      letters: letters.enumerated().map { $0.offset < progress.shownLetters ? $0.element : nil },
      isNew: isNew, spelling: spelling, key: progress.word)
  }

  /// How many letters hints show of `word` (as spelled) at most: all but the
  /// last (one for a one-letter word).
  static func hintLimit(_ word: String) -> Int { max(1, word.count - 1) }
}

extension Rank {
  /// The rank of `points` of `game`'s required points (``perfect`` when every
  /// required answer is found).
  fileprivate init(points: Int, of game: Game) {
    self.init(score: points, possiblePoints: game.solution.points, foundAll: game.isComplete)
  }
}

/// How far the hints about one word have gone.
public struct HintProgress: Equatable, Sendable, Codable {
  /// The word the hints are about.
  public var word: String
  /// How many of its letters they show.
  public var shownLetters: Int

  /// Progress from its parts.
  public init(word: String, shownLetters: Int) {
    self.word = word
    self.shownLetters = shownLetters
  }
}

/// Words of one length.
public struct WordGroup: Equatable, Sendable, Codable {
  /// Their number of letters.
  public var length: Int
  /// The words, in the order given.
  public var words: [String]

  /// Groups `words` (sorted by length) into runs of one length, shortest first.
  static func byLength(_ words: [String]) -> [WordGroup] {
    var groups: [WordGroup] = []
    for word in words {
      let length = Normalization.letterCount(word)
      if groups.last?.length == length {
        groups[groups.count - 1].words.append(word)
      } else {
        groups.append(WordGroup(length: length, words: [word]))
      }
    }
    return groups
  }
}

extension Solver {
  /// A new game on `startWord`, solved.
  public func game(startWord: String, minimumLength: Int = 3) -> Game {
    let round = Round(
      startWord: startWord, minimumLength: minimumLength, dictionary: dictionary, tiers: tiers,
      rules: rules)
    return Game(round: round, solution: solve(startWord, minimumLength: minimumLength))
  }
}
