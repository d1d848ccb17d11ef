#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a second thread runs beside the first: the process's CPU time over
/// the wall-clock time of a few batches. On a machine busy with other work the
/// two threads take turns on one core, each waiting on the other, and are
/// slower than one alone (10 M lines with another process spinning: 1.34 s on
/// two threads, 1.18 s on one; idle, 0.72 s and 1.08 s).
struct ThreadUse {
  /// Batches measured together (about 10 ms of work).
  static let window = 4
  private var start: (wall: Int64, cpu: Int64)?
  private var batches = 0

  /// Counts a batch handed over: false when the window it ends shows the
  /// threads using less than 1.3 cores at once, on average.
  mutating func gains() -> Bool {
    let now = (
      wall: Self.nanoseconds(CLOCK_MONOTONIC), cpu: Self.nanoseconds(CLOCK_PROCESS_CPUTIME_ID)
    )
    guard let start else {
      self.start = now
      return true
    }
    batches += 1
    guard batches >= Self.window else { return true }
    self.start = now
    batches = 0
    return (now.cpu - start.cpu) * 10 >= (now.wall - start.wall) * 13
  }

  /// Starts measuring afresh (after a while on one thread).
  mutating func restart() {
    start = nil
    batches = 0
  }

  private static func nanoseconds(_ clock: clockid_t) -> Int64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
