import Foundation
import Testing
import WordScramble

@testable import wordgame

/// The round's commands a Spelling Bee player looks for, played in-process:
/// `:ranks` and a rank kept through hints, `:two` (the two-letter list), and
/// `:define` of every word the player has seen.
@Suite("A round as Spelling Bee players expect: :ranks, :two, :define")
struct RoundCommandsTests {
  /// silkworm's ten ranks in a round of 142 points, marking `current`.
  static func ranks(marking current: String) -> [String] {
    [
      "    0  Beginner", "    3  Novice", "    8  Apprentice", "   15  Wordsmith",
      "   29  Skilled", "   43  Expert", "   64  Master", "   86  Virtuoso", "  100  Genius",
      "  142  Perfect: every word found",
    ].map { $0.hasSuffix("  " + current) ? $0 + "  ← your rank" : $0 }
  }

  @Test("A hint takes points, never a rank reached; :ranks lists them all, the rank marked")
  func rankKept() throws {
    let player = try Player()
    let game = try player.play(
      ["--root", "silkworm", "--seed", "1"],
      [
        .line("silk"), .line(":hint"), .line(":hint"), .line(":ranks"), .line(":score"),
        .line("worm"), .line("worms"), .line(":ra"), .line(":quit"),
      ])
    let lines = game.stdoutLines
    let silk = try #require(lines.firstIndex { $0.hasPrefix("silk: ") })
    #expect(lines[silk] == "silk: +4 points — 4 of 142 points, 1 of 37 words — rank: Novice")
    #expect(lines[silk + 1].hasSuffix("(-1 point)"))
    #expect(lines[silk + 2].hasSuffix("(-1 point)"))
    // 2 points, below Novice's 3: Novice is kept, and said to be.
    #expect(
      Array(lines[(silk + 3)...(silk + 14)])
        == ["Ranks and the points they take (your score: 2 of 142 points):"]
        + Self.ranks(marking: "Novice")
        + ["A rank reached is kept: hints take points, never a rank."])
    #expect(
      lines[silk + 15]
        == "Score: 2 of 142 points, 1 of 37 words, rank Novice (2 hints) — 6 points to Apprentice")
    // Back over Novice's points: not announced again as newly reached.
    #expect(lines[silk + 16] == "worm: +4 points — 6 of 142 points, 2 of 37 words")
    #expect(
      lines[silk + 17] == "worms: +5 points — 11 of 142 points, 3 of 37 words — rank: Apprentice")
    #expect(
      Array(lines[(silk + 18)...(silk + 28)])
        == ["Ranks and the points they take (your score: 11 of 142 points):"]
        + Self.ranks(marking: "Apprentice"))
    #expect(lines[silk + 29].hasPrefix("Words missed"), "no note: the score reaches the rank")
    #expect(lines.filter { $0.hasSuffix("rank: Novice") }.count == 1)
    #expect(
      lines.dropLast(3).last == "Score: 11 of 142 points, 3 of 37 words, rank Apprentice (2 hints)")
  }

  @Test("A rank kept through hints is resumed with the round")
  func rankResumed() throws {
    let player = try Player()
    _ = try player.play(
      ["--root", "silkworm", "--seed", "1"],
      [.line("silk"), .line(":hint"), .line(":hint"), .signal(SIGTERM)])
    let saved = try #require(player.savedRound?["game"] as? [String: Any])
    #expect(saved["rankReached"] as? Int == Rank.novice.rawValue)
    let resumed = try player.play(["--root", "silkworm"], [.line("worm"), .line(":score")])
    #expect(
      resumed.stdoutLines.contains("Score: 2 of 142 points, 1 of 37 words, rank Novice (2 hints)"))
    #expect(resumed.stdoutLines.contains("worm: +4 points — 6 of 142 points, 2 of 37 words"))
  }

  @Test("Between timed rounds :ranks shows the round that ended")
  func ranksBetweenRounds() throws {
    var session = try PlaySession(
      source: PlaySession.Source(
        startWords: PlaySessionTests.list, fixedRoot: "silkworm", minimumAnswers: 0),
      solver: Solver(
        dictionary: PlaySessionTests.words, lexicon: nil, tiers: PlaySessionTests.tiers),
      minimumLength: 3, identity: .init(dictionary: "fake", seed: 1, options: .init(time: 30)))
    _ = session.start(resumed: false)
    _ = session.handle(.answer("silk"))
    _ = session.timeUp(continues: true)
    let ranks = session.handle(.answer(":ranks")).lines.map(\.text)
    #expect(ranks.first == "Ranks and the points they take (your score: 4 of 12 points):")
    #expect(ranks.contains("   4  Expert  ← your rank"))
    #expect(ranks.last == "  12  Perfect: every word found")
  }

  @Test(":two counts the words left by their first two letters, as :grid counts them")
  func twoLetterList() throws {
    let player = try Player()
    let game = try player.play(
      ["--root", "silkworm", "--seed", "1"],
      [.line(":two"), .line("silk"), .line("silo"), .line(":t"), .line(":quit")])
    let lines = game.stdoutLines
    let first = try #require(lines.firstIndex(of: "Words left (37), by their first two letters:"))
    #expect(
      Array(lines[(first + 1)...(first + 8)]) == [
        "  IL-1 IR-2", "  KI-1", "  LO-2", "  MI-2 MO-2", "  OI-2 OW-2", "  RI-3 RO-2",
        "  SI-3 SK-2 SL-2 SM-1 SO-2 SW-2", "  WO-6",
      ])
    // After silk and silo: SI-1, and nothing else changed.
    let second = try #require(lines.firstIndex(of: "Words left (35), by their first two letters:"))
    #expect(
      Array(lines[(second + 1)...(second + 8)])
        == Array(lines[(first + 1)...(first + 8)]).map {
          $0.replacingOccurrences(of: "SI-3", with: "SI-1")
        })
    #expect(!lines[first...(first + 8)].joined().lowercased().contains("silk"))
  }

  @Test(":two counts required words only, and counts them again as words are found")
  func twoRequiredOnly() throws {
    // silkworm: required milk, silk, worm; kilo and miso are bonus words.
    var session = try PlaySessionTests().session()
    _ = session.start(resumed: false)
    let texts = { (line: String) in session.handle(.answer(line)).lines.map(\.text) }
    #expect(
      texts(":two") == [
        "Words left (3), by their first two letters:", "  MI-1", "  SI-1", "  WO-1",
      ])
    _ = texts("miso")
    _ = texts("milk")
    #expect(texts(":two") == ["Words left (2), by their first two letters:", "  SI-1", "  WO-1"])
  }

  @Test(":two shows the letters the game keys words by: accents folded, as :grid shows them")
  func twoLetterAccents() throws {
    let player = try Player()
    let game = try player.play(
      ["--dict", "fr", "--root", "élégante", "--seed", "1"],
      [.line(":two"), .line(":grid"), .line(":quit")])
    let lines = game.stdoutLines
    let two = try #require(lines.firstIndex { $0.hasSuffix("by their first two letters:") })
    let grid = try #require(lines.firstIndex { $0.hasSuffix("by first letter and length:") })
    let list = lines[(two + 1)..<grid]
    #expect(list.contains { $0.contains(" EL-") && $0.contains(" ET-") }, "\(list)")
    #expect(!list.joined().contains("É"), "élan and étal count under EL and ET: \(list)")
    // Every word left, as many as the grid counts.
    let counts = list.flatMap { $0.split(separator: " ") }.compactMap {
      Int($0.split(separator: "-")[1])
    }
    #expect(lines[two] == "Words left (\(counts.reduce(0, +))), by their first two letters:")
    #expect(lines[grid] == "Words left (\(counts.reduce(0, +))), by first letter and length:")
  }

  @Test(":define takes every word the player has seen: the start word, base forms shown")
  func defineSeen() throws {
    let player = try Player()
    let game = try player.play(
      ["--root", "silkworm", "--seed", "1"],
      [
        .line("worms"), .line(":define worms"), .line(":define worm"), .line(":define silkworm"),
        .line(":define milk"), .line(":define silks"), .line(":reveal"),
        .line(":define silkworm"), .line(":define smirk"), .line(":quit"),
      ])
    let lines = game.stdoutLines
    let worms = try #require(lines.firstIndex { $0.hasPrefix("worms: +5") })
    let worm = lines.filter { $0.hasPrefix("worm (noun): any of numerous") }
    #expect(worm.count == 2, "once for worms, once for worm: \(lines)")
    #expect(lines.filter { $0.hasPrefix("silkworm (noun): ") }.count == 4, "in and after its round")
    #expect(lines.contains { $0.hasPrefix("smirk (noun): ") })
    #expect(
      lines[worms...].filter { $0.hasSuffix("once you have found it, or after its round.") } == [
        "Define 'milk' once you have found it, or after its round.",
        "Define 'silks' once you have found it, or after its round.",
      ])
  }

  @Test(":define takes a found word's base form before it was shown, not other forms")
  func defineBaseForm() throws {
    let player = try Player()
    let game = try player.play(
      ["--root", "silkworm", "--seed", "1"],
      [
        .line("worms"), .line(":define worm"), .line("milk"), .line(":define milks"),
        .line(":quit"),
      ])
    let lines = game.stdoutLines
    #expect(lines.contains { $0.hasPrefix("worm (noun): ") })
    #expect(lines.contains("Define 'milks' once you have found it, or after its round."))
  }
}
