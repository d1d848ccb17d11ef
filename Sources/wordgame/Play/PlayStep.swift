import WordScramble

/// One line the game shows, with how it should look.
struct ShownLine: Equatable {
  var text: String
  var style: LineStyle = .plain
  /// A verdict on an answer: on a terminal it carries a mark (✓ or ✗) besides its colour.
  var isVerdict = false
  /// How it is broken to fit a terminal's width.
  var layout = LineLayout.prose
}

/// What one step of the game gives the loop to do: lines to show, a
/// checkpoint to save, rounds that ended (for the statistics), and whether
/// the game is over.
struct PlayStep: Equatable {
  var lines: [ShownLine] = []
  /// The round as it is now, when there is something new to save.
  var checkpoint: SavedRound?
  var endedRounds: [Statistics.Outcome] = []
  /// The id of the session's round when the step was made: the saved round
  /// removed when the game is over is this one only.
  var roundID: String?
  /// The game is over: the saved round is removed (unless ``keepsRound``).
  var isOver = false
  /// The game is over with the round paused, not ended: it stays saved (a
  /// daily puzzle left with nothing found, or left when asked whether to end it).
  var keepsRound = false
  /// A question the next line answers, asked as the prompt (`End the daily
  /// puzzle of 2026-12-01 for good and see every answer? [y/N] `).
  var question: String?
  /// A daily puzzle's day that counts towards the streak now (today's, its
  /// first word just found): recorded at once, so a pause overnight keeps it.
  var countedDay: CalendarDate?
  /// The dictionary of ``countedDay``'s puzzle, whose own streak it counts in.
  var countedDictionary: String?
  /// The round ended with the game going on (a timed round's time ran out):
  /// the saved round is removed, and nothing is saved until the next begins.
  var endsRound = false
}
