import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StateStore {
  /// Takes, for as long as this process lives, the hold on this store's round
  /// file (an exclusive `flock` on `.ROUNDFILE.playing` beside it): the game
  /// that holds it is the one playing the saved round. False when another
  /// game that is still running holds it: its round must be neither resumed
  /// nor set aside (counting it as abandoned would drop its own count when
  /// it ends). A hold that cannot be made (no folder, a planted file) is
  /// taken as free: the round is then handled as before, unguarded. The
  /// system releases the hold when the process ends, even on `kill -9`.
  package func holdRound() -> Bool {
    let path = folder + "/." + roundFile + ".playing"
    if Self.heldPaths.withLock({ $0.contains(path) }) { return true }
    guard SystemFiles.createFolder(folder) else { return true }
    let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return true }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      return true
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let held = errno == EWOULDBLOCK
      close(descriptor)
      return !held
    }
    // Kept open (and so held) until the process ends.
    Self.heldPaths.withLock { _ = $0.insert(path) }
    return true
  }

  /// The hold files this process holds.
  private static let heldPaths = Mutex<Set<String>>([])
}
