#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization
import WordScramble

/// The last SIGINT, SIGTERM or SIGHUP received, or 0.
let receivedSignal = Atomic<Int32>(0)
/// The write end of the self-pipe the signal handler wakes readers through, or -1.
let wakeWriteEnd = Atomic<Int32>(-1)
/// The read end of that pipe, or -1.
let wakeReadEnd = Atomic<Int32>(-1)

/// Catches SIGINT, SIGTERM and SIGHUP (a closed terminal) so a round can end cleanly.
///
/// The handler records the signal and writes a byte to a pipe (both
/// async-signal-safe). Readers wait with `poll` on their input *and* that pipe,
/// so a signal that arrives at any moment, even just before a read would block,
/// wakes them at once: no lost Ctrl-C, no blind retry loop, no spinning.
enum Signals {
  static func catchInterrupts() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      }
      wakeReadEnd.store(ends[0], ordering: .relaxed)
      wakeWriteEnd.store(ends[1], ordering: .relaxed)
    }
    let handler: @convention(c) (Int32) -> Void = { signal in
      receivedSignal.store(signal, ordering: .relaxed)
      Signals.wake()
    }
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      handle(signal, with: handler)
      // A parent may have started us with it blocked (a test runner's threads do).
      unblock(signal)
    }
    SystemClock.catchStops()
    TerminalModes.catchContinues()
  }

  /// Wakes a reader waiting in ``wait(for:until:on:)``. Async-signal-safe.
  static func wake() {
    var byte: UInt8 = 1
    let end = wakeWriteEnd.load(ordering: .relaxed)
    if end >= 0 { _ = write(end, &byte, 1) }
  }

  /// Sets `handler` for `signal`, or the default action when nil. Async-signal-safe.
  static func handle(_ signal: Int32, with handler: (@convention(c) (Int32) -> Void)?) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
    #else
      action.__sigaction_u.__sa_handler = handler ?? SIG_DFL
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, nil)
  }

  /// Lets `signal` be delivered to this thread. Async-signal-safe.
  static func unblock(_ signal: Int32) {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }

  /// The signal received since start, if any.
  static var pending: Int32? {
    let signal = receivedSignal.load(ordering: .relaxed)
    return signal == 0 ? nil : signal
  }

  /// Forgets the signal received (a Ctrl-C that cleared a half-typed line):
  /// empties the wake pipe and clears ``pending``.
  static func consume() {
    drainWakePipe()
    receivedSignal.store(0, ordering: .relaxed)
  }

  /// Empties the wake pipe (a signal received meanwhile stays ``pending``).
  private static func drainWakePipe() {
    var byte: UInt8 = 0
    let end = wakeReadEnd.load(ordering: .relaxed)
    while end >= 0 && read(end, &byte, 1) == 1 {}
  }

  /// What waiting for input ended with.
  enum Wait: Equatable {
    /// The descriptor can be read (or is at its end).
    case ready
    /// A signal arrived.
    case signal
    /// The deadline passed first.
    case timeout
    /// Woken without a signal to act on (the process was continued after
    /// Ctrl-Z): the reader redraws what it shows, then waits again.
    case woken
  }

  /// Waits until `descriptor` can be read, a signal arrives, `clock`
  /// reaches `deadline` (if one is given) or ``wake()`` is called.
  static func wait(
    for descriptor: Int32, until deadline: Int64?, on clock: any GameClock = SystemClock()
  ) -> Wait {
    while pending == nil {
      var fds = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeReadEnd.load(ordering: .relaxed), events: Int16(POLLIN), revents: 0),
      ]
      var timeout: Int32 = -1
      if let deadline {
        let left = deadline - clock.milliseconds
        if left <= 0 { return .timeout }
        timeout = Int32(min(left, 60_000))
      }
      let ready = poll(&fds, fds[1].fd >= 0 ? 2 : 1, timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        return .ready  // let the read report the problem
      }
      if fds[0].revents != 0 { return pending == nil ? .ready : .signal }
      if fds[1].revents != 0 && pending == nil {
        drainWakePipe()
        return .woken
      }
    }
    return .signal
  }
}
