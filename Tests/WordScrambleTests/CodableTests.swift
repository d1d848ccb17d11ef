import Foundation
import Rendering
import Testing

@testable import WordScramble
import WordScrambleBatch
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

@Suite("Saving games: Codable types and the state files")
struct CodableTests {
  /// A round.json as the previous release (version 1) wrote it.
  static let versionOne = """
    {
      "dictionary" : "en_US",
      "generatorState" : 81985529216486895,
      "hintsUsed" : 1,
      "minimumLength" : 3,
      "score" : 7,
      "seed" : 18446744073709551615,
      "startWord" : "silkworm",
      "version" : 1,
      "words" : [
        "silk",
        "worm"
      ]
    }

    """

  @Test("A version 1 round file still loads, without answers (they are solved again)")
  func versionOneLoads() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = StateStore(folder: folder.path)
    try store.saveRound(
      SavedRound(
        startWord: "x", dictionary: "d", minimumLength: 3, words: [], score: 0, hintsUsed: 0,
        seed: nil, generatorState: 0))
    try Self.versionOne.write(toFile: store.roundPath, atomically: true, encoding: .utf8)
    let (loaded, problem) = store.loadRound()
    #expect(problem == nil)
    let round = try #require(loaded)
    #expect(round.words == ["silk", "worm"])
    #expect(round.seed == .max)
    #expect(round.generatorState == 0x0123_4567_89AB_CDEF)
    #expect(round.answers == nil)
    #expect(round.uncheckedGame(dictionary: fake, tiers: .unrestricted) == nil)
  }

  @Test("A game saved and restored is the same game, hint included, its answers derived again")
  func gameRoundTrip() throws {
    var game = Solver(dictionary: fake, lexicon: nil).game(startWord: "silkworm")
    game.submit("SILK ")
    game.submit("worm")
    var generator = SeededGenerator(seed: 3)
    _ = game.nextHint(using: &generator)
    let data = try JSONEncoder().encode(game)
    let decoder = JSONDecoder()
    decoder.userInfo[.spellChecker] = fake
    decoder.userInfo[.wordTiers] = WordTiers.unrestricted
    var restored = try decoder.decode(Game.self, from: data)
    #expect(restored == game)
    #expect(restored.hint == game.hint)
    #expect(restored.hint?.shownLetters == 1)
    #expect(restored.round.usedWords == ["worm", "silk"])
    #expect(restored.score == 7)
    #expect(restored.submit("silk") == .rejected(word: "silk", error: .usedAlready))
    #expect(restored.submit("milk") == .accepted(word: "milk", points: 4))

    // Without a dictionary or tiers in userInfo restoring is an error, not a
    // round that recognizes nothing or blocks nothing.
    #expect(throws: RestoreError.missing("dictionary")) {
      try JSONDecoder().decode(Game.self, from: data)
    }
    let noTiers = JSONDecoder()
    noTiers.userInfo[.spellChecker] = fake
    #expect(throws: RestoreError.missing("tiers")) { try noTiers.decode(Game.self, from: data) }
  }

  @Test(
    "A saved game with an extreme or negative count of hints is refused; made anyway, it never traps",
    arguments: [Int.max, Int.max - 1, 1 << 62])
  func extremeHints(hintsUsed: Int) throws {
    let game = Game(
      round: Round(startWord: "silkworm", dictionary: fake),
      solution: Solution(startWord: "silkworm", minimumLength: 3, answers: ["silk", "worm"]))
    var object = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as? [String: Any])
    let decoder = JSONDecoder()
    decoder.userInfo[.spellChecker] = fake
    decoder.userInfo[.wordTiers] = WordTiers.unrestricted
    object["hintsUsed"] = hintsUsed
    // A restore refuses counts no game has…
    #expect(throws: RestoreError.outOfRange("hintsUsed")) {
      try decoder.decode(Game.self, from: JSONSerialization.data(withJSONObject: object))
    }
    // …and a game made with one anyway never traps.
    var restored = Game(
      round: Round(startWord: "silkworm", dictionary: fake), solution: game.solution,
      hintsUsed: hintsUsed, hint: nil, attempts: 0)
    #expect(restored.score == Int.min || restored.score < 0)
    #expect(restored.rank == .beginner)
    var generator = SeededGenerator(seed: 1)
    #expect(restored.nextHint(using: &generator) != nil)
    #expect(restored.hintsUsed >= hintsUsed)
    for (key, value) in [("hintsUsed", -1), ("hintsUsed", Int.min), ("attempts", -3)] {
      var tampered = object
      tampered["hintsUsed"] = 0
      tampered[key] = value
      #expect(throws: RestoreError.outOfRange(key), "\(key) \(value)") {
        try decoder.decode(Game.self, from: JSONSerialization.data(withJSONObject: tampered))
      }
    }
  }

  @Test("Verdicts, solutions and ranks survive JSON")
  func valueTypes() throws {
    let verdicts: [Verdict] = [
      .accepted(word: "silk", points: 4), .rejected(word: "ab", error: .tooShort(minimum: 3)),
      .rejected(word: "x", error: .notPossible(startWord: "silkworm")),
    ]
    let data = try JSONEncoder().encode(verdicts)
    #expect(try JSONDecoder().decode([Verdict].self, from: data) == verdicts)
    let solution = Solution(startWord: "abc", minimumLength: 2, answers: ["cab", "ab"])
    #expect(
      try JSONDecoder().decode(Solution.self, from: JSONEncoder().encode(solution)) == solution)
    #expect(try JSONDecoder().decode(Rank.self, from: JSONEncoder().encode(Rank.genius)) == .genius)
  }

  @Test("A version 2 round file holds the game and gives it back without solving")
  func versionTwo() throws {
    var game = Game(
      round: Round(startWord: "silkworm", dictionary: fake),
      solution: Solution(startWord: "silkworm", minimumLength: 3, answers: ["silk", "worm"]))
    game.submit("worm")
    let saved = SavedRound(game: game, dictionary: "en_US", seed: 9, generatorState: 4)
    let text = String(decoding: try JSONEncoder().encode(saved), as: UTF8.self)
    #expect(text.contains("\"answers\":[\"silk\",\"worm\"]"))
    let loaded = try JSONDecoder().decode(SavedRound.self, from: Data(text.utf8))
    #expect(loaded == saved)
    #expect(loaded.uncheckedGame(dictionary: fake, tiers: .unrestricted) == game)
  }

  /// A round.json as the previous release (version 2) wrote it.
  static let versionTwo = """
    {"answers":["silk","worm"],"attempts":3,"bonus":["miso"],"dictionary":"en_US",
     "generatorState":4,"hint":{"shownLetters":1,"word":"silk"},"hintsUsed":1,
     "minimumLength":3,"options":{"difficulty":"hard"},"score":3,"seed":9,
     "startWord":"silkworm","version":2,"words":["worm"]}
    """

  @Test("A version 2 round file still loads, and is saved again as version 3")
  func versionTwoLoads() throws {
    let saved = try JSONDecoder().decode(SavedRound.self, from: Data(Self.versionTwo.utf8))
    #expect(saved.version == SavedRound.currentVersion && saved.isValid)
    #expect(saved.answers == ["silk", "worm"] && saved.bonus == ["miso"])
    #expect(saved.words == ["worm"] && saved.hint?.word == "silk" && saved.attempts == 3)
    #expect(saved.options?.difficulty == "hard")
    let game = try #require(saved.uncheckedGame(dictionary: fake, tiers: .unrestricted))
    #expect(game.score == 3 && game.hintsUsed == 1)
    let again = try JSONDecoder().decode(SavedRound.self, from: JSONEncoder().encode(saved))
    #expect(again == saved)
    #expect(again.uncheckedGame(dictionary: fake, tiers: .unrestricted) == game)
    // A file from a newer release keeps its number, and is refused.
    let current = String(decoding: try JSONEncoder().encode(saved), as: UTF8.self)
    #expect(current.contains("\"version\":3"))
    let newer = current.replacingOccurrences(of: "\"version\":3", with: "\"version\":4")
    #expect(!(try JSONDecoder().decode(SavedRound.self, from: Data(newer.utf8)).isValid))
  }

  @Test("round.json version 3 holds the library's own encoding of the game under 'game'")
  func versionThreeEnvelope() throws {
    var game = Game(
      round: Round(startWord: "silkworm", dictionary: fake),
      solution: Solution(startWord: "silkworm", minimumLength: 3, answers: ["silk", "worm"]))
    game.submit("worm")
    let saved = SavedRound(
      game: game, dictionary: "en_US", seed: 9, generatorState: 4,
      options: .init(block: "extra.txt"), timeLeft: nil)
    let envelope = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(saved)) as? NSDictionary)
    let library = try JSONSerialization.jsonObject(with: JSONEncoder().encode(game))
    #expect(envelope["game"] as? NSDictionary == library as? NSDictionary)
    #expect(envelope["version"] as? Int == 3)
    #expect((envelope["options"] as? NSDictionary)?["block"] as? String == "extra.txt")
    #expect(envelope["startWord"] == nil && envelope["words"] == nil)
  }

  @Test("stats --json prints one object, keys sorted")
  func statisticsJSON() {
    var statistics = Statistics()
    statistics.record(
      .init(finished: true, words: ["zebras"], score: 6, possiblePoints: 50, rank: .novice))
    #expect(
      JSONRenderer().statistics(statistics)
        == #"{"bestPercent":12,"bestScore":6,"currentStreak":0,"dailiesPlayed":0,"dailyRanks":[{"count":0,"rank":"beginner"},{"count":0,"rank":"novice"},{"count":0,"rank":"apprentice"},{"count":0,"rank":"wordsmith"},{"count":0,"rank":"skilled"},{"count":0,"rank":"expert"},{"count":0,"rank":"master"},{"count":0,"rank":"virtuoso"},{"count":0,"rank":"genius"},{"count":0,"rank":"perfect"}],"dailyStreak":0,"longestDailyStreak":0,"longestWord":"zebras","roundsAbandoned":0,"roundsFinished":1,"roundsPlayed":1,"timedBests":[],"version":1,"wordsFound":1}"#
        + "\n")
  }
}
