#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The clock a timed round counts down on, in milliseconds that only go
/// forward. ``MonotonicClock`` is the system's; tests hand in a clock they
/// advance by hand, so a round's time runs out without waiting for it.
public protocol GameClock: Sendable {
  /// Milliseconds since some fixed moment.
  var milliseconds: Int64 { get }
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`): it never jumps with the
/// time of day. `wordgame` leaves out the time it spent stopped (Ctrl-Z).
public struct MonotonicClock: GameClock {
  /// The clock.
  public init() {}

  /// Milliseconds since some fixed moment (the machine's start).
  public var milliseconds: Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
  }
}

/// The time left of a timed round: a deadline on a ``GameClock``. A session
/// is told the time left (``GameSession/timeLeft``) from its countdown.
public struct Countdown: Equatable, Sendable {
  /// When the round ends, in milliseconds of ``clock``.
  public let deadline: Int64
  /// The clock the deadline is on.
  public let clock: any GameClock
  /// A moment before the deadline when a reader waiting for a line stops to
  /// say the time left (a screen reader's), or nil.
  public var alarm: Int64?
  /// A prompt shows the time left (in screen-reader mode it is said instead).
  public var showsClock = true

  /// A countdown of `seconds` from now on `clock`.
  public init(seconds: Double, clock: any GameClock) {
    self.clock = clock
    deadline = clock.milliseconds + Int64((seconds * 1000).rounded())
  }

  /// A countdown to `deadline` on `clock`.
  public init(deadline: Int64, clock: any GameClock) {
    self.deadline = deadline
    self.clock = clock
  }

  /// Countdowns are equal when they end at the same moment.
  public static func == (left: Countdown, right: Countdown) -> Bool {
    left.deadline == right.deadline
  }

  /// Milliseconds left; 0 once the time is up.
  public var millisecondsLeft: Int64 { max(0, deadline - clock.milliseconds) }

  /// Seconds left, as a session is told them.
  public var secondsLeft: Double { Double(millisecondsLeft) / 1000 }

  /// The whole seconds left, rounded up, as a clock shows them (`1:05`).
  public var secondsShown: Int64 { (millisecondsLeft + 999) / 1000 }

  /// The time left as a clock shows it (`1:05`).
  public var clockText: String { TimeText.clock(Int(secondsShown)) }

  /// Milliseconds until the clock shows another second (or the time is up).
  public var millisecondsToTick: Int64 {
    let left = millisecondsLeft
    return left == 0 ? 0 : left - (left - 1) / 1000 * 1000
  }
}
