import WordScramble

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
  /// Batches measured together (about 5 ms of work: 65,536 lines, as when a
  /// batch was 32,768 lines and a window two).
  static let window = 65_536 / BatchChecker.threadBatchSize
  /// The fewest cores that two threads must use at once, on average, to stay
  /// on two.
  let minimumCores: Double
  /// Lines checked on one thread alone, once two were found to gain nothing,
  /// before two are tried again (by default about a fifth of a second: each
  /// try costs two windows of batches on two threads that take turns).
  let aloneLines: Int
  /// How many times the threads were found not to gain.
  private(set) var fallbacks = 0
  private var start: (wall: Int64, cpu: Int64)?
  private var batches = 0
  /// Windows in a row below ``minimumCores``: two make a fall back (one
  /// alone may be a hiccup of the scheduler, and a wrong fall back costs a
  /// third of a second of one thread).
  private var windowsBelow = 0

  /// By default two threads stay while they use 1.15 cores at once: two
  /// cost about a sixth more work than one (10 M lines: 1.08 s of CPU against
  /// 0.91 s), so below that one alone is faster. (A check whose second thread
  /// does most of the work, as with `--json`, uses about 1.35 cores idle.)
  init(minimumCores: Double = 1.15, aloneLines: Int = BatchChecker.batchSize * 256) {
    self.minimumCores = minimumCores
    self.aloneLines = aloneLines
  }

  /// Counts a batch handed over: false when it ends the second window in a
  /// row that shows the threads using fewer than ``minimumCores`` at once, on
  /// average.
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
    let isBelow = Double(now.cpu - start.cpu) < Double(now.wall - start.wall) * minimumCores
    windowsBelow = isBelow ? windowsBelow + 1 : 0
    return windowsBelow < 2
  }

  /// Starts measuring afresh, after a fall back to one thread.
  mutating func restart() {
    fallbacks += 1
    windowsBelow = 0
    start = nil
    batches = 0
  }

  private static func nanoseconds(_ clock: clockid_t) -> Int64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
