import Foundation
import Testing

/// `wordgame play --time` run end to end, for what needs a process: its own
/// signals (Ctrl-Z, Ctrl-C), a terminal, and the real clock. The rounds are
/// short (2 or 3 s: a loaded machine still types in time) and every wait is
/// for something the game shows or does.
@Suite("wordgame play --time, end to end")
struct TimedEndToEndTests {
  @Test("Ctrl-Z (SIGTSTP) stops the clock with the game; piped, time's up ends a game by itself")
  func suspended() throws {
    let game = try RunningGame(["play", "--root", "silkworm", "--time", "2"])
    #expect(game.readUntil("You have 2 seconds."))
    let pid = game.process.processIdentifier
    kill(pid, SIGTSTP)
    var info = siginfo_t()
    #expect(waitid(P_PID, id_t(pid), &info, WSTOPPED | WNOWAIT) == 0, "stopped")
    // While it is stopped, a whole round of another game runs out on the real
    // clock, its standard input still open: it ends by itself, exit 0.
    let other = try RunningGame(["play", "--root", "silkworm", "--time", "2"])
    #expect(other.readUntil("You have 2 seconds."))
    #expect(other.readToEnd(), "ended with its input open")
    #expect(other.seen.contains("\nTime's up!\nWords missed (37):\n"))
    #expect(other.waitForExit())
    #expect(other.process.terminationStatus == 0)
    kill(pid, SIGCONT)
    game.type("silk\n")
    #expect(game.readUntil("silk: +4 points"), "judged: the time stopped was not counted")
    #expect(game.readUntil("Time's up!"))
    #expect(!game.seen.contains("Time's up!\nsilk"))
    #expect(game.waitForExit())
    #expect(game.process.terminationStatus == 0)
  }

  @Test(
    "On a terminal the prompt counts down; at zero a half-typed word is dropped; Enter plays on")
  func terminal() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try TerminalSession(
      ["--root", "silkworm", "--time", "3"],
      environment: ["TERM": "xterm", "LC_ALL": "C", "XDG_STATE_HOME": state.path])
    #expect(session.typeAtPrompt("silk\r", after: "You have 3 seconds."))
    #expect(session.waitFor("✓ silk: +4 points"))
    session.type("wor")
    #expect(session.waitFor("0:01 > wor"), "the clock ticks while a word is typed")
    #expect(session.waitFor("Time's up!"), "screen: \(session.screen.debugDescription)")
    #expect(session.waitFor("Words found (1): silk"))
    #expect(!session.screen.contains("wor:"), "the half-typed word is not judged")
    #expect(session.typeAtPrompt("\r", after: "Press Enter for a new round"))
    let second = try #require(session.screen.range(of: "Press Enter for a new round"))
    #expect(session.waitFor("You have 3 seconds.", after: second.upperBound))
    #expect(session.typeAtPrompt("\u{04}", after: "You have 3 seconds."))
    #expect(session.exitStatus() == 0)
    #expect(
      !FileManager.default.fileExists(
        atPath: state.appendingPathComponent("wordgame/round.json").path))
  }

  @Test("Without line editing (TERM=dumb) the prompt shows the time; what was typed is dropped")
  func dumbTerminal() throws {
    let session = try TerminalSession(
      ["--root", "silkworm", "--time", "2"], environment: ["TERM": "dumb"])
    #expect(session.typeAtPrompt("wor", after: "You have 2 seconds."))
    #expect(session.screen.contains("0:02 > "))
    #expect(session.waitFor("Time's up!"))
    // "wor" was flushed: this line is ":quit" alone, which ends the game.
    #expect(session.typeAtPrompt(":quit\r", after: "Press Enter for a new round"))
    #expect(session.exitStatus() == 0)
    #expect(!session.screen.contains("round is over"))
  }

  @Test("A timed round left with Ctrl-C saves its time left; another length sets it aside")
  func interrupted() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["TERM": "xterm", "LC_ALL": "C", "XDG_STATE_HOME": state.path]
    let session = try TerminalSession(
      ["--root", "silkworm", "--time", "1m"], environment: environment)
    #expect(session.typeAtPrompt("silk\r", after: "You have 1 minute."))
    #expect(session.waitFor("✓ silk: +4 points"))
    let answered = try #require(session.screen.range(of: "✓ silk"))
    #expect(session.waitFor("> ", after: answered.upperBound))
    kill(session.process.processIdentifier, SIGINT)
    #expect(session.waitFor("Time left: "))
    #expect(session.waitFor("Round saved"))
    #expect(session.exitStatus() == 130)
    let file = state.appendingPathComponent("wordgame/round.json")
    let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    let left = try #require(saved?["timeLeft"] as? Double)
    #expect(left > 30 && left < 60)
    let other = try wordgame(["--time", "90"], input: "", environment: environment)
    #expect(other.stderr.contains("'silkworm' was set aside: it was started with other options"))
  }
}
