import Foundation
import Testing

import WordScramble

/// What a player reads through the public API, in languages whose keys are
/// not their spellings: the dictionary's spelling on every value.
@Suite("Spellings: a player reads the dictionary's words, never its keys")
struct SpellingsTests {
  @Test("A German round: messages, solution, missed words, hints, statistics, comparison")
  func german() throws {
    let german = try GameLanguage.open("de_DE", options: isolatedOptions())
    var game = try german.game(startWord: "Fußballs")
    #expect(
      game.submit("Schall")?.error?.message
        == "You can't spell that word from 'Fußballs'!")
    #expect(game.submit("FUSSBALLS")?.error == .startWord("Fußballs"))
    #expect(game.solution.startWord == "Fußballs" && game.solution.startWordKey == "fussballs")
    #expect(game.solution.answers.contains("Fuß") && !game.solution.answers.contains("fuss"))
    #expect(game.solution.answerKeys.contains("fuss"))
    #expect(game.missedWords.contains("Fuß") && game.missedKeys.contains("fuss"))
    let threes = try #require(game.missedWordsByLength.first { $0.words.contains("Fuß") })
    #expect(threes.length == 3)

    // A hint on Fuß: 3 letters, as spelled, and never its last.
    var hinted = Game(
      round: game.round, solution: game.solution, hint: HintProgress(word: "fuss", shownLetters: 0))
    var generator = SeededGenerator(seed: 1)
    let hints = (0..<3).map { _ in hinted.nextHint(using: &generator) }
    let first = try #require(hints[0])
    #expect(first.letters == ["F", nil, nil] && first.spelling == "Fuß" && first.key == "fuss")
    let second = try #require(hints[1])
    #expect(second.letters == ["F", "u", nil] && second.isNew)
    #expect(hints[2]?.isNew == false && hints[2]?.letters == second.letters)

    #expect(game.submit("fussball")?.isAccepted == true)
    var statistics = Statistics()
    statistics.record(Statistics.Outcome(game: game, finished: true))
    #expect(statistics.longestWord == "Fußball")

    let challenge = try Challenge(game: game, dictionary: german.name, options: .init())
    let mine = ChallengeResult(challenge: challenge, game: game)
    let theirs = ChallengeResult(challenge: challenge, game: try german.game(startWord: "Fußballs"))
    let comparison = try german.comparison(of: [mine, theirs])
    #expect(comparison.solution.startWord == "Fußballs")
    #expect(comparison.players[0].foundAlone == ["Fußball"])
    #expect(comparison.missedByAll.contains("Fuß") && !comparison.missedByAll.contains("fuss"))
  }

  @Test("A French round: messages, the daily puzzle and a restored game keep the accents")
  func french() throws {
    let french = try GameLanguage.open("fr", options: isolatedOptions())
    var game = try french.game(startWord: "élevées")
    #expect(
      game.submit("vélos")?.error?.message == "You can't spell that word from 'élevées'!")
    #expect(game.submit("ELEVEES")?.error == .startWord("élevées"))
    #expect(game.solution.answers.contains("élevé") && !game.solution.answers.contains("eleve"))
    #expect(game.missedWords.allSatisfy { !$0.isEmpty } && game.missedWords.contains("élevé"))

    // Restored, the game still spells its words.
    let encoded = try JSONEncoder().encode(game)
    let decoder = JSONDecoder()
    decoder.userInfo = french.restoringInfo
    let restored = try decoder.decode(Game.self, from: encoded)
    #expect(restored.missedWords == game.missedWords)
    #expect(restored.solution.startWord == "élevées")

    // A daily puzzle names its start word as spelled, and plays its key.
    let days = (0..<20).map { CalendarDate(dayNumber: DailyPuzzle.firstDay.dayNumber + $0) }
    let puzzles = try days.map { try french.dailyPuzzle(on: $0, today: days.last!) }
    let accented = try #require(puzzles.first { $0.startWord != $0.startWordKey })
    let daily = try french.game(for: accented)
    #expect(daily.round.startWord == accented.startWordKey)
    #expect(daily.round.startWordSpelling == accented.startWord)
    #expect(daily.solution.startWord == accented.startWord)
  }
}
