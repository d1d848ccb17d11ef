import Testing

@testable import WordScramble
@testable import WordScrambleGame

@Suite("Result codes and comparisons")
struct ComparisonTests {
  let solver = Solver(
    dictionary: WordSetChecker(["silk", "worm", "milk", "works", "slim"]),
    lexicon: Lexicon(words: ["silk", "worm", "milk", "works", "slim"]))

  func challenge(_ game: Game) -> Challenge {
    var challenge = Challenge(
      startWord: game.solution.startWord, dictionary: "en_US",
      answers: AnswerFingerprint(game.solution))
    challenge.timeLimit = 120
    return challenge
  }

  func played(_ words: [String], hints: Int = 0) -> Game {
    var game = solver.game(startWord: "silkworm")
    var generator = SeededGenerator(seed: 1)
    for _ in 0..<hints { _ = game.nextHint(using: &generator) }
    for word in words { game.submit(word) }
    return game
  }

  @Test("A result code holds the round, the words found and the hints")
  func resultRoundTrip() throws {
    let game = played(["worm", "silk", "xyz"], hints: 1)
    let result = ChallengeResult(challenge: challenge(game), game: game)
    #expect(game.solution.answers == ["milk", "silk", "slim", "worm", "works"])
    #expect(result.found == [1, 3] && result.hintsUsed == 1 && !result.isOnOtherLists)
    let code = result.code
    #expect(code.hasPrefix("R1-"))
    #expect(try ChallengeResult(code: code) == result)
    #expect(throws: ChallengeError.resultCode) { try Challenge(code: code) }
    #expect(throws: ChallengeError.challengeCode) {
      try ChallengeResult(code: result.challenge.code)
    }
  }

  @Test("Two and three players: both, only one, some, missed, and scores")
  func compare() throws {
    let mine = played(["worm", "silk", "milk"])
    let theirs = played(["worm", "works", "slim"], hints: 2)
    let round = challenge(mine)
    let results = [mine, theirs].map { ChallengeResult(challenge: round, game: $0) }
    let comparison = try Comparison(results: results, solution: mine.solution)
    #expect(comparison.foundByAll == ["worm"])
    #expect(comparison.players.map(\.foundAlone) == [["milk", "silk"], ["slim", "works"]])
    #expect(comparison.players.map(\.score) == [12, 13 - 2])
    #expect(comparison.missedByAll == [] && comparison.foundBySome == [])
    let third = ChallengeResult(challenge: round, game: played(["milk"]))
    let three = try Comparison(results: results + [third], solution: mine.solution)
    #expect(three.foundByAll == [])
    #expect(
      three.foundBySome == [
        .init(word: "milk", players: [0, 2]), .init(word: "worm", players: [0, 1]),
      ])
    #expect(three.players.map(\.foundAlone) == [["silk"], ["slim", "works"], []])
  }

  @Test("Results of other rounds, other lists or too many players are not compared")
  func refused() throws {
    let game = played(["worm"])
    let round = challenge(game)
    let result = ChallengeResult(challenge: round, game: game)
    #expect(throws: ChallengeError.playerCount(1)) {
      try Comparison(results: [result], solution: game.solution)
    }
    #expect(throws: ChallengeError.playerCount(9)) {
      try Comparison(results: Array(repeating: result, count: 9), solution: game.solution)
    }
    var other = result
    other.challenge.timeLimit = 60
    #expect(throws: ChallengeError.differentChallenges) {
      try Comparison(results: [result, other], solution: game.solution)
    }
    // A game whose lists give one more answer: the fingerprint tells.
    let more = Solver(
      dictionary: WordSetChecker(["silk", "worm", "milk", "works", "slim", "silo"]),
      lexicon: Lexicon(words: ["silk", "worm", "milk", "works", "slim", "silo"])
    ).game(startWord: "silkworm")
    #expect(round.difference(from: more) == .otherWordLists(theirs: 5, ours: 6))
    #expect(round.difference(from: game) == nil)
    let elsewhere = ChallengeResult(challenge: round, game: more)
    #expect(elsewhere.isOnOtherLists)
    #expect(try ChallengeResult(code: elsewhere.code) == elsewhere)
    // An older code holds only positions among its own answers: not compared.
    var older = elsewhere
    older.words = nil
    #expect(try ChallengeResult(code: older.code) == older)
    #expect(throws: ChallengeError.otherWordLists(theirs: 6, ours: 5)) {
      try Comparison(results: [result, older], solution: game.solution)
    }
    // A code claiming more hints than the round's answers have letters
    // (milk silk slim worm works: 21) is damaged, not a score of -2^30.
    var greedy = result
    greedy.hintsUsed = 1 << 30 - 1
    let crafted = try ChallengeResult(code: greedy.code)
    #expect(throws: ChallengeError.malformed) {
      try Comparison(results: [result, crafted], solution: game.solution)
    }
    greedy.hintsUsed = 21
    #expect(
      try Comparison(results: [result, greedy], solution: game.solution).players[1].score == 4 - 21)
    greedy.hintsUsed = 22
    #expect(throws: ChallengeError.malformed) {
      try Comparison(results: [result, greedy], solution: game.solution)
    }
    #expect(
      ChallengeError.otherWordLists(theirs: 47, ours: 45).description
        == "a result was played with other word lists: the round has 47 answers there, 45 here")
    // As many answers but other ones: said so, not "79 answers there, 79 here".
    #expect(
      ChallengeError.otherWordLists(theirs: 79, ours: 79).description
        == "a result was played with other word lists: the round has 79 answers here too, but not the same ones"
    )
  }

  @Test("A result on other word lists is compared over the answers both rounds share")
  func otherLists() throws {
    let more = Solver(
      dictionary: WordSetChecker(["silk", "worm", "milk", "works", "slim", "silo", "skim"]),
      lexicon: Lexicon(words: ["silk", "worm", "milk", "works", "slim", "silo", "skim"]))
    var alices = more.game(startWord: "silkworm")
    for word in ["silk", "silo", "skim"] { alices.submit(word) }
    let round = challenge(alices)
    let alice = ChallengeResult(challenge: round, game: alices)
    let bob = ChallengeResult(challenge: round, game: played(["silk", "milk"]))
    #expect(bob.isOnOtherLists && bob.words == ["milk", "silk"])
    #expect(try ChallengeResult(code: alice.code).words == ["silk", "silo", "skim"])
    // At Alice's: Bob's round is hers less two answers, found by the fingerprint.
    let atAlice = try Comparison(results: [alice, bob], solution: alices.solution)
    #expect(
      atAlice.differences == [
        ListDifference(
          player: 1, theirCount: 5, ourCount: 7, isExact: true, theirRequired: 5, ourRequired: 7,
          notTheirs: ["silo", "skim"], notOurs: [])
      ])
    #expect(atAlice.compared.answers == ["milk", "silk", "slim", "worm", "works"])
    #expect(atAlice.players.map(\.score) == [4, 8] && atAlice.foundByAll == ["silk"])
    // At Bob's: Alice found both answers his list lacks, so her round is known.
    let atBob = try Comparison(results: [alice, bob], solution: played([]).solution)
    #expect(atBob.differences.map(\.notOurs) == [["silo", "skim"]])
    #expect(atBob.differences.map(\.isExact) == [true])
    #expect(atBob.players.map(\.score) == [4, 8])
    // Had she found only one, the other is unknown here: the comparison is over Bob's answers.
    var fewer = more.game(startWord: "silkworm")
    fewer.submit("silo")
    let unknown = try Comparison(
      results: [ChallengeResult(challenge: round, game: fewer), bob],
      solution: played([]).solution)
    #expect(unknown.differences.map(\.isExact) == [false])
    #expect(unknown.differences.map(\.notOurs) == [["silo"]])
    #expect(unknown.compared == played([]).solution)
  }
}
