#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Synchronization
import Testing
import WordScramble

@testable import wordgame

/// A clock the tests move by hand: a timed round's time runs out when the
/// test says so, without waiting for it.
final class TestClock: GameClock {
  private let now = Atomic<Int64>(0)

  var milliseconds: Int64 { now.load(ordering: .relaxed) }

  /// Lets `seconds` pass.
  func advance(_ seconds: Double) {
    now.add(Int64((seconds * 1000).rounded()), ordering: .relaxed)
  }
}

/// What the player does next in an in-process game.
enum Typed: Sendable {
  /// Types a line and presses Enter.
  case line(String)
  /// Waits: `seconds` pass on the game's clock.
  case wait(Double)
  /// Sends a signal (Ctrl-C is SIGINT): the game reads no further.
  case signal(Int32)
}

/// The game's own line reader (``PlainLineReader``) over a pipe the script is
/// typed into one line at a time, with the test clock moved before each line:
/// the reader decides, as it does when playing, whether the time ran out first.
/// With prompts (a terminal), a line typed when the time ran out is dropped,
/// as the terminal's input is flushed then.
struct ScriptedReader: LineReader {
  private final class Channel {
    var ends: [Int32] = [-1, -1]
    init() {
      // Close-on-exec: a child another test starts meanwhile (a worker)
      // must not keep the writing end open, or the script's end never comes.
      precondition(Glibc.pipe(&ends) == 0)
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    }
    /// Empties the pipe, as `tcflush` empties a terminal's input.
    func flush() {
      var byte: UInt8 = 0
      while read(ends[0], &byte, 1) == 1 {}
    }
    func closeWriting() {
      if ends[1] >= 0 { close(ends[1]) }
      ends[1] = -1
    }
    deinit {
      close(ends[0])
      closeWriting()
    }
  }

  private let channel = Channel()
  private var script: [Typed]
  private var plain: PlainLineReader
  private let clock: TestClock
  private let isTerminal: Bool
  /// The last read ended at the countdown's alarm: the line typed next is
  /// still to be read, with no more time passing.
  private var alarmRang = false
  /// Where what is typed is shown, as a terminal echoes it (a transcript).
  private let echo: Output?

  init(_ script: [Typed], clock: TestClock, prompts: Output?, echoes: Bool = false) {
    self.script = script
    self.clock = clock
    isTerminal = prompts != nil
    echo = echoes ? prompts : nil
    plain = PlainLineReader(
      descriptor: channel.ends[0], showsPrompt: prompts != nil,
      output: prompts ?? Output(descriptor: -1))
  }

  mutating func next(countdown: Countdown?, question: String?) -> ReadResult {
    while !alarmRang, let event = script.first {
      script.removeFirst()
      switch event {
      case .wait(let seconds):
        clock.advance(seconds)
        continue
      case .signal(let signal):
        // A terminal shows Ctrl-C at the prompt; the game ends its line.
        try? echo?.write("> ^C")
        try? echo?.flush()
        return .interrupted(signal)
      case .line(let text):
        var bytes = Array((text + "\n").utf8)
        precondition(write(channel.ends[1], &bytes, bytes.count) == bytes.count)
      }
      break
    }
    if script.isEmpty { channel.closeWriting() }
    let read = plain.next(countdown: countdown, question: question)
    if read == .timeUp && isTerminal { channel.flush() }
    alarmRang = read == .alarm
    if case .line(let bytes, _) = read, let echo {
      try? echo.write(String(decoding: bytes, as: UTF8.self) + "\n")
      try? echo.flush()
    }
    return read
  }
}

/// A player's state and cache folders, today's date and a test clock: the
/// world in-process games and `stats` run in, one after another.
final class Player {
  let state: URL
  let clock = TestClock()
  var today: CalendarDate

  init(today: String = "2026-12-01") throws {
    state = try temporaryFolder()
    self.today = try #require(CalendarDate(today))
  }

  deinit { try? FileManager.default.removeItem(at: state) }

  /// The saved free round, as JSON.
  var savedRound: [String: Any]? {
    let file = state.appendingPathComponent("wordgame/round.json")
    return (try? Data(contentsOf: file)).flatMap {
      try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
    }
  }

  /// Plays `wordgame play arguments` in this process, typing `script`:
  /// piped, or on a terminal without line editing (prompts shown) when
  /// `interactive`, `columns` wide if given. Its standard output and exit status.
  /// With `echoes` (and `interactive`), what is typed is shown after its
  /// prompt, as a terminal shows it: the output is the session's transcript.
  func play(
    _ arguments: [String], _ script: [Typed], interactive: Bool = false, echoes: Bool = false,
    columns: Int? = nil
  ) throws -> RunResult {
    try capture { world in
      // A transcript shows the marks a terminal shows (its colours left out).
      var style = TerminalStyle(
        isInteractive: interactive, editsLines: false, colors: false, marks: echoes)
      style.width = columns
      world.style = style
      world.reader = ScriptedReader(
        script, clock: clock, prompts: interactive ? Output(descriptor: world.output) : nil,
        echoes: echoes)
      let command = try PlayCommand(parsed: PlayCommand.parse(arguments), today: today)
      return command.run(in: world)
    }
  }

  /// Runs `wordgame stats arguments` in this process.
  func stats(_ arguments: [String] = []) throws -> RunResult {
    try capture { world in try StatsCommand(parsed: StatsCommand.parse(arguments)).run(in: world) }
  }

  /// Runs `body` in this player's world, with standard output in a file.
  private func capture(_ body: (inout PlayWorld) throws -> Int32) throws -> RunResult {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("wordgame-output-\(UUID().uuidString)")
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    defer { try? FileManager.default.removeItem(at: file) }
    var world = PlayWorld(
      clock: clock, today: today, definitions: WordNet.installed(),
      environment: testEnvironment(["XDG_STATE_HOME": state.path]), output: descriptor)
    let status = try body(&world)
    close(descriptor)
    return RunResult(
      stdout: String(decoding: try Data(contentsOf: file), as: UTF8.self), stderr: "",
      status: status)
  }
}

/// Runs `wordgame arguments` in this process, as the binary runs it, with
/// `input` on its standard input and the environment a run of the binary
/// gets (``testEnvironment(_:)``, with `environment` over it): its standard
/// output and error and its exit status. A game plays as it does piped, on
/// the system clock and today's date, without catching this process's
/// signals (a ``Player`` plays on a test clock and a fixed day);
/// ``wordgame(_:input:environment:)`` runs the real binary.
func wordgameCommand(
  _ arguments: [String], input: String = "", environment: [String: String] = [:]
) throws -> RunResult {
  try wordgameCommand(arguments, input: Array(input.utf8), environment: environment)
}

/// ``wordgameCommand(_:input:environment:)`` with bytes on standard input.
func wordgameCommand(
  _ arguments: [String], input: [UInt8], environment: [String: String] = [:]
) throws -> RunResult {
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let files = ["stdin", "stdout", "stderr"].map { folder.appendingPathComponent($0).path }
  try Data(input).write(to: URL(fileURLWithPath: files[0]))
  // Close-on-exec: a worker this or another test starts must not hold them.
  let descriptors = [
    open(files[0], O_RDONLY | O_CLOEXEC),
    open(files[1], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600),
    open(files[2], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600),
  ]
  defer { descriptors.filter { $0 >= 0 }.forEach { close($0) } }
  try #require(descriptors.allSatisfy { $0 >= 0 })
  let status = WordGame.run(
    arguments,
    streams: StandardStreams(input: descriptors[0], output: descriptors[1], error: descriptors[2]),
    environment: testEnvironment(environment))
  return RunResult(
    stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: files[1])), as: UTF8.self),
    stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: files[2])), as: UTF8.self),
    status: status)
}

/// The catalog bundled for `language` (`fr`, `pt`); the test fails without it.
func bundledCatalog(_ language: String) throws -> MessageCatalog {
  try #require(MessageCatalog.bundled(language: language))
}
