import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

/// The cache folder of this test process (never the user's): the folder the
/// command-line tests (another module of the same process) give `wordgame` as
/// `XDG_CACHE_HOME`, so each language's word list is built once for all tests.
/// Removed when the test process exits (its word lists take 20 to 45 MB).
let libraryTestCache: String = {
  atexit {
    try? FileManager.default.removeItem(
      at: FileManager.default.temporaryDirectory.appendingPathComponent(
        "wordgame-tests-cache-\(getpid())"))
  }
  return FileManager.default.temporaryDirectory.appendingPathComponent(
    "wordgame-tests-cache-\(ProcessInfo.processInfo.processIdentifier)/wordgame"
  ).path
}()

/// Options that keep word lists in the tests' own cache folder.
func isolatedOptions(_ options: GameLanguage.Options = .init()) -> GameLanguage.Options {
  var options = options
  options.cacheFolder = libraryTestCache
  return options
}

@Suite("The library is the game: GameLanguage opens the same game the command line plays")
struct GameLanguageTests {
  @Test("en_US opened through the library blocks slurs, splits tiers and draws start words")
  func english() throws {
    let english = try GameLanguage.open("en_US", options: isolatedOptions())
    var game = try english.game(startWord: "abdomens")
    #expect(game.submit("sambo") == .rejected(word: "sambo", error: .blocked))
    #expect(game.submit("SOME")?.isAccepted == true)
    #expect(game.isRequired("some"))
    #expect(try english.startWords().words.count > 1000)
  }

  @Test("Other languages get their letter rules, tiers and start words through the library")
  func otherLanguages() throws {
    let french = try GameLanguage.open("fr", options: isolatedOptions())
    // Accents fold: "eleve" is the key of élève; the report gives the spelling.
    var round = french.round(startWord: "élevées")
    let submitted = round.submit("eleve")
    let verdict = try #require(submitted)
    #expect(verdict.isAccepted)
    #expect(["élève", "élevé"].contains(round.judgement(of: verdict).spelling ?? "eleve"))
    let german = try GameLanguage.open("de_DE", options: isolatedOptions())
    var fussball = german.round(startWord: "Fußballs")
    // A German noun in any case, ß = ss.
    #expect(fussball.submit("ball")?.isAccepted == true)
    #expect(fussball.submit("Ball") == .rejected(word: "ball", error: .usedAlready))
    #expect(!(try german.startWords().words.isEmpty))
  }

  @Test("A restored game keeps its tiers: a blocked word stays blocked after the save")
  func restoreKeepsTiers() throws {
    let english = try GameLanguage.open("en_US", options: isolatedOptions())
    var game = try english.game(startWord: "abdomens")
    game.submit("some")
    let data = try JSONEncoder().encode(game)
    let decoder = JSONDecoder()
    decoder.userInfo = english.restoringInfo
    var restored = try decoder.decode(Game.self, from: data)
    #expect(restored == game)
    #expect(restored.submit("sambo") == .rejected(word: "sambo", error: .blocked))
    #expect(restored.submit("some") == .rejected(word: "some", error: .usedAlready))
    // Equality sees the tiers: the same words under no tiers are another game.
    let loose = JSONDecoder()
    loose.userInfo = [.spellChecker: english.dictionary, .wordTiers: WordTiers.unrestricted]
    #expect(try loose.decode(Game.self, from: data) != game)
    #expect(throws: RestoreError.missing("dictionary")) {
      try JSONDecoder().decode(Game.self, from: data)
    }
  }

  static let firstLetter = AnswerRule(
    CustomRejection(
      code: "firstLetter", title: "Wrong first letter",
      message: "Start with the start word's first letter."),
    before: .notRecognized
  ) { word, startWord in word.first == startWord?.first }

  @Test("An app's own rule joins the chain in its place, with its title, and the solver follows")
  func customRule() throws {
    let english = try GameLanguage.open(
      "en_US", options: isolatedOptions(.init(rules: [Self.firstLetter])))
    var game = try english.game(startWord: "silkworm")
    #expect(game.submit("silk")?.isAccepted == true)
    let submitted = game.submit("worm")
    let worm = try #require(submitted)
    #expect(worm == .rejected(word: "worm", error: .custom(Self.firstLetter.rejection)))
    #expect(worm.error?.title == "Wrong first letter")
    #expect(worm.error?.code == "firstLetter")
    // Before "not recognized" but after "not possible" and "blocked".
    #expect(
      game.submit("wools") == .rejected(word: "wools", error: .notPossible(startWord: "silkworm")))
    #expect(
      game.submit("wxrm") == .rejected(word: "wxrm", error: .notPossible(startWord: "silkworm")))
    #expect(game.submit("mowk")?.error == .custom(Self.firstLetter.rejection))
    // The solution holds only what the rule accepts, so the round can be finished.
    #expect(game.solution.answers.allSatisfy { $0.hasPrefix("s") })
    #expect(game.solution.answers.contains("silk"))
    // Placed first, the rule decides before "too short".
    let first = AnswerRule(Self.firstLetter.rejection, before: .tooShort) { word, start in
      word.first == start?.first
    }
    var round = Round(startWord: "silkworm", dictionary: fake, rules: [first])
    #expect(round.submit("ow")?.error == .custom(first.rejection))
    #expect(round.submit("si")?.error == .tooShort(minimum: 3))
  }

  @Test("Errors say what is wrong: unknown dictionary, bad start word, unreadable list")
  func errors() throws {
    #expect {
      try GameLanguage.open("xx_NOPE", options: isolatedOptions())
    } throws: { error in
      guard case .dictionary(.notFound) = error as? GameLanguageError else { return false }
      return true
    }
    let english = try GameLanguage.open("en_US", options: isolatedOptions())
    #expect(throws: GameLanguageError.startWord("xyzzyq", .notInDictionary)) {
      try english.game(startWord: "xyzzyq")
    }
    #expect(
      "\(GameLanguageError.startWord("xyzzyq", .notInDictionary))"
        == "the start word 'xyzzyq' is not a word the dictionary knows")
    #expect(throws: GameLanguageError.unreadableList(path: "/nonexistent/list")) {
      try GameLanguage.open(
        "en_US", options: isolatedOptions(.init(blockListPath: "/nonexistent/list")))
    }
  }

  @Test("A dictionary outside the system folders plays through the wordgame-worker process")
  func untrustedThroughWorker() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gl-dict-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for ending in ["aff", "dic"] {
      try FileManager.default.copyItem(
        atPath: "/usr/share/hunspell/en_US.\(ending)",
        toPath: folder.appendingPathComponent("mine.\(ending)").path)
    }
    // A cache of its own: in one that lists en_US's words, this copy's list
    // (the same bytes, so the same key) would answer alone.
    var options = isolatedOptions()
    options.cacheFolder = folder.appendingPathComponent("cache").path
    options.wordList = .none
    let mine = try GameLanguage.open(
      folder.appendingPathComponent("mine.dic").path, options: options)
    #expect(mine.name == "mine")
    #expect(mine.dictionary is DictionaryWorker)
    var round = mine.round(startWord: "silkworm")
    #expect(round.submit("silk") == .accepted(word: "silk", points: 4))
    #expect(round.submit("wormil") == .rejected(word: "wormil", error: .notRecognized))
  }

  @Test("WordError describes itself with its title and message")
  func wordErrorDescription() {
    #expect(
      "\(WordError.notPossible(startWord: "silkworm"))"
        == "Word not possible: You can't spell that word from 'silkworm'!")
  }
}

@Suite("Opening a language again costs no second dictionary, and prints short")
struct ReopenTests {
  @Test("A system dictionary opened again is the one loaded; its description is one line")
  func reused() throws {
    let first = try GameLanguage.open("de_DE", options: isolatedOptions())
    let again = try GameLanguage.open(
      "de_DE", options: isolatedOptions(.init(allowsVulgarWords: true)))
    // German's letter rules wrap the dictionary, and so do its added words (compounds).
    func hunspell(_ language: GameLanguage) -> HunspellDictionary? {
      let base = (language.files as? LanguageChecker)?.base
      return (base as? AddedWords)?.base as? HunspellDictionary ?? base as? HunspellDictionary
    }
    let loaded = try #require(hunspell(first))
    #expect(hunspell(again) === loaded)
    let french = try GameLanguage.open("fr", options: isolatedOptions())
    #expect(hunspell(french) !== loaded)
    #expect(first.description.hasPrefix("GameLanguage(de_DE, "))
    #expect(first.description.hasSuffix(" required words)"))
    var dumped = ""
    dump(first, to: &dumped)
    #expect(dumped.utf8.count < 500, "\(dumped.prefix(500))")
  }
}
