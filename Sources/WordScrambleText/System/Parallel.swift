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

  /// Calls `body` with each of `0..<count`: part 0 on the calling thread, the
  /// others on new threads, all joined before returning. A thread that cannot
  /// be started runs its part on the calling thread.
  package static func run(_ count: Int, _ body: @escaping (Int) -> Void) {
    #if os(Linux)
      var threads: [pthread_t] = []
    #else
      var threads: [pthread_t?] = []
    #endif
    for part in 1..<max(1, count) {
      let job = Unmanaged.passRetained(Job(body, part: part)).toOpaque()
      #if os(Linux)
        var thread = pthread_t()
      #else
        var thread: pthread_t?
      #endif
      let started = pthread_create(
        &thread, nil,
        { raw in
          let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
          job.body(job.part)
          return nil
        }, job)
      if started == 0 {
        threads.append(thread)
      } else {
        Unmanaged<Job>.fromOpaque(job).release()
        body(part)
      }
    }
    if count > 0 { body(0) }
    #if os(Linux)
      for thread in threads { pthread_join(thread, nil) }
    #else
      for thread in threads { if let thread { pthread_join(thread, nil) } }
    #endif
  }
}
