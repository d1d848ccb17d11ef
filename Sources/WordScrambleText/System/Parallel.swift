#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work on threads of its own that end before it returns: unlike
/// Dispatch's pool, no thread (and nothing a thread allocated) outlives the
/// call, so a leak checker run after it sees every allocation freed.
package enum Parallel {
  private final class Job: @unchecked Sendable {
    let body: (Int) -> Void
    let part: Int
    init(_ body: @escaping (Int) -> Void, part: Int) {
      self.body = body
      self.part = part
    }
  }

  #if os(Linux)
    typealias Thread = pthread_t
  #else
    typealias Thread = pthread_t?
  #endif

  /// Calls `body` with each of `0..<count`: part 0 on the calling thread, the
  /// others on new threads, all joined before returning. A thread that cannot
  /// be started runs its part on the calling thread.
  package static func run(_ count: Int, _ body: @escaping (Int) -> Void) {
    var threads: [Thread] = []
    for part in 1..<max(1, count) {
      if let thread = start(Job(body, part: part)) { threads.append(thread) } else { body(part) }
    }
    if count > 0 { body(0) }
    #if os(Linux)
      for thread in threads { pthread_join(thread, nil) }
    #else
      for thread in threads { if let thread { pthread_join(thread, nil) } }
    #endif
  }

  /// Calls `body` on a new thread that is not joined (the process may end
  /// before it does); nothing when no thread can be started.
  package static func detach(_ body: @escaping @Sendable () -> Void) {
    guard let thread = start(Job({ _ in body() }, part: 0)) else { return }
    #if os(Linux)
      pthread_detach(thread)
    #else
      if let thread { pthread_detach(thread) }
    #endif
  }

  /// Runs `job` on a new thread; nil when none could be started.
  private static func start(_ job: Job) -> Thread? {
    let raw = Unmanaged.passRetained(job).toOpaque()
    var thread = Thread()
    let started = pthread_create(
      &thread, nil,
      { raw in
        let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
        job.body(job.part)
        return nil
      }, raw)
    guard started == 0 else {
      Unmanaged<Job>.fromOpaque(raw).release()
      return nil
    }
    return thread
  }
}
