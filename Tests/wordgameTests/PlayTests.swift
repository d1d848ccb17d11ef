import Foundation
import Testing

@Suite("wordgame play with piped input, end to end")
struct PlayTests {
  @Test("A scripted round hits every verdict and every command")
  func scriptedRound() throws {
    let input = [
      "silk", "SILK", "silks", "ab", "silkworm", "mrkl", "worm", ":words", ":score", ":shuffle",
      ":frobnicate", ":help", "\u{1B}[31mred", "", "milks", ":hint", ":hint", ":quit", "works",
    ].joined(separator: "\n")
    let result = try wordgame(["play", "--root", "silkworm", "--seed", "1"], input: input)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(!result.stdout.contains("\u{1B}"), "no escape sequences in a pipe")
    #expect(!result.stdout.contains("> "), "no prompt in a pipe")
    let lines = result.stdoutLines
    // The round ends with its codes (3 lines: a blank, the challenge, the result).
    try #require(lines.count == 45, "\(lines)")
    #expect(lines[0] == "Start word: silkworm")
    #expect(lines[1].hasPrefix("Letters: "))
    #expect(
      lines[1].dropFirst(9).split(separator: " ").sorted() == [
        "I", "K", "L", "M", "O", "R", "S", "W",
      ])
    #expect(
      Array(lines[2...13]) == [
        "Find 37 words worth 142 points (and 42 bonus words).",
        "silk: +4 points — 4 of 142 points, 1 of 37 words — rank: Novice",
        "silk: Word used already — Be more original",
        "silks: Word not possible — You can't spell that word from 'silkworm'!",
        "ab: Word too short — Words must have at least 3 letters.",
        "silkworm: Word is the start word — Make new words from 'silkworm', not the word itself.",
        "mrkl: Word not recognized — You can't just make them up, you know!",
        "worm: +4 points — 8 of 142 points, 2 of 37 words — rank: Apprentice",
        "Words found (2), newest first:",
        "  4  worm",
        "  4  silk",
        "Score: 8 of 142 points, 2 of 37 words, rank Apprentice — 7 points to Wordsmith",
      ])
    #expect(lines[14].hasPrefix("Letters: "))
    #expect(
      lines[15]
        == "Unknown command ':frobnicate'. Commands: :help :new :words :score :ranks :shuffle :hint :grid :two :define :challenge :compare :reveal :quit"
    )
    #expect(lines[16] == "Type a word made from the letters, or a command:")
    #expect(lines[17] == "  :help       Show this help.")
    #expect(lines[30] == "  :quit       End the game showing the words missed (also Ctrl-D).")
    #expect(
      lines[31]
        == "\\x1B[31mred: Control character — Answers can't contain control characters; it was not checked."
    )
    #expect(lines[32] == "milks: +5 points — 13 of 142 points, 3 of 37 words")
    // The seed picks the hinted word; each hint shows one more letter and costs a point.
    let firstHint = try #require(
      lines[33].wholeMatch(of: /Hint: a (\d)-letter word: ([A-Z]) (_ )*_ \(-1 point\)/))
    let secondHint = try #require(
      lines[34].wholeMatch(of: /Hint: a (\d)-letter word: ([A-Z]) ([A-Z]) (_ )*_ \(-1 point\)/))
    #expect(firstHint.1 == secondHint.1)
    #expect(firstHint.2 == secondHint.2)
    // :quit reveals the missed words, grouped by length, then the summary; words after it are not read.
    #expect(lines[35] == "Words missed (34):")
    #expect(lines[36].hasPrefix("  3 letters: ilk, irk, low, "))
    #expect(lines[37].hasPrefix("  4 letters: irks, lows, milk (hinted), "))
    #expect(
      lines[38]
        == "  5 letters: kilos, smirk, swirl, works, worms"
    )
    let missed = lines[36...38].flatMap { $0.split(separator: ":")[1].split(separator: ",") }
    #expect(missed.count == 34)
    #expect(
      Array(lines[39...].prefix(3)) == [
        "Round over. Start word: silkworm",
        "Words found (3): milks, silk, worm",
        "Score: 11 of 142 points, 3 of 37 words, rank Apprentice (2 hints)",
      ])
    // A round played ends with its codes, for a friend to play and compare.
    #expect(lines.dropFirst(42).first == "")
    let challenge = lines.dropFirst(43).first ?? ""
    #expect(challenge.hasPrefix("Challenge a friend: wordgame --challenge C1-"), "\(lines)")
    #expect(lines.dropFirst(44).first?.hasPrefix("Your result: R1-") == true)
  }

  @Test("End of input ends the round with the summary and exit 0")
  func endOfInput() throws {
    let result = try wordgameCommand(["--root", "silkworm"], input: "silk")
    #expect(result.status == 0)
    #expect(
      result.stdoutLines[3] == "silk: +4 points — 4 of 142 points, 1 of 37 words — rank: Novice")
    #expect(result.stdoutLines[4] == "Words missed (36):")
    #expect(
      Array(result.stdoutLines.dropLast(3).suffix(3)) == [
        "Round over. Start word: silkworm",
        "Words found (1): silk",
        "Score: 4 of 142 points, 1 of 37 words, rank Novice",
      ])
  }

  @Test("wordgame alone plays a round with a bundled start word")
  func bareCommand() throws {
    let result = try wordgameCommand([], input: ":quit\n")
    #expect(result.status == 0)
    let start = try #require(result.stdoutLines.first)
    #expect(start.hasPrefix("Start word: "))
    #expect(start.dropFirst(12).count == 8)
  }

  @Test("The same seed gives the same start words and shuffles; :new draws another")
  func seed() throws {
    let input = ":shuffle\n:new\n"
    let first = try wordgameCommand(["play", "--seed", "42"], input: input)
    let second = try wordgameCommand(["--seed", "42"], input: input)
    #expect(first.stdout == second.stdout)
    #expect(first.status == 0)
    let starts = first.stdoutLines.filter { $0.hasPrefix("Start word: ") }
    #expect(starts.count == 2)
    let other = try wordgameCommand(["play", "--seed", "43"], input: input)
    #expect(other.stdout != first.stdout)
  }

  @Test("--roots draws from the player's list and reports every bad line")
  func roots() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("roots.txt")
    try "balloons\n\nmrklwxyz\nsilk-worm\nBalloons\n".write(
      to: list, atomically: true, encoding: .utf8)
    let result = try wordgameCommand(
      ["play", "--roots", list.path, "--seed", "5"], input: "balls\n:new\n")
    #expect(result.status == 0)
    #expect(
      result.stdoutLines.filter { $0.hasPrefix("Start word: ") } == [
        "Start word: balloons", "Start word: balloons",
      ])
    #expect(result.stdoutLines.contains { $0.hasPrefix("balls: +5 points — 5 of ") })
    #expect(
      result.stderr == """
        Warning: \(list.path): line 3: 'mrklwxyz' is not a word the dictionary knows; skipped
        Warning: \(list.path): line 4: 'silk-worm' is not a word of letters; skipped
        Warning: \(list.path): line 5: 'Balloons' appears twice; skipped

        """)
  }

  @Test("--roots with no usable word cannot run")
  func rootsEmpty() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("roots.txt")
    try "mrklwxyz\n".write(to: list, atomically: true, encoding: .utf8)
    let result = try wordgameCommand(["play", "--roots", list.path], input: "")
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasSuffix("Error: no start words in '\(list.path)'\n"))
  }

  @Test(
    "Bad options cannot run",
    arguments: [
      (["play", "--seed", "-1"], "Error: The value '-1' is invalid for '--seed'"),
      (
        ["play", "--root", "qqqq"],
        "Error: the start word 'qqqq' is not a word the dictionary knows"
      ),
      (["play", "extra"], "Error: Unexpected argument 'extra'"),
      (
        ["play", "--roots", "/nonexistent"],
        "Error: cannot read '/nonexistent': No such file or directory"
      ),
      (["--bogus"], "Error: Unknown option '--bogus'"),
    ])
  func badOptions(arguments: [String], message: String) throws {
    let result = try wordgameCommand(arguments, input: "")
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
  }

  @Test("play --help lists every command and option")
  func help() throws {
    let result = try wordgameCommand(["play", "--help"])
    #expect(result.status == 0)
    for word in [
      "--root", "--roots", "--seed", "--dict", "--min-length", ":help", ":new", ":words", ":score",
      ":shuffle", ":quit",
    ] {
      #expect(result.stdout.contains(word), "\(word)")
    }
  }

  @Test(
    "SIGINT or SIGTERM while waiting for input ends the game promptly, the round saved for later")
  func signals() throws {
    for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
      let game = try RunningGame(["play", "--root", "silkworm"])
      game.type("silk\n")
      // Wait until the answer is judged, so the game is blocked reading the pipe.
      #expect(game.readUntil("1 of 37 words"))
      #expect(game.stop(with: signal), "the game must end promptly on signal \(signal)")
      let process = game.process
      let seen = Data(game.seen.utf8)
      #expect(process.terminationStatus == status)
      #expect(
        String(decoding: seen, as: UTF8.self).hasSuffix(
          "Round paused. Start word: silkworm\nWords found (1): silk\n"
            + "Score: 4 of 142 points, 1 of 37 words, rank Novice\n"
            + "Round saved: run wordgame again to resume it.\n"))
      #expect(!String(decoding: seen, as: UTF8.self).contains("Words missed"), "no spoilers")
    }
  }
}

@Suite("What is left to find: :grid")
struct GridTests {
  @Test("Words left by first letter × length, then as blanks by length; no word given away")
  func grid() throws {
    let result = try wordgameCommand(
      ["play", "--root", "silkworm", "--seed", "1"], input: ":grid\nsilk\n:g\n:quit\n")
    #expect(result.status == 0)
    let lines = result.stdoutLines
    let expected: [String] = [
      "Words left (37), by first letter and length:",
      "      3   4   5   Σ",
      "I     2   1   -   3",
      "K     -   -   1   1",
      "L     1   1   -   2",
      "M     1   2   1   4",
      "O     2   2   -   4",
      "R     2   3   -   5",
      "S     3   7   2  12",
      "W     1   3   2   6",
      "Σ    12  19   6  37",
      "  3 letters: " + Array(repeating: "___", count: 12).joined(separator: " "),
      "  4 letters: " + Array(repeating: "____", count: 11).joined(separator: " ") + " +8",
      "  5 letters: " + Array(repeating: "_____", count: 6).joined(separator: " "),
    ]
    #expect(Array(lines[3...16]) == expected)
    // After silk: one 4-letter S word fewer.
    let second = try #require(lines.firstIndex(of: "Words left (36), by first letter and length:"))
    #expect(lines[second + 8] == "S     3   6   2  11")
    #expect(lines[second + 10] == "Σ    12  18   6  36")
    let grids = lines[3...16] + lines[second...(second + 13)]
    for answer in ["worm", "milk", "silo", "kilo", "smirk"] {
      #expect(!grids.joined().contains(answer))
    }
  }

  @Test("A big round's grid keeps one line of blanks a length, within 80 columns")
  func bigGrid() throws {
    let result = try wordgameCommand(["play", "--root", "carthorse"], input: ":grid\n")
    let blanks = result.stdoutLines.filter { $0.hasPrefix("  ") && $0.contains(" letters: _") }
    #expect(blanks.count == 7, "\(blanks)")
    #expect(blanks.allSatisfy { $0.count <= 80 }, "\(blanks)")
    #expect(blanks[0].hasSuffix(" +19"), "the blanks that do not fit are counted")
  }

  @Test("The grid counts the round's required words only")
  func requiredOnly() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let required = folder.appendingPathComponent("required.txt")
    try "silk\n".write(to: required, atomically: true, encoding: .utf8)
    let result = try wordgameCommand(
      ["play", "--root", "silkworm", "--required", required.path], input: ":grid\n:quit\n")
    #expect(result.stdoutLines.contains("Words left (1), by first letter and length:"))
    #expect(result.stdoutLines.contains("S     1   1"))
  }
}

@Suite("A full word, using every letter, scores double")
struct FullWordTests {
  @Test("In play: the opening says how many there are; one found scores double")
  func play() throws {
    let result = try wordgameCommand(
      ["play", "--root", "integral", "--seed", "1"], input: "triangle\ntrial\n:quit\n")
    let lines = result.stdoutLines
    #expect(
      lines[2]
        == "Find 146 words worth 696 points (and 158 bonus words). 4 of them use every letter: double points."
    )
    #expect(
      lines[3]
        == "triangle: +16 points, every letter! — 16 of 696 points, 1 of 146 words — rank: Novice")
    #expect(lines[4].hasPrefix("trial: +5 points — 21 of 696 points"))
    let silkworm = try wordgameCommand(["play", "--root", "silkworm"], input: ":quit\n")
    #expect(
      silkworm.stdoutLines[2] == "Find 37 words worth 142 points (and 42 bonus words).",
      "no full word, no word of it")
  }

  @Test("In check: double points, and JSON marks it allLetters; not without a start word")
  func check() throws {
    let text = try wordgameCommand(["check", "--root", "integral"], input: "triangle\ntrial\n")
    #expect(text.stdoutLines == ["triangle\tok\t16", "trial\tok\t5"])
    let json = try wordgameCommand(
      ["check", "--root", "integral", "--json"], input: "Relating\ntrial\n")
    #expect(
      json.stdoutLines == [
        #"{"word":"relating","ok":true,"points":16,"allLetters":true}"#,
        #"{"word":"trial","ok":true,"points":5}"#,
      ])
    let plain = try wordgameCommand(["check", "--json"], input: "triangle\n")
    #expect(plain.stdoutLines == [#"{"word":"triangle","ok":true,"points":8}"#])
  }

  @Test("In solve: the full words are named, and count double in the points")
  func solve() throws {
    let text = try wordgameCommand(["solve", "integral"], input: "")
    #expect(
      text.stdoutLines.suffix(2) == [
        "Every letter, double points (4): alerting, altering, relating, triangle",
        "integral: 146 answers, 696 points",
      ])
    let json = try wordgameCommand(["solve", "integral", "--json"], input: "")
    #expect(json.stdout.contains(#""allLetters":["alerting","altering","relating","triangle"]"#))
  }
}

@Suite("Definitions from WordNet: :define")
struct DefineTests {
  @Test("A word found is defined through its base form; an unfound one is refused alike")
  func define() throws {
    let result = try wordgameCommand(
      ["play", "--root", "silkworm"],
      input: "worms\n:define worms\n:define milk\n:define zzzz\n:define\n:quit\n")
    let lines = result.stdoutLines
    let start = try #require(lines.firstIndex { $0.hasPrefix("worms: +5") })
    #expect(lines[start + 1].hasPrefix("worm (noun): "))
    #expect(lines.contains { $0.hasPrefix("worm (verb): ") })
    let refusals = lines.filter { $0.hasSuffix("once you have found it, or after its round.") }
    #expect(
      refusals == [
        "Define 'milk' once you have found it, or after its round.",
        "Define 'zzzz' once you have found it, or after its round.",
      ])
    // :define alone defines the start word.
    #expect(lines.contains { $0.hasPrefix("silkworm (noun): ") }, "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("Type :define") })
  }

  @Test("After its round any of its words; English only")
  func afterTheRound() throws {
    let after = try wordgameCommand(
      ["play", "--root", "silkworm", "--seed", "1"], input: ":reveal\n:define smirk\n:quit\n")
    #expect(after.stdoutLines.contains { $0.hasPrefix("smirk (noun): ") })
    // Without WordNet's files: PlaySessionTests.injectedDefinitions.
    let german = try wordgameCommand(
      ["play", "--dict", "de_DE", "--root", "Hausfrau"], input: "haus\n:define haus\n:quit\n",
      environment: ["XDG_CACHE_HOME": languagesCacheHome])
    #expect(
      german.stdoutLines.contains(
        "Definitions come from WordNet, in rounds with an English dictionary only (--dict en_US): there is none of 'Haus' in this round."
      ))
  }
}
