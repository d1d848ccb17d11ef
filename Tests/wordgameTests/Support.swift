import Foundation
import Testing

/// What a run of the `wordgame` binary showed.
struct RunResult {
  var stdout: String
  var stderr: String
  var status: Int32
  var stdoutLines: [String] {
    stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}

/// The built `wordgame` binary, beside the test bundle.
func wordgameURL() throws -> URL {
  var folder = Bundle.main.bundleURL
  if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
  let url = folder.appendingPathComponent("wordgame")
  try #require(FileManager.default.isExecutableFile(atPath: url.path), "no wordgame at \(url.path)")
  return url
}

/// The cache folder (`XDG_CACHE_HOME`) of every run and library test in this
/// test process, never the user's own: the library tests (another module of
/// the same process) name the same folder, so each dictionary's word list is
/// built once for all of them.
/// Removed when the test process exits (its word lists take 20 to 45 MB).
let testProcessCacheHome: String = {
  atexit {
    try? FileManager.default.removeItem(
      at: FileManager.default.temporaryDirectory.appendingPathComponent(
        "wordgame-tests-cache-\(getpid())"))
  }
  return FileManager.default.temporaryDirectory.appendingPathComponent(
    "wordgame-tests-cache-\(ProcessInfo.processInfo.processIdentifier)"
  ).path
}()

/// ``testProcessCacheHome``, with the whole en_US word list cached once (as
/// `solve --roots` caches it; the build takes half a second), so runs in
/// parallel do not each build it, and each en_US run after it opens from the
/// list instead of building its round's own (a piped game never caches the
/// whole list: without this, hundreds of runs would each build one).
let sharedCacheHome: String = {
  let folder = testProcessCacheHome
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  if let url = try? wordgameURL() {
    // Started and waited for with posix_spawn and waitpid, not Foundation's
    // Process: this runs inside a global's one-time initializer, with other
    // test threads blocked waiting on it, and Process's wait needs a dispatch
    // thread to see the exit (a deadlock when none is free).
    let environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": folder]) {
      $1
    }
    spawnAndWait(
      url.path, ["solve", "--roots", "-"], input: "silkworm\n", environment: environment)
  }
  return folder
}()

/// Runs `path` with `arguments` and `environment`, `input` on its standard
/// input and its output discarded, and waits for it (posix_spawn, waitpid,
/// safe in a global's initializer); returns its wait status (-1: not started).
@discardableResult
func spawnAndWait(
  _ path: String, _ arguments: [String], input: String, environment: [String: String]
) -> Int32 {
  let inputFile = FileManager.default.temporaryDirectory
    .appendingPathComponent("wordgame-warm-\(UUID().uuidString)").path
  guard FileManager.default.createFile(atPath: inputFile, contents: Data(input.utf8)) else {
    return -1
  }
  defer { try? FileManager.default.removeItem(atPath: inputFile) }
  return spawnAndWait(
    path, arguments, environment: environment, files: (inputFile, "/dev/null", "/dev/null"))
}

/// Runs `path` with `arguments` and exactly `environment`, its standard
/// input, output and error the files `files` names, and waits for it;
/// returns its wait status (-1: not started).
func spawnAndWait(
  _ path: String, _ arguments: [String], environment: [String: String],
  files: (input: String, output: String, error: String)
) -> Int32 {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, files.input, O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, files.output, O_WRONLY | O_TRUNC, 0)
  posix_spawn_file_actions_addopen(&actions, 2, files.error, O_WRONLY | O_TRUNC, 0)
  // Nothing else of the test process's: another test's pipe left open in
  // the child would keep that test from seeing its end.
  _ = closeFrom?(&actions, 3)
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    argv.forEach { free($0) }
    envp.forEach { free($0) }
  }
  var pid: pid_t = 0
  guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return -1 }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  return status
}

/// The environment every run gets: the shared cache, a fresh state folder of its
/// own (so runs never resume each other's rounds, nor touch the user's), and no
/// colour settings of the caller's. `extra` overrides.
func testEnvironment(_ extra: [String: String]) -> [String: String] {
  var environment = ProcessInfo.processInfo.environment
  environment["XDG_CACHE_HOME"] = sharedCacheHome
  environment["XDG_STATE_HOME"] =
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "wordgame-state-\(UUID().uuidString)"
    ).path
  // Nothing of the developer's terminal: colour, width, screen-reader mode.
  for name in ["NO_COLOR", "COLUMNS", "COLORTERM", "ACCESSIBLE", "WORDGAME_SCREEN_READER"] {
    environment.removeValue(forKey: name)
  }
  // English messages whatever the machine's locale; a test names another language.
  for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] { environment.removeValue(forKey: name) }
  environment["LANG"] = "C.UTF-8"
  // English words whatever the locale a test sets (the player's language
  // picks the dictionary otherwise); a test of that default sets it empty.
  environment["WORDGAME_DICT"] = "en_US"
  environment.merge(extra) { $1 }
  return environment
}

/// Runs `wordgame` with `arguments`, feeding `input` on standard input.
func wordgame(
  _ arguments: [String], input: [UInt8] = [], environment: [String: String] = [:]
) throws -> RunResult {
  try run(
    try wordgameURL(), arguments, input: input, environment: testEnvironment(environment))
}

/// Runs `program` with `arguments` and exactly `environment`, feeding `input`.
///
/// Input, output and error go through temporary files, so no pipe can fill up
/// and hang the test.
func run(
  _ program: URL, _ arguments: [String], input: [UInt8] = [], environment: [String: String]
) throws -> RunResult {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("wordgame-run-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let inURL = folder.appendingPathComponent("stdin")
  let outURL = folder.appendingPathComponent("stdout")
  let errURL = folder.appendingPathComponent("stderr")
  try Data(input).write(to: inURL)
  try Data().write(to: outURL)
  try Data().write(to: errURL)

  // posix_spawn and a blocking waitpid: the exit is seen at once (Foundation's
  // Process polls for it), and no dispatch thread is needed to see it.
  let status = spawnAndWait(
    program.path, arguments, environment: environment,
    files: (inURL.path, outURL.path, errURL.path))
  guard status >= 0 else { throw SpawnFailed(program: program.path) }
  return RunResult(
    stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
    stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
    status: exitStatus(status))
}

/// A program that could not be started.
struct SpawnFailed: Error, CustomStringConvertible {
  let program: String
  var description: String { "could not start \(program)" }
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which
/// Swift's Glibc module does not declare: looked up once.
let closeFrom:
  (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
    else { return nil }
    return unsafeBitCast(
      symbol,
      to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
  }()

/// The exit status a wait status stands for, as Foundation's Process gives it:
/// the code of a normal exit, else the signal's number.
func exitStatus(_ status: Int32) -> Int32 {
  let signal = status & 0x7F
  return signal == 0 ? (status >> 8) & 0xFF : signal
}

/// Runs `wordgame` with text on standard input.
func wordgame(_ arguments: [String], input: String, environment: [String: String] = [:]) throws
  -> RunResult
{
  try wordgame(arguments, input: Array(input.utf8), environment: environment)
}

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("wordgame-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// A `wordgame` running in the background, fed and read through pipes, for
/// tests that signal or kill it mid-game.
final class RunningGame {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  /// Signalled when it exits: a wait for the exit is a wait, not a poll.
  private let exited = DispatchSemaphore(value: 0)
  /// Everything read from its standard output so far.
  private(set) var seen = ""

  init(_ arguments: [String], environment: [String: String] = [:]) throws {
    // Typing into a game that has ended must be an error, not a SIGPIPE for the tests.
    signal(SIGPIPE, SIG_IGN)
    process.executableURL = try wordgameURL()
    process.arguments = arguments
    process.environment = testEnvironment(environment)
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.terminationHandler = { [exited] _ in exited.signal() }
    try process.run()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  /// Types `text` on its standard input.
  func type(_ text: String) {
    try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
  }

  /// Reads its output until `text` appears (or the output ends, or 20
  /// seconds pass: a game that never says it fails the test, not hangs it).
  @discardableResult
  func readUntil(_ text: String) -> Bool {
    let deadline = Date().addingTimeInterval(20)
    while !seen.contains(text) {
      guard let chunk = nextChunk(before: deadline), !chunk.isEmpty else { return false }
      seen += String(decoding: chunk, as: UTF8.self)
    }
    return true
  }

  /// Reads its output to the end (it exits, or closes it); false when that
  /// takes more than 20 seconds.
  func readToEnd() -> Bool {
    let deadline = Date().addingTimeInterval(20)
    while let chunk = nextChunk(before: deadline) {
      if chunk.isEmpty { return true }
      seen += String(decoding: chunk, as: UTF8.self)
    }
    return false
  }

  /// The next bytes of its output (empty at its end), or nil when none come
  /// before `deadline`.
  private func nextChunk(before deadline: Date) -> Data? {
    var ready = pollfd(
      fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
    let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
    guard left > 0, poll(&ready, 1, left) > 0 else { return nil }
    return output.fileHandleForReading.availableData
  }

  /// Closes the reading end of its standard output, as `| head` does.
  func closeOutput() {
    try? output.fileHandleForReading.close()
  }

  /// Waits up to 10 seconds for it to exit by itself; kills it after that.
  func waitForExit() -> Bool {
    try? input.fileHandleForWriting.close()
    let inTime = exited.wait(timeout: .now() + .seconds(10)) == .success
    if !inTime { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return inTime
  }

  /// Sends `signal`, waits up to 5 seconds for the exit (SIGKILL after that),
  /// reads the rest of the output; returns whether it ended by itself in time.
  func stop(with signal: Int32) -> Bool {
    kill(process.processIdentifier, signal)
    let inTime = exited.wait(timeout: .now() + .seconds(5)) == .success
    if !inTime { kill(process.processIdentifier, SIGKILL) }
    seen += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return inTime
  }
}

/// glibc's `pidfd_open` (2.36 and later), which Swift's Glibc module does not
/// declare: looked up once.
private let pidfdOpen: (@convention(c) (pid_t, UInt32) -> Int32)? = {
  guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "pidfd_open") else { return nil }
  return unsafeBitCast(symbol, to: (@convention(c) (pid_t, UInt32) -> Int32).self)
}()

/// Whether process `pid`, not a child of the tests (a game's worker), has
/// ended or ends within `milliseconds`: waited for through a pidfd, which
/// the kernel makes readable when the process exits (no polling of /proc).
func exits(_ pid: pid_t, withinMilliseconds milliseconds: Int32) -> Bool {
  guard let pidfdOpen else { return false }
  let descriptor = pidfdOpen(pid, 0)
  // No such process: it has ended and been reaped.
  guard descriptor >= 0 else { return errno == ESRCH }
  defer { close(descriptor) }
  var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
  while true {
    let result = poll(&ready, 1, milliseconds)
    if result < 0 && errno == EINTR { continue }
    return result > 0
  }
}

/// Whether `condition` holds, or comes to hold within `seconds`: checked
/// again each time a file is made, written or renamed into `folder` (made
/// if missing), as inotify reports it; no sleeping, no polling.
func waitInFolder(_ folder: String, seconds: Int, until condition: () -> Bool) -> Bool {
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  let watcher = inotify_init1(Int32(IN_CLOEXEC))
  guard watcher >= 0 else { return condition() }
  defer { close(watcher) }
  let events = UInt32(IN_CREATE | IN_CLOSE_WRITE | IN_MOVED_TO)
  guard inotify_add_watch(watcher, folder, events) >= 0 else { return condition() }
  let end = ContinuousClock.now + .seconds(seconds)
  var buffer = [UInt8](repeating: 0, count: 4096)
  while !condition() {
    let left = end - ContinuousClock.now
    guard left > .zero else { return false }
    var ready = pollfd(fd: watcher, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(left.components.seconds * 1000 + 1)
    guard poll(&ready, 1, milliseconds) > 0 || errno == EINTR else { return condition() }
    if ready.revents & Int16(POLLIN) != 0 { _ = read(watcher, &buffer, buffer.count) }
  }
  return true
}
