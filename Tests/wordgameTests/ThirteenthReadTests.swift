import Foundation
import Testing
import WordScramble

@testable import wordgame

/// What a thirteenth native read (#51) found in the program, as players see it.
@Suite("A thirteenth native read: what the program writes")
struct ThirteenthReadTests {
  @Test("Without --dict, the player's language is played when its dictionary is installed")
  func localeDictionary() throws {
    // A test run's default (WORDGAME_DICT=en_US) is taken away: the locale decides.
    let portuguese = try wordgameCommand(
      ["--root", "biosfera"], input: ":quit\n",
      environment: ["LANG": "pt_PT.UTF-8", "WORDGAME_DICT": ""])
    #expect(portuguese.stdoutLines.first == "Palavra inicial: biosfera", "\(portuguese.stderr)")
    let polish = try wordgameCommand(
      ["why", "kot"], input: "", environment: ["LANG": "pl_PL.UTF-8", "WORDGAME_DICT": ""])
    #expect(polish.stdoutLines.first?.hasPrefix("kot: ") == true, "\(polish.stdout)")
    #expect(polish.stdout.contains("pl_PL"), "\(polish.stdout)")
    // WORDGAME_DICT names another default; an English or C locale plays en_US.
    let named = try wordgameCommand(
      ["--root", "Schwalbe"], input: ":quit\n", environment: ["WORDGAME_DICT": "de_DE"])
    #expect(named.stdoutLines.first == "Start word: Schwalbe", "\(named.stderr)")
    let english = try wordgameCommand(
      ["--root", "silkworm"], input: ":quit\n", environment: ["WORDGAME_DICT": ""])
    #expect(english.stdoutLines.first == "Start word: silkworm", "\(english.stderr)")
    // A language with no dictionary installed falls back to en_US (Japanese
    // has no Hunspell dictionary anywhere; Czech, once used here, may be installed).
    let japanese = try wordgameCommand(
      ["--root", "silkworm"], input: ":quit\n",
      environment: ["LANG": "ja_JP.UTF-8", "WORDGAME_DICT": ""])
    #expect(japanese.stdoutLines.first == "Start word: silkworm", "\(japanese.stderr)")
  }

  @Test("A capital typed where the language writes the word in lower case is not kept")
  func typedCapital() throws {
    // A fresh cache: the spelling once depended on whether a word list was cached.
    let cache = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let result = try wordgameCommand(
      ["--dict", "pt_PT", "--root", "biosfera"], input: "Brisa\nSobre\n:quit\n",
      environment: ["XDG_CACHE_HOME": cache.path])
    #expect(result.stdoutLines.contains { $0.hasPrefix("brisa: +5 points") }, "\(result.stdout)")
    #expect(result.stdoutLines.contains { $0.hasPrefix("sobre: +5 points") }, "\(result.stdout)")
    // German nouns keep theirs.
    let german = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Schwalbe"], input: "Wal\n:quit\n",
      environment: ["XDG_CACHE_HOME": cache.path])
    #expect(german.stdoutLines.contains { $0.hasPrefix("Wal: +") }, "\(german.stdout)")
  }

  @Test("The blanks of :grid start in one column where the plural forms differ in length")
  func gridColumns() throws {
    for (language, dictionary) in [("pl_PL.UTF-8", "pl_PL"), ("ru_RU.UTF-8", "ru_RU")] {
      let result = try wordgameCommand(
        ["--dict", dictionary, "--seed", "3"], input: ":grid\n:quit\n",
        environment: ["LANG": language])
      let blanks = result.stdoutLines.filter { $0.hasPrefix("  ") && $0.contains(" ___") }
      #expect(blanks.count >= 2, "\(result.stdout)")
      // Characters before the first blank (Cyrillic letters count one each).
      let columns = Set(blanks.map { $0.prefix { $0 != "_" }.count })
      #expect(columns.count == 1, "\(blanks)")
    }
  }

  @Test("ß is the capital ẞ among the tiles; a start word refused is named as typed")
  func germanLetters() throws {
    let result = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Fußballs", "--seed", "1"], input: ":quit\n")
    let letters = try #require(result.stdoutLines.first { $0.hasPrefix("Letters: ") })
    #expect(letters.contains("ẞ") && !letters.contains("ß"), "\(letters)")
    let refused = try wordgameCommand(["--dict", "de_DE", "--root", "Scheiße"], input: "")
    #expect(
      refused.stderr.contains("Error: the start word 'Scheiße' is not allowed in this game"),
      "\(refused.stderr)")
  }

  @Test(":grid counts a word's letters as it is spelled, as the hints and missed words do")
  func gridSpelledLengths() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let required = folder.appendingPathComponent("required.txt")
    try "Fußball\naß\n".write(to: required, atomically: true, encoding: .utf8)
    let result = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Fußballs", "--required", required.path],
      input: ":grid\n:quit\n")
    let labels = result.stdoutLines.filter { $0.hasPrefix("  ") && $0.contains(" letters: ") }
      .map { $0.prefix { $0 != ":" }.trimmingCharacters(in: .whitespaces) }
    // Listed twice: :grid's blanks, then the words missed at the end.
    #expect(Set(labels) == ["2 letters", "7 letters"], "\(result.stdout)")
  }

  @Test("A party's turn ends on the screen before the note of the lines it did not play")
  func partyNoteOrder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let required = folder.appendingPathComponent("required.txt")
    try "silk\n".write(to: required, atomically: true, encoding: .utf8)
    // Standard error and output in one stream, as a terminal shows them.
    let command =
      "\(try wordgameURL().path) --root silkworm --names Ana,Bruno --required \(required.path) 2>&1"
    let result = try run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", command],
      input: Array("silk\nworm\nmilk\n:done\nsilk\n".utf8), environment: testEnvironment([:]))
    let lines = result.stdoutLines
    let turn = try #require(lines.firstIndex { $0.hasPrefix("Ana: 4 of 4 points") }, "\(lines)")
    let note = try #require(
      lines.firstIndex { $0 == "Note: 2 lines typed after the turn ended were not played." })
    #expect(turn < note)
  }

  @Test("why says an allowed vulgar word is a bonus word for that, not for its frequency")
  func allowedVulgar() throws {
    let result = try wordgameCommand(["why", "--allow-vulgar", "shit"], input: "")
    #expect(
      result.stdoutLines == [
        "shit: bonus word",
        "  A vulgar word, allowed (--allow-vulgar): a bonus word, never required.",
      ], "\(result.stdout)")
  }

  @Test("--time takes durations as languages write them: 2min, 2 min, 1h30, 1m30")
  func durations() {
    #expect(TimeLimit.seconds("2min") == 120)
    #expect(TimeLimit.seconds("2 min") == 120)
    #expect(TimeLimit.seconds("2mn") == 120)
    #expect(TimeLimit.seconds("1h30") == 5_400)
    #expect(TimeLimit.seconds("1h30min") == 5_400)
    #expect(TimeLimit.seconds("1m30") == 90)
    #expect(TimeLimit.seconds("90sec") == 90)
    #expect(TimeLimit.seconds("1m30h") == nil)
    #expect(TimeLimit.seconds("1s30") == nil)
    #expect(TimeLimit.seconds("min") == nil)
  }

  @Test("Lines are not broken after (1, inside :words abc, a pair example or a command to copy")
  func lineBreaks() {
    let hint = HelpText.wrap(
      "Show a word not found yet, a letter more each time (1 point each time).", width: 46,
      indent: "", hanging: "")
    #expect(!hint.split(separator: "\n").contains { $0.hasSuffix("(1") }, "\(hint)")
    let words = HelpText.wrap(
      "List the words found, newest first (:words abc, :words long), bonus words marked.",
      width: 42, indent: "", hanging: "")
    #expect(!words.split(separator: "\n").contains { $0.hasSuffix(":words") }, "\(words)")
    let pairs = HelpText.wrap(
      "Count the words left by their first two letters (SI-3 SK-1).", width: 54, indent: "",
      hanging: "")
    #expect(!pairs.split(separator: "\n").contains { $0.hasSuffix("(SI-3") }, "\(pairs)")
    // A JSON key list fills its lines: `"points"};` is a quotation of its own.
    let keys = HelpText.wrap(
      #"answers ({"word", "answers", "bonus", "spellings", "allLetters", "count", "points"}; with --roots {"word", "count"})"#,
      width: 54, indent: "", hanging: "")
    #expect(keys.split(separator: "\n").first?.count ?? 0 > 44, "\(keys)")
    let code = "C1-281G-2439-A032-E694-F15E-WGA5-5PYY-60AE-KWG0"
    let challenge = ShownLine.challenge(code, in: .english).laidOut(width: 60)
    #expect(challenge.contains { $0.contains("wordgame --challenge " + code) }, "\(challenge)")
  }

  @Test(":words after a round ended says no word was found in it, not yet")
  func wordsAfterTheEnd() throws {
    var session = try PlaySession(
      source: PlaySession.Source(
        startWords: PlaySessionTests.list, fixedRoot: "silkworm", minimumAnswers: 0),
      solver: Solver(
        dictionary: PlaySessionTests.words, lexicon: nil, tiers: PlaySessionTests.tiers),
      minimumLength: 3, identity: .init(dictionary: "fake", seed: 1))
    _ = session.start(resumed: false)
    #expect(session.wordsLines().map(\.text) == ["No words found yet."])
    // A timed round's time ran out: the next round waits for Enter.
    _ = session.timeUp(continues: true)
    #expect(session.wordsLines().map(\.text) == ["No words found in that round."])
  }
}
