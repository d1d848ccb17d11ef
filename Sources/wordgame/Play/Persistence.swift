#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WordScramble
import Synchronization

/// The game's saved round and statistics under `$XDG_STATE_HOME/wordgame`
/// (default `~/.local/state/wordgame`). Problems are warnings, said once for
/// each file; the game goes on in memory.
final class Persistence {
  let store: StateStore?
  /// The files a failed save was already reported for.
  private var warned: Set<String> = []

  /// The state folder, if there is one.
  let folder: String?

  /// The state in the folder the environment names; `daily`: the day of a
  /// daily puzzle, whose round is kept apart from the free one and from every
  /// other day's (`daily-2026-12-04.json`), so a day paused overnight resumes
  /// as that day's puzzle whenever it is taken up.
  /// `challenge`: a challenge's round (`--challenge`), kept apart from the free one too.
  init(environment: [String: String], daily: CalendarDate? = nil, challenge: Bool = false) {
    folder = StateStore.defaultFolder(environment: environment)
    store = folder.map { folder in
      var store = StateStore(
        folder: folder,
        roundFile: daily.map { "daily-\($0).json" } ?? (challenge ? "challenge.json" : "round.json")
      )
      store.lockProblem = Self.warnOnce
      return store
    }
    if let folder, daily != nil { Self.moveLegacyDaily(in: folder) }
  }

  /// A daily round an earlier release kept in `daily.json` moves to its
  /// day's file (nothing lost), unless that day has one.
  private static func moveLegacyDaily(in folder: String) {
    let legacy = folder + "/daily.json"
    guard case .success(let bytes) = SystemFiles.regularFile(at: legacy, limit: 16 << 20),
      let saved = StateStore.decode(SavedRound.self, from: bytes),
      let day = saved.options?.daily.flatMap(CalendarDate.init)
    else { return }
    let path = folder + "/daily-\(day).json"
    if !SystemFiles.isFile(path) { rename(legacy, path) }
  }

  /// The days of daily puzzles paused and kept (their rounds' files), but `day`.
  func pausedDailies(but day: CalendarDate) -> [CalendarDate] {
    guard let folder, let names = SystemFiles.names(in: folder) else { return [] }
    return names.compactMap { name -> CalendarDate? in
      guard name.hasPrefix("daily-"), name.hasSuffix(".json") else { return nil }
      return CalendarDate(String(name.dropFirst(6).dropLast(5)))
    }.filter { $0 != day }.sorted()
  }

  /// The dictionary of the daily puzzle of `day` paused and kept, if its
  /// file can be read (a note naming the command that resumes it names it).
  func pausedDictionary(of day: CalendarDate) -> String? {
    guard let folder,
      case .success(let bytes) = SystemFiles.regularFile(
        at: folder + "/daily-\(day).json", limit: 16 << 20)
    else { return nil }
    return StateStore.decode(SavedRound.self, from: bytes)?.dictionary
  }

  /// Whether rounds are saved: not when the saved round could not be read
  /// (it is left as it is, not overwritten).
  private var savesRounds = true

  /// The unfinished round, if one was saved and can be read.
  func loadRound() -> SavedRound? {
    guard let store else { return nil }
    let (round, problem) = store.loadRound()
    if case .cannotRead? = problem {
      savesRounds = false
      printError(
        messages("Warning: %s; the game goes on without saving", described(problem!)))
      return nil
    }
    if let problem { printError(messages("Warning: %s; starting a new round", described(problem))) }
    return round
  }

  /// Saves the step's checkpoint, records the rounds that ended, and removes
  /// the saved round when the game is over.
  /// `round`: the session's round, which a step that names none closes.
  func keep(_ step: PlayStep, round: String? = nil) {
    guard let store else { return }
    var step = step
    if step.roundID == nil { step.roundID = round }
    if let day = step.countedDay {
      do {
        try store.updateStatistics {
          $0.recordDaily(day, dictionary: step.countedDictionary, today: day)
        }
      } catch {
        warnOnce(
          error, about: store.statisticsPath,
          messages("this round is not counted in the statistics"))
      }
    }
    if let checkpoint = step.checkpoint, savesRounds {
      do {
        try store.saveRound(checkpoint)
      } catch {
        warnOnce(error, about: store.roundPath, messages("the game goes on without saving"))
      }
    }
    let removing = (step.isOver && !step.keepsRound) || step.endsRound
    if !step.endedRounds.isEmpty {
      do {
        // Counted and removed in one step: a round counts once.
        let problem = try store.endRound(id: step.roundID, removing: removing) { statistics in
          step.endedRounds.forEach { statistics.record($0) }
        }
        if let problem {
          printError(messages("Warning: %s; the statistics start again", described(problem)))
        }
      } catch {
        warnOnce(
          error, about: store.statisticsPath,
          messages("this round is not counted in the statistics"))
        if removing { store.removeRound(id: step.roundID) }
      }
    } else if removing {
      store.removeRound(id: step.roundID)
    }
  }

  /// Removes the saved round `saved` without counting it (it is not a round
  /// of its language); a round another game saved since stays.
  func discardRound(_ saved: SavedRound?) { store?.removeRound(id: saved?.id) }

  /// Gives up a saved round for a new one: it counts as abandoned, unless
  /// nothing was played in it. Its dictionary is not needed: a version 1 file,
  /// without its answers, counts with no possible points.
  func abandon(_ saved: SavedRound) {
    var step = PlayStep()
    step.isOver = true
    step.roundID = saved.id
    if saved.isPlayed {
      step.endedRounds = [
        saved.uncheckedGame(dictionary: WordSetChecker([]), tiers: .unrestricted).map {
          Statistics.Outcome(game: $0, finished: false)
        }
          ?? Statistics.Outcome(
            finished: false, words: saved.words, score: saved.score, possiblePoints: 0,
            rank: .beginner)
      ]
      step.endedRounds[0].timeLimit = saved.options?.time
      step.endedRounds[0].dictionary = saved.dictionary
      step.endedRounds[0].roundID = saved.id
    }
    keep(step)
  }

  /// Says a lock problem once a process (the lock is taken at every save).
  private static let lockWarned = Mutex(false)
  private static let warnOnce: @Sendable (StateStore.Problem) -> Void = { problem in
    guard
      lockWarned.withLock({ warned in
        defer { warned = true }; return !warned
      })
    else { return }
    printError(messages("Warning: %s", described(problem)))
  }

  private func warnOnce(_ problem: StateStore.Problem, about path: String, _ consequence: String) {
    guard warned.insert(path).inserted else { return }
    printError(messages("Warning: %s; %s", described(problem), consequence))
  }
}
