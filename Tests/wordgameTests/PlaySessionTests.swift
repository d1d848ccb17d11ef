import Testing
import CommandLineOptions
import WordScramble

@testable import wordgame

/// The REPL's logic, step by step, without launching the binary.
@Suite("The play session: what each line shows and saves")
struct PlaySessionTests {
  static let words = WordSetChecker([
    "silk", "worm", "milk", "milks", "miso", "kilo", "silkworm", "milkwort",
  ])
  /// silkworm: required milk, silk, worm; bonus kilo, miso; milks blocked.
  static let tiers = WordTiers(required: ["silk", "worm", "milk"], blocked: ["milks"])
  static let list = StartWords(words: ["milkwort"], path: "test")

  func session(
    seed: UInt64 = 1, root: String? = "silkworm", minimumLength: Int = 3,
    options: SavedRound.Options = .init()
  ) throws -> PlaySession {
    try PlaySession(
      source: PlaySession.Source(startWords: Self.list, fixedRoot: root, minimumAnswers: 0),
      solver: Solver(dictionary: Self.words, lexicon: nil, tiers: Self.tiers),
      minimumLength: minimumLength,
      identity: .init(dictionary: "fake", seed: seed, options: options))
  }

  func texts(_ step: PlayStep) -> [String] { step.lines.map(\.text) }

  @Test("The opening shows the required total and the bonus words, and saves the round")
  func opening() throws {
    var session = try session()
    let step = session.start(resumed: false)
    #expect(texts(step)[0] == "Start word: silkworm")
    #expect(texts(step)[1].hasPrefix("Letters: "))
    #expect(texts(step)[2] == "Find 3 words worth 12 points (and 2 bonus words).")
    #expect(step.checkpoint?.startWord == "silkworm")
    #expect(step.checkpoint?.answers == ["milk", "silk", "worm"])
    #expect(step.checkpoint?.bonus == ["kilo", "miso"])
    #expect(!step.isOver)
  }

  @Test("An app's own rule, added through the library, rejects in play with its own title")
  func customRule() throws {
    let rule = AnswerRule(
      CustomRejection(
        code: "firstLetter", title: "Wrong first letter",
        message: "Start with the start word's first letter."),
      before: .notRecognized
    ) { word, startWord in word.first == startWord?.first }
    var options = GameLanguage.Options(rules: [rule])
    options.cacheFolder = nil
    let english = try GameLanguage.open("en_US", options: options)
    var session = try PlaySession(
      source: PlaySession.Source(fixedRoot: "silkworm", minimumAnswers: 0),
      solver: english.solver(), minimumLength: 3,
      identity: .init(dictionary: "en_US", seed: 1))
    _ = session.start(resumed: false)
    #expect(
      texts(session.handle(.answer("worm")))
        == ["worm: Wrong first letter — Start with the start word's first letter."])
    #expect(texts(session.handle(.answer("silk"))).first?.hasPrefix("silk: +4 points") == true)
    // Resumed from its save, the round still plays by the rule.
    let saved = try #require(session.handle(.answer("milk")).checkpoint)
    var resumed = PlaySession(
      resuming: saved, source: PlaySession.Source(minimumAnswers: 0), solver: english.solver())
    #expect(
      texts(resumed.handle(.answer("worm")))
        == ["worm: Wrong first letter — Start with the start word's first letter."])
  }

  @Test(":define reads the definitions the session is handed, and no files of its own")
  func injectedDefinitions() throws {
    var session = try session()
    _ = session.start(resumed: false)
    _ = session.handle(.answer("silk"))
    session.definitions = nil
    #expect(
      texts(session.handle(.answer(":define silk")))
        == [
          "Definitions need WordNet's files: install wordnet-base (apt-get install wordnet-base)."
        ])
    session.definitions = WordNet(folder: "/usr/share/wordnet")
    let defined = texts(session.handle(.answer(":define silk")))
    #expect(defined.first?.hasPrefix("silk (noun): ") == true, "\(defined)")
  }

  @Test("An accepted word is shown and saved; a rejected one is shown only")
  func answers() throws {
    var session = try session()
    _ = session.start(resumed: false)
    let accepted = session.handle(.answer("silk"))
    #expect(texts(accepted) == ["silk: +4 points — 4 of 12 points, 1 of 3 words — rank: Expert"])
    #expect(accepted.lines.first?.style == .accepted)
    #expect(accepted.checkpoint?.words == ["silk"])
    let again = session.handle(.answer("silk"))
    #expect(texts(again) == ["silk: Word used already — Be more original"])
    #expect(again.lines.first?.style == .rejected)
    #expect(session.handle(.blank) == PlayStep())
  }

  @Test("A bonus word scores apart; a blocked word is not allowed; no free suggestion")
  func tiers() throws {
    var session = try session()
    _ = session.start(resumed: false)
    #expect(
      texts(session.handle(.answer("miso")))
        == ["miso: +4 points, bonus word — 0 of 12 points (+4 bonus), 0 of 3 words"])
    #expect(
      texts(session.handle(.answer("milks")))
        == ["milks: Word not allowed — Slurs and vulgar words don't count in this game."])
    #expect(
      texts(session.handle(.answer("wrom")))
        == ["wrom: Word not recognized — You can't just make them up, you know!"])
    let quit = texts(session.handle(.answer(":quit")))
    #expect(quit.contains("Score: 0 of 12 points (+4 bonus), 0 of 3 words, rank Beginner"))
    #expect(!quit.joined().contains("kilo"))
    #expect(!quit.joined().contains("milks"))
  }

  @Test("Finding the last required word ends the round at Perfect and opens the next")
  func perfect() throws {
    var session = try session()
    _ = session.start(resumed: false)
    _ = session.handle(.answer("silk"))
    _ = session.handle(.answer("milk"))
    let last = session.handle(.answer("worm"))
    let lines = texts(last)
    #expect(lines[1] == "You have found every word!")
    #expect(lines.contains("No words missed."))
    #expect(lines.contains("Score: 12 of 12 points, 3 of 3 words, rank Perfect"))
    #expect(last.endedRounds.map(\.rank) == [.perfect])
    #expect(last.endedRounds.first?.finished == true)
    let blank = try #require(lines.firstIndex(of: ""))
    #expect(lines[blank + 1] == "Start word: milkwort")
    #expect(session.game.round.startWord == "milkwort")
  }

  @Test("A hint is saved with its progress; :new under --root draws a new start word")
  func hintAndNew() throws {
    var session = try session()
    _ = session.start(resumed: false)
    let hint = session.handle(.answer(":hint"))
    #expect(texts(hint)[0].hasPrefix("Hint: a 4-letter word: "))
    let saved = try #require(hint.checkpoint)
    #expect(saved.hintsUsed == 1)
    #expect(saved.hint?.shownLetters == 1)
    let new = session.handle(.answer(":new"))
    #expect(new.endedRounds.count == 1)
    #expect(new.endedRounds.first?.finished == false)
    #expect(texts(new).contains("Round abandoned. Start word: silkworm"))
    #expect(texts(new).contains("Start word: milkwort"))
    #expect(new.checkpoint?.startWord == "milkwort")
  }

  @Test("A round in which nothing was played counts for nothing")
  func unplayed() throws {
    var session = try session()
    _ = session.start(resumed: false)
    #expect(session.handle(.answer(":reveal")).endedRounds.isEmpty)
    #expect(session.handle(.answer(":new")).endedRounds.isEmpty)
    #expect(session.handle(.answer(":quit")).endedRounds.isEmpty)
    var rejectedOnly = try self.session()
    _ = rejectedOnly.handle(.answer("zzz"))
    #expect(rejectedOnly.handle(.answer(":new")).endedRounds.count == 1)
  }

  @Test("Hints stay on a word until it is found: the letters paid for end in a word to type")
  func hintsStay() throws {
    var session = try session()
    _ = session.start(resumed: false)
    var hinted: Set<String> = []
    var lines: [String] = []
    for _ in 0..<6 {
      lines.append(texts(session.handle(.answer(":hint")))[0])
      hinted.insert(try #require(session.game.hint?.word))
    }
    let word = try #require(hinted.count == 1 ? hinted.first : nil)
    #expect(session.game.hintsUsed == word.count - 1)
    #expect(lines.last?.hasSuffix("(no more letters to show: type it to find it)") == true)
    #expect(lines.filter { $0.hasSuffix("(-1 point)") }.count == word.count - 1)
    _ = session.handle(.answer(word))
    _ = session.handle(.answer(":hint"))
    #expect(session.game.hint?.word != word)
    #expect(session.game.hintsUsed == word.count)
    // The word being hinted is marked among the words missed.
    let hintedNow = try #require(session.game.hint?.word)
    let quit = texts(session.handle(.answer(":quit")))
    #expect(quit.contains { $0.contains(" \(hintedNow) (hinted)") }, "\(quit)")
    #expect(quit.last?.hasSuffix("(\(session.game.hintsUsed) hints)") == true)
  }

  @Test(":quit ends the game as finished, showing the words missed")
  func quit() throws {
    var session = try session()
    _ = session.start(resumed: false)
    _ = session.handle(.answer("worm"))
    let quit = session.handle(.answer(":q"))
    #expect(quit.isOver)
    #expect(quit.endedRounds.first?.finished == true)
    #expect(quit.endedRounds.first?.words == ["worm"])
    #expect(texts(quit).first == "Words missed (2):")
    #expect(texts(quit)[1] == "  4 letters: milk, silk")
  }

  @Test("A saved round resumes where it was, hint and tiers included, its answers derived again")
  func resume() throws {
    var first = try session()
    _ = first.start(resumed: false)
    _ = first.handle(.answer("milk"))
    _ = first.handle(.answer("miso"))
    let saved = try #require(first.handle(.answer(":hint")).checkpoint)
    var resumed = PlaySession(
      resuming: saved, source: PlaySession.Source(fixedRoot: "silkworm"),
      solver: Solver(dictionary: Self.words, lexicon: nil, tiers: Self.tiers))
    let start = resumed.start(resumed: true)
    #expect(texts(start).first == "Resuming your unfinished round.")
    #expect(texts(start).contains("Words found (1 required, 1 bonus): milk, miso (bonus)"))
    #expect(resumed.game.hint == first.game.hint)
    #expect(resumed.game.solution == first.game.solution)
    #expect(resumed.game.bonusScore == 4)
    #expect(texts(resumed.handle(.answer("milks"))).first?.contains("Word not allowed") == true)
  }

  @Test("Ctrl-C pauses the round: no missed words, no 'Round over', the round is saved")
  func interrupt() throws {
    var session = try session()
    _ = session.start(resumed: false)
    let step = session.interrupt(savesRounds: true)
    #expect(!step.isOver)
    #expect(texts(step).contains("Round paused. Start word: silkworm"))
    #expect(!texts(step).contains { $0.hasPrefix("Round over") })
    #expect(texts(step).last == "Round saved: run wordgame again to resume it.")
    #expect(!texts(step).contains { $0.hasPrefix("Words missed") })
  }

  @Test("Commands may be shortened to :h or a unique prefix; others list the commands")
  func commands() throws {
    var session = try session()
    #expect(
      texts(session.handle(.answer(":h"))).first
        == "Type a word made from the letters, or a command:")
    #expect(texts(session.handle(.answer(":sc"))).first?.hasPrefix("Score: ") == true)
    #expect(texts(session.handle(.answer(":ra"))).first?.hasPrefix("Ranks and the points") == true)
    #expect(
      texts(session.handle(.answer(":t"))).first?.hasSuffix("by their first two letters:") == true)
    // :r could be :ranks or :reveal: it ends no round.
    #expect(texts(session.handle(.answer(":r"))).first?.hasPrefix("Unknown command ':r'.") == true)
    #expect(
      texts(session.handle(.answer(":s")))
        == [
          "Unknown command ':s'. Commands: :help :new :words :score :ranks :shuffle :hint :grid :two :define :challenge :compare :reveal :quit"
        ]
    )
  }

  @Test("Long lines wrap at spaces to the terminal's width, never inside a word")
  func wrapping() {
    let line = "  4 letters: " + Array(repeating: "silk", count: 30).joined(separator: ", ")
    let parts = TerminalStyle.wrap(line, width: 40)
    #expect(parts.count > 1)
    #expect(parts.allSatisfy { $0.count <= 40 })
    #expect(parts.dropFirst().allSatisfy { $0.hasPrefix("      silk") })
    #expect(parts.joined(separator: " ").split(separator: " ") == line.split(separator: " "))
    #expect(TerminalStyle.wrap(line, width: nil) == [line])
  }

  @Test("One of a kind is singular: 1 letter, 1 word, 1 point")
  func singular() throws {
    let solver = Solver(
      dictionary: WordSetChecker(["a", "at", "cat"]), lexicon: nil, tiers: .unrestricted)
    var session = try PlaySession(
      source: PlaySession.Source(fixedRoot: "cat"), solver: solver, minimumLength: 1,
      identity: .init(dictionary: "fake", seed: 1))
    #expect(texts(session.start(resumed: false))[2] == "Find 2 words worth 3 points.")
    let quit = texts(session.handle(.answer(":quit")))
    // Padded to `2 letters: `, so both lists start in one column.
    #expect(quit.contains("  1 letter:  a"))
    #expect(quit.contains("Score: 0 of 3 points, 0 of 2 words, rank Beginner"))
    var one = try PlaySession(
      source: PlaySession.Source(fixedRoot: "at"), solver: solver, minimumLength: 1,
      identity: .init(dictionary: "fake", seed: 1))
    #expect(texts(one.start(resumed: false))[2] == "Find 1 word worth 1 point.")
  }
}

@Suite("The command line's declarations and parser")
struct CommandLineTests {
  @Test("An option's value that looks like an option is a missing value")
  func optionLikeValue() throws {
    #expect(throws: UsageError("Missing value for '%s'", "--root <word>")) {
      try CheckCommand.parse(["--root", "--json"])
    }
    #expect(throws: UsageError("Missing value for '%s'", "--dict <name|path>")) {
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
