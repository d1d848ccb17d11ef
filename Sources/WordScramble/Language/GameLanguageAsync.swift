import Synchronization

/// The library's slow steps for an app: run on a thread of their own, so the
/// caller's actor (a view model's main actor) never waits, and cancellable:
/// a cancelled task stops waiting at once, and the work itself stops at its
/// next check (its loops ask whether the task was cancelled).
extension GameLanguage {
  /// Opens a language as ``open(_:options:)`` does, on a thread of its own:
  /// a first opening may list the dictionary's words for a second or two,
  /// telling `options.progress` how far it has come. It throws what `open`
  /// throws; cancelling the task ends the wait at once with
  /// ``GameLanguageError/cancelled`` and stops the listing (nothing of it is
  /// cached), and a task cancelled before it starts opens nothing. Its own
  /// name keeps the synchronous `open` callable in async code (a test's, a
  /// command line's).
  public static func openInBackground(_ nameOrPath: String, options: Options = Options())
    async throws(GameLanguageError) -> GameLanguage
  {
    do {
      return try await Background.run { cancelled in
        var options = options
        options.isCancelled = cancelled
        let language = try open(nameOrPath, options: options)
        // Stopped part way, its lists are not whole: never handed out.
        if cancelled() { throw GameLanguageError.cancelled }
        return language
      }
    } catch let error as GameLanguageError {
      throw error
    } catch {
      throw .cancelled
    }
  }

  /// A new game on a start word drawn from the language's start words (see
  /// ``StartWords/drawGame(solver:minimumLength:difficulty:minimumAnswers:using:isCancelled:)``),
  /// drawn and solved on a thread of its own with a generator seeded with
  /// `seed`; nil when no start word has an answer. Cancelling the task stops
  /// the work where it is (loading the start words, between two start words,
  /// inside a solve) and throws `CancellationError`.
  public func drawGame(difficulty: Difficulty? = nil, minimumLength: Int = 3, seed: UInt64)
    async throws -> Game?
  {
    let solver = solver()
    return try await Background.run { cancelled in
      guard let words = try startWords(isCancelled: cancelled), !cancelled() else {
        throw CancellationError()
      }
      var generator = SeededGenerator(seed: seed)
      let game = words.drawGame(
        solver: solver, minimumLength: minimumLength, difficulty: difficulty,
        using: &generator, isCancelled: cancelled)
      if cancelled() { throw CancellationError() }
      return game
    }
  }

  /// Every answer of `startWord` (``Solver/solve(_:minimumLength:)``), solved
  /// on a thread of its own. Cancelling the task ends the wait at once with
  /// `CancellationError`, and the solve stops at its next check.
  public func solve(_ startWord: String, minimumLength: Int = 3) async throws -> Solution {
    let solver = solver()
    return try await Background.run { cancelled in
      guard
        let solution = solver.solveKeys(
          startWord, minimumLength: minimumLength, isCancelled: cancelled)
      else { throw CancellationError() }
      return solver.spelled(solution)
    }
  }
}

/// Work run on a thread of its own for an async caller, which a cancelled
/// task stops waiting for.
enum Background {
  /// The result of `work`, run on a new thread and handed whether the task
  /// was cancelled (to stop early); a cancelled task throws
  /// `CancellationError` at once, whatever `work` is doing.
  static func run<T: Sendable>(
    _ work: @escaping @Sendable (@escaping @Sendable () -> Bool) throws -> T
  )
    async throws -> T
  {
    // A task cancelled already starts nothing.
    try Task.checkCancellation()
    let waiting = Waiting<T>()
    let counter = workCounter
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiting.start(continuation)
        let started = Parallel.detach {
          // Cancelled before the thread ran: nothing is begun.
          guard !waiting.isCancelled else { return }
          counter?.add()
          let result = Result { try work { waiting.isCancelled } }
          waiting.finish(result)
        }
        if !started {
          waiting.finish(.failure(GameLanguageError.worker("no thread could be started")))
        }
      }
    } onCancel: {
      waiting.finish(.failure(CancellationError()))
    }
  }

  /// Counts the jobs that begin in tasks that set one (tests: a cancelled
  /// task begins none).
  @TaskLocal static var workCounter: WorkCounter?

  /// How many jobs began.
  final class WorkCounter: Sendable {
    private let begun = Atomic<Int>(0)
    /// The jobs begun so far.
    var count: Int { begun.load(ordering: .relaxed) }
    func add() { begun.add(1, ordering: .relaxed) }
  }

  /// A continuation resumed once: by the work's result or by cancellation, whichever comes first.
  final class Waiting<T: Sendable>: Sendable {
    private let state = Mutex<(continuation: CheckedContinuation<T, any Error>?, cancelled: Bool)>(
      (nil, false))

    /// Whether the task was cancelled.
    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Keeps `continuation`; one cancelled already is resumed at once.
    func start(_ continuation: CheckedContinuation<T, any Error>) {
      let cancelled = state.withLock { state in
        state.continuation = continuation
        return state.cancelled
      }
      if cancelled { finish(.failure(CancellationError())) }
    }

    /// Resumes the continuation with `result`, once.
    func finish(_ result: Result<T, any Error>) {
      let continuation = state.withLock { state in
        if case .failure(let error) = result, error is CancellationError { state.cancelled = true }
        defer { state.continuation = nil }
        return state.continuation
      }
      continuation?.resume(with: result)
    }
  }
}
