// The README's "As a library" section, as one program the build compiles:
// `swift run library-example`. Keep the two in step.
import Foundation
import WordScramble

// Judge answers with the real en_US dictionary.
let dictionary = try HunspellDictionary("en_US")  // or a path to NAME.dic
var round = Round(startWord: "silkworm", dictionary: dictionary)
print(round.submit("silk")!)  // accepted(word: "silk", points: 4)
print(round.submit("silk")!)  // rejected(word: "silk", error: WordScramble.WordError.usedAlready)
if case .rejected(_, let error)? = round.submit("silks") {
  // Word not possible — You can't spell that word from 'silkworm'!
  print(error.title, "—", error.message)
}
print(round.usedWords, round.score)  // ["silk"] 4

// Test validators without Hunspell: a fake dictionary of your own words.
let fake = WordSetChecker(["silk", "worm"])
let practice = Round(startWord: "silkworm", dictionary: fake)
print(practice.isOriginal(word: "silk"))  // true
print(practice.isPossible(word: "silks"))  // false: one s in silkworm
print(practice.isReal(word: "worm"))  // true
print(practice.isReal(word: "milk"))  // false: not in the fake
print(Validators.isPossible(word: "worms", startWord: "silkworm"))  // true

// Every answer of a start word, and a game that tracks progress. The tiers
// shipped for en_US split the answers into required and bonus words and block
// slurs and vulgar words.
let cache = FileManager.default.temporaryDirectory.appendingPathComponent("wordgame-cache").path
let lexicon = try Lexicon.load(for: dictionary, cacheDirectory: cache)
let tiers = WordTiers.bundled(forDictionary: "en_US")
let solver = Solver(dictionary: dictionary, lexicon: lexicon, tiers: tiers)
var game = solver.game(startWord: "silkworm")
game.submit("SILK")  // normalized like any answer: accepted, required
game.submit("miso")  // accepted, a bonus word: scored apart
// 51 27 4 4 novice: 51 required answers, 27 bonus words
print(game.solution.count, game.solution.bonus.count, game.score, game.bonusScore, game.rank)
print(game.missedWordsByLength.map { "\($0.length): \($0.words.count)" })  // ["3: 18", …]

// A random start word by difficulty, repeatable with a seed.
var generator = SeededGenerator(seed: 7)
if let hard = try StartWords.bundled().drawGame(
  solver: solver, difficulty: .hard, using: &generator)
{
  print(Difficulty(answerCount: hard.solution.count))  // hard
}

// Save a game and restore it: the dictionary is handed in again.
_ = game.nextHint(using: &generator)
let saved = try JSONEncoder().encode(game)
let decoder = JSONDecoder()
decoder.userInfo[.spellChecker] = dictionary
let restored = try decoder.decode(Game.self, from: saved)
print(restored == game, restored.hint?.shownLetters ?? 0)  // true 1
