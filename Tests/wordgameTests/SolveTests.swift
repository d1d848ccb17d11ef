import Foundation
import Testing

@Suite("wordgame solve, end to end")
struct SolveTests {
  @Test(
    "Every required answer, by length then alphabetically, the bonus words, the count and points")
  func solveOne() throws {
    let result = try wordgameCommand(["solve", "silkworm"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdoutLines
    #expect(lines.last == "silkworm: 37 answers, 142 points")
    let bonus = lines[lines.count - 2]
    #expect(bonus.hasPrefix("Bonus words (42): isl, ism, kor, kos, lis, mil, mir, mks, "))
    #expect(bonus.hasSuffix(", skirl"))
    let answers = Array(lines.dropLast(2))
    #expect(answers.count == 37)
    #expect(answers.prefix(3) == ["ilk", "irk", "low"])
    #expect(answers.suffix(2) == ["works", "worms"])
    let lengths = answers.map(\.count)
    #expect(lengths == lengths.sorted())
    #expect(answers.reduce(0) { $0 + $1.count } == 142)
    // Required and bonus words together are every answer the dictionary accepts.
    #expect(answers.count + 42 == 79)
  }

  @Test("Several start words are separated by a blank line; --min-length bounds the answers")
  func solveSeveral() throws {
    let result = try wordgameCommand(["solve", "silkworm", "Balloons", "--min-length", "6"])
    #expect(result.status == 0)
    let blocks = result.stdout.components(separatedBy: "\n\n")
    #expect(blocks.count == 2)
    #expect(blocks[0].hasSuffix("silkworm: 0 answers, 0 points"))
    #expect(
      blocks[1]
        == "saloon\nballoon\nBonus words (3): ballon, llanos, solano\nballoons: 2 answers, 13 points\n"
    )
  }

  @Test("--json gives one object per start word with its answers")
  func json() throws {
    let result = try wordgameCommand(["solve", "--json", "silkworm"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["word"] as? String == "silkworm")
    #expect(object["count"] as? Int == 37)
    #expect(object["points"] as? Int == 142)
    #expect((object["answers"] as? [String])?.count == 37)
    #expect((object["bonus"] as? [String])?.count == 42)
    #expect((object["bonus"] as? [String])?.contains("skirl") == true)
  }

  @Test(
    "--roots prints a summary line per start word (answers, points, bonus words, words of every letter, band) and reports unusable lines"
  )
  func roots() throws {
    let result = try wordgameCommand(
      ["solve", "--roots", "-"], input: "silkworm\n\nqqqq\nballoons\n")
    #expect(result.stdoutLines.count == 2)
    #expect(result.stdoutLines[0] == "silkworm\t37\t142\t42\t0\thard")
    #expect(result.stdoutLines[1].hasPrefix("balloons\t"))
    #expect(
      result.stderr
        == "Warning: standard input: line 3: 'qqqq' is not a word the dictionary knows; skipped\n")
    #expect(result.status == 1)
    let clean = try wordgameCommand(["solve", "--roots", "-", "--json"], input: "silkworm\n")
    #expect(
      clean.stdout
        == #"{"word":"silkworm","count":37,"points":142,"bonusCount":42,"allLettersCount":0,"difficulty":"hard"}"#
        + "\n")
    // Three words of every letter (parroted, predator, prorated); easy by en_US's bands.
    let teardrop = try wordgameCommand(["solve", "--roots", "-"], input: "teardrop\n")
    #expect(teardrop.stdoutLines == ["teardrop\t112\t491\t102\t3\teasy"])
    #expect(clean.status == 0)
  }

  @Test(
    "A start word that is not a word cannot be solved (exit 2)",
    arguments: [
      (["solve", "qqqq"], "Error: the start word 'qqqq' is not a word the dictionary knows"),
      (["solve", "silk-worm"], "Error: the start word 'silk-worm' is not a word of letters"),
      (["solve"], "Error: Missing start word"),
      (["solve", "silkworm", "--roots", "x"], "Error: Give start words or --roots, not both"),
      (
        ["solve", "--roots", "/nonexistent"],
        "Error: cannot read '/nonexistent': No such file or directory"
      ),
    ])
  func notAWord(arguments: [String], message: String) throws {
    let result = try wordgameCommand(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
  }

  @Test("--difficulty picks start words from its band of answer counts")
  func difficulty() throws {
    for (level, band) in [("hard", 20...38), ("medium", 39...63), ("easy", 64...10_000)] {
      for seed in 1...3 {
        let result = try wordgameCommand(
          ["play", "--difficulty", level, "--seed", String(seed)], input: ":quit\n")
        let line = try #require(result.stdoutLines.first { $0.hasPrefix("Find ") })
        let count = try #require(Int(line.split(separator: " ")[1]))
        #expect(band.contains(count), "\(level) seed \(seed): \(line)")
      }
    }
    let bad = try wordgameCommand(["play", "--difficulty", "extreme"], input: "")
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("Error: The value 'extreme' is invalid for '--difficulty'"))
  }

  @Test(":reveal ends the round with the words missed and starts a new one; :new gives up")
  func revealAndNew() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("roots.txt")
    try "silkworm\n".write(to: list, atomically: true, encoding: .utf8)
    let game = try wordgameCommand(["play", "--roots", list.path], input: "silk\n:reveal\n:new\n")
    let lines = game.stdoutLines
    let missed = try #require(lines.firstIndex(of: "Words missed (36):"))
    #expect(lines[missed + 4] == "Round over. Start word: silkworm")
    #expect(lines[missed + 7] == "", "a blank line before the next round")
    #expect(lines[missed + 8] == "Start word: silkworm", "a new round follows :reveal")
    // :new gives up without revealing; the end of input then reveals.
    #expect(lines.filter { $0.hasPrefix("Words missed") }.count == 2)
    #expect(lines.filter { $0.hasPrefix("Round over.") }.count == 2)
    #expect(lines.filter { $0.hasPrefix("Round abandoned.") }.count == 1)
  }
}
