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
      queue.removeAll(keepingCapacity: true)
      queueIndex = 0
      if atEnd {
        // Ctrl-D on a terminal ends what was typed, not the terminal: a
        // question asked next is read.
        if isatty(descriptor) == 1 { atEnd = false }
        return .end
      }
      guard
        Signals.wait(
          for: descriptor, until: countdown?.deadline, on: countdown?.clock ?? SystemClock())
          == .ready
      else { continue }
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
    defer { keyCountdown.start(nil, question: nil) }
    guard let line = readline(Countdown.prompt(countdown, question: question)) else {
      if let signal = Signals.pending { return .interrupted(signal) }
      return keyCountdown.ranOut ? .timeUp : .end
    }
    defer { free(line) }
    if keyCountdown.ranOut { return .timeUp }
    let count = strlen(line)
    if count > 0 {
      add_history(line)
      history.add(
        String(decoding: UnsafeRawBufferPointer(start: line, count: count), as: UTF8.self))
    }
    if let signal = Signals.pending { return .interrupted(signal) }
    let bytes = UnsafeRawBufferPointer(start: line, count: count)
    let kept = min(count, InputLine.maximumLineBytes + 1)
    return .line(Array(bytes.prefix(kept)), dropped: count - kept)
  }
}

/// One byte of standard input, or nil at its end or when a signal arrived.
private func readInputByte() -> UInt8? {
  var byte: UInt8 = 0
  while Signals.wait(for: 0, until: nil) == .ready {
    let count = read(0, &byte, 1)
    if count == 1 { return byte }
    if count < 0 && errno == EINTR { continue }
    return nil
  }
  return nil
}

/// The countdown of the line being read, as libedit's key reader sees it.
private let keyCountdown = KeyCountdown()

/// A countdown's deadline, the seconds the prompt shows, whether the time ran
/// out, and whether an incremental search (Ctrl-R) is on, which the prompt's
/// redraw would end: the clock then stands still on screen.
private final class KeyCountdown: Sendable {
  private let deadline = Atomic<Int64>(-1)
  private let shownSeconds = Atomic<Int64>(-1)
  private let timeRanOut = Atomic<Bool>(false)
  private let searching = Atomic<Bool>(false)
  private let question = Mutex<String?>(nil)

  /// The countdown of the next `readline`, or nil for none, and the question
  /// its prompt asks, if any.
  func start(_ countdown: Countdown?, question: String?) {
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

  /// What waiting for the next key gave: a byte, a new second to show (after
  /// setting the prompt that shows it), or nil at the end of input, on a signal
  /// or when the time is up.
  func nextByte() -> KeyWait? {
    while true {
      let end = deadline.load(ordering: .relaxed)
      guard end >= 0 else { return readInputByte().map(KeyWait.byte) }
      let countdown = Countdown(deadline: end)
      if countdown.millisecondsLeft == 0 {
        timeRanOut.store(true, ordering: .relaxed)
        return nil
      }
      let tick =
        searching.load(ordering: .relaxed)
        ? end : countdown.clock.milliseconds + countdown.millisecondsToTick
      switch Signals.wait(for: 0, until: min(end, tick)) {
      case .signal: return nil
      case .ready: return readInputByte().map(KeyWait.byte)
      case .timeout:
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
private enum KeyWait {
  case byte(UInt8)
  /// The countdown shows another second.
  case tick
}

/// Whether a key other than Enter was pressed since the prompt: Ctrl-C then
/// clears the line instead of ending the game.
private let lineTouched = Atomic<Bool>(false)

/// libedit's key reader: one Unicode scalar decoded from UTF-8 (libedit keeps
/// wide characters and takes the returned value as one), U+FFFD for bytes that
/// are not UTF-8, or -1 for end of input (and on a signal). Ctrl-C after a
/// key was pressed is Ctrl-U (libedit's kill-line): the line is cleared.
private let readKey: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
  let key = keyCountdown.nextByte()
  if case .tick = key { return 0x1D }  // Ctrl-], bound to ed-redisplay
  guard case .byte(let lead) = key else {
    guard Signals.pending == SIGINT, lineTouched.exchange(false, ordering: .relaxed) else {
      return -1
    }
    Signals.consume()
    return 0x15
  }
  lineTouched.store(lead != 0x0A && lead != 0x0D, ordering: .relaxed)
  keyCountdown.pressed(lead)
  let length: Int
  var value: UInt32
  switch lead {
  case 0x00..<0x80: return Int32(lead)
  case 0xC2..<0xE0: (length, value) = (2, UInt32(lead & 0x1F))
  case 0xE0..<0xF0: (length, value) = (3, UInt32(lead & 0x0F))
  case 0xF0..<0xF5: (length, value) = (4, UInt32(lead & 0x07))
  default: return 0xFFFD
  }
  for _ in 1..<length {
    guard let next = readInputByte() else { return -1 }
    guard next & 0xC0 == 0x80 else { return 0xFFFD }
    value = value << 6 | UInt32(next & 0x3F)
  }
  let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
  guard value >= smallest, Unicode.Scalar(value) != nil else { return 0xFFFD }
  return Int32(value)
}
