import Foundation
import Testing

/// `wordgame` running on a real pseudo-terminal, driven like a person at a keyboard.
final class TerminalSession {
  let process = Process()
  private let master: Int32
  private(set) var screen = ""

  /// The game, started on a new terminal of `columns` columns (when given:
  /// else a terminal that does not tell its width).
  init(
    _ arguments: [String], environment: [String: String] = ["TERM": "xterm", "LC_ALL": "C"],
    columns: Int? = nil
  ) throws {
    // posix_openpt and friends are not visible to Swift here; open /dev/ptmx directly.
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    try #require(master >= 0)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    try #require(ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0)
    try #require(ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0)
    if let columns { try #require(resize(columns: columns)) }
    let slavePath = "/dev/pts/\(number)"
    let slave = try #require(FileHandle(forUpdatingAtPath: slavePath))
    process.executableURL = try wordgameURL()
    process.arguments = arguments
    process.environment = testEnvironment(environment)
    process.standardInput = slave
    process.standardOutput = slave
    process.standardError = slave
    try process.run()
    try slave.close()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    if !isHungUp { close(master) }
  }

  private var isHungUp = false

  /// Closes the terminal, as a closed window does: the game reads its end.
  func hangUp() {
    close(master)
    isHungUp = true
  }

  /// Waits for the next prompt after everything seen so far, then types `keys`.
  ///
  /// The pause after the prompt stands for a person's reaction time: a pty's line
  /// discipline applies libedit's switch to raw mode asynchronously, and a
  /// Ctrl-D that lands before it is taken as the cooked-mode end of line.
  func typeAtPrompt(_ keys: String, after marker: String) -> Bool {
    guard waitFor(marker), let range = screen.range(of: marker, options: .backwards),
      waitFor("> ", after: range.upperBound)
    else { return false }
    usleep(100_000)
    type(keys)
    return true
  }

  /// Types `keys` as if at the keyboard.
  func type(_ keys: String) {
    var bytes = Array(keys.utf8)
    _ = write(master, &bytes, bytes.count)
  }

  /// Reads the terminal until `text` has appeared after `offset`, or 10 seconds pass.
  @discardableResult
  func waitFor(_ text: String, after offset: String.Index? = nil) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      let searchFrom = offset ?? screen.startIndex
      if screen[searchFrom...].contains(text) { return true }
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 100) >= 0 else { return false }
      if poller.revents & Int16(POLLIN) != 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        if count <= 0 { return screen[searchFrom...].contains(text) }
        screen += String(decoding: buffer[0..<count], as: UTF8.self)
      } else if poller.revents & Int16(POLLHUP) != 0 {
        return screen[searchFrom...].contains(text)
      }
    }
    return false
  }

  /// Makes the terminal `columns` wide, as a person resizing the window.
  func resize(columns: Int) -> Bool {
    var size = winsize(ws_row: 24, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    return ioctl(master, 0x5414 /* TIOCSWINSZ */, &size) == 0
  }

  /// The screen's lines after `offset`, without colours and the line
  /// editor's redraws (a carriage return starts a line again).
  func lines(after offset: String.Index) -> [String] {
    let text = screen[offset...].replacing(#/\u{1B}\[[0-9;?]*[A-Za-z]/#, with: "")
    return text.components(separatedBy: "\r\n").map { line in
      String(line.split(separator: "\r", omittingEmptySubsequences: false).last ?? "")
    }
  }

  /// Whether the terminal is in its own (cooked) mode, where it echoes and
  /// edits lines itself, rather than a line editor's raw mode.
  var isCooked: Bool {
    var mode = termios()
    guard tcgetattr(master, &mode) == 0 else { return false }
    return mode.c_lflag & tcflag_t(ICANON) != 0 && mode.c_lflag & tcflag_t(ECHO) != 0
  }

  /// Puts the terminal in its own mode, as a shell does when a job stops.
  func setCooked() {
    var mode = termios()
    guard tcgetattr(master, &mode) == 0 else { return }
    mode.c_lflag |= tcflag_t(ICANON | ECHO | ECHOE | ECHOCTL | ISIG | IEXTEN)
    tcsetattr(master, TCSANOW, &mode)
  }

  /// Waits until the game is stopped (by SIGTSTP or SIGSTOP); false after 10 seconds.
  func waitUntilStopped() -> Bool {
    var info = siginfo_t()
    return waitid(P_PID, id_t(process.processIdentifier), &info, WSTOPPED | WNOWAIT) == 0
  }

  /// Waits for the process to end; its exit status, or nil after 10 seconds.
  func exitStatus() -> Int32? {
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning && Date() < deadline {
      waitFor("\u{0}never")  // keep draining the terminal
    }
    if process.isRunning { return nil }
    process.waitUntilExit()
    return process.terminationStatus
  }
}

@Suite("wordgame play on a terminal")
struct TerminalTests {
  @Test("Prompt, a judged answer in colour, Up recalls the last line, Ctrl-D ends with the summary")
  func interactiveRound() throws {
    let session = try TerminalSession(["play", "--root", "silkworm", "--seed", "3"])
    #expect(session.waitFor("Type :help for commands."))
    #expect(session.typeAtPrompt("silk\r", after: "Type :help for commands."))
    #expect(
      session.waitFor("\u{1B}[1;34m✓ silk: +4 points — 4 of 142 points"), "accepted in bold blue")
    #expect(session.typeAtPrompt("silks\r", after: "4 of 142 points"))
    #expect(
      session.waitFor("\u{1B}[33m✗ silks: Word not possible"), "rejected in yellow (8 colours)")
    #expect(session.typeAtPrompt("wörm\r", after: "silks: Word"))
    #expect(session.waitFor("wörm: Word not possible"), "non-ASCII letters survive line editing")
    // Up twice recalls "silks"; erase its last letter and submit "silk" again.
    let mark = session.screen.endIndex
    #expect(session.typeAtPrompt("\u{1B}[A\u{1B}[A", after: "wörm: Word"))
    #expect(session.waitFor("silks", after: mark), "Up shows the previous line")
    session.type("\u{7F}\r")
    #expect(session.waitFor("silk: Word used already", after: mark))
    #expect(session.typeAtPrompt("\u{04}", after: "used already"))
    #expect(
      session.waitFor("Round over. Start word: silkworm"),
      "screen: \(session.screen.debugDescription)")
    #expect(session.waitFor("Words found (1): silk"))
    #expect(session.exitStatus() == 0)
  }

  @Test(
    "A palette colour-blind players tell apart: bold blue for accepted, orange for rejected with 256 colours; never red or green"
  )
  func colourBlindSafePalette() throws {
    let session = try TerminalSession(
      ["--root", "silkworm"], environment: ["TERM": "xterm-256color", "LC_ALL": "C"])
    #expect(session.typeAtPrompt("silk\r", after: "Letters:"))
    #expect(session.waitFor("\u{1B}[1;34m✓ silk: +4 points"))
    #expect(session.typeAtPrompt("silks\r", after: "4 of 142 points"))
    #expect(session.waitFor("\u{1B}[38;5;208m✗ silks: Word not possible"))
    #expect(session.typeAtPrompt(":quit\r", after: "silks: Word"))
    #expect(session.exitStatus() == 0)
    for red in ["\u{1B}[31m", "\u{1B}[32m", "\u{1B}[91m", "\u{1B}[92m", "38;5;196", "38;5;46"] {
      #expect(!session.screen.contains(red), "no red or green: \(red.debugDescription)")
    }
  }

  @Test("No colour with NO_COLOR or TERM=dumb, even on a terminal; the marks stay")
  func noColour() throws {
    for environment in [["TERM": "xterm", "NO_COLOR": "1"], ["TERM": "dumb"]] {
      let session = try TerminalSession(["--root", "silkworm"], environment: environment)
      #expect(session.typeAtPrompt("silk\r", after: "Letters:"))
      #expect(session.waitFor("✓ silk: +4 points — 4 of 142 points"))
      #expect(!session.screen.contains("\u{1B}[1;34m"), "\(environment)")
      #expect(session.typeAtPrompt("silks\r", after: "4 of 142 points"))
      #expect(session.waitFor("✗ silks: Word not possible"), "not colour alone")
      if environment["TERM"] == "dumb" {
        #expect(session.typeAtPrompt("\u{1B}[A\r", after: "4 of 142 points"))
        #expect(session.waitFor("Arrow and other special keys do not work here"))
      }
      #expect(session.typeAtPrompt(":quit\r", after: "4 of 142 points"))
      #expect(session.waitFor("Score: 4 of 142 points"))
      #expect(session.exitStatus() == 0)
    }
  }

  @Test(
    "A TERM with escape sequences or without a terminfo entry: plain lines, nothing raw reaches the terminal",
    arguments: ["\u{1B}]0;owned\u{07}\u{1B}[31mxterm", "no-such-terminal-wordgame", "../../tmp/x"])
  func unusableTerm(term: String) throws {
    let session = try TerminalSession(["--root", "silkworm"], environment: ["TERM": term])
    #expect(session.typeAtPrompt("silk\r", after: "Letters:"))
    #expect(session.waitFor("✓ silk: +4 points"))
    #expect(session.typeAtPrompt(":quit\r", after: "silk: +4 points"))
    #expect(session.waitFor("Round over. Start word: silkworm"))
    #expect(session.exitStatus() == 0)
    #expect(!session.screen.contains("\u{1B}"), "\(session.screen.debugDescription)")
    #expect(!session.screen.contains("No entry for terminal type"))
    #expect(!session.screen.contains("owned"))
  }

  @Test("Ctrl-C at the prompt ends the round with the summary and exit 130")
  func interrupt() throws {
    let session = try TerminalSession(["--root", "silkworm"])
    #expect(session.typeAtPrompt("worm\r", after: "Letters:"))
    #expect(session.waitFor("4 of 142 points"))
    let answered = try #require(session.screen.range(of: "4 of 142 points"))
    #expect(session.waitFor("> ", after: answered.upperBound))
    // The pty is not the game's controlling terminal, so deliver Ctrl-C's signal directly.
    kill(session.process.processIdentifier, SIGINT)
    #expect(session.waitFor("Words found (1): worm"))
    #expect(session.exitStatus() == 130)
  }

  @Test("Ctrl-C with a half-typed answer clears the line; on an empty line it ends the round")
  func interruptClearsLine() throws {
    let session = try TerminalSession(["--root", "silkworm"])
    #expect(session.typeAtPrompt("wor", after: "Letters:"))
    #expect(session.waitFor("> wor"))
    kill(session.process.processIdentifier, SIGINT)
    session.type("silk\r")
    #expect(session.waitFor("silk: +4 points — 4 of 142 points"), "the game goes on")
    #expect(!session.screen.contains("worsilk"), "the half-typed answer was cleared")
    let answered = try #require(session.screen.range(of: "4 of 142 points"))
    #expect(session.waitFor("> ", after: answered.upperBound))
    kill(session.process.processIdentifier, SIGINT)
    #expect(session.waitFor("Round paused. Start word: silkworm"))
    #expect(session.exitStatus() == 130)
  }

  @Test(
    "A daily asks before ending for good: no goes on, Ctrl-D at the question pauses it, yes ends it",
    arguments: ["xterm", "dumb"])
  func dailyAsks(term: String) throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["TERM": term, "LC_ALL": "C", "XDG_STATE_HOME": state.path]
    let question = "End the daily puzzle of December 1, 2026 for good and see every answer? [y/N] "
    let first = try TerminalSession(["--date", "2026-12-01"], environment: environment)
    #expect(first.waitFor("Ctrl-C pauses this puzzle and wordgame --date 2026-12-01 resumes it"))
    #expect(first.typeAtPrompt("light\r", after: "Letters:"))
    #expect(first.typeAtPrompt(":quit\r", after: "light: +5 points"))
    #expect(first.waitFor(question))
    first.type("n\r")
    #expect(first.waitFor("The daily puzzle goes on."))
    #expect(first.typeAtPrompt("\u{04}", after: "The daily puzzle goes on."))
    let asked = try #require(first.screen.range(of: "goes on."))
    #expect(first.waitFor(question, after: asked.upperBound), "Ctrl-D asks too")
    usleep(100_000)
    first.type("\u{04}")
    #expect(first.waitFor("Round saved: run wordgame --date 2026-12-01 again to resume it."))
    #expect(first.exitStatus() == 0)
    #expect(!first.screen.contains("Words missed"), "\(first.screen.debugDescription)")
    if term == "xterm" {
      // The answer to the question is no word for Up to recall; the words are.
      let history = try String(
        contentsOf: state.appendingPathComponent("wordgame/history"), encoding: .utf8
      ).split(separator: "\n")
      #expect(history.contains("light") && !history.contains("n"), "\(history)")
    }
    let second = try TerminalSession(["--date", "2026-12-01"], environment: environment)
    #expect(second.waitFor("Resuming your unfinished round."))
    #expect(second.typeAtPrompt(":quit\r", after: "Score: 5 of 126 points"))
    #expect(second.waitFor(question))
    second.type("y\r")
    #expect(second.waitFor("Words missed (33):"))
    #expect(second.waitFor("WordScramble "))
    #expect(second.exitStatus() == 0)
  }

  @Test("stats --reset asks for confirmation on a terminal")
  func resetAsks() throws {
    let home = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = ["TERM": "xterm", "XDG_STATE_HOME": home.path]
    _ = try wordgame(["--root", "silkworm"], input: "silk\n", environment: environment)
    let keep = try TerminalSession(["stats", "--reset"], environment: environment)
    #expect(keep.waitFor("Erase all statistics? [y/N] "))
    keep.type("n\r")
    #expect(keep.waitFor("Statistics kept."))
    #expect(keep.exitStatus() == 0)
    #expect(try wordgame(["stats"], environment: environment).stdout.hasPrefix("Rounds played: 1 "))
    let erase = try TerminalSession(["stats", "--reset"], environment: environment)
    #expect(erase.waitFor("[y/N] "))
    erase.type("y\r")
    #expect(erase.waitFor("Statistics erased."))
    #expect(erase.exitStatus() == 0)
    #expect(
      try wordgame(["stats"], environment: environment).stdout.hasPrefix("No rounds played yet"))
  }
}

@Suite("Input history across games")
struct HistoryTests {
  @Test("Lines typed in one game come back with Up in the next; the history is bounded")
  func acrossGames() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["TERM": "xterm", "LC_ALL": "C", "XDG_STATE_HOME": state.path]
    let first = try TerminalSession(["--root", "silkworm", "--new"], environment: environment)
    #expect(first.typeAtPrompt("silk\r", after: "Letters:"))
    #expect(first.typeAtPrompt("worm\r", after: "silk: +4"))
    #expect(first.typeAtPrompt(":quit\r", after: "worm: +4"))
    #expect(first.exitStatus() == 0)
    let file = state.appendingPathComponent("wordgame/history")
    #expect(try String(contentsOf: file, encoding: .utf8) == "silk\nworm\n:quit\n")
    let second = try TerminalSession(["--root", "silkworm", "--new"], environment: environment)
    let mark = second.screen.endIndex
    #expect(second.typeAtPrompt("\u{1B}[A\u{1B}[A\r", after: "Letters:"))
    #expect(second.waitFor("worm: +4 points", after: mark), "Up twice recalls worm")
    #expect(second.typeAtPrompt(":quit\r", after: "worm: +4"))
    #expect(second.exitStatus() == 0)
    // At most 500 lines are kept, the newest; piped games keep none.
    let old = (1...600).map { "w\($0)\n" }.joined()
    try old.write(to: file, atomically: true, encoding: .utf8)
    let third = try TerminalSession(["--root", "silkworm", "--new"], environment: environment)
    #expect(third.typeAtPrompt(":quit\r", after: "Letters:"))
    #expect(third.exitStatus() == 0)
    let kept = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
    #expect(kept.count == 500 && kept.first == "w102" && kept.last == ":quit")
    _ = try wordgame(
      ["play", "--root", "silkworm", "--new"], input: "silk\n",
      environment: ["XDG_STATE_HOME": state.path])
    #expect(try String(contentsOf: file, encoding: .utf8).split(separator: "\n").last == ":quit")
  }
}
