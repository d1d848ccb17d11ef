#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WordScramble

/// Loads a dictionary from outside the system folders in a child process first.
///
/// libhunspell 1.7.1 parses `.aff`/`.dic` files in C++ without the later
/// fuzzing fixes, so a hostile or damaged file could crash the process that
/// loads it. The child (`wordgame __probe-dictionary PATH`) loads and checks it;
/// only if it survives does the game load it itself. A crash or a hang (30 s)
/// becomes a clear error instead of a lost game.
enum DictionaryProbe {
  static let subcommand = "__probe-dictionary"
  static let system = ["/usr/share/hunspell/", "/usr/share/myspell/"]

  /// Nil when `nameOrPath` loads safely (or comes from a system folder), else
  /// the problem to report.
  static func problem(with nameOrPath: String) -> String? {
    guard let location = try? DictionaryLocation.resolve(nameOrPath),
      !system.contains(where: location.dictionaryPath.hasPrefix)
    else { return nil }  // System dictionaries are trusted; other errors show on loading.
    guard let executable = SystemFiles.executablePath,
      let outcome = runChild(executable, arguments: [subcommand, location.dictionaryPath])
    else { return nil }
    switch outcome {
    case .hung:
      return "loading the dictionary '\(location.dictionaryPath)' hung the spell checker"
    case .signal(let number):
      return
        "loading the dictionary '\(location.dictionaryPath)' crashed the spell checker (signal \(number)); the file is damaged or hostile"
    case .exited:
      return nil
    }
  }

  /// How the child ended.
  enum Outcome: Equatable {
    case exited(Int32)
    case signal(Int32)
    case hung
  }

  /// Runs `executable` with `arguments`, its standard streams on /dev/null, and
  /// waits for it at most `timeout` seconds (then kills it). Nil if it could
  /// not be started.
  static func runChild(_ executable: String, arguments: [String], timeout: Double = 30)
    -> Outcome?
  {
    var environment = SystemFiles.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"  // die at once, quietly
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in 0...2 {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var child = pid_t()
    guard posix_spawn(&child, executable, &actions, nil, argv, envp) == 0 else { return nil }
    var status: Int32 = 0
    let deadline = monotonicSeconds() + timeout
    while true {
      let result = SystemCall.retrying { waitpid(child, &status, WNOHANG) }
      if result == child { break }
      if result < 0 { return nil }
      if monotonicSeconds() >= deadline {
        kill(child, SIGKILL)
        _ = SystemCall.retrying { waitpid(child, &status, 0) }
        return .hung
      }
      usleep(5_000)
    }
    // The wait status: the low 7 bits are the signal that ended it, if any.
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .signal(signal)
  }

  private static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// The child's side: load the dictionary and check it; exit 0 if it works.
  static func runChild(_ arguments: [String]) -> Int32 {
    guard let path = arguments.first else { return ExitStatus.couldNotRun }
    do {
      _ = Unmanaged.passRetained(try HunspellDictionary(path))
    } catch {
      return ExitStatus.couldNotRun
    }
    // A test seam: lets the tests prove that a crash here cannot reach the game.
    if let signal = SystemFiles.environment["WORDGAME_TEST_PROBE_SIGNAL"].flatMap(
      Int32.init)
    {
      raise(signal)
    }
    return ExitStatus.success
  }
}
