import Foundation
import Testing

import WordScramble

/// The code of the DocC article "From opening to a restored daily"
/// (`Sources/WordScramble/WordScramble.docc/FromOpeningToARestoredDaily.md`),
/// compiled and run: each of the article's Swift blocks is a part of
/// ``walkthrough(typed:show:)`` below, word for word (``sameCode()`` checks).
@Suite("The DocC article's app: opened, a daily played, saved, restored, spelled")
struct AppWalkthroughTests {
  /// The article's code. `show` stands for what an app puts on the screen.
  func walkthrough(typed: [String], show: (String) -> Void) async throws {
    // article: open
    let language = try await GameLanguage.openInBackground("de_DE")
    let catalog = MessageCatalog.bundled(language: "de") ?? .english
    // article: end
    // article: daily
    let today = CalendarDate("2026-12-01")!
    let puzzle = try language.dailyPuzzle(on: today, today: today)
    var statistics = Statistics()  // or StateStore(folder:).loadStatistics().statistics
    if let done = puzzle.result(in: statistics) {
      show(done.shareLine(in: catalog))  // a finished day is shown again, not played
      return
    }
    var game = try language.game(for: puzzle)
    show(puzzle.startWord)  // as the dictionary spells it: a noun keeps its capital
    var generator = SeededGenerator(seed: 1)
    show(game.round.shuffledTiles(using: &generator).joined(separator: " "))
    // article: end
    // article: judge
    for answer in typed {
      switch game.submit(answer) {
      case .accepted(let key, let points)?:
        show("\(game.round.spelling(of: key)) +\(points)")  // `Fuß`, as typed or spelled
      case .rejected(_, let error)?:
        show(error.title(in: catalog) + " — " + error.message(in: catalog))
      case nil: break  // an empty answer
      }
    }
    if let hint = game.nextHint(using: &generator) {
      // As many blanks as the spelled word has letters: `F _ _` for Fuß.
      show(hint.letters.map { $0.map(String.init) ?? "_" }.joined(separator: " "))
    }
    // article: end
    // article: save
    let saved = try JSONEncoder().encode(game)
    // … the app is quit; opened again, it restores the game with its language:
    let decoder = JSONDecoder()
    decoder.userInfo = language.restoringInfo
    let restored = try decoder.decode(Game.self, from: saved)
    // article: end
    // article: ending
    for group in restored.missedWordsByLength {
      show("\(group.length): " + group.words.joined(separator: ", "))  // spelled, as above
    }
    if let outcome = puzzle.outcome(of: restored, finished: true) { statistics.record(outcome) }
    show(puzzle.result(of: restored).shareLine(in: catalog))
    show(statistics.longestWord)  // as spelled (`Fußball`, never its key `fussball`)
    // article: end
    #expect(restored == game)
  }

  @Test("The walkthrough plays a German daily with the dictionary's spellings shown")
  func plays() async throws {
    var shown: [String] = []
    try await walkthrough(typed: ["teig", "TEIG", "xyz", "hielt", ""]) { shown.append($0) }
    // The day's start word as the dictionary spells it (a noun: its capital),
    // a found noun with its capital and a verb in lower case.
    #expect(shown.first == "Klugheit", "\(shown)")
    #expect(shown.contains("Teig +4"), "\(shown)")
    #expect(shown.contains("hielt +5"), "\(shown)")
    #expect(shown.contains("Wort schon gefunden — Jedes Wort zählt nur einmal."), "\(shown)")
    #expect(shown.contains { $0.hasSuffix("„Klugheit“ reichen dafür nicht.") }, "\(shown)")
    #expect(shown.contains { $0.hasPrefix("WordScramble #1 2026-12-01 (de_DE)") }, "\(shown)")
    #expect(shown.last == "hielt", "\(shown)")
  }

  @Test("The article's Swift blocks are the walkthrough's code, word for word")
  func sameCode() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/WordScramble/WordScramble.docc/FromOpeningToARestoredDaily.md"), encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let blocks = article.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```")[0]
    }
    let marker = "// " + "article: "
    let parts = source.components(separatedBy: marker).dropFirst().filter {
      !$0.hasPrefix("end\n")
    }.map { part in
      part.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }
        .joined(separator: "\n")
        .trimmingCharacters(in: .whitespaces)
    }
    #expect(blocks.count == parts.count && blocks.count == 5)
    for (block, part) in zip(blocks, parts) {
      #expect(block == part, "\(block)\n---\n\(part)")
    }
  }
}
