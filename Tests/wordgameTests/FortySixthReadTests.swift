import Testing
import WordScramble

/// What the forty-sixth native read (#51) found: words no editor would
/// require, and a screen reader's hint naming two letters in Polish.
@Suite("Left from the forty-sixth read: a hint's letters and the words readers would not require")
struct FortySixthReadTests {
  @Test("A Polish screen reader's hint names one letter 'od litery R', two letters 'od liter R, I'")
  func polishHintLetters() throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"],
      input: "silk\n:hint\n:hint\n:quit\n", environment: ["LANGUAGE": "pl"])
    #expect(
      played.stdoutLines.contains {
        $0.hasPrefix("Podpowiedź: słowo 4-literowe zaczynające się od litery R. ")
      }, "\(played.stdout)")
    #expect(
      played.stdoutLines.contains {
        $0.hasPrefix("Podpowiedź: słowo 4-literowe zaczynające się od liter R, I. ")
      }, "\(played.stdout)")
  }

  @Test(
    "A word the read would not require is a bonus: accepted, never counted against the player",
    arguments: [
      ("de_DE", "sähe"), ("de_DE", "Heber"), ("es_ES", "citara"), ("es_ES", "estad"),
      ("fr_FR", "affres"), ("nl_NL", "zelfde"), ("pl_PL", "pule"), ("pt_PT", "postei"),
      ("ru_RU", "сету"), ("sv_SE", "frites"),
    ])
  func bonus(dictionary: String, word: String) throws {
    let why = try wordgameCommand(["why", "--dict", dictionary, word])
    #expect(why.stdoutLines.first == "\(word): bonus word", "\(why.stdout)")
  }
}
