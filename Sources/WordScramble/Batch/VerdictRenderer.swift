/// How a front end shows verdicts, as the batch checker needs it: a line is a
/// head (the answer) and a tail (the rest), so the tails of repeated verdicts
/// are rendered once and reused as bytes. The command line's renderers (text,
/// JSON) conform; the engine decides the verdicts, never their text.
package protocol VerdictRenderer: Sendable {
  /// Whether accepted lines show more than points and bonus marks (which
  /// every format shows): spellings and every-letter marks. Without them the
  /// batch checker may settle listed words by their bits.
  var showsDetails: Bool { get }
  /// The start of a verdict line: the answer, escaped.
  func head(_ word: String) -> String
  /// Whether `head` shows this byte of a word as it is: its escaping, declared.
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
}

extension VerdictRenderer {
  /// The whole line for `verdict` of `round`, the answer shown as `shown` (by
  /// default the verdict's word).
  package func line(for verdict: Verdict, in round: Round, shown: String? = nil) -> String {
    switch verdict {
    case .accepted:
      head(shown ?? verdict.word) + acceptedTail(judgement(of: verdict, in: round))
    case .rejected(let word, let error): head(shown ?? word) + rejectedTail(round.shown(error))
    }
  }

  /// What the line of an accepted `verdict` shows: the round's judgement when
  /// details are shown, else the verdict and whether it is a bonus word.
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
    // An answer typed otherwise than its key (`buße` for `busse`) is spelled
    // as typed where the dictionary takes that form, never as another word.
    if let typed, judgement.spelling != nil,
      let spelling = round.dictionary.typedSpelling(typed, key: verdict.word)
    {
      judgement.spelling = spelling
    }
    return judgement
  }
}
