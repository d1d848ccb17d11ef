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
  /// before it does); returns false (and calls nothing) when no thread can be started.
  @discardableResult
  package static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
    guard let thread = start(Job({ _ in body() }, part: 0)) else { return false }
    #if os(Linux)
      pthread_detach(thread)
    #else
      if let thread { pthread_detach(thread) }
    #endif
    return true
  }

  /// A thread of its own that changes values handed to it one at a time, so
  /// that a stream of batches keeps one thread (and its warm cache) rather
  /// than starting one a batch. Its thread ends when it is released.
  package final class Worker<Value: Sendable>: @unchecked Sendable {
    /// What the thread and the caller share; the thread holds it too, so it
    /// outlives the worker until the thread has ended.
    private final class Shared: @unchecked Sendable {
      let body: @Sendable (inout Value) -> Void
      let ready = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
      let done = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
      var value: Value?
      var stopping = false
      /// Whether both semaphores work (macOS has no unnamed ones: then no worker).
      let isReady: Bool

      init(_ body: @escaping @Sendable (inout Value) -> Void) {
        self.body = body
        isReady = sem_init(ready, 0, 0) == 0 && sem_init(done, 0, 0) == 0
      }

      deinit {
        sem_destroy(ready)
        sem_destroy(done)
        ready.deallocate()
        done.deallocate()
      }

      func loop() {
        while true {
          Shared.wait(ready)
          if stopping { return }
          if var changed = value.take() {
            body(&changed)
            value = consume changed
          }
          sem_post(done)
        }
      }

      /// Waits on `semaphore`, again when a signal interrupts the wait.
      static func wait(_ semaphore: UnsafeMutablePointer<sem_t>) {
        while sem_wait(semaphore) != 0 && errno == EINTR {}
      }
    }

    private let shared: Shared
    private let thread: Thread
    private var busy = false

    /// A worker that changes each value with `body`; nil when no thread can be started.
    package init?(_ body: @escaping @Sendable (inout Value) -> Void) {
      let shared = Shared(body)
      guard shared.isReady, let thread = Parallel.start(Job({ _ in shared.loop() }, part: 0)) else {
        return nil
      }
      self.shared = shared
      self.thread = thread
    }

    deinit {
      shared.stopping = true
      sem_post(shared.ready)
      #if os(Linux)
        pthread_join(thread, nil)
      #else
        if let thread { pthread_join(thread, nil) }
      #endif
    }

    /// Whether a value handed over has not been taken back.
    package var isBusy: Bool { busy }

    /// Hands `value` to the thread (after taking back the one before, if any).
    package func submit(_ value: consuming Value) {
      precondition(!busy, "take the value back before handing over another")
      shared.value = value
      busy = true
      sem_post(shared.ready)
    }

    /// The value last handed over, changed, once the thread is done with it;
    /// nil when none is being worked on.
    package func take() -> Value? {
      guard busy else { return nil }
      Shared.wait(shared.done)
      busy = false
      return shared.value.take()
    }
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
