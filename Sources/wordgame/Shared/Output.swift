#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WordScramble

/// The descriptors a command reads and writes: the process's standard
/// input, output and error, or, for a command a test runs in its own process,
/// files of the test's (with ``SystemFiles/overridden`` as its environment).
struct StandardStreams: Sendable {
  var input: Int32 = 0
  var output: Int32 = 1
  var error: Int32 = 2

  /// Whether these are the process's own (not a test's run in its process).
  var isTheProcessOwn: Bool { input == 0 && output == 1 && error == 2 }

  /// The streams of the command running now.
  @TaskLocal static var current = StandardStreams()
}

/// Why writing output failed.
enum OutputError: Error {
  /// The reader went away (`wordgame … | head -1`): stop quietly.
  case closed
  /// Any other write error (a full disk, say).
  case failed(SystemError)
}

/// A buffered writer on a file descriptor that reports write errors instead of
/// losing output: a closed pipe is ``OutputError/closed``, anything else
/// ``OutputError/failed(_:)``.
final class Output {
  let descriptor: Int32
  private var buffer: [UInt8] = []
  private let capacity: Int

  init(descriptor: Int32, capacity: Int = 64 * 1024) {
    self.descriptor = descriptor
    self.capacity = capacity
    buffer.reserveCapacity(capacity)
  }

  func write(_ text: String) throws(OutputError) {
    var text = text
    text.withUTF8 { buffer.append(contentsOf: $0) }
    if buffer.count >= capacity { try flush() }
  }

  /// Writes `bytes`: at once when they fill a buffer or more and none are
  /// waiting (no copy), else through the buffer.
  func write(bytes: UnsafeRawBufferPointer) throws(OutputError) {
    if buffer.isEmpty && bytes.count >= capacity {
      try writeAll(bytes)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= capacity { try flush() }
  }

  func flush() throws(OutputError) {
    defer { buffer.removeAll(keepingCapacity: true) }
    try writeAll(buffer)
  }

  private func writeAll(_ bytes: [UInt8]) throws(OutputError) {
    var failure: OutputError?
    bytes.withUnsafeBytes { bytes in
      do throws(OutputError) { try writeAll(bytes) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  private func writeAll(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    do throws(SystemError) {
      try SystemCall.writeAll(descriptor, bytes)
    } catch {
      throw error.code == EPIPE ? .closed : .failed(error)
    }
  }

  /// Writes `text` to standard output (or `descriptor`) and flushes it; the exit status: 0, 141
  /// for a closed pipe, 2 (with the reason on standard error) for a failure.
  static func printAll(
    _ text: String, what: String? = nil, to descriptor: Int32 = StandardStreams.current.output
  ) -> Int32 {
    let output = Output(descriptor: descriptor)
    do {
      try output.write(text)
      try output.flush()
      return ExitStatus.success
    } catch {
      return ExitStatus.of(error, writing: what ?? messages("to standard output"))
    }
  }
}

extension ExitStatus {
  /// The exit status for an output error: quiet for a closed pipe, else the
  /// reason on standard error (`Error: cannot write the results: …`).
  static func of(_ error: OutputError, writing what: String) -> Int32 {
    switch error {
    case .closed: return outputClosed
    case .failed(let reason):
      printError(messages("Error: cannot write %s: %s", what, reason.description(in: messages)))
      return couldNotRun
    }
  }
}

extension Output {
  /// Writes `lines` to `descriptor` as ``printAll(_:what:to:)`` does, each
  /// broken at spaces to the width of the terminal it goes to (as the game's
  /// own lines are; not piped, not for a screen reader), but the last when
  /// `keepingLast` (a share line, broken only between its parts).
  static func printLaidOut(
    _ lines: [String], to descriptor: Int32, screenReader: Bool, keepingLast: Bool = false
  ) -> Int32 {
    printLaidOut(
      lines.map { ShownLine(text: $0) }, to: descriptor, screenReader: screenReader,
      keepingLast: keepingLast)
  }

  /// ``printLaidOut(_:to:screenReader:keepingLast:)`` for lines that each
  /// say how they are broken (a list continues under its first word).
  static func printLaidOut(
    _ lines: [ShownLine], to descriptor: Int32, screenReader: Bool, keepingLast: Bool = false
  ) -> Int32 {
    let width = screenReader ? nil : TerminalStyle.terminalColumns(descriptor)
    let laidOut = lines.enumerated().flatMap { index, line in
      guard let width else { return [line.text] }
      let layout = keepingLast && index == lines.count - 1 ? .share(line.text) : line.layout
      return layout.lines(line.text, width: width)
    }
    return printAll(laidOut.map { $0 + "\n" }.joined(), to: descriptor)
  }
}

/// Writes a diagnostic to standard error, ignoring failures (there is nowhere
/// left to report them). A whole line going to a terminal is broken at spaces
/// to its width, as the game's own lines are, so a word or a command in it is
/// never cut by the terminal (not for a screen reader, which reads it whole).
func printError(_ text: String, newline: Bool = true) {
  var line = newline ? TerminalStyle.wrapLines(text, width: errorColumns()) : text
  if newline && !line.hasSuffix("\n") { line += "\n" }
  line.withUTF8 { bytes in
    try? SystemCall.writeAll(StandardStreams.current.error, UnsafeRawBufferPointer(bytes))
  }
}

/// Whether this process was asked for screen-reader mode on its command
/// line (`play --screen-reader`, set once before anything is printed): its
/// notes on standard error are left whole then too.
nonisolated(unsafe) var screenReaderAsked = false

/// The width of the terminal standard error goes to, or nil (piped, or in
/// screen-reader mode): as the game's own lines, `COLUMNS` or 80 for a
/// terminal that does not tell its size (`script`, a serial line).
private func errorColumns() -> Int? {
  guard !ScreenReader.isOn(option: screenReaderAsked, environment: SystemFiles.environment)
  else { return nil }
  return TerminalStyle.terminalColumns(StandardStreams.current.error)
}
