import Foundation
import Testing

@testable import WordScramble
@testable import wordgame

/// The code after `prefix` (`C1-`, `R1-`) on the line starting with `line`.
private func code(_ line: String, in output: RunResult) throws -> String {
  let shown = try #require(output.stdoutLines.last { $0.hasPrefix(line) })
  return String(try #require(shown.firstMatch(of: /[CR]1-[0-9A-Z-]+/)).output)
}

@Suite("Challenges: a friend's round played exactly, and who found what")
struct ChallengeTests {
  @Test("A daily and a seeded timed round, played by two players through codes, compared")
  func twoPlayers() throws {
    // The daily: Alice plays it; Bob plays her challenge code.
    let alice = try Player(today: "2026-12-01")
    let daily = try alice.play(["--daily"], [.line("light"), .line("tidy"), .line(":quit")])
    let dailyCode = try code("Challenge a friend:", in: daily)
    let aliceDaily = try code("Your result:", in: daily)
    #expect(
      Array(daily.stdoutLines.suffix(5)) == [
        "", "Challenge a friend: wordgame --challenge \(dailyCode)",
        "Your result: \(aliceDaily) (wordgame compare YOURS THEIRS)", "",
        "WordScramble #1 2026-12-01 · 9/126 points · 2/34 words · Apprentice",
      ])
    let bob = try Player(today: "2026-12-01")
    let bobsDaily = try bob.play(
      ["--challenge", dailyCode], [.line("tidy"), .line("daily"), .line("lady"), .line(":quit")])
    #expect(bobsDaily.stdoutLines.contains("Start word: daylight"))
    #expect(bobsDaily.stdoutLines.contains("Challenge a friend: wordgame --challenge \(dailyCode)"))
    let bobDaily = try code("Your result:", in: bobsDaily)
    let compared = try wordgameCommand(["compare", aliceDaily, bobDaily])
    #expect(compared.status == 0)
    #expect(
      compared.stdoutLines.prefix(6) == [
        "Start word: daylight",
        "Player 1: 9 of 126 points, 2 of 34 words",
        "Player 2: 13 of 126 points, 3 of 34 words",
        "Found by both (1): tidy",
        "Only Player 1 (1): light",
        "Only Player 2 (2): daily, lady",
      ])
    let missed = try #require(compared.stdoutLines.last)
    #expect(missed.hasPrefix("Missed by both (30): aid, "), "\(missed)")
    // Alphabetical, as a dictionary lists words (not by length).
    let missedWords =
      missed.components(separatedBy: ": ").last?.components(separatedBy: ", ") ?? []
    #expect(missedWords.count == 30 && missedWords == missedWords.sorted(), "\(missedWords)")

    // A seeded timed round: Alice takes its code with :challenge; Bob's round
    // has the same start word and time, and ends with his result code.
    let timed = try alice.play(
      ["--seed", "7", "--time", "1m"],
      [.line("oil"), .wait(20), .line(":challenge"), .wait(41)])
    let timedCode = try code("Challenge a friend:", in: timed)
    let aliceTimed = try code("Your result:", in: timed)
    let start = try #require(timed.stdoutLines.first { $0.hasPrefix("Start word: ") })
    let bobsTimed = try bob.play(["--challenge", timedCode], [.line(":words"), .wait(61)])
    #expect(bobsTimed.stdoutLines.contains(start))
    #expect(bobsTimed.stdoutLines.contains { $0.hasSuffix("You have 1 minute.") })
    #expect(bobsTimed.stdoutLines.contains("Time's up!"))
    let bobTimed = try code("Your result:", in: bobsTimed)
    let both = try wordgameCommand(["compare", aliceTimed, bobTimed])
    #expect(both.status == 0, "\(both.stderr)")
    #expect(
      both.stdoutLines.contains(
        "Player 2: 0 of \(try points(both)) points, 0 of \(try words(both)) words"))
    #expect(both.stdoutLines.contains("Found by both (0): none"))
    // Results of two rounds are not compared.
    let mixed = try wordgameCommand(["compare", aliceDaily, bobTimed])
    #expect(mixed.status == 2 && mixed.stderr == "Error: these results are of different rounds\n")
  }

  private func points(_ run: RunResult) throws -> String {
    let line = try #require(run.stdoutLines.first { $0.hasPrefix("Player 1: ") })
    return String(try #require(line.firstMatch(of: /of ([0-9]+) points/)).output.1)
  }

  private func words(_ run: RunResult) throws -> String {
    let line = try #require(run.stdoutLines.first { $0.hasPrefix("Player 1: ") })
    return String(try #require(line.firstMatch(of: /of ([0-9]+) words/)).output.1)
  }

  @Test("A bad code is a usage error (exit 2), naming what is wrong")
  func badCodes() throws {
    let typo = try wordgameCommand(["--challenge", "C1-081G-2439-A032-E694-F0XX-YAHF-439H-5"])
    #expect(typo.status == 2)
    #expect(
      typo.stderr.hasPrefix(
        "Error: --challenge C1-081G-2439-A032-E694-F0XX-YAHF-439H-5: this code has a typo or is cut short: compare it letter by letter with the one you were sent\n"
      ))
    let with = try wordgameCommand(["--challenge", "C1-081G", "--dict", "de_DE"])
    #expect(
      with.stderr.hasPrefix("Error: --challenge decides the round; it does not go with --dict\n"))
    // A code given alone is read first: what is wrong with it is said.
    let one = try wordgameCommand(["compare", "R1-0000"])
    #expect(one.status == 2 && one.stderr.hasPrefix("Error: R1-0000: "), "\(one.stderr)")
  }

  @Test("A code made with other word lists is played, saying so, and its result says so")
  func otherLists() throws {
    let player = try Player(today: "2026-12-01")
    let made = try player.play(["--root", "silkworm"], [.line(":challenge"), .line(":quit")])
    var challenge = try Challenge(code: try code("Challenge a friend:", in: made))
    #expect(challenge.answers.required == 37)
    challenge.answers = AnswerFingerprint(required: 45, bonus: 30, hash: 1)
    let played = try player.play(["--challenge", challenge.code], [.line("silk"), .line(":quit")])
    #expect(played.stdoutLines.contains("Start word: silkworm"))
    let result = try ChallengeResult(code: try code("Your result:", in: played))
    #expect(result.isOnOtherLists && result.answers.required == 37 && result.found.count == 1)
    let warned = try wordgameCommand(["--challenge", challenge.code], input: ":quit\n")
    #expect(
      warned.stderr.contains(
        "Warning: this challenge was made with other word lists: its round has 75 answers there, 79 here. It is played with yours, and your result code says so."
      ))
    // As many answers, other ones: the counts are not what differs.
    challenge.answers = AnswerFingerprint(required: 47, bonus: 32, hash: 1)
    let same = try wordgameCommand(["--challenge", challenge.code], input: ":quit\n")
    #expect(
      same.stderr.contains(
        "Warning: this challenge was made with other word lists: its round has 79 answers here too, but not the same ones. It is played with yours, and your result code says so."
      ), "\(same.stderr)")
    #expect(!same.stderr.contains("79 answers there, 79 here"))
  }

  @Test("A code naming a file (evil.dic) is refused, never played from the folder it is run in")
  func codeNamingAFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try dictionary(
      "evil", aff: "SET UTF-8\n", words: ["silk", "worm", "milk", "silkworm"], in: folder)
    let answers = AnswerFingerprint(required: 3, bonus: 0, hash: 0)
    let crafted = Challenge(startWord: "silkworm", dictionary: "evil.dic", answers: answers)
    let result = ChallengeResult(
      challenge: crafted,
      game: Solver(dictionary: WordSetChecker(["silk"]), lexicon: Lexicon(words: ["silk"]))
        .game(startWord: "silkworm"))
    // Run from the folder that holds evil.dic and evil.aff, as from Downloads.
    func inFolder(_ arguments: [String], _ extra: [String: String] = [:]) throws -> RunResult {
      try run(
        URL(fileURLWithPath: "/bin/sh"),
        ["-c", "cd \"$0\" && exec \"$@\"", folder.path, try wordgameURL().path] + arguments,
        input: Array(":quit\n".utf8), environment: testEnvironment(extra))
    }
    let said =
      "this code names 'evil.dic' as its dictionary: a code names an installed dictionary (such as en_US), never a file"
    let played = try inFolder(["play", "--challenge", crafted.code])
    #expect(played.status == 2)
    #expect(played.stdout.isEmpty)
    #expect(
      played.stderr.hasPrefix(
        "Error: --challenge \(crafted.code.prefix(40))…: \(said)\n"), "\(played.stderr)")
    let compared = try inFolder(["compare", result.code, result.code])
    #expect(compared.status == 2 && compared.stdout.isEmpty)
    #expect(
      compared.stderr.hasPrefix("Error: code 1 of 2 (\(result.code.prefix(40))…): \(said)\n"))
    // A name is looked for where dictionaries are installed, never in a
    // relative folder of DICPATH (`.`: the folder it is run in).
    let named = Challenge(startWord: "silkworm", dictionary: "evil", answers: answers)
    let relative = try inFolder(["play", "--challenge", named.code], ["DICPATH": ".:evil"])
    #expect(relative.status == 2 && relative.stdout.isEmpty)
    #expect(relative.stderr.hasPrefix("Error: no Hunspell dictionary 'evil' found"))
    let absolute = try inFolder(["play", "--challenge", named.code], ["DICPATH": folder.path])
    #expect(absolute.stdoutLines.contains("Start word: silkworm"), "\(absolute.stderr)")
  }

  @Test("A round's own lists are asked for; a list given to a round without one is refused as such")
  func ownLists() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("block.txt").path
    try "silk\n".write(toFile: list, atomically: true, encoding: .utf8)
    let blocked = try wordgameCommand(
      ["--root", "silkworm", "--block", list], input: ":challenge\n:quit\n")
    let withList = try code("Challenge a friend:", in: blocked)
    let missing = try wordgameCommand(["--challenge", withList], input: ":quit\n")
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "Error: this round uses a list of its own: give the same file with --block\n")
    let same = try wordgameCommand(["--challenge", withList, "--block", list], input: ":quit\n")
    #expect(same.status == 0 && same.stdoutLines.first == "Start word: silkworm", "\(same.stderr)")
    let plain = try wordgameCommand(["--root", "silkworm"], input: ":challenge\n:quit\n")
    let withoutList = try code("Challenge a friend:", in: plain)
    let extra = try wordgameCommand(
      ["--challenge", withoutList, "--block", list], input: ":quit\n")
    #expect(extra.status == 2)
    #expect(
      extra.stderr == "Error: this round was made without a --block list: leave --block out\n")
    let german = try wordgameCommand(
      ["--challenge", withoutList, "--personal", list], input: ":quit\n",
      environment: ["LANG": "de_DE.UTF-8"])
    #expect(german.stderr.contains("--personal"), "\(german.stderr)")
    #expect(german.stderr.contains("ohne eine --personal-Liste"), "\(german.stderr)")
  }

  @Test(":compare names the player and the friend as a sentence does: Only you, Only your friend")
  func compareAsYou() throws {
    let player = try Player()
    let friend = try player.play(
      ["--root", "silkworm", "--seed", "1"],
      [.line("silk"), .line("worms"), .line(":challenge"), .line(":quit")])
    let challenge = try code("Challenge a friend:", in: friend)
    let result = try code("Your result:", in: friend)
    let mine = try player.play(
      ["--challenge", challenge], [.line("milk"), .line("silk"), .line(":compare " + result)])
    let lines = mine.stdoutLines
    #expect(lines.contains("You: 8 of 142 points, 2 of 37 words"), "\(lines)")
    #expect(lines.contains("Only you (1): milk"))
    #expect(lines.contains("Only your friend (1): worms"))
    #expect(!lines.contains { $0.hasPrefix("Only You") || $0.hasPrefix("Only Your") })
  }

  @Test(
    "A free and a timed round end with their codes, as a daily does; one with nothing played does not"
  )
  func freeRoundCodes() throws {
    let free = try wordgameCommand(["--root", "silkworm", "--seed", "1"], input: "silk\n:quit\n")
    let challenge = try code("Challenge a friend:", in: free)
    let mine = try code("Your result:", in: free)
    #expect(
      Array(free.stdoutLines.suffix(3)) == [
        "", "Challenge a friend: wordgame --challenge \(challenge)",
        "Your result: \(mine) (wordgame compare YOURS THEIRS)",
      ])
    let friend = try wordgameCommand(["--challenge", challenge], input: "worm\n:quit\n")
    let compared = try wordgameCommand(["compare", mine, try code("Your result:", in: friend)])
    #expect(compared.status == 0 && compared.stdoutLines.contains("Only Player 1 (1): silk"))
    let timed = try wordgameCommand(["--root", "silkworm", "--time", "1m"], input: "silk\n:quit\n")
    #expect(timed.stdoutLines.contains { $0.hasPrefix("Your result: R1-") }, "\(timed.stdout)")
    let idle = try wordgameCommand(["--root", "silkworm"], input: ":quit\n")
    #expect(!idle.stdout.contains("Your result:") && !idle.stdout.contains("Challenge a friend:"))
  }
}
