import Testing

@testable import WordScramble
@testable import WordScrambleGame

@Suite("What a player types and sees: forms as typed, tiles and bands of the language")
struct PlayerFormsTests {
  @Test("isPossible takes a word as typed, counted as the language counts letters")
  func possibleAsTyped() throws {
    let round = Round(startWord: "silkworm", dictionary: WordSetChecker(["silk"]))
    #expect(round.isPossible(word: "SILK"))
    #expect(round.isPossible(word: " Worms "))
    #expect(!round.isPossible(word: "SILKS"))
    let german = try GameLanguage.open("de_DE", options: isolatedOptions())
    let game = try german.game(startWord: "Fußballs")
    #expect(game.round.isPossible(word: "Fuß"))
    #expect(game.round.isPossible(word: "FUSS"))
    #expect(!game.round.isPossible(word: "Füße"))
    #expect(game.round.startWordSpelling == "Fußballs")
    #expect(game.round.tiles(of: game.round.startWordSpelling!).count == 8)
    var generator = SeededGenerator(seed: 1)
    #expect(
      game.round.shuffledTiles(using: &generator).sorted() == [
        "A", "B", "F", "L", "L", "S", "U", "ẞ",
      ])
  }

  @Test("A start word's difficulty is by its own language's bands")
  func languageBands() throws {
    let german = try GameLanguage.open("de_DE", options: isolatedOptions())
    let list = try german.startWords()
    let bands = try #require(list.bands)
    #expect(list.difficulty(answerCount: bands.hardest) == .hard)
    #expect(list.difficulty(answerCount: bands.hardest + 1) == .medium)
    #expect(list.difficulty(answerCount: bands.medium + 1) == .easy)
    let english = try englishGameResult.get().startWords()
    #expect(english.difficulty(answerCount: 47) == Difficulty(answerCount: 47))
  }
}
