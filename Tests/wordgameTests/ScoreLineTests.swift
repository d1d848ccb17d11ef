import Testing

@testable import WordScramble
@testable import wordgame

@Suite("The score line names what the next rank takes")
struct ScoreLineTests {
  @Test("Short of Perfect, :score counts the words left, never 'every word'")
  func wordsLeftForPerfect() throws {
    // silkworm: five required words of four letters.
    let tiers = WordTiers(required: ["silk", "worm", "milk", "kilo", "miso"])
    var session = try PlaySession(
      source: PlaySession.Source(fixedRoot: "silkworm", minimumAnswers: 0),
      solver: Solver(dictionary: PlaySessionTests.words, lexicon: nil, tiers: tiers),
      minimumLength: 3, identity: .init(dictionary: "fake", seed: 1))
    _ = session.start(resumed: false)
    var seen: [String] = []
    for word in ["silk", "worm", "milk", "kilo"] {
      _ = session.handle(.answer(word))
      seen += session.handle(.answer(":score")).lines.map(\.text)
    }
    // Four of five: Genius, with Perfect one word away.
    #expect(seen.last?.hasSuffix("rank Genius — 1 word left for Perfect") == true, "\(seen)")
    #expect(!seen.contains { $0.contains("every word left") })
  }

  @Test("The end of a round marks bonus words and counts them apart, as the score line does")
  func wordsFoundAgree() throws {
    var session = try PlaySessionTests().session()
    _ = session.start(resumed: false)
    for word in ["silk", "miso", "worm"] { _ = session.handle(.answer(word)) }
    #expect(
      session.handle(.answer(":words")).lines.first?.text
        == "Words found (2 required, 1 bonus), newest first:")
    let end = session.handle(.answer(":quit")).lines.map(\.text)
    #expect(end.contains("Words found (2 required, 1 bonus): miso (bonus), silk, worm"), "\(end)")
    #expect(end.contains { $0.hasPrefix("Score: 8 of 12 points (+4 bonus), 2 of 3 words,") })
  }
}
