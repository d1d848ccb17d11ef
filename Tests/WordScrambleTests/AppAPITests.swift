import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The "daily puzzle" article's snippet, as written there, in async code (a
/// view model's): `ArticleSnippetTests.dailyPuzzle` compares the two texts.
func theDailyPuzzleSnippet(folder: String) async throws {
  // snippet: TheDailyPuzzle.md
  let french = try GameLanguage.open("fr")
  let today = CalendarDate.today()
  let puzzle = try french.dailyPuzzle(on: today, today: today)
  let store = StateStore(folder: folder)  // your app's own folder
  if let done = puzzle.result(in: store.loadStatistics().statistics) {
    print(done.shareLine())  // played already: show it again
  } else {
    var game = try french.game(for: puzzle)
    game.submit("rose")  // … the player plays; after each word:
    try store.saveGame(game)  // store.loadGame(in: french) restores it
    if let outcome = puzzle.outcome(of: game, finished: true) {
      try store.endRound(id: nil, removing: true) { $0.record(outcome) }
    }
    print(puzzle.result(of: game).shareLine())  // WordScramble #4 2026-12-04 (fr) · …/134 points …
  }
  // end of snippet
}

@Suite("The articles' snippets are the code the tests compile")
struct ArticleSnippetTests {
  @Test("The daily puzzle article's snippet is, line for line, the compiled one above")
  func dailyPuzzle() throws {
    let article = try String(
      contentsOf: repositoryRoot.appendingPathComponent(
        "Sources/WordScramble/WordScramble.docc/TheDailyPuzzle.md"), encoding: .utf8)
    let block = try #require(
      article.components(separatedBy: "```swift\n").dropFirst().first?
        .components(separatedBy: "```").first)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let compiled = try #require(
      source.components(separatedBy: "  // snippet: TheDailyPuzzle.md\n").dropFirst().first?
        .components(separatedBy: "  // end of snippet").first)
    let dedented = compiled.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0) }
      .joined(separator: "\n")
    #expect(block == dedented)
  }
}

@Suite("An app's API: saving a game, typed errors, trusted dictionaries, folders, the version")
struct AppAPITests {
  @Test("A game saved by an app is restored in its language, refused in another, and removed")
  func saveAndLoad() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = StateStore(folder: folder.path)
    let english = try englishGameResult.get()
    #expect(store.loadGame(in: english).game == nil && store.loadGame(in: english).problem == nil)
    var game = try english.game(startWord: "silkworm")
    #expect(game.submit("silk")?.isAccepted == true)
    try store.saveGame(game, id: "0123456789abcdef")
    let loaded = store.loadGame(in: english)
    #expect(loaded.game == game && loaded.problem == nil)
    let german = try GameLanguage.open("de_DE", options: isolatedOptions())
    let refused = store.loadGame(in: german)
    #expect(refused.game == nil)
    #expect(
      refused.problem
        == .notRestored(
          path: store.roundPath, .otherLanguage(saved: "en_US", restoring: "de_DE")))
    #expect(store.loadGame(in: english).game == game, "a refused round is left as it is")
    store.removeGame(id: "another")
    #expect(store.loadGame(in: english).game == game, "another round's id removes nothing")
    store.removeGame(id: "0123456789abcdef")
    #expect(store.loadGame(in: english).game == nil)
  }

  @Test("A tampered saved game is a problem of the store, the file left as it is")
  func tamperedSave() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = StateStore(folder: folder.path)
    let english = try englishGameResult.get()
    var game = try english.game(startWord: "silkworm")
    #expect(game.submit("silk")?.isAccepted == true)
    try store.saveGame(game)
    let path = store.roundPath
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "\"silk\"", with: "\"kisr\"")
      .write(toFile: path, atomically: true, encoding: .utf8)
    #expect(store.loadGame(in: english).problem == .notRestored(path: path, .notAnAnswer("kisr")))
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test("An app trusts its own dictionary's folder: loaded in its process, no worker started")
  func trustedFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = try copiedFixture("tiny", into: folder)
    var options = GameLanguage.Options()
    options.cacheFolder = nil
    // No worker can start: only a dictionary loaded in this process opens.
    options.workerExecutable = "/nonexistent/wordgame-worker"
    #expect(throws: GameLanguageError.self) { try GameLanguage.open(copy.dic, options: options) }
    options.trustedFolders = [folder.path + "/../" + folder.lastPathComponent]
    let language = try GameLanguage.open(copy.dic, options: options)
    var round = language.round(startWord: "silkworm")
    #expect(round.submit("milks")?.isAccepted == true)
    #expect(
      round.submit("wormy") == .rejected(word: "wormy", error: .notPossible(startWord: "silkworm")))
    // A folder beside it is not trusted.
    options.trustedFolders = [folder.path + "-other"]
    #expect(throws: GameLanguageError.self) { try GameLanguage.open(copy.dic, options: options) }
  }

  @Test("Word lists are cached in ~/Library/Caches on macOS, the XDG folder elsewhere")
  func cacheFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let home = ["HOME": folder.path]
    #expect(
      GameLanguage.defaultCacheFolder(environment: home, onMacOS: true)
        == folder.path + "/Library/Caches/wordgame")
    #expect(
      GameLanguage.defaultCacheFolder(environment: home, onMacOS: false)
        == folder.path + "/.cache/wordgame")
    let xdg = home.merging(["XDG_CACHE_HOME": "/tmp/cache"]) { $1 }
    #expect(
      GameLanguage.defaultCacheFolder(environment: xdg, onMacOS: true) == "/tmp/cache/wordgame")
    // This system's default.
    #if os(macOS)
      let system = "/Library/Caches/wordgame"
    #else
      let system = "/.cache/wordgame"
    #endif
    #expect(GameLanguage.defaultCacheFolder(environment: home) == folder.path + system)
  }

  @Test("Tiles are upper case, one a letter; ß stays one tile")
  func upperCaseTiles() throws {
    let round = Round(startWord: "silkworm", dictionary: WordSetChecker([]))
    #expect(round.tiles(of: "silk") == ["S", "I", "L", "K"])
    let german = LetterRules(language: "de", folds: true)
    #expect(german.tiles(of: "fuß") == ["F", "U", "ẞ"])
  }

  @Test("The version is written once: CHANGELOG's newest release is it, and says how it is tagged")
  func version() throws {
    let changelog = try String(
      contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") }
      .filter { !$0.hasPrefix("## [Unreleased]") }
    #expect(releases.first?.hasPrefix("## [\(WordScrambleVersion.current)]") == true)
    #expect(changelog.contains("`v\(WordScrambleVersion.current)`"))
    #expect(WordScrambleVersion.current.split(separator: ".").count == 3)
  }
}
