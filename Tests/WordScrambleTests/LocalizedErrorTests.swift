import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

/// One value of every case of every public error of the library, with its
/// English sentence as `description` gives it.
let everyPublicError: [(error: any Error & CustomStringConvertible, english: String)] = {
  let day = CalendarDate("2026-12-05")!
  let tomorrow = CalendarDate("2026-12-06")!
  let rejection = CustomRejection(
    code: "firstLetter", title: "Wrong first letter", message: "Start with S.")
  let notFound = DictionaryError.notFound(
    name: "xx", searched: ["/usr/share/hunspell"], installed: ["en_US"])
  let words: [WordError] = [
    WordError.tooShort(minimum: 3), .startWord("silkworm"), .usedAlready,
    .notPossible(startWord: "silkworm"), .blocked, .excluded, .notRecognized,
    .dictionaryError("it crashed"), .invalidEncoding, .controlCharacter,
    .lineTooLong(maximumBytes: 4096), .custom(rejection),
  ]
  let restores: [RestoreError] = [
    RestoreError.missing("dictionary"), .missingLanguage,
    .otherLanguage(saved: "en_US", restoring: "de_DE"), .missingRule(code: "firstLetter"),
    .unreadable("round.words"), .outOfRange("hintsUsed"), .notInLetters("Silk"),
    .notFromStartWord("zebra"), .notAnAnswer("kisr"), .hintTooLong(word: "silk", shown: 99),
    .unsolvable("abcdefghijkl"), .rankTooHigh,
  ]
  let languages: [GameLanguageError] = [
    GameLanguageError.dictionary(notFound), .worker("the worker crashed"),
    .unreadableList(path: "/tmp/list"), .listTooLarge(path: "/tmp/list"),
    .noStartWords(dictionary: "xx"), .noStartWordsOnRequiredList,
    .startWord("qqqq", .notInDictionary),
    .unsolvable("abcdefghijklmnopqrstuvwxyz", arrangements: 1e30),
    .startWords(.empty(path: "/tmp/start")), .futureDay(tomorrow, today: day), .cancelled,
  ]
  let dictionaries: [DictionaryError] = [
    notFound, .missingFile(path: "/tmp/x.aff"), .unreadableFile(path: "/tmp/x.aff"),
    .emptyFile(path: "/tmp/x.dic"), .untrusted(path: "/tmp/x.dic"),
    .fileTooLarge(path: "/tmp/x.dic", limit: 64),
    .unsupportedEncoding(name: "KLINGON", path: "/tmp/x.aff"),
    .wideEncoding(name: "UTF-16", path: "/tmp/x.aff"), .rejectsOwnWords(path: "/tmp/x.dic"),
    .tooManyForms(path: "/tmp/x.dic", limit: 2_000_000),
  ]
  let startWords: [StartWordsError] = [
    StartWordsError.bundleNotFound(searched: ["/tmp"]), .unreadable(path: "/tmp/start"),
    .empty(path: "/tmp/start"), .tooLarge(path: "/tmp/start"),
    .resourceNotRegular(path: "/tmp/start"), .resourceTooLarge(path: "/tmp/start", limitMiB: 16),
  ]
  let solves: [SolveError] = [.tooManyArrangements(3e6)]
  let challenges: [ChallengeError] = [
    ChallengeError.notACode, .unsupportedVersion(9), .checksum, .malformed, .resultCode,
    .challengeCode, .unknownDictionary(99), .notADictionaryName("evil.dic"), .list("required"),
    .noList("block"), .differentChallenges, .playerCount(9),
    .otherWordLists(theirs: 3, ours: 3), .otherWordLists(theirs: 2, ours: 5),
  ]
  let problems: [StateStore.Problem] = [
    StateStore.Problem.unreadable(path: "/tmp/round.json", movedTo: "/tmp/round.json.1"),
    .unreadable(path: "/tmp/round.json", movedTo: nil),
    .cannotWrite(path: "/tmp/round.json", reason: "No space left on device"),
    .cannotRead(path: "/tmp/round.json", reason: "Permission denied"),
    .lockHeld(path: "/tmp/.lock", seconds: 10), .lockUnusable(path: "/tmp/.lock"),
    .notRestored(path: "/tmp/round.json", .missingLanguage),
  ]
  let noGames: [NoGame] = [
    NoGame(startWord: "kilo", minimumLength: 5), NoGame(minimumLength: 9),
    NoGame(startWord: "silkworm", minimumLength: 3, requiredList: true),
    NoGame(minimumLength: 3, requiredList: true),
    NoGame(minimumLength: 3, noStartWords: .noStartWordsOnRequiredList),
  ]
  let errors: [any Error & CustomStringConvertible] =
    words.map { $0 } + restores.map { $0 } + languages.map { $0 } + dictionaries.map { $0 }
    + startWords.map { $0 } + solves.map { $0 } + challenges.map { $0 } + problems.map { $0 }
    + noGames.map { $0 }
  return errors.map { ($0, $0.description) }
}()

@Suite(
  "Every public error is a LocalizedError an alert can show, in the player's language", .serialized)
struct LocalizedErrorTests {
  @Test(
    "localizedDescription is the readable sentence, never 'The operation could not be completed'")
  func readable() throws {
    let chosen = MessageCatalog.player
    defer { MessageCatalog.player = chosen }
    MessageCatalog.player = .english
    #expect(everyPublicError.count == 78)
    for (error, english) in everyPublicError {
      let shown = error.localizedDescription
      #expect(!shown.contains("operation could not be completed"), "\(english)")
      #expect(!shown.contains("Error error") && !shown.hasSuffix(".)"), "\(shown)")
      #expect(shown == (error as? any LocalizedError)?.errorDescription, "\(english)")
      // The sentence the command line prints, as a sentence (upper case first).
      let lowered = shown.lowercased()
      #expect(
        lowered.contains(english.lowercased()) || english.lowercased().hasPrefix(lowered),
        "\(shown) | \(english)")
      #expect(shown.first.map { $0.isUppercase || !$0.isLetter } == true, "\(shown)")
    }
    #expect(
      WordError.notPossible(startWord: "silkworm").localizedDescription
        == "Word not possible: You can't spell that word from 'silkworm'!")
    #expect(
      ChallengeError.checksum.localizedDescription
        == "Bad code: this code has a typo or is cut short: compare it letter by letter with the one you were sent"
    )
    let missing = RestoreError.missing("dictionary")
    #expect(
      missing.localizedDescription
        == "Restoring a saved game needs its dictionary and its word tiers")
    #expect(
      missing.recoverySuggestion
        == "Decode it with GameLanguage.restoringInfo as the decoder's userInfo")
    let notFound = DictionaryError.notFound(
      name: "xx", searched: ["/usr/share/hunspell"], installed: ["en_US"])
    #expect(notFound.failureReason == "Installed dictionaries: en_US.")
    #expect(notFound.recoverySuggestion?.hasPrefix("Install a Hunspell dictionary") == true)
  }

  @Test("In the player's language: German once the app sets it, or the locale names it")
  func german() throws {
    let chosen = MessageCatalog.player
    defer { MessageCatalog.player = chosen }
    let german = try #require(MessageCatalog.bundled(language: "de"))
    MessageCatalog.player = german
    var untranslated: [String] = []
    for (error, english) in everyPublicError
    where error.localizedDescription.lowercased() == english.lowercased() {
      untranslated.append(english)
    }
    // The worker's own reason and an app's rule without a German text are
    // shown as they come; everything else is German.
    #expect(untranslated == ["Wrong first letter: Start with S.", "the worker crashed"])
    #expect(
      WordError.notPossible(startWord: "silkworm").localizedDescription
        == "Wort nicht bildbar: Die Buchstaben von „silkworm“ reichen dafür nicht.")
    #expect(
      RestoreError.otherLanguage(saved: "en_US", restoring: "de_DE").localizedDescription
        == german("the game was played with the dictionary '%s', not '%s'", "en_US", "de_DE")
        .capitalizingFirstLetter)
    MessageCatalog.player = .english
    #expect(WordError.usedAlready.localizedDescription == "Word used already: Be more original")
  }
}

extension String {
  fileprivate var capitalizingFirstLetter: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
