import WordScramble

/// The game's saved round and statistics under `$XDG_STATE_HOME/wordgame`
/// (default `~/.local/state/wordgame`). Problems are warnings, each kind said
/// once; the game goes on in memory.
final class Persistence {
  let store: StateStore?
  private var warnedAboutSaving = false

  init(environment: [String: String]) {
    store = Persistence.folder(environment: environment).map(StateStore.init(folder:))
  }

  static func folder(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/wordgame"
    }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/wordgame" }
    return nil
  }

  /// The unfinished round, if one was saved and can be read.
  func loadRound() -> SavedRound? {
    guard let store else { return nil }
    let (round, problem) = store.loadRound()
    if let problem { printError("Warning: \(problem); starting a new round") }
    return round
  }

  func save(_ round: SavedRound) {
    guard let store else { return }
    do {
      try store.saveRound(round)
    } catch {
      warnOnce(error)
    }
  }

  func removeRound() {
    store?.removeRound()
  }

  func record(_ outcomes: [Statistics.Outcome]) {
    guard let store, !outcomes.isEmpty else { return }
    do {
      try store.updateStatistics { statistics in outcomes.forEach { statistics.record($0) } }
    } catch {
      warnOnce(error)
    }
  }

  private func warnOnce(_ problem: StateStore.Problem) {
    guard !warnedAboutSaving else { return }
    warnedAboutSaving = true
    printError("Warning: \(problem); the game goes on without saving")
  }
}
