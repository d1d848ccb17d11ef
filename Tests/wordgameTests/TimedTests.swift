import CommandLineOptions
import Foundation
import Testing
import WordScramble

@testable import wordgame

/// `wordgame play --time` played in-process on a test clock: the time runs
/// out when the test moves the clock, so no test waits for it.
@Suite("wordgame play --time, on a test clock")
struct TimedTests {
  @Test("Piped, time's up ends the game with exit 0; later input is not judged; bests kept apart")
  func piped() throws {
    let player = try Player()
    let game = try player.play(
      ["--root", "silkworm", "--time", "3"], [.line("silk"), .wait(3), .line("worm")])
    #expect(game.stdout.contains("You have 3 seconds.\n"))
    #expect(game.stdout.contains("silk: +4 points"))
    #expect(game.stdout.contains("\nTime's up!\nWords missed (36):\n"))
    #expect(
      game.stdoutLines.dropLast(3).last == "Score: 4 of 142 points, 1 of 37 words, rank Novice")
    #expect(game.status == 0)
    #expect(!game.stdout.contains("worm:"), "typed after the time ran out")
    #expect(player.savedRound == nil, "a round whose time ran out is over")
    let stats = try player.stats(["--json"])
    #expect(stats.stdout.contains(#""bestScore":0,"#), "timed rounds keep their bests apart")
    #expect(stats.stdout.contains(#""timedBests":[{"bestPercent":3,"bestScore":4,"seconds":3}]"#))
    #expect(stats.stdout.contains(#""roundsFinished":1,"#))
    let text = try player.stats()
    #expect(
      text.stdout.contains("Best timed rounds, score (share) by --time: 3s:\u{A0}4\u{A0}(3%)\n"))
  }

  @Test("A word typed in time is judged however late; the prompt counts down whole seconds")
  func lastMoment() throws {
    let player = try Player()
    let game = try player.play(
      ["--root", "silkworm", "--time", "3"],
      [
        .line("silk"), .wait(1.2), .line("worm"), .wait(1.79), .line("milk"), .wait(0.01),
        .line("kilo"),
      ], interactive: true)
    #expect(game.stdout.contains("0:03 > silk: +4 points"), "\(game.stdout)")
    #expect(game.stdout.contains("0:02 > worm: +4 points"), "1.8 s left shows as 0:02")
    #expect(game.stdout.contains("0:01 > milk: +4 points"), "judged with 10 ms left")
    #expect(game.stdout.contains("0:00 > \nTime's up!\n"))
    #expect(!game.stdout.contains("kilo:"), "typed when the time was up")
    #expect(game.stdout.contains("Words found (3): milk, silk, worm\n"))
  }

  @Test("On a terminal, Enter begins a new round with the whole time; it runs out too")
  func nextRound() throws {
    let player = try Player()
    let game = try player.play(
      ["--root", "silkworm", "--time", "3"],
      [.line("silk"), .wait(3), .line("wor"), .line(""), .wait(3), .line("ilk")],
      interactive: true)
    let lines = game.stdoutLines
    #expect(lines.filter { $0 == "Time's up!" }.count == 2, "\(game.stdout)")
    #expect(!game.stdout.contains("wor:") && !game.stdout.contains("> ilk:"), "not judged")
    let between = PlaySession.betweenRounds
    let second = try #require(lines.firstIndex(of: between))
    #expect(lines[second + 1].hasPrefix("> Start word: "), "Enter begins the next round")
    #expect(lines[second...].contains { $0.hasSuffix("You have 3 seconds.") })
    #expect(lines[second...].contains("Words found (0): none"))
    #expect(lines.suffix(2) == [between, "> "], "input ended between rounds")
    #expect(game.status == 0)
    #expect(player.savedRound == nil)
    let stats = try player.stats(["--json"])
    #expect(
      stats.stdout.contains(#""roundsFinished":1,"#), "the second, unplayed, counts for nothing")
  }

  @Test("A timed round left with Ctrl-C says and saves its time left, and resumes with it")
  func resume() throws {
    let player = try Player()
    let paused = try player.play(
      ["--root", "silkworm", "--time", "1m"], [.line("silk"), .wait(12.5), .signal(SIGINT)])
    #expect(paused.status == 130)
    #expect(paused.stdout.contains("\nTime left: 0:48.\n"))
    #expect(paused.stdout.contains("Round saved: run wordgame again to resume it.\n"))
    #expect(player.savedRound?["timeLeft"] as? Double == 47.5)
    // The same length (or none) resumes it with that time.
    let resumed = try player.play(
      ["--time", "60"], [.wait(7), .line("worm"), .signal(SIGTERM)])
    #expect(resumed.stdout.hasPrefix("Resuming your unfinished round.\n"))
    #expect(resumed.stdout.contains("(and 42 bonus words). You have 48 seconds.\n"))
    #expect(resumed.stdout.contains("worm: +4 points — 8 of 142 points"))
    #expect(resumed.stdout.contains("\nTime left: 0:41.\n"))
    #expect(resumed.status == 128 + SIGTERM)
    #expect(player.savedRound?["timeLeft"] as? Double == 40.5)
    let untimed = try player.play([], [.signal(SIGINT)])
    #expect(untimed.stdout.contains("You have 41 seconds."), "no --time resumes it as it was")
  }

  @Test("A bad --time is a usage error; --help describes it")
  func usage() throws {
    for value in ["0", "2x", "-5", "25h"] {
      #expect(
        throws: UsageError(
          "The value '%s' is invalid for '--time': expected a positive number of seconds (90) or minutes (2m), up to 24h",
          value)
      ) { try PlayCommand(parsed: PlayCommand.parse(["--time", value])) }
    }
    #expect(PlayCommand.help.contains("--time <duration>"))
    #expect(PlayCommand.help.contains("With --time every round lasts that long"))
  }
}
