#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization
import WordScramble

/// Shows how far the first build of a dictionary's word list has come, on
/// standard error when it is a terminal and the build takes more than a
/// moment: `Preparing the pl_PL word list (first use only)… 40%`. The line is
/// cleared when the build ends. In screen-reader mode it is not redrawn: it is
/// said once, on a line of its own.
final class BuildProgress: Sendable {
  private let name: String
  private let started: Double
  private let isTerminal: Bool
  private let redraws: Bool
  /// The percentage shown last (-1: nothing shown).
  private let shown = Mutex(-1)

  /// How long a build runs silently before its progress is shown (seconds).
  static let delay = 0.3

  init(name: String, redraws: Bool = true) {
    self.name = name
    self.redraws = redraws
    self.started = Self.now()
    self.isTerminal = isatty(StandardStreams.current.error) == 1
  }

  /// Shows `fraction` (0 to 1) done, when it changed the percentage shown.
  func show(_ fraction: Double) {
    guard isTerminal, Self.now() - started >= Self.delay else { return }
    let percent = Int((min(1, max(0, fraction)) * 100).rounded(.down))
    let changed = shown.withLock { shown in
      defer { shown = percent }
      // Without redraws, said once.
      return redraws ? shown != percent : shown < 0
    }
    guard changed else { return }
    let escapedName = Escaping.forDisplay(name)
    let text = messages("Preparing the %s word list (first use only)… %d%%", escapedName, percent)
    guard redraws else { return printError(text) }
    printError("\r\u{1B}[K" + text, newline: false)
  }

  /// Clears the progress line, if one was shown.
  func finish() {
    guard redraws, shown.withLock({ $0 }) >= 0 else { return }
    printError("\r\u{1B}[K", newline: false)
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
