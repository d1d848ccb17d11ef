/// An app's game kept between launches, in the file and format `wordgame`
/// keeps its round in (its ``StateStore/roundFile``).
extension StateStore {
  /// Saves `game` as the store's round, atomically under the lock, with `id`,
  /// the round's own id (``endRound(id:removing:_:)`` and ``removeGame(id:)``
  /// forget the saved round only while it is still this one). Throws
  /// ``Problem/cannotWrite(path:reason:)`` (a full disk, a folder that cannot
  /// be made, a game past what a saved round holds).
  public func saveGame(_ game: Game, id: String? = nil) throws(Problem) {
    try saveRound(
      SavedRound(
        game: game, dictionary: game.record.language ?? "", seed: nil, generatorState: 0, id: id))
  }

  /// The saved game, restored in `language`: checked, its answers derived
  /// again (``GameLanguage/game(restoring:)``); nil and no problem when none
  /// is saved. A file that is not a saved round is moved aside
  /// (``Problem/unreadable(path:movedTo:)``); a round that cannot be restored
  /// in `language` (played in another, or damaged) is left as it is, and
  /// ``Problem/notRestored(path:_:)`` says why.
  public func loadGame(in language: GameLanguage) -> (game: Game?, problem: Problem?) {
    let (saved, problem) = loadRound()
    guard let saved else { return (nil, problem) }
    do throws(RestoreError) {
      return (try saved.game(solver: language.solver()), nil)
    } catch {
      return (nil, .notRestored(path: roundPath, error))
    }
  }

  /// Forgets the saved game if it is the round `id` (nil: one saved without
  /// an id); a round saved since by another game stays.
  public func removeGame(id: String?) {
    removeRound(id: id)
  }
}
