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

/// `round` encoded and decoded with `language`'s restoring info.
private func restore(_ round: Round, in language: GameLanguage) throws -> Round {
  let decoder = JSONDecoder()
  decoder.userInfo = language.restoringInfo
  return try decoder.decode(Round.self, from: try JSONEncoder().encode(round))
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
  @Test(
    "A restored game shows a found word as it was typed, not as the solution spells its letters")
  func typedFormsKept() throws {
    let french = try GameLanguage.open("fr", options: isolatedOptions())
    var game = try french.game(startWord: "éprouver")
    #expect(game.submit("prouvé")?.isAccepted == true)
    #expect(game.round.spelling(of: "prouve") == "prouvé")
    #expect(game.record.round.spellings == ["prouve": "prouvé"])
    let restored = try restore(game, in: french)
    #expect(restored.round.spelling(of: "prouve") == "prouvé")
    #expect(try restore(game.round, in: french).spelling(of: "prouve") == "prouvé")
    // A form the dictionary does not take of the word is left out: the
    // solution's spelling is shown.
    let crafted = try restore(game, in: french) { object in
      var round = object["round"] as! [String: Any]
      round["spellings"] = ["prouve": "prôuvè"]
      object["round"] = round
    }
    #expect(crafted.round.spelling(of: "prouve") != "prôuvè")
  }

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
    switch error {
    case .notInLetters?, .notFromStartWord?, .notAnAnswer?: break
    default: Issue.record("\(what) restored: \(String(describing: error))")
    }
    #expect(restoreError(game, in: english, words(["silk", "worm"])) == nil, "real words restore")
  }

  @Test("Counts out of range are refused: hints below zero or past the limit, a minimum of 0")
  func counts() throws {
    let english = try englishGameResult.get()
    let game = try english.game(startWord: "silkworm")
    let changes: [(String, (inout [String: Any]) -> Void)] = [
      ("hintsUsed", { $0["hintsUsed"] = Int.max }), ("attempts", { $0["attempts"] = 2_000_000 }),
      ("hintsUsed", { $0["hintsUsed"] = -3 }), ("attempts", { $0["attempts"] = -1 }),
      (
        "minimumLength",
        { object in
          var round = object["round"] as! [String: Any]
          round["minimumLength"] = 0
          object["round"] = round
        }
      ),
    ]
    for (key, change) in changes {
      #expect(restoreError(game, in: english, change) == .outOfRange(key))
    }
  }
}

/// Every public way a saved game comes back: decoded as a `Game`, through
/// the record with the language's solver or with the dictionary alone, and
/// through the language (`StateStore.loadGame` in `AppAPITests`). Each
/// error, or nil when each restored.
private func restoreErrors(
  _ game: Game, in language: GameLanguage, _ change: (inout [String: Any]) -> Void
) throws -> [RestoreError?] {
  var object = try #require(
    try JSONSerialization.jsonObject(with: try JSONEncoder().encode(game)) as? [String: Any])
  change(&object)
  let data = try JSONSerialization.data(withJSONObject: object)
  let decoder = JSONDecoder()
  decoder.userInfo = language.restoringInfo
  var errors: [RestoreError?] = []
  do {
    _ = try decoder.decode(Game.self, from: data)
    errors.append(nil)
  } catch {
    errors.append(error as? RestoreError ?? .unreadable("not a RestoreError: \(error)"))
  }
  let record = try JSONDecoder().decode(Game.Record.self, from: data)
  let solver = language.solver()
  do throws(RestoreError) {
    _ = try record.game(solver: solver)
    errors.append(nil)
  } catch {
    errors.append(error)
  }
  do throws(RestoreError) {
    _ = try record.game(
      dictionary: language.dictionary, tiers: language.tiers, rules: language.rules)
    errors.append(nil)
  } catch {
    errors.append(error)
  }
  do throws(RestoreError) {
    _ = try language.game(restoring: record)
    errors.append(nil)
  } catch {
    errors.append(error)
  }
  return errors
}

@Suite("A restore trusts nothing: the answers are derived, every value checked, on every path")
struct RestoreTrustsNothingTests {
  /// A game of en_US on silkworm with `silk` found and a hint asked.
  static func game() throws -> (GameLanguage, Game) {
    let english = try englishGameResult.get()
    var game = try english.game(startWord: "silkworm")
    #expect(game.submit("silk")?.isAccepted == true)
    var generator = SeededGenerator(seed: 1)
    _ = game.nextHint(using: &generator)
    return (english, game)
  }

  @Test(
    "A tampered save is a RestoreError on every public path, and none restores",
    arguments: [
      "a fake word in the solution and found", "a fake word in the solution alone",
      "no language", "a 99-letter hint on a 4-letter word", "negative hints", "negative attempts",
      "a count of the wrong type",
    ])
  func tampered(what: String) throws {
    let (english, game) = try Self.game()
    let (change, expected): ((inout [String: Any]) -> Void, RestoreError) =
      switch what {
      case "a fake word in the solution and found":
        (
          { object in
            words(["silk", "kisr"])(&object)
            var solution = object["solution"] as! [String: Any]
            solution["answers"] = (solution["answers"] as! [String]) + ["kisr"]
            object["solution"] = solution
          }, .notAnAnswer("kisr")
        )
      case "a fake word in the solution alone":
        (
          { object in
            var solution = object["solution"] as! [String: Any]
            solution["bonus"] = (solution["bonus"] as! [String]) + ["kisr"]
            object["solution"] = solution
          }, .notAnAnswer("kisr")
        )
      case "no language": ({ $0["language"] = nil }, .missingLanguage)
      case "a 99-letter hint on a 4-letter word":
        (
          { $0["hint"] = ["word": "silk", "shownLetters": 99] },
          .hintTooLong(word: "silk", shown: 99)
        )
      case "negative hints": ({ $0["hintsUsed"] = -1 }, .outOfRange("hintsUsed"))
      case "negative attempts": ({ $0["attempts"] = -5 }, .outOfRange("attempts"))
      default: ({ $0["hintsUsed"] = "many" }, .unreadable("hintsUsed"))
      }
    if what == "a count of the wrong type" {
      // Not a record at all: only the decoding path can see it.
      let decoder = JSONDecoder()
      decoder.userInfo = english.restoringInfo
      var object = try #require(
        try JSONSerialization.jsonObject(with: try JSONEncoder().encode(game)) as? [String: Any])
      change(&object)
      #expect(throws: expected) {
        try decoder.decode(Game.self, from: try JSONSerialization.data(withJSONObject: object))
      }
      return
    }
    #expect(try restoreErrors(game, in: english, change) == Array(repeating: expected, count: 4))
    #expect(try restoreErrors(game, in: english) { _ in } == Array(repeating: nil, count: 4))
  }

  @Test("A hint showing more letters than hints show of its word is refused")
  func hintTooLong() throws {
    let (english, game) = try Self.game()
    let hinted = try #require(game.hint?.word)
    let errors = try restoreErrors(game, in: english) {
      $0["hint"] = ["word": hinted, "shownLetters": 99]
    }
    #expect(errors == Array(repeating: .hintTooLong(word: hinted, shown: 99), count: 4))
    // All but the last letter is what hints show: that restores.
    let most = hinted.count - 1
    #expect(
      try restoreErrors(game, in: english) { $0["hint"] = ["word": hinted, "shownLetters": most] }
        == Array(repeating: nil, count: 4))
  }

  @Test("An English save restored in German is refused on every path")
  func englishIntoGerman() throws {
    let (_, game) = try Self.game()
    let german = try GameLanguage.open("de_DE", options: isolatedOptions())
    #expect(
      try restoreErrors(game, in: german) { _ in }
        == Array(repeating: .otherLanguage(saved: "en_US", restoring: "de_DE"), count: 4))
  }

  @Test("The solution is derived, not read: a save with answers dropped gets them back")
  func derivedSolution() throws {
    let (english, game) = try Self.game()
    var object = try #require(
      try JSONSerialization.jsonObject(with: try JSONEncoder().encode(game)) as? [String: Any])
    var solution = object["solution"] as! [String: Any]
    solution["answers"] = ["silk"]
    object["solution"] = solution
    let decoder = JSONDecoder()
    decoder.userInfo = english.restoringInfo
    let restored = try decoder.decode(
      Game.self, from: try JSONSerialization.data(withJSONObject: object))
    #expect(restored.solution == game.solution)
    #expect(restored == game)
  }

  @Test("A saved Round is judged again: a fake word or a missing language is a RestoreError")
  func round() throws {
    let english = try englishGameResult.get()
    var round = english.round(startWord: "silkworm")
    #expect(round.submit("silk")?.isAccepted == true)
    let decoder = JSONDecoder()
    decoder.userInfo = english.restoringInfo
    let data = try JSONEncoder().encode(round)
    #expect(try decoder.decode(Round.self, from: data) == round)
    func changed(_ change: (inout [String: Any]) -> Void) throws -> Data {
      var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      change(&object)
      return try JSONSerialization.data(withJSONObject: object)
    }
    #expect(throws: RestoreError.notAnAnswer("kisr")) {
      try decoder.decode(Round.self, from: try changed { $0["words"] = ["silk", "kisr"] })
    }
    #expect(throws: RestoreError.missingLanguage) {
      try decoder.decode(Round.self, from: try changed { $0["language"] = nil })
    }
    #expect(throws: RestoreError.outOfRange("minimumLength")) {
      try decoder.decode(Round.self, from: try changed { $0["minimumLength"] = -1 })
    }
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
