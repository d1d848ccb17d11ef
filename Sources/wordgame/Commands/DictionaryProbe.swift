import Foundation
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
    guard let executable = Bundle.main.executableURL else { return nil }
    let process = Process()
    process.executableURL = executable
    process.arguments = [subcommand, location.dictionaryPath]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"  // die at once, quietly
    process.environment = environment
    do { try process.run() } catch { return nil }
    let deadline = Date().addingTimeInterval(30)
    while process.isRunning && Date() < deadline { usleep(5_000) }
    if process.isRunning {
      process.terminate()
      return "loading the dictionary '\(location.dictionaryPath)' hung the spell checker"
    }
    if process.terminationReason == .uncaughtSignal {
      return
        "loading the dictionary '\(location.dictionaryPath)' crashed the spell checker (signal \(process.terminationStatus)); the file is damaged or hostile"
    }
    return nil
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
    if let signal = ProcessInfo.processInfo.environment["WORDGAME_TEST_PROBE_SIGNAL"].flatMap(
      Int32.init)
    {
      raise(signal)
    }
    return ExitStatus.success
  }
}
