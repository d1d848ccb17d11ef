#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files that keep a round and the statistics across runs, in one folder
/// (`$XDG_STATE_HOME/wordgame` for the game).
///
/// Every write replaces a whole file atomically: a temporary file in the same
/// folder, flushed to disk (`fsync`), renamed over the old one, and the folder
/// flushed, so a crash at any moment leaves the old file or the new one, never
/// a torn one. Reads and read-modify-writes hold an exclusive `flock` on a lock
/// file, so two games at once never interleave: for the round, the last save
/// wins; statistics updates are never lost.
public struct StateStore: Sendable {
  /// The folder.
  public let folder: String

  /// The saved round's file name: `round.json`, or `daily.json` for the daily
  /// puzzle's round, kept apart.
  public let roundFile: String

  /// A store in `folder` (created when first written), its round in `roundFile`.
  public init(folder: String, roundFile: String = "round.json") {
    self.folder = folder
    self.roundFile = roundFile
  }

  /// How long a lock held by another game is waited for, without any game
  /// finishing its turn, before going on without it (a stopped game never
  /// hangs this one; games taking their turns are waited for).
  public var lockTimeoutMilliseconds = 10_000
  /// Told when the lock could not be taken (``Problem/lockHeld(path:seconds:)``,
  /// ``Problem/lockUnusable(path:)``); the files are then kept without it.
  public var lockProblem: (@Sendable (Problem) -> Void)?

  /// The path of the saved round.
  package var roundPath: String { folder + "/" + roundFile }
  /// The path of the statistics.
  public var statisticsPath: String { folder + "/statistics.json" }
  private var lockPath: String { folder + "/.lock" }

  // MARK: The round

  /// The largest state file read (a round of 100,000 words is about 2 MB).
  package static let maximumFileBytes = 16 << 20

  /// The state folder the environment names: `$XDG_STATE_HOME/wordgame`, by
  /// default `~/.local/state/wordgame`; nil without a home folder.
  public static func defaultFolder(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/wordgame"
    }
    return SystemFiles.homeFolder(environment: environment).map { $0 + "/.local/state/wordgame" }
  }

  /// The saved unfinished round, if any. A file that cannot be used is moved
  /// aside (never deleted) and reported in `problem`.
  package func loadRound() -> (round: SavedRound?, problem: Problem?) {
    // Reading writes nothing: no folder, no round (and no lock file made).
    guard SystemFiles.isFolder(folder) else { return (nil, nil) }
    return withLock { load(SavedRound.self, at: roundPath, isValid: \.isValid) }
  }

  /// Saves the round in progress.
  package func saveRound(_ round: SavedRound) throws(Problem) {
    // Past the limits a saved round is read with, nothing is written (the
    // last good save stays): what is written always reads back.
    guard round.isValid else {
      throw .cannotWrite(
        path: roundPath,
        reason:
          "the round is past what a saved round holds (1,000,000 words, answers or hints; words of 1,000 bytes)"
      )
    }
    try withLock { () throws(Problem) in try store(round, to: roundPath) }
  }

  /// Forgets the saved round (it finished), if it is the round `id` (nil: a
  /// file without one): another game's round, saved since in the same
  /// folder, stays. Checked under the lock.
  package func removeRound(id: String?) {
    withLock { removeRoundLocked(id: id) }
  }

  /// ``removeRound(id:)`` with the lock held: only a round file that reads
  /// as the round `id` is removed (a damaged one is set aside when read).
  private func removeRoundLocked(id: String?) {
    guard
      case .success(let bytes) = SystemFiles.regularFile(
        at: roundPath, limit: Self.maximumFileBytes),
      let saved = Self.decode(SavedRound.self, from: bytes), saved.id == id
    else { return }
    unlink(roundPath)
    removeUnusedLists()
  }

  /// Counts the rounds that ended (`change`) and, when `removing`, forgets the
  /// saved round `id`, in one step under the lock; a round already counted (a
  /// game stopped between the two) is not counted again (``Statistics/record(_:)``).
  @discardableResult
  public func endRound(id: String?, removing: Bool, _ change: (inout Statistics) -> Void)
    throws(Problem) -> Problem?
  {
    try withLock { () throws(Problem) -> Problem? in
      let (statistics, problem) = load(Statistics.self, at: statisticsPath, isValid: \.isValid)
      if case .cannotRead? = problem { throw problem! }
      var updated = statistics ?? Statistics()
      change(&updated)
      try storeStatistics(updated)
      if removing { removeRoundLocked(id: id) }
      return problem
    }
  }

  // MARK: Statistics

  /// The statistics (empty when there are none yet, or the file was moved aside).
  public func loadStatistics() -> (statistics: Statistics, problem: Problem?) {
    guard SystemFiles.isFolder(folder) else { return (Statistics(), nil) }
    let (statistics, problem) = withLock {
      load(Statistics.self, at: statisticsPath, isValid: \.isValid)
    }
    return (statistics ?? Statistics(), problem)
  }

  /// Reads, changes and writes the statistics under the lock, so no update is
  /// lost; returns the file's problem, if it had to be moved aside.
  @discardableResult
  public func updateStatistics(_ change: (inout Statistics) -> Void) throws(Problem) -> Problem? {
    try endRound(id: nil, removing: false, change)
  }

  // MARK: Files

  /// The value in the file at `path`: a regular file (never a link, FIFO or
  /// device) of at most ``maximumFileBytes``, that parses and whose values are
  /// in range (`isValid`, which also refuses a newer format). Anything else is
  /// moved aside.
  private func load<T: Decodable>(_ type: T.Type, at path: String, isValid: (T) -> Bool)
    -> (T?, Problem?)
  {
    switch SystemFiles.regularFile(at: path, limit: Self.maximumFileBytes) {
    case .failure(.missing): return (nil, nil)
    case .success(let bytes):
      if let value = Self.decode(T.self, from: bytes), isValid(value) {
        return (value, nil)
      }
    // Only a file read and found malformed (or not a regular file, or too
    // large) is damage; a read the system refused is an error, the file stays.
    case .failure(.failed(let reason)): return (nil, .cannotRead(path: path, reason: reason))
    case .failure: break
    }
    let aside = Self.moveAside(path)
    return (nil, .unreadable(path: path, movedTo: aside))
  }

  /// The value the JSON `bytes` hold, or nil.
  package static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) -> T? {
    try? JSONDecoder().decode(T.self, from: Data(bytes))
  }

  /// The JSON of `value`, as the files hold it (keys sorted, indented), or nil.
  package static func encode<T: Encodable>(_ value: T) -> [UInt8]? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return (try? encoder.encode(value)).map { Array($0) }
  }

  /// Moves `path` to `NAME.unreadable-TIMESTAMP` (then `-2`, `-3`… when that
  /// is taken, so nothing set aside earlier is replaced); nil if it cannot.
  static func moveAside(_ path: String) -> String? {
    let base = path + ".unreadable-" + timeStamp()
    for attempt in 1...1000 {
      let aside = attempt == 1 ? base : base + "-\(attempt)"
      // link() fails on an existing name, where rename() would replace it.
      if link(path, aside) == 0 {
        unlink(path)
        return aside
      }
      if errno == EEXIST { continue }
      // No hard links here (or a folder): rename, when the name is free.
      var info = stat()
      if lstat(aside, &info) != 0 && rename(path, aside) == 0 { return aside }
      if lstat(aside, &info) != 0 { return nil }
    }
    return nil
  }

  /// The time now in UTC, as `2026-11-30T08-25-46Z` (no colons: they are awkward in file names).
  static func timeStamp() -> String {
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    var buffer = [CChar](repeating: 0, count: 32)
    let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H-%M-%SZ", &parts)
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Writes statistics that read back (in range), else nothing.
  private func storeStatistics(_ statistics: Statistics) throws(Problem) {
    guard statistics.isValid else {
      throw .cannotWrite(
        path: statisticsPath, reason: "the statistics are past what the file holds")
    }
    try store(statistics, to: statisticsPath)
  }

  private func store<T: Encodable>(_ value: T, to path: String) throws(Problem) {
    // Under the lock no write is under way: temporary files of games that
    // died mid-write (kill -9) are stale.
    SystemFiles.removeStaleTemporaryFiles(in: folder)
    guard let data = Self.encode(value) else {
      throw .cannotWrite(path: path, reason: "the value cannot be written as JSON")
    }
    guard data.count < Self.maximumFileBytes else {
      throw .cannotWrite(path: path, reason: "it would be larger than the game reads (16 MiB)")
    }
    if let failure = SystemFiles.writeAtomically(data + [0x0A], to: path) {
      throw .cannotWrite(path: path, reason: failure)
    }
  }

  /// Runs `body` holding the folder's lock (created if need be). If the folder
  /// cannot be created or locked, runs it anyway: writes will then fail and say why.
  func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    SystemFiles.createFolder(folder)
    // A link planted as the lock is not followed (nor its target created).
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
    var info = stat()
    var locked = false
    if descriptor >= 0 && fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG {
      locked = lock(descriptor)
      if !locked {
        lockProblem?(.lockHeld(path: lockPath, seconds: lockTimeoutMilliseconds / 1000))
      }
    } else if SystemFiles.isFolder(folder) {
      // A folder, FIFO or link planted as the lock: said, never silent.
      lockProblem?(.lockUnusable(path: lockPath))
    }
    defer {
      if locked { flock(descriptor, LOCK_UN) }
      if descriptor >= 0 { close(descriptor) }
    }
    return try body()
  }

  /// Takes the lock on `descriptor`, waiting up to ``lockTimeoutMilliseconds``
  /// without progress: while the games ahead of this one take their turns (the
  /// statistics or the round file change), the wait goes on, so a queue of
  /// games ending at once never gives up on a busy machine; only a holder
  /// that stops (a game stuck holding it) is gone on without.
  private func lock(_ descriptor: Int32) -> Bool {
    let clock = ContinuousClock()
    let patience = Duration.milliseconds(lockTimeoutMilliseconds)
    var deadline = clock.now + patience
    var seen = progressStamp()
    while true {
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
      guard errno == EWOULDBLOCK || errno == EINTR else { return false }
      if clock.now >= deadline {
        let now = progressStamp()
        guard now != seen else { return false }
        (seen, deadline) = (now, clock.now + patience)
      }
      usleep(20_000)
    }
  }

  /// What changes whenever a game finishes its turn under the lock.
  private func progressStamp() -> [String?] {
    [SystemFiles.stamp(of: statisticsPath), SystemFiles.stamp(of: roundPath)]
  }

}
