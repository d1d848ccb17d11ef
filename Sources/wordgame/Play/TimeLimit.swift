#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CommandLineOptions
import Synchronization
import WordScramble

/// `--time DURATION`: timed rounds.
enum TimeLimit {
  static let option = Option(
    name: "time", value: .text("duration"),
    help:
      "Play timed rounds of DURATION: seconds (90) or minutes (2m or 2min; also 1m30s, 1h30, 1.5m, 1h), up to 24h. The prompt counts down; at zero the round ends and shows the words missed."
  )

  /// The round length `--time` asks for, in whole seconds, or nil when not given.
  static func seconds(_ parsed: ParsedArguments) throws(UsageError) -> Int? {
    guard let text = parsed.text(option) else { return nil }
    guard let seconds = seconds(text) else {
      throw UsageError(
        "The value '%s' is invalid for '--time': expected a positive number of seconds (90) or minutes (2m), up to 24h",
        text)
    }
    return seconds
  }

  /// `text` in whole seconds (rounded), or nil unless it is a number of
  /// seconds (`90`), or numbers each with a unit h, m (or min, mn) or s (or
  /// sec) in that order (`2m`, `2 min`, `1m30s`, `1.5m`, or `1,5m` as most
  /// languages write a decimal), the last number's unit left out after
  /// another (`1h30`, `1m30`: the next unit down), making 1 second to 24 hours.
  static func seconds(_ text: String) -> Int? {
    let units: [Character: Double] = ["h": 3600, "m": 60, "s": 1]
    var spelled = text.lowercased().filter { $0 != " " && $0 != "\u{A0}" }
    for (word, unit) in [("min", "m"), ("mn", "m"), ("sec", "s")] {
      spelled = spelled.replacing(word, with: unit)
    }
    var total = 0.0
    var number = ""
    var lastUnit = Double.infinity
    for character in spelled {
      if character.isASCII && (character.isNumber || character == "." || character == ",") {
        number.append(character == "," ? "." : character)
        continue
      }
      guard let unit = units[character], unit < lastUnit, let value = decimal(number) else {
        return nil
      }
      (total, number, lastUnit) = (total + value * unit, "", unit)
    }
    if !number.isEmpty {
      // Alone, seconds; after hours, minutes (`1h30`); after minutes, seconds.
      let unit: Double? = [.infinity: 1, 3600: 60, 60: 1][lastUnit]
      guard let unit, let value = decimal(number) else { return nil }
      total += value * unit
    }
    let seconds = total.rounded()
    guard seconds >= 1 && seconds <= Double(SavedRound.longestTime)
    else { return nil }
    return Int(seconds)
  }

  /// Digits with at most one decimal point (a comma read as one) and a digit somewhere.
  private static func decimal(_ text: String) -> Double? {
    guard text.contains(where: \.isNumber), text.filter({ $0 == "." }).count <= 1 else {
      return nil
    }
    return Double(text.hasPrefix(".") ? "0" + text : text)
  }
}

/// The game's clock: the monotonic clock less the time the process spent
/// stopped by Ctrl-Z (see ``catchStops()``).
struct SystemClock: GameClock {
  var milliseconds: Int64 {
    monotonicMilliseconds() - stoppedMilliseconds.load(ordering: .relaxed)
  }

  /// Leaves the time stopped by Ctrl-Z (SIGTSTP) out of ``milliseconds``, so a
  /// suspended timed round keeps its time: the handler notes the time, stops
  /// the process as the default action would, and on SIGCONT adds the pause.
  static func catchStops() {
    Signals.handle(SIGTSTP, with: onStop)
    // A parent may have started us with it blocked, as with SIGINT.
    Signals.unblock(SIGTSTP)
  }
}

extension Countdown {
  /// A countdown of `seconds` from now on the game's clock.
  init(seconds: Double) { self.init(seconds: seconds, clock: SystemClock()) }

  /// A countdown to `deadline` on the game's clock.
  init(deadline: Int64) { self.init(deadline: deadline, clock: SystemClock()) }

  /// The prompt with the time left: `1:05 > ` (`> ` when it does not show it).
  var prompt: String { Self.prompt(self, question: nil) }

  /// The prompt: `> ` or a question asked (`… [y/N] `), after the time left
  /// of a timed round when it shows it (`1:05 > `).
  static func prompt(_ countdown: Countdown?, question: String?) -> String {
    let clock = countdown.flatMap { $0.showsClock ? $0.clockText + " " : nil }
    return (clock ?? "") + (question ?? "> ")
  }
}

/// Milliseconds the process spent stopped by SIGTSTP.
private let stoppedMilliseconds = Atomic<Int64>(0)

/// The monotonic clock, in milliseconds.
private func monotonicMilliseconds() -> Int64 { MonotonicClock().milliseconds }

/// SIGTSTP: give the terminal its own mode back and stop as the default
/// action does, then count the pause (only async-signal-safe calls:
/// clock_gettime, tcsetattr, sigaction, sigprocmask, raise). SIGCONT's own
/// handler takes the line editor's mode again (``TerminalModes``).
private func onStop(_ signal: Int32) {
  let start = monotonicMilliseconds()
  TerminalModes.onStop()
  Signals.handle(SIGTSTP, with: nil)
  Signals.unblock(SIGTSTP)
  raise(SIGTSTP)
  // Continued (SIGCONT).
  Signals.handle(SIGTSTP, with: onStop)
  stoppedMilliseconds.add(monotonicMilliseconds() - start, ordering: .relaxed)
}
