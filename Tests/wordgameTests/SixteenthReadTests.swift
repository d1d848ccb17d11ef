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
      tail == "\tOrdet går inte att bilda\tBokstäverna i ”silkworm” räcker inte till det.\n")
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
    var session = try PlaySessionTests().session(options: .init(time: 30))
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
  @Test("A dictionary typed under another of its names is played under one name")
  func linkedNames() {
    // Debian's fr_FR.dic links to fr.dic, es_MX.dic to es_ES.dic, de_LU.dic to
    // de_DE.dic: one dictionary, one daily puzzle, one set of statistics.
    let environment = ProcessInfo.processInfo.environment
    #expect(Languages.installedName("fr_FR", environment) == "fr")
    #expect(Languages.installedName("es_MX", environment) == "es_ES")
    #expect(Languages.installedName("de_LU", environment) == "de_DE")
    #expect(Languages.installedName("de", environment) == "de_DE")
    #expect(Languages.installedName("en_US", environment) == "en_US")
    #expect(Languages.installedName("./fr_FR", environment) == "./fr_FR")
  }
  @Test("why shows a word as the lists write it where a typed form differs only in case")
  func whyKeepsTheCapital() throws {
    var options = GameLanguage.Options()
    options.cacheFolder = nil
    let german = try GameLanguage.open("de_DE", options: options)
    #expect(german.explain("Spiel").spelling == "Spiel")
    #expect(german.explain("Preis").spelling == "Preis")
    // `spiel` (the imperative of spielen) and `vögeln` are words too, but the
    // verdict is about the lists' word: shown as they write it.
    #expect(german.explain("spiel").spelling == "Spiel")
    #expect(german.explain("vögeln").spelling == "Vögeln")
    // French keeps a typed accent: `crevé` is not `crève`.
    let french = try GameLanguage.open("fr", options: options)
    #expect(french.explain("crevé").spelling == "crevé")
  }

  @Test("The --difficulty help gives no dictionary's numbers: each dictionary has its own")
  func difficultyHelp() {
    let help = PlayCommand.difficulty.help
    #expect(help.hasSuffix("each band holds a third of the dictionary's start words."), "\(help)")
    #expect(!help.contains("en_US"), "\(help)")
  }

  @Test("A share line is broken only between its parts, never inside one (read 19: not cut)")
  func shareLineWhole() {
    let share = "WordScramble #6 2026-12-06 (de_DE) · 9/176 Punkte · 2/38 Wörter · Talent · 1 Tipp"
    let line = ShownLine(text: share, style: .heading, layout: .share(share))
    #expect(line.laidOut(width: 90, mark: "") == [share])
    #expect(
      line.laidOut(width: 80, mark: "") == [
        "WordScramble #6 2026-12-06 (de_DE) · 9/176 Punkte · 2/38 Wörter · Talent",
        "· 1 Tipp",
      ])
    #expect(line.laidOut(width: 40, mark: "").allSatisfy { $0.count <= 40 })
  }
  @Test("The warnings about a personal list come in the file's line order")
  func personalWarningsInOrder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("own.txt")
    try "silk\n*foo\nabc1\nworm/S\n".write(to: list, atomically: true, encoding: .utf8)
    let result = try wordgameCommand(["check", "--personal", list.path], input: "silk\n")
    let warnings = result.stderr.split(separator: "\n").filter { $0.contains("own.txt: line") }
    #expect(warnings.count == 3, "\(result.stderr)")
    #expect(warnings.map { $0.contains("line 2:") } == [true, false, false], "\(warnings)")
    #expect(warnings.last?.contains("line 4:") == true, "\(warnings)")
  }
  @Test("A word with an apostrophe or a hyphen is told so, not judged")
  func joinedWords() throws {
    var session = try PlaySessionTests().session()
    _ = session.start(resumed: false)
    let lines = session.handle(.answer("silk's"), typed: "Silk's").lines.map(\.text)
    #expect(
      lines == [
        "'Silk's': words with an apostrophe or a hyphen don't count in this game (letters only)."
      ])
    #expect(session.game.round.usedWords.isEmpty)
    #expect(PlaySession.isJoinedWord("zee-egel") && PlaySession.isJoinedWord("aujourd’hui"))
    #expect(!PlaySession.isJoinedWord("silk") && !PlaySession.isJoinedWord("-silk"))
    #expect(!PlaySession.isJoinedWord("it's2"))
  }
  @Test("A closed terminal leaves the round saved to resume, not ended as Ctrl-D ends it")
  func closedTerminal() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["TERM": "xterm", "LC_ALL": "C", "XDG_STATE_HOME": state.path]
    let session = try TerminalSession(
      ["play", "--root", "silkworm", "--seed", "3"], environment: environment)
    #expect(session.waitFor("Type :help for commands."))
    #expect(session.typeAtPrompt("silk\r", after: "Type :help for commands."))
    #expect(session.waitFor("4 of 142 points"))
    session.hangUp()
    session.process.waitUntilExit()
    let next = try wordgameCommand(["play"], input: ":quit\n", environment: environment)
    #expect(next.stdout.contains("Resuming your unfinished round."), "\(next.stdout)")
  }
  @Test("why gives a threshold only where frequency decided the tier, not under an editor's call")
  func thresholdOnlyWhereItDecided() throws {
    var options = GameLanguage.Options()
    options.cacheFolder = nil
    let italian = try GameLanguage.open("it_IT", options: options)
    let sensitive = WhyCommand.text(
      italian.explain("sfigato"), typed: "sfigato", dictionary: "it_IT")
    let line = try #require(sensitive.split(separator: "\n").first { $0.contains("zipf") })
    #expect(line.hasSuffix("(its family's)"), "\(sensitive)")
    let common = WhyCommand.text(italian.explain("casa"), typed: "casa", dictionary: "it_IT")
    #expect(common.contains("required from 2"), "\(common)")
  }
  @Test("A new rank stays on one line with its name; a Roman numeral has no one-letter lemma")
  func rankAndNumerals() throws {
    let text =
      "silkworm: +16 points, every letter! — 20 of 142 points, 5 of 37 words — rank: Expert"
    let line = ShownLine(
      text: text, style: .accepted, isVerdict: true, layout: .keeping("rank: Expert"))
    let laidOut = line.laidOut(width: text.count - 4, mark: "")
    #expect(laidOut.last?.hasSuffix("rank: Expert") == true, "\(laidOut)")
    #expect(!laidOut.contains { $0.hasSuffix("rank:") }, "\(laidOut)")
    var options = GameLanguage.Options()
    options.cacheFolder = nil
    let italian = try GameLanguage.open("it_IT", options: options)
    #expect(italian.explain("xiv").lemma == nil)
  }
}
