// The README's "As a library" section, as one program the build compiles:
// `swift run library-example`. Each print's comment (on its line, or on the
// line above) is what it prints: `…` ends a part, ` — ` starts a note. A test
// runs this program and holds it, and the README's numbers, to what it prints.
import Foundation
import WordScramble

// Open a language's game: its dictionary, letter rules, word list (cached),
// tiers (required, bonus and blocked words) and start words, as `wordgame` plays it.
let english = try GameLanguage.open("en_US")  // or "de_DE", "fr", a path to NAME.dic
var game = try english.game(startWord: "silkworm")
print(game.submit("silk")!)  // accepted(word: "silk", points: 4)
print(game.submit("SILK")!)  // rejected(word: "silk", error: Word used already: Be more original)
game.submit("skirl")  // accepted, a bonus word: scored apart
// 37 42 4 5 novice — 37 required answers, 42 bonus words
print(game.solution.count, game.solution.bonus.count, game.score, game.bonusScore, game.rank)
// ["3: 12", "4: 18", "5: 6"]
print(game.missedWordsByLength.map { "\($0.length): \($0.words.count)" })

// A rule of your own joins the chain in the place you choose, with its own title.
let firstLetter = AnswerRule(
  CustomRejection(
    code: "firstLetter", title: "Wrong first letter",
    message: "Start with the start word's first letter."),
  before: .notRecognized
) { word, startWord in word.first == startWord?.first }
let house = try GameLanguage.open("en_US", options: .init(rules: [firstLetter]))
var strict = try house.game(startWord: "silkworm")
print(strict.submit("worm")!.error!.title)  // Wrong first letter
print(strict.solution.answers.allSatisfy { $0.hasPrefix("s") })  // true — the solver agrees

// Test validators without Hunspell: a fake dictionary of your own words.
let fake = WordSetChecker(["silk", "worm"])
var practice = Round(startWord: "silkworm", dictionary: fake)
print(practice.isPossible(word: "silks"))  // false — one s in silkworm
print(practice.submit("milk")!)  // rejected(word: "milk", error: Word not recognized: …
print(Validators.isPossible(word: "worms", startWord: "silkworm"))  // true

// A random start word by difficulty, repeatable with a seed.
var generator = SeededGenerator(seed: 7)
if let hard = try english.startWords().drawGame(
  solver: english.solver(), difficulty: .hard, using: &generator)
{
  print(Difficulty(answerCount: hard.solution.count))  // hard
}

// Save a game and restore it with its language: dictionary, tiers and rules
// come back together (decoding without them is an error).
_ = game.nextHint(using: &generator)
let saved = try JSONEncoder().encode(game)
let decoder = JSONDecoder()
decoder.userInfo = english.restoringInfo
let restored = try decoder.decode(Game.self, from: saved)
print(restored == game, restored.hint?.shownLetters ?? 0)  // true 1

// The day's puzzle, as the README's: its start word is `wordgame --daily --dict fr`'s.
let french = try GameLanguage.open("fr")
let puzzle = try french.dailyPuzzle(
  on: CalendarDate("2026-12-04")!, today: CalendarDate("2026-12-05")!)
let daily = try french.game(for: puzzle)
// WordScramble #4 2026-12-04 (fr) · 0/374 points · 0/85 words · Beginner
print(puzzle.result(of: daily).shareLine())
