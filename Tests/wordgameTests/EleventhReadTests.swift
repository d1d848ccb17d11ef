import Foundation
import Testing
import WordScramble

@testable import wordgame

/// What native readers found on their eleventh read of the nine catalogs
/// (#51): the end-of-round list in alphabetical order, a length of one
/// letter in the singular, Italian `ed`, an error's title in lower case after
/// a colon where the language writes it so, the library's warnings and a
/// failed read of standard input in the player's language, and a question
/// too long for the terminal broken at a space, never inside `[y/N]`.
@Suite("What native readers found on an eleventh read")
struct EleventhReadTests {
  @Test("The words found at the end of a round are in alphabetical order, as every other list")
  func wordsFoundInOrder() throws {
    let played = try wordgameCommand(
      ["--root", "silkworm"], input: "worm\nsilk\nmilk\nskirl\n:quit\n")
    #expect(
      played.stdoutLines.contains(
        "Words found (3 required, 1 bonus): milk, silk, skirl (bonus), worm"),
      "\(played.stdout)")
    let german = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Schaukel"], input: "Haus\nauch\nHals\n:quit\n",
      environment: ["LANG": "de_DE.UTF-8"])
    #expect(
      german.stdoutLines.contains { $0.hasSuffix(": auch, Hals, Haus") }, "\(german.stdout)")
  }

  @Test("A hint or a count of one-letter words writes the length in the singular")
  func oneLetter() throws {
    let portuguese = try #require(MessageCatalog.bundled(language: "pt"))
    #expect(
      portuguese.plural(
        "Hint: a %d-letter word: %s", "Hint: a %d-letter word: %s", count: 1, 1, "O")
        == "Pista: uma palavra de 1 letra: O")
    #expect(
      portuguese.plural(
        "Hint: a %d-letter word: %s", "Hint: a %d-letter word: %s", count: 4, 4, "O _ _ _")
        == "Pista: uma palavra de 4 letras: O _ _ _")
    #expect(
      portuguese.plural(
        context: "words of one letter", "%1$d %2$d-letter word", "%1$d %2$d-letter words",
        count: 1, 1, 1) == "1 palavra de 1 letra")
    let russian = try #require(MessageCatalog.bundled(language: "ru"))
    #expect(
      russian.plural(
        context: "words of one letter", "%1$d %2$d-letter word", "%1$d %2$d-letter words",
        count: 3, 3, 1) == "3 слова из 1 буквы")
  }

  @Test("An Italian tie writes `ed` before a name starting with e")
  func italianAnd() throws {
    let tie = try wordgameCommand(
      ["--dict", "en_US", "--names", "Ana,Elena", "--root", "silkworm"],
      input: "silk\n:done\nworm\n:done\n", environment: ["LANG": "it_IT.UTF-8"])
    #expect(tie.stdout.contains("Ana ed Elena"), "\(tie.stdout)")
    let other = try wordgameCommand(
      ["--dict", "en_US", "--names", "Ana,Bruno", "--root", "silkworm"],
      input: "silk\n:done\nworm\n:done\n", environment: ["LANG": "it_IT.UTF-8"])
    #expect(other.stdout.contains("Ana e Bruno"), "\(other.stdout)")
  }

  @Test("After a word and its colon the title is lower case where the language writes it so")
  func lowerCaseTitle() throws {
    let russian = try wordgameCommand(
      ["--dict", "ru_RU", "--root", "винтовка"], input: "вино\nвино\n:quit\n",
      environment: ["LANG": "ru_RU.UTF-8"])
    #expect(
      russian.stdoutLines.contains("вино: повтор. Это слово уже найдено."),
      "\(russian.stdout)")
    let english = try wordgameCommand(["--root", "silkworm"], input: "silk\nsilk\n:quit\n")
    #expect(
      english.stdoutLines.contains { $0.hasPrefix("silk: Word used already — ") },
      "\(english.stdout)")
  }

  @Test("A damaged cache's warning and a failed read of standard input in the player's language")
  func libraryWarningsTranslated() throws {
    let cache = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let environment = ["XDG_CACHE_HOME": cache.path, "LANG": "de_DE.UTF-8"]
    _ = try shell("printf 'silkworm\\n' | \"$W\" solve --roots -", environment: environment)
    let damaged = try shell(
      """
      for f in "$XDG_CACHE_HOME"/wordgame/lexicon-*.txt; do printf 'xyzzyq\\n' >> "$f"; done
      printf 'silk\\n' | "$W" check
      """, environment: environment)
    let warning = try #require(
      damaged.stderr.split(separator: "\n").first { $0.hasPrefix("Warnung: ") })
    #expect(warning.contains("Wortliste „"), "\(warning)")
    #expect(warning.hasSuffix(" und entfernt"), "\(warning)")
    let directory = try shell(
      "\"$W\" check < \"$XDG_CACHE_HOME\"",
      environment: ["XDG_CACHE_HOME": cache.path, "LANG": "pl_PL.UTF-8"])
    #expect(directory.status == 2)
    #expect(directory.stderr.contains("to jest katalog"), "\(directory.stderr)")
  }

  @Test("A question too long for the terminal breaks at a space: [y/N] stays whole")
  func longQuestion() throws {
    let player = try Player(today: "2026-12-01")
    let played = try player.play(
      ["--daily"], [.line("light"), .line(":quit"), .line("n"), .line(":quit"), .line("y")],
      interactive: true, columns: 40)
    // The question's lines, then the prompt with [y/N] whole on the last.
    #expect(
      played.stdout.contains(
        "End the daily puzzle of December 1,\n    2026 for good and see every answer?\n    [y/N] "),
      "\(played.stdout)")
  }
}
