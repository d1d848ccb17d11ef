import WordScramble

/// How a ``BatchChecker`` shows verdicts: one line an answer, made of a head
/// (the answer, escaped) and a tail (the rest, with the newline), so the
/// tails of repeated verdicts are rendered once and reused as bytes.
///
/// ``TextRenderer``, ``JSONRenderer`` and ``CSVRenderer`` are what `wordgame
/// check` prints; an app may bring a format of its own. The engine decides
/// the verdicts, never their text.
public protocol VerdictRenderer: Sendable {
  /// Whether accepted lines show more than points and bonus marks (which
  /// every format shows): spellings and every-letter marks. Without them the
  /// batch checker may settle words of the word list by their line in it.
  var showsDetails: Bool { get }
  /// The line before the first verdict (CSV's row of column names), or
  /// nothing. The batch checker does not write it: write it first.
  var verdictsHeader: String { get }
  /// The start of a verdict line: the answer, escaped.
  func head(_ word: String) -> String
  /// Whether `head` shows this byte of a word as it is: its escaping, declared.
  ///
  /// For every word of printable ASCII whose bytes all pass, `head(word)` must
  /// be `head("")` followed by the word's bytes (tests hold every renderer to
  /// it); the batch checker's fast path copies such words as bytes and sends
  /// every other line to the general path. Declaring a byte too few costs
  /// speed, never output.
  func showsAsIs(_ byte: UInt8) -> Bool
  /// The rest of an accepted answer's line, with its newline.
  func acceptedTail(_ judgement: Judgement) -> String
  /// The rest of a rejected answer's line, with its newline.
  func rejectedTail(_ error: WordError) -> String
  /// The rest of the line of an answer used already as another form of the
  /// same letters, `found` (Spanish `dudó` after `dudo`), with its newline.
  func usedAlreadyTail(countsAs found: String) -> String
}

extension VerdictRenderer {
  /// No header: each line stands for itself.
  public var verdictsHeader: String { "" }

  /// By default, the tail of any answer used already.
  public func usedAlreadyTail(countsAs found: String) -> String { rejectedTail(.usedAlready) }

  /// The whole line for `verdict` of `round`, the answer shown as `shown` (by
  /// default the verdict's word).
  package func line(for verdict: Verdict, in round: Round, shown: String? = nil) -> String {
    switch verdict {
    case .accepted:
      head(shown ?? verdict.word) + acceptedTail(judgement(of: verdict, in: round))
    case .rejected(let word, let error): head(shown ?? word) + rejectedTail(error)
    }
  }

  /// What the line of an accepted `verdict` shows: the round's judgement when
  /// details are shown, else the verdict and whether it is a bonus word.
  /// `typed` is the answer as typed (trimmed, in NFC, its case kept), by
  /// default the verdict's word.
  package func judgement(of verdict: Verdict, in round: Round, typed: String? = nil)
    -> Judgement
  {
    guard showsDetails else {
      return Judgement(
        verdict: verdict, isBonus: round.isBonus(verdict.word),
        usesEveryLetter: Scoring.usesEveryLetter(verdict.word, startWord: round.startWord),
        spelling: nil)
    }
    var judgement = round.judgement(of: verdict)
    // An answer typed otherwise than its key (`buße` for `busse`, `Ass` for
    // `ass`) keeps its own spelling where the dictionary takes that form,
    // never another word's (`aß`), as `Round.submit` keeps it.
    let typed = typed ?? verdict.word
    if judgement.spelling != nil || typed != verdict.word,
      let spelling = round.dictionary.typedSpelling(typed, key: verdict.word)
    {
      judgement.spelling = spelling == verdict.word ? nil : spelling
    }
    return judgement
  }
}
