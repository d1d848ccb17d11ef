import Foundation
import Testing

@testable import WordScramble

/// The challenge or result code `line` shows (the last such line of stdout).
private func code(_ line: String, in output: RunResult) throws -> String {
  let shown = try #require(output.stdoutLines.last { $0.hasPrefix(line) })
  return String(try #require(shown.firstMatch(of: /[CR]1-[0-9A-Z-]+/)).output)
}

@Suite("Friends on other word lists compare over the answers both rounds share")
struct OtherListsTests {
  /// Two installs of one dictionary, `friends`: Alice's has `silo` and
  /// `skim`, Bob's (another version) lacks them.
  struct Installs {
    let folder: URL
    var alice: [String: String] { ["DICPATH": folder.appendingPathComponent("alice").path] }
    var bob: [String: String] { ["DICPATH": folder.appendingPathComponent("bob").path] }

    /// `bobs`: the words Bob's version has that Alice's lacks.
    init(bobs: [String] = []) throws {
      folder = try temporaryFolder()
      let words = ["silkworm", "silk", "worm", "milk", "works", "slim", "milks"]
      for (name, more) in [("alice", ["silo", "skim"]), ("bob", bobs)] {
        let place = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        _ = try dictionary("friends", aff: "SET UTF-8\n", words: words + more, in: place)
      }
    }
  }

  @Test("Bob's list lacks two of Alice's answers: both sides and :compare say so, exit 0")
  func twoAnswersMissing() throws {
    let installs = try Installs()
    defer { try? FileManager.default.removeItem(at: installs.folder) }
    let made = try wordgameCommand(
      ["--dict", "friends", "--root", "silkworm"],
      input: "silk\nsilo\nskim\n:challenge\n:quit\n", environment: installs.alice)
    let challenge = try code("Challenge a friend:", in: made)
    let alice = try code("Your result:", in: made)
    let played = try wordgameCommand(
      ["--challenge", challenge], input: "silk\nmilk\n:compare \(alice)\n:quit\n",
      environment: installs.bob)
    #expect(played.status == 0, "\(played.stderr)")
    #expect(played.stderr.contains("Warning: this challenge was made with other word lists"))
    let theirs =
      "2 answers of theirs are not in your list: silo, skim; compared over the 6 answers both share"
    #expect(
      played.stdoutLines.contains("Your friend played with other word lists: \(theirs)"),
      "\(played.stdout)")
    #expect(played.stdoutLines.contains("Only your friend (0): none"))
    let bob = try code("Your result:", in: played)
    let atAlice = try wordgameCommand(["compare", alice, bob], environment: installs.alice)
    #expect(atAlice.status == 0, "\(atAlice.stderr)")
    #expect(
      Array(atAlice.stdoutLines.prefix(7)) == [
        "Start word: silkworm",
        "Player 2 played with other word lists: 2 of your answers are not in theirs: silo, skim; compared over the 6 answers both share",
        "Player 1: 4 of 26 points, 1 of 6 words",
        "Player 2: 8 of 26 points, 2 of 6 words",
        "Found by both (1): silk",
        "Only Player 1 (0): none",
        "Only Player 2 (1): milk",
      ], "\(atAlice.stdout)")
    let atBob = try wordgameCommand(["compare", alice, bob], environment: installs.bob)
    #expect(atBob.status == 0, "\(atBob.stderr)")
    #expect(atBob.stdoutLines.contains("Player 1 played with other word lists: \(theirs)"))
    #expect(atBob.stdoutLines.contains("Player 1: 4 of 26 points, 1 of 6 words"))
  }

  @Test("An answer of theirs nobody here can name: what is known is said, over the answers here")
  func unknownAnswer() throws {
    let installs = try Installs()
    defer { try? FileManager.default.removeItem(at: installs.folder) }
    let atBob = try comparedAtBob(installs, alice: "silo", bob: "milk")
    #expect(atBob.status == 0, "\(atBob.stderr)")
    #expect(
      atBob.stdoutLines.contains(
        "Player 2 played with other word lists: 8 answers there, 6 here; 1 word they found is not in your list: silo; compared over your answers"
      ), "\(atBob.stdout)")
    #expect(atBob.stdoutLines.contains("Player 2: 0 of 26 points, 0 of 6 words"))
  }

  @Test("As many answers on both lists, other ones: said so, not '8 there, 8 here'")
  func asManyOtherAnswers() throws {
    let installs = try Installs(bobs: ["lows", "owls"])
    defer { try? FileManager.default.removeItem(at: installs.folder) }
    let atBob = try comparedAtBob(installs, alice: "silo", bob: "owls")
    #expect(atBob.status == 0, "\(atBob.stderr)")
    #expect(
      atBob.stdoutLines.contains(
        "Player 2 played with other word lists: the round has 8 answers here too, but not the same ones; 1 word they found is not in your list: silo; compared over your answers"
      ), "\(atBob.stdout)")
  }

  /// Alice plays a round on silkworm typing `aliceWord`, Bob plays her
  /// challenge typing `bobWord`; `wordgame compare BOB ALICE` at Bob's.
  private func comparedAtBob(_ installs: Installs, alice aliceWord: String, bob bobWord: String)
    throws -> RunResult
  {
    let made = try wordgameCommand(
      ["--dict", "friends", "--root", "silkworm"], input: aliceWord + "\n:challenge\n:quit\n",
      environment: installs.alice)
    let alice = try code("Your result:", in: made)
    let played = try wordgameCommand(
      ["--challenge", try code("Challenge a friend:", in: made)], input: bobWord + "\n:quit\n",
      environment: installs.bob)
    let bob = try code("Your result:", in: played)
    return try wordgameCommand(["compare", bob, alice], environment: installs.bob)
  }
}
