import Testing
import WordScramble

@testable import wordgame

/// The REPL's logic, step by step, without launching the binary.
@Suite("The play session: what each line shows and saves")
struct PlaySessionTests {
  static let words = WordSetChecker(["silk", "worm", "milk", "milks", "silkworm"])

  func session(seed: UInt64 = 1) -> PlaySession {
    PlaySession(
      source: PlaySession.Source(fixedRoot: "silkworm"),
      solver: Solver(dictionary: Self.words, lexicon: nil), minimumLength: 3,
      identity: .init(dictionary: "fake", seed: seed))
  }

  func texts(_ step: PlayStep) -> [String] { step.lines.map(\.text) }

  @Test("The opening shows the puzzle and saves the round")
  func opening() {
    var session = session()
    let step = session.start(resumed: false)
    #expect(texts(step)[0] == "Start word: silkworm")
    #expect(texts(step)[1].hasPrefix("Letters: "))
    #expect(texts(step)[2] == "Find 4 words worth 17 points.")
    #expect(step.checkpoint?.startWord == "silkworm")
    #expect(step.checkpoint?.answers == ["milk", "silk", "worm", "milks"])
    #expect(!step.isOver)
  }

  @Test("An accepted word is shown and saved; a rejected one is shown only")
  func answers() {
    var session = session()
    _ = session.start(resumed: false)
    let accepted = session.handle(.answer("silk"))
    #expect(texts(accepted) == ["silk: +4 points — 4 of 17 points, 1 of 4 words — rank: Skilled"])
    #expect(accepted.lines.first?.style == .accepted)
    #expect(accepted.checkpoint?.words == ["silk"])
    let again = session.handle(.answer("silk"))
    #expect(texts(again) == ["silk: Word used already — Be more original"])
    #expect(again.lines.first?.style == .rejected)
    #expect(again.checkpoint == nil)
    #expect(session.handle(.blank) == PlayStep())
  }

  @Test("A hint is saved with its progress; :new ends the round as abandoned")
  func hintAndNew() throws {
    var session = session()
    _ = session.start(resumed: false)
    let hint = session.handle(.answer(":hint"))
    #expect(texts(hint)[0].hasPrefix("Hint: a "))
    let saved = try #require(hint.checkpoint)
    #expect(saved.hintsUsed == 1)
    #expect(saved.hint?.shownLetters == 1)
    let new = session.handle(.answer(":new"))
    #expect(new.endedRounds.count == 1)
    #expect(new.endedRounds.first?.finished == false)
    #expect(texts(new).contains("Round over. Start word: silkworm"))
    #expect(new.checkpoint != nil)
  }

  @Test(":quit ends the game as finished, showing the words missed")
  func quit() {
    var session = session()
    _ = session.start(resumed: false)
    _ = session.handle(.answer("worm"))
    let quit = session.handle(.answer(":quit"))
    #expect(quit.isOver)
    #expect(quit.endedRounds.first?.finished == true)
    #expect(quit.endedRounds.first?.words == ["worm"])
    #expect(texts(quit).first == "Words missed (3):")
    #expect(texts(quit)[1] == "  4 letters: milk, silk")
  }

  @Test("A saved round resumes where it was, hint included, without solving again")
  func resume() throws {
    var first = session()
    _ = first.start(resumed: false)
    _ = first.handle(.answer("milk"))
    let saved = try #require(first.handle(.answer(":hint")).checkpoint)
    var resumed = PlaySession(
      resuming: saved, source: PlaySession.Source(fixedRoot: "silkworm"),
      solver: Solver(dictionary: WordSetChecker([]), lexicon: nil))
    let start = resumed.start(resumed: true)
    #expect(texts(start).first == "Resuming your unfinished round.")
    #expect(texts(start).contains("Words found (1): milk"))
    #expect(resumed.game.hint == first.game.hint)
    #expect(resumed.game.solution == first.game.solution)
  }

  @Test("Ctrl-C shows the summary without the missed words and says the round is saved")
  func interrupt() {
    var session = session()
    _ = session.start(resumed: false)
    let step = session.interrupt(savesRounds: true)
    #expect(!step.isOver)
    #expect(texts(step).last == "Round saved: run wordgame again to resume it.")
    #expect(!texts(step).contains { $0.hasPrefix("Words missed") })
  }

  @Test("An unknown command lists the commands")
  func unknownCommand() {
    var session = session()
    let step = session.handle(.answer(":bogus"))
    #expect(
      texts(step) == [
        "Unknown command ':bogus'. Commands: :help :new :words :score :shuffle :hint :reveal :quit"
      ])
  }
}

@Suite("The command line's declarations and parser")
struct CommandLineTests {
  @Test("An option's value that looks like an option is a missing value")
  func optionLikeValue() throws {
    #expect(throws: UsageError(message: "Missing value for '--root <word>'")) {
      try CheckCommand.parse(["--root", "--json"])
    }
    #expect(throws: UsageError(message: "Missing value for '--dict <name|path>'")) {
      try CheckCommand.parse(["--dict", "-h"])
    }
    #expect(try CheckCommand.parse(["--root=-h"]).text(CommonOptions.root) == "-h")
    #expect(try PlayCommand.parse(["--seed", "-1"]).text(PlayCommand.seed) == "-1")
    #expect(try CheckCommand.parse(["-", "-h"]).has(.help))
  }

  @Test("Every help fits 80 columns and names every option once")
  func helpFits() {
    for command in WordGame.subcommands {
      for line in command.help.split(separator: "\n") {
        #expect(line.count <= 80, "\(command.name): \(line)")
      }
      for option in command.options {
        let count = command.help.components(separatedBy: "  " + option.synopsis).count - 1
        #expect(count == 1, "\(command.name) \(option.synopsis)")
      }
    }
    for line in WordGame.help.split(separator: "\n") { #expect(line.count <= 80) }
  }

  @Test("The top-level help lists every subcommand with its abstract")
  func topLevelHelp() {
    for command in WordGame.subcommands {
      #expect(WordGame.help.contains(command.name))
      #expect(WordGame.help.contains(command.abstract))
    }
  }
}
