import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleGame

/// `game` encoded, its JSON changed by `change`, decoded with `language`'s restoring info.
private func restore(
  _ game: Game, in language: GameLanguage, _ change: (inout [String: Any]) -> Void = { _ in }
) throws -> Game {
  var object = try #require(
    try JSONSerialization.jsonObject(with: try JSONEncoder().encode(game)) as? [String: Any])
  change(&object)
  let decoder = JSONDecoder()
  decoder.userInfo = language.restoringInfo
  return try decoder.decode(Game.self, from: try JSONSerialization.data(withJSONObject: object))
}

/// The error restoring throws, or nil when it restores.
private func restoreError(
  _ game: Game, in language: GameLanguage, _ change: (inout [String: Any]) -> Void = { _ in }
) -> RestoreError? {
  do {
    _ = try restore(game, in: language, change)
    return nil
  } catch let error as RestoreError {
    return error
  } catch {
    Issue.record("not a RestoreError: \(error)")
    return nil
  }
}

/// Changes the accepted words of a record in JSON.
private func words(_ words: [String]) -> (inout [String: Any]) -> Void {
  { object in
    var round = object["round"] as! [String: Any]
    round["words"] = words
    object["round"] = round
  }
}

@Suite("A restore checks what it restores: its language, its rules, values a game can have")
struct RestoreCheckTests {
  @Test("A game restores with its own language; under another it throws, naming both")
  func otherLanguage() throws {
    let english = try englishGameResult.get()
    let german = try GameLanguage.open("de_DE", options: isolatedOptions())
    var game = try english.game(startWord: "silkworm")
    #expect(game.submit("silk")?.isAccepted == true)
    #expect(try restore(game, in: english) == game)
    #expect(game.record.language == "en_US")
    #expect(restoreError(game, in: german) == .otherLanguage(saved: "en_US", restoring: "de_DE"))
    var germanGame = try german.game(startWord: "Fußballs")
    #expect(germanGame.submit("Ball")?.isAccepted == true)
    #expect(
      restoreError(germanGame, in: english)?.description.hasPrefix(
        "the game was played with the dictionary 'de_DE', not 'en_US'") == true)
  }

  @Test("A game played with a custom rule restores only with it", arguments: [false, true])
  func customRule(withRule: Bool) throws {
    let rule = AnswerRule(
      CustomRejection(code: "firstLetter", title: "Wrong first letter", message: "…"),
      before: .notRecognized
    ) { word, start in word.first == start?.first }
    let strict = try GameLanguage.open("en_US", options: isolatedOptions(.init(rules: [rule])))
    var game = try strict.game(startWord: "silkworm")
    #expect(game.submit("worm")?.error?.title == "Wrong first letter")
    #expect(game.submit("silk")?.isAccepted == true)
    let plain = try englishGameResult.get()
    if withRule {
      #expect(try restore(game, in: strict) == game)
    } else {
      #expect(restoreError(game, in: plain) == .missingRule(code: "firstLetter"))
    }
  }

  @Test(
    "Tampered values are refused: control characters, fake words, words of other letters",
    arguments: [
      ("a control character", ["silk\u{1B}[2J"]), ("a fake word", ["kisr"]),
      ("a word not from the start word", ["zoo"]), ("a word of other letters", ["SILK"]),
      ("an over-long word", [String(repeating: "s", count: 1001)]),
    ])
  func tampered(what: String, found: [String]) throws {
    let english = try englishGameResult.get()
    var game = try english.game(startWord: "silkworm")
    #expect(game.submit("silk")?.isAccepted == true)
    let error = restoreError(game, in: english, words(found))
    guard case .invalid(let why)? = error else {
      Issue.record("\(what) restored: \(String(describing: error))")
      return
    }
    #expect(!why.isEmpty)
    #expect(restoreError(game, in: english, words(["silk", "worm"])) == nil, "real words restore")
  }

  @Test("Counts out of range are refused: hints below zero or past the limit, a minimum of 0")
  func counts() throws {
    let english = try englishGameResult.get()
    let game = try english.game(startWord: "silkworm")
    let changes: [(inout [String: Any]) -> Void] = [
      { $0["hintsUsed"] = Int.max }, { $0["attempts"] = 2_000_000 },
      { object in
        var round = object["round"] as! [String: Any]
        round["minimumLength"] = 0
        object["round"] = round
      },
    ]
    for change in changes {
      #expect(restoreError(game, in: english, change) == .invalid("a count is out of range"))
    }
    #expect(throws: DecodingError.self) { try restore(game, in: english) { $0["hintsUsed"] = -3 } }
  }
}

@Suite("An app's rules: in the player's language, toggled without reopening, seeing the dictionary")
struct AppRuleTests {
  static let firstLetter = AnswerRule(
    CustomRejection(
      code: "firstLetter", title: "Wrong first letter", message: "Start with its first letter.",
      translations: [
        "de": .init(title: "Falscher Anfang", message: "Beginne mit seinem ersten Buchstaben.")
      ]),
    before: .notRecognized
  ) { word, start in word.first == start?.first }

  @Test("A rule's title and message are the player's language's, else English")
  func localized() throws {
    let english = try englishGameResult.get().withRules([Self.firstLetter])
    var game = try english.game(startWord: "silkworm")
    let error = try #require(game.submit("worm")?.error)
    #expect(error.title(in: .english) == "Wrong first letter")
    let german = MessageCatalog.forEnvironment(["LANG": "de_DE.UTF-8"])
    #expect(german.language.hasPrefix("de"))
    #expect(error.title(in: german) == "Falscher Anfang")
    #expect(error.message(in: german) == "Beginne mit seinem ersten Buchstaben.")
    let french = MessageCatalog.forEnvironment(["LANG": "fr_FR.UTF-8"])
    #expect(error.title(in: french) == "Wrong first letter")
  }

  @Test("Rules change without opening again, and a rule may ask the dictionary")
  func toggled() throws {
    let english = try englishGameResult.get()
    let dictionary = english.dictionary
    let noPlurals = AnswerRule(
      CustomRejection(code: "noPlural", title: "No plurals", message: "Find the singular."),
      before: .notRecognized
    ) { word, _ in !(word.hasSuffix("s") && dictionary.isCorrect(String(word.dropLast()))) }
    let house = english.withRules([noPlurals])
    var strict = try house.game(startWord: "silkworm")
    #expect(strict.submit("worms")?.error?.title(in: .english) == "No plurals")
    #expect(strict.submit("silk")?.isAccepted == true)
    #expect(!house.solver().solve("silkworm").answers.contains("worms"))
    var plain = try english.game(startWord: "silkworm")
    #expect(plain.submit("worms")?.isAccepted == true)
    #expect(english.rules.isEmpty && house.rules.count == 1)
  }
}
