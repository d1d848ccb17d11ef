import Foundation
import Testing
import WordScramble
import WordScrambleBatch

@testable import wordgame

/// What was left from the fourteenth native read (#51) and fixed in the
/// sixteenth session, as players see it.
@Suite("Left from the fourteenth read: what the program writes")
struct SixteenthReadTests {
  @Test("check's message column starts with a capital in every language")
  func checkMessageCapital() throws {
    // Swedish writes the message to follow its title after a colon, in lower case.
    let swedish = try #require(MessageCatalog.bundled(language: "sv"))
    let tail = TextRenderer(messages: swedish).rejectedTail(.notPossible(startWord: "silkworm"))
    #expect(
      tail == "\tOrdet går inte att bilda\tBokstäverna i ”silkworm” räcker inte till det ordet!\n")
    // Every language's every message column: none starts with a lower-case letter.
    let errors: [WordError] = [
      .tooShort(minimum: 3), .startWord("silkworm"), .usedAlready,
      .notPossible(startWord: "silkworm"), .notRecognized, .blocked,
    ]
    for language in ["de", "es", "fr", "it", "nl", "pl", "pt", "ru", "sv"] {
      let catalog = try #require(MessageCatalog.bundled(language: language))
      for error in errors {
        let fields = TextRenderer(messages: catalog).rejectedTail(error).split(
          separator: "\t", omittingEmptySubsequences: false)
        let message = try #require(fields.last, "\(language): \(fields)")
        #expect(message.first.map { !$0.isLowercase } ?? false, "\(language): \(message)")
      }
    }
  }

  @Test(":define between timed rounds echoes a word as typed, with its capital")
  func defineBetweenRounds() throws {
    var session = try PlaySession(
      source: PlaySession.Source(
        startWords: PlaySessionTests.list, fixedRoot: "silkworm", minimumAnswers: 0),
      solver: Solver(
        dictionary: PlaySessionTests.words, lexicon: nil, tiers: PlaySessionTests.tiers),
      minimumLength: 3, identity: .init(dictionary: "fake", seed: 1, options: .init(time: 30)))
    _ = session.start(resumed: false)
    _ = session.timeUp(continues: true)
    #expect(session.isBetweenRounds)
    // The line reaches the session lower-cased; the typed line keeps `Haus`.
    let lines = session.handle(.answer(":define haus"), typed: ":define Haus").lines.map(\.text)
    #expect(lines == ["'Haus' is no word of the round that ended: define one of its words."])
  }

  @Test("A round on a --required list too short for a start word blames the list")
  func requiredListNamed() {
    let error = GameLanguageError.noStartWordsOnRequiredList
    #expect(
      error.description
        == "no word of 8 letters has 20 answers on the required list given (--required) to be a start word; give one with --root or --roots"
    )
  }
}
