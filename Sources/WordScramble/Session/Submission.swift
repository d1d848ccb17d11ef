extension GameSession {
  /// What an answer did in a session: its verdict, and for an accepted
  /// word how the round shows it and what it changed (the rank, the round's
  /// end, the daily puzzle's day counted).
  public struct Submission: Equatable, Sendable {
    /// The verdict itself.
    public var verdict: Verdict
    /// An accepted word as the dictionary writes it (`Haus` for `haus`,
    /// `gelée` for `gelee`); nil for a rejected answer.
    public var spelling: String?
    /// An accepted word is a bonus word: it scores, but is none of the
    /// round's answers (its words to find).
    public var isBonus = false
    /// An accepted word uses every letter of the start word.
    public var usesEveryLetter = false
    /// The rank reached, when the answer changed it.
    public var rankChange: RankChange?
    /// The answer was the round's last word to find: the round is complete
    /// (close it with ``GameSession/closeRound(finished:)``).
    public var completesRound = false
    /// A daily puzzle's day that counts towards the streak now (today's,
    /// its first required answer just found): worth recording at once, so
    /// a pause overnight keeps it.
    public var countedDay: CalendarDate?
    /// The dictionary whose own streak ``countedDay`` counts in.
    public var countedDictionary: String?

    /// A submission of `verdict` that changed nothing else.
    public init(verdict: Verdict) { self.verdict = verdict }
  }

  /// A rank left for another.
  public struct RankChange: Equatable, Sendable {
    /// The rank before.
    public var from: Rank
    /// The rank now.
    public var to: Rank

    /// A change from `from` to `to`.
    public init(from: Rank, to: Rank) {
      self.from = from
      self.to = to
    }
  }
}
