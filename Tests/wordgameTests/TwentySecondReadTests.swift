import Foundation
import Testing
import WordScramble

@testable import wordgame

/// What the twenty-second native read (#51) found in the program, as players see it.
@Suite("Left from the twenty-second read: what the program writes")
struct TwentySecondReadTests {
  @Test("why says a word is too short for a round unless --min-length allows it")
  func tooShortForARound() {
    let short = WordExplanation(
      word: "de", spelling: nil, verdict: .required, reasons: [.requiredList], standing: 7.6,
      threshold: 3.2)
    let text = WhyCommand.text(short, typed: "de", dictionary: "es_ES")
    #expect(
      text.contains(
        "  Too short for a round by default (3 letters at least); a round played with a smaller --min-length accepts it.\n"
      ))
    let long = WordExplanation(
      word: "dedo", spelling: nil, verdict: .required, reasons: [.requiredList])
    #expect(!WhyCommand.text(long, typed: "dedo", dictionary: "es_ES").contains("Too short"))
  }

  @Test("why shows no threshold a word passes where its shape or a tag made it bonus")
  func noThresholdWhereShapeDecided() {
    let numeral = WordExplanation(
      word: "mix", spelling: nil, verdict: .bonus, reasons: [.shape("a Roman numeral")],
      standing: 5.4, threshold: 3.0)
    let text = WhyCommand.text(numeral, typed: "mix", dictionary: "en_US")
    #expect(text.contains("Frequency: zipf 5.4 (its family's)\n"), "\(text)")
    #expect(!text.contains("required from"))
  }

  @Test("A number and the short words around it stay on one line (de 2 a 8, 6 de 78 palabras)")
  func numbersKeptWhole() {
    let help =
      "Una ronda en grupo en un solo terminal: de\u{00A0}2 a 8 participantes se turnan con la misma palabra"
    for width in 30...60 {
      let lines = HelpText.wrap(help, width: width, indent: "", hanging: "  ")
        .split(separator: "\n")
      #expect(lines.contains { $0.contains("de\u{00A0}2 a 8 participantes") }, "\(width): \(lines)")
    }
    let score = "Puntuación: 31 de 188 puntos (+5 extra), 6 de 78 palabras"
    for width in 20...50 {
      let lines = HelpText.wrap(score, width: width, indent: "", hanging: "  ").split(
        separator: "\n")
      #expect(lines.contains { $0.contains("6 de 78 palabras") }, "\(width): \(lines)")
    }
  }

  @Test("compare tells what a single code is, not only that one is too few")
  func compareOneCode() throws {
    let result = try wordgameCommand(["compare", "xyz"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("xyz: this is not a challenge or result code (they begin C1- or R1-)"),
      "\(result.stderr)")
    let two = try wordgameCommand(["compare"])
    #expect(
      two.stderr.contains("Give two to eight result codes to compare (none given)"), "\(two.stderr)"
    )
  }

  @Test("A bad code in :compare is a sentence, with its full stop")
  func codeErrorSentence() throws {
    let result = try wordgameCommand(["--seed", "1"], input: ":compare xyz\n:quit\n")
    #expect(
      result.stdout.contains(
        "Bad code — this is not a challenge or result code (they begin C1- or R1-)."),
      "\(result.stdout)")
  }

  @Test("In screen-reader mode Ctrl-C clears the line; only a second in a row leaves the round")
  func screenReaderCtrlC() throws {
    let player = try Player()
    let result = try player.play(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"],
      [.signal(SIGINT), .line("silk"), .signal(SIGINT), .signal(SIGINT)], interactive: true)
    #expect(result.status == 130, "\(result.stdout)")
    #expect(
      result.stdout.components(separatedBy: "Line cleared. Ctrl-C again leaves the round, saved.")
        .count == 3, "\(result.stdout)")
    // The word typed after the first Ctrl-C was judged: the round went on, and is kept.
    let game = try #require(player.savedRound?["game"] as? [String: Any])
    let round = try #require(game["round"] as? [String: Any])
    #expect(round["words"] as? [String] == ["silk"])
  }

  @Test("A dictionary that cannot be found leaves the saved round alone")
  func dictionaryTypoKeepsRound() throws {
    let player = try Player()
    _ = try player.play(["--root", "silkworm", "--seed", "1"], [.line("silk"), .signal(SIGTERM)])
    let typo = try player.play(["--dict", "xx_XX"], [])
    #expect(typo.status == 2, "\(typo.stdout)")
    // The round is still saved: played again with its options, it resumes.
    let game = try #require(player.savedRound?["game"] as? [String: Any])
    let round = try #require(game["round"] as? [String: Any])
    #expect(round["words"] as? [String] == ["silk"])
  }
}
