import Foundation
import Testing

/// `wordgame play --time` run end to end: piped, and on a pseudo-terminal.
@Suite("wordgame play --time")
struct TimedTests {
  @Test("Piped, time's up ends the game by itself with exit 0; later input is not judged")
  func piped() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["XDG_STATE_HOME": state.path]
    let game = try RunningGame(
      ["play", "--root", "silkworm", "--time", "3"], environment: environment)
    #expect(game.readUntil("You have 0:03."))
    game.type("silk\n")
    #expect(game.readUntil("silk: +4 points"))
    #expect(game.readUntil("Score: 4 of 179 points, 1 of 47 words, rank Novice"))
    #expect(game.seen.contains("\nTime's up!\nWords missed (46):\n"))
    // It ended with its standard input still open: nobody has to close it.
    let deadline = Date().addingTimeInterval(5)
    while game.process.isRunning && Date() < deadline { usleep(10_000) }
    #expect(!game.process.isRunning)
    game.type("worm\n")
    #expect(game.waitForExit())
    #expect(game.process.terminationStatus == 0)
    #expect(!game.seen.contains("worm:"))
    let stats = try wordgame(["stats", "--json"], environment: environment)
    #expect(stats.stdout.contains(#""bestScore":0,"#), "timed rounds keep their bests apart")
    #expect(stats.stdout.contains(#""timedBests":[{"bestPercent":2,"bestScore":4,"seconds":3}]"#))
    #expect(stats.stdout.contains(#""roundsFinished":1,"#))
    let text = try wordgame(["stats"], environment: environment)
    #expect(text.stdout.contains("Best timed rounds, score (share) by --time: 3s: 4 (2%)\n"))
  }

  @Test("Ctrl-Z (SIGTSTP) stops the clock with the game: the time stopped is not counted")
  func suspended() throws {
    let game = try RunningGame(["play", "--root", "silkworm", "--time", "3"])
    #expect(game.readUntil("You have 0:03."))
    kill(game.process.processIdentifier, SIGTSTP)
    let stat = "/proc/\(game.process.processIdentifier)/stat"
    var state = ""
    for _ in 0..<100 where state != "T" {
      usleep(10_000)
      state =
        (try? String(contentsOfFile: stat, encoding: .utf8))?.split(separator: " ")[2]
        .description ?? ""
    }
    #expect(state == "T", "stopped")
    sleep(4)  // longer than the round
    kill(game.process.processIdentifier, SIGCONT)
    game.type("silk\n")
    #expect(game.readUntil("silk: +4 points"))
    #expect(game.readUntil("Time's up!"))
    #expect(!game.seen.contains("Time's up!\nsilk"), "judged before the time ran out")
    #expect(game.waitForExit())
    #expect(game.process.terminationStatus == 0)
  }

  @Test("A bad --time is a usage error (exit 2); --help describes it")
  func usage() throws {
    for value in ["0", "2x", "-5", "25h"] {
      let result = try wordgame(["play", "--time", value], input: "")
      #expect(result.status == 2, "\(value)")
      #expect(
        result.stderr.hasPrefix(
          "Error: The value '\(value)' is invalid for '--time': expected a positive number of seconds (90) or minutes (2m), up to 24h\n"
        ))
      #expect(result.stdout.isEmpty)
    }
    let help = try wordgame(["play", "--help"]).stdout
    #expect(help.contains("--time <duration>"))
    #expect(help.contains("With --time every round lasts that long"))
  }

  @Test(
    "On a terminal the prompt counts down; at zero a half-typed word is dropped; Enter plays on")
  func terminal() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try TerminalSession(
      ["--root", "silkworm", "--time", "3"],
      environment: ["TERM": "xterm", "LC_ALL": "C", "XDG_STATE_HOME": state.path])
    #expect(session.waitFor("You have 0:03."))
    #expect(session.typeAtPrompt("silk\r", after: "You have 0:03."))
    #expect(session.waitFor("✓ silk: +4 points"))
    session.type("wor")
    #expect(session.waitFor("0:01 > wor"), "the clock ticks while a word is typed")
    #expect(session.waitFor("Time's up!"), "screen: \(session.screen.debugDescription)")
    #expect(session.waitFor("Words found (1): silk"))
    #expect(!session.screen.contains("wor:"), "the half-typed word is not judged")
    #expect(session.typeAtPrompt("\r", after: "Press Enter for a new round"))
    let second = try #require(session.screen.range(of: "Press Enter for a new round"))
    #expect(session.waitFor("Start word: ", after: second.upperBound))
    #expect(session.waitFor("You have 0:03.", after: second.upperBound))
    // The second round runs out too; Ctrl-D between rounds ends the game.
    #expect(session.waitFor("Words found (0): none", after: second.upperBound))
    #expect(session.typeAtPrompt("\u{04}", after: "Words found (0): none"))
    #expect(session.exitStatus() == 0)
    #expect(
      !FileManager.default.fileExists(
        atPath: state.appendingPathComponent("wordgame/round.json").path))
  }

  @Test("Without line editing (TERM=dumb) the prompt shows the time; what was typed is dropped")
  func dumbTerminal() throws {
    let session = try TerminalSession(
      ["--root", "silkworm", "--time", "2"], environment: ["TERM": "dumb"])
    #expect(session.typeAtPrompt("wor", after: "You have 0:02."))
    #expect(session.screen.contains("0:02 > "))
    #expect(session.waitFor("Time's up!"))
    // "wor" was flushed: this line is ":quit" alone, which ends the game.
    #expect(session.typeAtPrompt(":quit\r", after: "Press Enter for a new round"))
    #expect(session.exitStatus() == 0)
    #expect(!session.screen.contains("round is over"))
  }

  @Test("A timed round left with Ctrl-C resumes with the time it had left")
  func resume() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["TERM": "xterm", "LC_ALL": "C", "XDG_STATE_HOME": state.path]
    let session = try TerminalSession(
      ["--root", "silkworm", "--time", "1m"], environment: environment)
    #expect(session.typeAtPrompt("silk\r", after: "You have 1:00."))
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
    // The same length (or none) resumes it with that time; another sets it aside.
    let resumed = try RunningGame(["--time", "60"], environment: environment)
    #expect(resumed.readUntil("worth 179 points"))
    resumed.type("worm\n")
    #expect(resumed.readUntil("worm: +4 points — 8 of 179 points"))
    #expect(resumed.stop(with: SIGTERM))
    #expect(resumed.seen.hasPrefix("Resuming your unfinished round.\n"))
    #expect(resumed.seen.contains("(and 32 bonus words). You have \(clock(left)).\n"))
    let other = try wordgame(["--time", "90"], input: "", environment: environment)
    #expect(other.stderr.contains("'silkworm' was set aside: it was started with other options"))
  }
}

/// The clock the game shows for `seconds` left (whole seconds rounded up).
private func clock(_ seconds: Double) -> String {
  let whole = Int(seconds.rounded(.up))
  return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
}
