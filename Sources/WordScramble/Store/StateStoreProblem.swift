extension StateStore {
  /// Why a file was not used.
  public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be used (damaged, out of range, too large, not a
    /// regular file, or from a newer release); it was moved to `movedTo`.
    case unreadable(path: String, movedTo: String?)
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)
    /// A file could not be read for a reason of the system's (no permission,
    /// too many open files): not damage, so it was left as it is.
    case cannotRead(path: String, reason: String)
    /// The lock was held by another game for `seconds`: gone on without it.
    case lockHeld(path: String, seconds: Int)
    /// The lock is not a regular file (a folder, FIFO or link put there):
    /// files are kept without a lock.
    case lockUnusable(path: String)
    /// The saved game cannot be restored in the language asked (why): it was
    /// left as it is.
    case notRestored(path: String, RestoreError)

    /// A sentence for the player.
    public var description: String { description(in: .english) }

    /// The sentence in the language of `messages`.
    public func description(in messages: MessageCatalog) -> String {
      switch self {
      case .unreadable(let path, let movedTo?):
        messages(
          "'%s' could not be read (damaged, or from a newer release); moved it to '%s'",
          Escaping.forDisplay(path), Escaping.forDisplay(movedTo))
      case .unreadable(let path, nil):
        messages(
          "'%s' could not be read (damaged, or from a newer release) nor moved aside",
          Escaping.forDisplay(path))
      case .cannotWrite(let path, let reason):
        messages(
          "cannot save to '%s': %s", Escaping.forDisplay(path),
          SystemError.reason(reason, in: messages))
      case .cannotRead(let path, let reason):
        messages(
          "cannot read '%s': %s; it was left as it is", Escaping.forDisplay(path),
          SystemError.reason(reason, in: messages))
      case .lockHeld(let path, let seconds):
        messages(
          "'%s' is held by another game for over %d seconds; going on without the lock",
          Escaping.forDisplay(path), seconds)
      case .lockUnusable(let path):
        messages(
          "'%s' is not a regular file (a folder, FIFO or link was put there): rounds and statistics are kept without a lock; remove it",
          Escaping.forDisplay(path))
      case .notRestored(let path, let error):
        messages(
          "the game saved in '%s' cannot be restored: %s; it was left as it is",
          Escaping.forDisplay(path), error.description(in: messages))
      }
    }
  }
}
