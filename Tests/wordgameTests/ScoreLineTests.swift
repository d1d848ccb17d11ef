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
}
