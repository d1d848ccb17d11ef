#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process the game talks to over two pipes: its standard input and
/// output (standard error goes to /dev/null). The parent's ends are
/// close-on-exec, so when the game dies, even by `kill -9`, the child reads the
/// end of its input and exits.
package struct ChildProcess {
  let pid: pid_t
  /// The parent's end of the child's standard input.
  let input: Int32
  /// The parent's end of the child's standard output.
  let output: Int32
  /// Bytes read from the child's output, not yet returned as a line.
  private var pending: [UInt8] = []

  /// Why a line could not be read.
  package enum ReadFailure: Error, Equatable {
    /// The child closed its output (it exited or was killed).
    case ended
    /// No line within the timeout.
    case timedOut
  }

  #if canImport(Glibc)
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; not
    /// in Swift's Glibc module), looked up once: nil on an older glibc.
    private static let closeFrom:
      (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
          return nil
        }
        return unsafeBitCast(
          symbol,
          to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)
            .self)
      }()
  #endif

  /// Starts `executable` with `arguments` and the environment plus
  /// `SWIFT_BACKTRACE=enable=no` (a crash ends it at once, quietly); nil when
  /// it cannot be started.
  package static func start(_ executable: String, arguments: [String]) -> ChildProcess? {
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0 else { return nil }
    guard pipe(&fromChild) == 0 else {
      toChild.forEach { close($0) }
      return nil
    }
    for end in toChild + fromChild { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // The child's input is written without blocking (``send(_:timeoutMilliseconds:)``).
    _ = fcntl(toChild[1], F_SETFL, fcntl(toChild[1], F_GETFL) | O_NONBLOCK)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // Nothing else of the parent's reaches the child: a descriptor an app
    // (or a test) opened without FD_CLOEXEC, say its own pipe's writing end,
    // would stay open in a long-lived worker, and that pipe would never end.
    #if canImport(Glibc)
      _ = Self.closeFrom?(&actions, 3)
    #endif
    var environment = SystemFiles.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    // The child starts with no signal blocked and the default actions (a test
    // runner's blocked signals, or our ignored SIGPIPE, would otherwise carry over).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGABRT, SIGSEGV] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    #if canImport(Darwin)
      let closesOthers = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      let closesOthers: Int32 = 0
    #endif
    posix_spawnattr_setflags(
      &attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | closesOthers))
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0
    close(toChild[0])
    close(fromChild[1])
    guard spawned else {
      close(toChild[1])
      close(fromChild[0])
      return nil
    }
    return ChildProcess(pid: pid, input: toChild[1], output: fromChild[0])
  }

  /// Writes `text` to the child's input: `.ended` when the child is gone,
  /// `.timedOut` when it takes none of it for `timeoutMilliseconds` (a stuck
  /// child never blocks the game: the pipe is written without blocking).
  package func send(_ text: String, timeoutMilliseconds: Int32) -> Result<Void, ReadFailure> {
    // A child gone makes the write EPIPE and raise SIGPIPE, which would end
    // an app that does not ignore it: blocked on this thread for the write,
    // and one raised by it taken back before the mask is restored.
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
    defer {
      var pending = sigset_t()
      if sigismember(&previous, SIGPIPE) == 0, sigpending(&pending) == 0,
        sigismember(&pending, SIGPIPE) == 1
      {
        var none = timespec()
        _ = sigtimedwait(&pipeSignal, nil, &none)
      }
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    var text = text
    return text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(input, bytes.baseAddress! + offset, bytes.count - offset)
        if written > 0 {
          offset += written
          continue
        }
        guard written < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
          return .failure(.ended)
        }
        if errno == EINTR { continue }
        var descriptor = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
        var ready: Int32
        repeat {
          ready = poll(&descriptor, 1, timeoutMilliseconds)
        } while ready < 0 && errno == EINTR
        if ready == 0 { return .failure(.timedOut) }
        if ready < 0 || descriptor.revents & Int16(POLLERR | POLLHUP) != 0 {
          return .failure(.ended)
        }
      }
      return .success(())
    }
  }

  /// The next line of the child's output, without its newline.
  package mutating func readLine(timeoutMilliseconds: Int32) -> Result<String, ReadFailure> {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      if let newline = pending.firstIndex(of: 0x0A) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        return .success(line)
      }
      var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, timeoutMilliseconds)
      if ready < 0 && errno == EINTR { continue }
      if ready == 0 { return .failure(.timedOut) }
      let count = buffer.withUnsafeMutableBytes { SystemCall.read(output, into: $0) }
      guard case .success(let read) = count, read > 0 else { return .failure(.ended) }
      pending += buffer[..<read]
    }
  }

  /// Ends the child (killed if still running) and says how it ended:
  /// `signal 11`, `exit status 3`.
  package func finish(kill shouldKill: Bool) -> String {
    close(input)
    close(output)
    if shouldKill { kill(pid, SIGKILL) }
    var status: Int32 = 0
    guard SystemCall.retrying({ waitpid(pid, &status, 0) }) == pid else { return "lost" }
    let signal = status & 0x7F
    return signal == 0 ? "exit status \((status >> 8) & 0xFF)" : "signal \(signal)"
  }
}
