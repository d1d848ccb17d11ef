import Testing

@testable import WordScramble

@Suite("explain judges a word under the language's own rules")
struct ExplainRulesTests {
  static let noFinalS = AnswerRule(
    CustomRejection(
      code: "noFinalS", title: "No plurals", message: "Words ending in s don't count."),
    before: .notRecognized
  ) { word, _ in !word.hasSuffix("s") }

  static let firstLetter = AnswerRule(
    CustomRejection(
      code: "firstLetter", title: "Wrong first letter",
      message: "Start with the start word's first letter."),
    before: .notRecognized
  ) { word, startWord in word.first == startWord?.first }

  @Test("A word an app's rule rejects is explained as rejected, by that rule")
  func rejectedByRule() throws {
    let house = try GameLanguage.open(
      "en_US", options: isolatedOptions(.init(rules: [Self.noFinalS])))
    let worms = house.explain("worms")
    #expect(worms.verdict == .rejected)
    #expect(worms.reasons == [.rule(Self.noFinalS.rejection)])
    #expect(house.explain("worm").verdict == .required)
    // The rule decides as a round does: `worms` is no answer there either.
    var game = try house.game(startWord: "silkworm")
    #expect(game.submit("worms")?.error == .custom(Self.noFinalS.rejection))
    // Without the rule, the same word is required.
    #expect(try englishGameResult.get().explain("worms").verdict == .required)
  }

  @Test("A rule about the start word is judged with the start word given")
  func withStartWord() throws {
    let house = try GameLanguage.open(
      "en_US", options: isolatedOptions(.init(rules: [Self.firstLetter])))
    #expect(house.explain("worm", startWord: "silkworm").verdict == .rejected)
    #expect(house.explain("silk", startWord: "silkworm").verdict == .required)
  }
}
