#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
@preconcurrency import CEditLine
import Synchronization
import WordScramble

/// What reading one line gave.
enum ReadResult: Equatable {
  /// A line's bytes (without the newline) and how many bytes past the bound were dropped.
  case line([UInt8], dropped: Int)
  /// End of input.
  case end
  /// A signal (SIGINT, SIGTERM) arrived while reading.
  case interrupted(Int32)
  /// The round's time ran out first; a line read or half typed since is not given.
  case timeUp
  /// The countdown's alarm went off first: nothing was read yet, and what
  /// was typed is kept for the next call.
  case alarm
}

/// Reads lines one at a time, showing the prompt where there is one to show:
/// `> `, or a question asked (`End the daily puzzle…? [y/N] `), after the time
/// left of a timed round (`1:05 > `).
protocol LineReader {
  mutating func next(countdown: Countdown?, question: String?) -> ReadResult
}

extension LineReader {
  /// The next line, read at the usual prompt.
  mutating func next(countdown: Countdown?) -> ReadResult {
    next(countdown: countdown, question: nil)
  }
}

/// Reads lines from a file descriptor with `read(2)`, bounded per line like the
/// batch checker; used for pipes, files and terminals without line editing.
struct PlainLineReader: LineReader {
  let descriptor: Int32
  /// Whether to write the prompt before reading (a terminal without line editing).
  let showsPrompt: Bool
  let output: Output
  private var splitter = LineSplitter()
  private var queue: [([UInt8], Int)] = []
  private var queueIndex = 0
  private var atEnd = false

  init(descriptor: Int32, showsPrompt: Bool, output: Output) {
    self.descriptor = descriptor
    self.showsPrompt = showsPrompt
    self.output = output
  }

  mutating func next(countdown: Countdown?, question: String?) -> ReadResult {
    if showsPrompt {
      try? output.write(Countdown.prompt(countdown, question: question))
      try? output.flush()
    }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      if let signal = Signals.pending { return .interrupted(signal) }
      if countdown?.millisecondsLeft == 0 {
        // What was typed of the line on a terminal is not judged, nor left for the shell.
        if isatty(descriptor) == 1 { tcflush(descriptor, TCIFLUSH) }
        return .timeUp
      }
      if queueIndex < queue.count {
        let (bytes, dropped) = queue[queueIndex]
        queueIndex += 1
        return .line(bytes, dropped: dropped)
      }
      if let countdown, let alarm = countdown.alarm, countdown.clock.milliseconds >= alarm {
        return .alarm
      }
      queue.removeAll(keepingCapacity: true)
      queueIndex = 0
      if atEnd {
        // Ctrl-D on a terminal ends what was typed, not the terminal: a
        // question asked next is read.
        if isatty(descriptor) == 1 { atEnd = false }
        return .end
      }
      let waited = Signals.wait(
        for: descriptor, until: countdown.map { min($0.deadline, $0.alarm ?? $0.deadline) },
        on: countdown?.clock ?? SystemClock())
      // After Ctrl-Z and `fg` the shell's lines stand under the prompt: show it again.
      if waited == .woken && TerminalModes.takeContinued() && showsPrompt {
        try? output.write(Countdown.prompt(countdown, question: question))
        try? output.flush()
      }
      guard waited == .ready else { continue }
      let count = read(descriptor, buffer.baseAddress, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        atEnd = true
      } else if count == 0 {
        atEnd = true
      }
      var lines: [([UInt8], Int)] = []
      if count > 0 {
        splitter.feed(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) { line, dropped in
          lines.append((Array(line), dropped))
        }
      }
      if atEnd {
        splitter.finish { line, dropped in lines.append((Array(line), dropped)) }
      }
      queue = lines
    }
  }
}

/// Reads lines on a terminal through libedit: arrow keys, Ctrl-A/E, history
/// (Up recalls the previous line) and Ctrl-R search.
///
/// libedit reads keys through ``readKey``, which waits with
/// ``Signals/wait(for:until:)``. Ctrl-C on a line with something typed clears
/// the line, as shells do; on an empty line it ends `readline` at once as end
/// of input, and the loop sees the signal.
struct EditLineReader: LineReader {
  private var history: InputHistory

  /// A reader whose Up recalls `history` too (the lines of earlier games).
  init(history: InputHistory) {
    self.history = history
    // Our own SIGINT handler ends the round; libedit must not install its own
    // (it would re-send the signal to the whole process group).
    rl_catch_signals = 0
    // libedit turns its wide characters back into bytes by the locale's
    // encoding; under the default "C" locale it drops every non-ASCII letter.
    if setlocale(LC_CTYPE, "") == nil || String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    rl_getc_function = readKey
    TerminalModes.keepOwnMode()
    rl_initialize()
    // The key readKey gives when the countdown's prompt changes: redraw the line.
    _ = rl_parse_and_bind("bind ^] ed-redisplay")
    using_history()
    for line in history.lines { add_history(line) }
  }

  mutating func next(countdown: Countdown?, question: String?) -> ReadResult {
    if let signal = Signals.pending { return .interrupted(signal) }
    lineTouched.store(false, ordering: .relaxed)
    keyCountdown.start(countdown, question: question)
    defer {
      keyCountdown.start(nil, question: nil)
      TerminalModes.editingEnded()
    }
    guard let line = readline(Countdown.prompt(countdown, question: question)) else {
      if let signal = Signals.pending { return .interrupted(signal) }
      return keyCountdown.ranOut ? Self.timeUp() : .end
    }
    defer { free(line) }
    if keyCountdown.ranOut { return Self.timeUp() }
    let count = strlen(line)
    // An answer to a question (`n` at `[y/N]`) is no word to recall with Up.
    if count > 0 && question == nil {
      add_history(line)
      history.add(
        String(decoding: UnsafeRawBufferPointer(start: line, count: count), as: UTF8.self))
    }
    if let signal = Signals.pending { return .interrupted(signal) }
    let bytes = UnsafeRawBufferPointer(start: line, count: count)
    let kept = min(count, InputLine.maximumLineBytes + 1)
    return .line(Array(bytes.prefix(kept)), dropped: count - kept)
  }

  /// The time ran out: what was typed and not yet read is dropped too, so
  /// nothing of the round's last word reaches the next line.
  private static func timeUp() -> ReadResult {
    tcflush(0, TCIFLUSH)
    return .timeUp
  }
}

/// One byte of standard input, or nil at its end or when a signal arrived.
func readInputByte() -> UInt8? {
  var byte: UInt8 = 0
  while true {
    switch Signals.wait(for: 0, until: nil) {
    case .ready:
      let count = read(0, &byte, 1)
      if count == 1 { return byte }
      if count < 0 && errno == EINTR { continue }
      return nil
    // Continued after Ctrl-Z: the line is redrawn before the next key.
    case .woken: continue
    case .signal, .timeout: return nil
    }
  }
}

/// The countdown of the line being read, as libedit's key reader sees it.
let keyCountdown = KeyCountdown()

/// A countdown's deadline, the seconds the prompt shows, whether the time ran
/// out, and whether an incremental search (Ctrl-R) is on, which the prompt's
/// redraw would end: the clock then stands still on screen.
final class KeyCountdown: Sendable {
  private let deadline = Atomic<Int64>(-1)
  private let shownSeconds = Atomic<Int64>(-1)
  private let timeRanOut = Atomic<Bool>(false)
  private let searching = Atomic<Bool>(false)
  private let question = Mutex<String?>(nil)
  /// The line editor's terminal mode was kept for this `readline`.
  private let modeKept = Atomic<Bool>(false)

  /// The countdown of the next `readline`, or nil for none, and the question
  /// its prompt asks, if any.
  func start(_ countdown: Countdown?, question: String?) {
    modeKept.store(false, ordering: .relaxed)
    self.question.withLock { $0 = question }
    deadline.store(countdown?.deadline ?? -1, ordering: .relaxed)
    shownSeconds.store(countdown.map(\.secondsShown) ?? -1, ordering: .relaxed)
    timeRanOut.store(false, ordering: .relaxed)
    searching.store(false, ordering: .relaxed)
  }

  /// Whether the time ran out during the last `readline`.
  var ranOut: Bool { timeRanOut.load(ordering: .relaxed) }

  /// Notes a key: Ctrl-R or Ctrl-S starts a search; another control key ends it.
  func pressed(_ byte: UInt8) {
    if byte == 0x12 || byte == 0x13 {
      searching.store(true, ordering: .relaxed)
    } else if byte < 0x20 && byte != 0x08 {
      searching.store(false, ordering: .relaxed)
    }
  }

  /// What waiting for the next key gave: a byte, a redraw (a new second to
  /// show, after setting the prompt that shows it, or the process continued
  /// after Ctrl-Z), or nil at the end of input, on a signal or when the time
  /// is up.
  func nextByte() -> KeyWait? {
    // libedit has put the terminal in its mode by now: Ctrl-Z and fg keep it.
    if !modeKept.exchange(true, ordering: .relaxed) { TerminalModes.editingBegan() }
    while true {
      let end = deadline.load(ordering: .relaxed)
      if TerminalModes.takeContinued() {
        if end >= 0 {
          let countdown = Countdown(deadline: end)
          shownSeconds.store(countdown.secondsShown, ordering: .relaxed)
          _ = rl_set_prompt(Countdown.prompt(countdown, question: question.withLock { $0 }))
        }
        return .tick
      }
      var until: Int64?
      if end >= 0 {
        let countdown = Countdown(deadline: end)
        if countdown.millisecondsLeft == 0 {
          timeRanOut.store(true, ordering: .relaxed)
          return nil
        }
        until =
          searching.load(ordering: .relaxed)
          ? end : min(end, countdown.clock.milliseconds + countdown.millisecondsToTick)
      }
      switch Signals.wait(for: 0, until: until) {
      case .signal: return nil
      case .ready: return readInputByte().map(KeyWait.byte)
      case .woken: continue
      case .timeout:
        let countdown = Countdown(deadline: end)
        let seconds = countdown.secondsShown
        if seconds > 0 && shownSeconds.exchange(seconds, ordering: .relaxed) != seconds {
          _ = rl_set_prompt(Countdown.prompt(countdown, question: question.withLock { $0 }))
          return .tick
        }
      }
    }
  }
}

/// What waiting for a key gave.
enum KeyWait {
  case byte(UInt8)
  /// The line is drawn again: the countdown shows another second, or the
  /// game was continued after Ctrl-Z.
  case tick
}
