extension StartWords {
  /// How many required answers a drawn start word needs, unless asked otherwise:
  /// the command line and an app draw the same words.
  public static let minimumAnswers = 20

  /// A new game on a start word drawn from this list and solved with `solver`.
  ///
  /// Words are drawn with `generator` until one has at least `minimumAnswers`
  /// required answers (always at least one) of `minimumLength` letters or more
  /// and, with a `difficulty`, an answer count in its band; after a bounded
  /// number of draws (at most 200) the first word drawn with an answer is
  /// played. Returns nil when no word drawn has a required answer, or when
  /// `isCancelled` says so between two draws.
  public func drawGame(
    solver: Solver, minimumLength: Int = 3, difficulty: Difficulty? = nil,
    minimumAnswers: Int = StartWords.minimumAnswers,
    using generator: inout some RandomNumberGenerator, isCancelled: () -> Bool = { false }
  ) -> Game? {
    var best: (word: String, solution: Solution)?
    for _ in 0..<min(200, 4 * words.count) {
      if isCancelled() { return nil }
      let word = randomWord(using: &generator)
      guard solver.canSolve(word, minimumLength: minimumLength) else { continue }
      guard
        let solution = solver.solveKeys(
          word, minimumLength: minimumLength, isCancelled: isCancelled)
      else { return nil }
      guard solution.count > 0 else { continue }
      let fits =
        solution.count >= minimumAnswers
        && difficulty.map {
          (bands?.answerCounts($0) ?? $0.answerCounts).contains(solution.count)
        } ?? true
      if best == nil || fits { best = (word, solution) }
      if fits { break }
    }
    guard let best else { return nil }
    let round = Round(
      startWord: best.word, minimumLength: minimumLength, dictionary: solver.dictionary,
      tiers: solver.tiers, rules: solver.rules)
    return Game(round: round, solution: solver.spelled(best.solution))
  }
}
