#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Testing

@testable import wordgame

/// The lines from the comparison (`Start word:` after the last turn) to the end.
private func ending(_ run: RunResult) -> [String] {
  let lines = run.stdoutLines
  let start = lines.lastIndex { $0.hasPrefix("Start word: ") } ?? lines.endIndex
  return Array(lines[start...])
}

@Suite("Party rounds: players take turns on one terminal, then who found what")
struct PartyTests {
  @Test("Two players piped: turns split by :done, each on the same letters, then the comparison")
  func twoPlayers() throws {
    let player = try Player()
    let party = try player.play(
      ["--players", "2", "--root", "airliner", "--seed", "3"],
      [
        .line("learn"), .line("rail"), .line(":done"), .line("rail"), .line("liner"),
        .line(":new"), .line("lair"),
      ])
    #expect(party.status == 0)
    let lines = party.stdoutLines
    #expect(
      Array(lines.prefix(4)) == [
        "Player 1 of 2, your turn.", "Start word: airliner", "Letters: A N I L I E R R",
        "Find 34 words worth 136 points (and 40 bonus words). You have 2 minutes.",
      ])
    #expect(lines.filter { $0 == "Letters: A N I L I E R R" }.count == 2)
    #expect(lines.contains("Player 1: 9 of 136 points, 2 of 34 words"))
    #expect(lines.contains("Player 2 of 2, your turn."))
    #expect(lines.contains(":new is not played in a party round; type :done to end your turn."))
    let code = "C1-081G-2431-08HB-8D4H-F02M-H192-52W0-6"
    #expect(
      ending(party) == [
        "Start word: airliner",
        "Player 1: 9 of 136 points, 2 of 34 words",
        "Player 2: 13 of 136 points, 3 of 34 words",
        "Found by both (1): rail",
        "Only Player 1 (1): learn",
        "Only Player 2 (2): lair, liner",
        "Missed by both (30): ail, air, airline, ale, alien, are, ear, earl, earn, era, err, ire, lain, lane, lean, liar, lie, line, linear, nail, near, nil, rain, rainier, ran, rare, real, rear, rein, rile",
        "Player 2 wins, with 13 points.",
        "",
        "Challenge a friend: wordgame --challenge \(code)",
        "Play it again as a party: wordgame --challenge \(code) --players 2",
      ])
    // Nothing saved, nothing counted.
    #expect(player.savedRound == nil)
    #expect(
      !FileManager.default.fileExists(
        atPath: player.state.appendingPathComponent("wordgame/statistics.json").path))
  }

  @Test("Three named players; the second's time runs out, the lines typed after it are not played")
  func threePlayers() throws {
    let player = try Player()
    let party = try player.play(
      ["--names", "Ana, Ben,Cy", "--root", "silkworm", "--time", "1m"],
      [
        .line("silk"), .line(":done"), .line("worm"), .wait(61), .line("milk"), .line(":done"),
        .line("milk"), .line("silk"),
      ])
    #expect(party.status == 0)
    let lines = party.stdoutLines
    #expect(lines.contains("Ben (player 2 of 3), your turn."))
    #expect(
      lines.contains("Find 37 words worth 142 points (and 42 bonus words). You have 1 minute."))
    let timeUp = try #require(lines.firstIndex(of: "Time's up!"))
    #expect(lines[timeUp + 1] == "Ben: 4 of 142 points, 1 of 37 words")
    #expect(
      Array(ending(party).prefix(9)) == [
        "Start word: silkworm",
        "Ana: 4 of 142 points, 1 of 37 words",
        "Ben: 4 of 142 points, 1 of 37 words",
        "Cy: 8 of 142 points, 2 of 37 words",
        "Found by all (0): none",
        "Found by some (1): silk (Ana, Cy)",
        "Only Ana (0): none",
        "Only Ben (1): worm",
        "Only Cy (1): milk",
      ])
    #expect(ending(party).last?.hasSuffix("--players 3") == true)
    #expect(ending(party).contains("Cy wins, with 8 points."))
  }

  @Test("A party ends naming its winner, or the players tied; :help lists what a turn takes")
  func winnerAndHelp() throws {
    let player = try Player()
    let tie = try player.play(
      ["--names", "Ana,Ben,Cy", "--root", "silkworm"],
      [
        .line(":help"), .line("silk"), .line(":done"), .line("worm"), .line(":done"),
        .line("milk"), .line(":done"),
      ])
    #expect(tie.stdoutLines.contains("A tie: Ana, Ben and Cy, with 4 points each."))
    let lines = tie.stdoutLines
    let help = try #require(
      lines.firstIndex(of: "Type a word made from the letters, or a command:"))
    let commands = lines[(help + 1)...].prefix { $0.hasPrefix("  :") }.map {
      String($0.dropFirst(2).prefix { $0 != " " })
    }
    #expect(
      commands == [
        ":help", ":words", ":score", ":ranks", ":shuffle", ":hint", ":grid", ":two", ":define",
        ":done",
      ])
    let two = try player.play(
      ["--players", "2", "--root", "silkworm"],
      [.line("silk"), .line(":done"), .line("worm"), .line(":done")])
    #expect(two.stdoutLines.contains("A tie: Player 1 and Player 2, with 4 points each."))
  }

  @Test("At a terminal each turn waits for Enter, after the screen is cleared of the turn before")
  func handOver() throws {
    let player = try Player()
    let party = try player.play(
      ["--players", "2", "--root", "airliner", "--seed", "3"],
      [
        .line(""), .line("learn"), .wait(121), .line("late"), .line(""), .line("rail"),
        .signal(SIGINT),
      ],
      interactive: true, echoes: true)
    #expect(party.status == 130)
    let lines = party.stdoutLines
    #expect(lines.first == "Player 1 of 2, your turn.")
    #expect(lines[1] == "Press Enter when ready: ")
    // The second player's screen starts after 50 blank lines, with no word of the first.
    let cleared = try #require(
      lines.indices.first { lines[$0...].prefix(50).allSatisfy(\.isEmpty) && $0 > 2 })
    let second = Array(lines[(cleared + 50)...])
    #expect(
      Array(second.prefix(4)) == [
        "Time's up!", "Player 1: 5 of 136 points, 1 of 34 words", "Player 2 of 2, your turn.",
        "Press Enter when ready: ",
      ])
    let turn = second.prefix(upTo: try #require(second.lastIndex { $0.hasPrefix("Start word") }))
    #expect(
      turn.contains {
        $0.hasSuffix("rail: +4 points — 4 of 136 points, 1 of 34 words — rank: Novice")
      })
    #expect(!turn.contains { $0.contains("learn") })
    #expect(second.contains("Type :done to end your turn early, :help for the commands."))
    // Ctrl-C ends the party with the turns played.
    #expect(
      Array(ending(party).prefix(4)) == [
        "Start word: airliner", "Player 1: 5 of 136 points, 1 of 34 words",
        "Player 2: 4 of 136 points, 1 of 34 words", "Found by both (0): none",
      ])
  }

  @Test("Input ending before the last turn ends the party with the turns played")
  func endedEarly() throws {
    let player = try Player()
    let party = try player.play(
      ["--players", "3", "--root", "airliner"], [.line("learn"), .line(":done"), .line("rail")])
    #expect(party.status == 0)
    #expect(party.stdoutLines.contains("The party ended after 2 of 3 turns."))
    #expect(
      ending(party).prefix(2) == [
        "Start word: airliner", "Player 1: 5 of 136 points, 1 of 34 words",
      ])
    let alone = try player.play(["--players", "2", "--root", "airliner"], [.line("learn")])
    #expect(alone.stdoutLines.contains("The party ended after 1 of 2 turns."))
    #expect(alone.stdoutLines.contains("Nothing to compare: only one player had a turn."))
  }

  @Test(
    "Option errors exit 2 with the reason",
    arguments: [
      (
        ["--players", "1"],
        "Error: The value '1' is invalid for '--players': expected a whole number from 2 to 8"
      ),
      (
        ["--players", "9"],
        "Error: The value '9' is invalid for '--players': expected a whole number from 2 to 8"
      ),
      (
        ["--players", "2", "--daily"],
        "Error: --players plays a party round; it does not go with --daily"
      ),
      (
        ["--names", "Ana,Ben", "--daily"],
        "Error: --names plays a party round; it does not go with --daily"
      ),
      (
        ["--names", "Ana,Ben", "--players", "3"],
        "Error: --names gives 2 names but --players asks for 3"
      ),
      (
        ["--names", "Ana,Ana"],
        "Error: The value 'Ana,Ana' is invalid for '--names': expected 2 to 8 different names separated by commas (Ana,Ben), each of 1 to 20 characters"
      ),
    ])
  func optionErrors(arguments: [String], error: String) throws {
    let run = try wordgameCommand(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix(error + "\n"))
  }

  @Test("The binary plays a piped party of two to its comparison")
  func endToEnd() throws {
    let run = try wordgameCommand(
      ["--players", "2", "--root", "silkworm"], input: "silk\nworm\n:done\nworm\nmilk\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      Array(ending(run).prefix(6)) == [
        "Start word: silkworm",
        "Player 1: 8 of 142 points, 2 of 37 words",
        "Player 2: 8 of 142 points, 2 of 37 words",
        "Found by both (1): worm",
        "Only Player 1 (1): silk",
        "Only Player 2 (1): milk",
      ])
  }

  @Test("Names with a zero-width space or a bidi override are shown escaped on every line")
  func escapedNames() throws {
    let run = try wordgameCommand(
      ["--names", "Ana,Ana\u{200B},\u{202E}Ben", "--root", "silkworm"],
      input: "silk\n:done\nworm\n:done\nmilk\n")
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdoutLines
    // The turn's heading and its score line, as the comparison at the end has them.
    for shown in ["Ana\\u{200B}", "\\u{202E}Ben"] {
      #expect(lines.contains { $0.hasPrefix(shown + " (player ") }, "\(lines)")
      #expect(lines.filter { $0.hasPrefix(shown + ": ") }.count == 2, "\(lines)")
    }
    #expect(lines.contains("Ana\\u{200B}: 4 of 142 points, 1 of 37 words"))
    #expect(lines.contains("Only Ana\\u{200B} (1): worm"))
    #expect(!run.stdout.unicodeScalars.contains { $0 == "\u{200B}" || $0 == "\u{202E}" })
  }
}
