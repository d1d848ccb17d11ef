import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

/// A game on a small made-up puzzle: five answers worth 20 points.
func smallGame() -> Game {
  let dictionary = WordSetChecker(["silk", "worm", "milk", "milks", "slim"])
  let solution = Solution(
    startWord: "silkworm", minimumLength: 3, answers: ["milks", "silk", "worm", "milk", "slim"])
  return Game(round: Round(startWord: "silkworm", dictionary: dictionary), solution: solution)
}

@Suite("Progress, rank, hints and the words missed")
struct GameTests {
  @Test("The solution is sorted by length, then alphabetically, and sums its points")
  func solution() {
    let game = smallGame()
    #expect(game.solution.answers == ["milk", "silk", "slim", "worm", "milks"])
    #expect(game.solution.points == 21)
    #expect(game.solution.count == 5)
  }

  @Test(
    "Ranks follow the share of points; Perfect needs every word",
    arguments: [
      (0, 100, false, Rank.beginner), (1, 100, false, .beginner), (2, 100, false, .novice),
      (9, 100, false, .apprentice), (10, 100, false, .wordsmith), (29, 100, false, .skilled),
      (30, 100, false, .expert), (59, 100, false, .master), (60, 100, false, .virtuoso),
      (69, 100, false, .virtuoso), (70, 100, false, .genius), (100, 100, false, .genius),
      (95, 100, true, .perfect),
      (-3, 100, false, .beginner), (0, 0, false, .beginner),
    ])
  func ranks(score: Int, possible: Int, foundAll: Bool, expected: Rank) {
    #expect(Rank(score: score, possiblePoints: possible, foundAll: foundAll) == expected)
  }

  @Test("Progress counts words and points found; hints cost a point each")
  func progress() {
    var game = smallGame()
    game.submit(.answer("milks"))
    game.submit(.answer("silk"))
    game.submit(.answer("nope"))
    #expect(game.wordsFound == 2)
    #expect(game.score == 9)
    #expect(game.rank == .expert)  // 9 of 21 points: 42%
    var generator = SeededGenerator(seed: 7)
    _ = game.nextHint(using: &generator)
    #expect(game.hintsUsed == 1)
    #expect(game.score == 8)
    #expect(game.missedWords == ["milk", "slim", "worm"])
    #expect(game.missedWordsByLength.map(\.length) == [4])
    for word in game.missedWords { game.submit(.answer(word)) }
    #expect(game.rank == .perfect)
  }

  @Test("A rank reached is kept when hints take the score below it, and saved with the game")
  func rankKept() throws {
    // 21 points: Expert from 7 (30%), Master from 10 (45%).
    var game = smallGame()
    game.submit("milks")
    game.submit("silk")
    #expect(game.score == 9 && game.rank == .expert)
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<3 { _ = game.nextHint(using: &generator) }
    #expect(game.score == 6, "below Expert's 7 points")
    #expect(game.rank == .expert)
    #expect(game.record.rankReached == .expert)
    let restored = try game.record.game(dictionary: game.dictionary, tiers: .unrestricted)
    #expect(restored.rank == .expert && restored.score == 6)
    // A record saved before ranks were kept has the score's rank.
    var old = game.record
    old.rankReached = nil
    #expect(try old.game(dictionary: game.dictionary, tiers: .unrestricted).rank == .skilled)
    // A rank the words found never reached is not restored.
    old.rankReached = .genius
    #expect(throws: RestoreError.rankTooHigh) {
      try old.game(dictionary: game.dictionary, tiers: .unrestricted)
    }
    // The score climbs back: the next rank is reached once.
    game.submit("worm")
    #expect(game.score == 10 && game.rank == .master)
  }

  @Test("A hint shows the length and first letter, then one more letter each time, never the last")
  func hintSequence() throws {
    var game = smallGame()
    var generator = SeededGenerator(seed: 1)
    let firstHint = game.nextHint(using: &generator)
    let first = try #require(firstHint)
    let word = try #require(game.hint?.word)
    #expect(game.missedWords.contains(word))
    let letters = Array(word)
    #expect(first.letters == [letters[0]] + Array(repeating: nil, count: letters.count - 1))
    #expect(first.isNew)
    let secondHint = game.nextHint(using: &generator)
    let second = try #require(secondHint)
    #expect(
      second.letters == [letters[0], letters[1]] + Array(repeating: nil, count: letters.count - 2))
    var last = second
    for _ in 2..<(letters.count - 1) {
      let next = game.nextHint(using: &generator)
      last = try #require(next)
    }
    #expect(last.letters.compactMap { $0 } == Array(letters.dropLast()))
    #expect(game.hintsUsed == letters.count - 1)
    // With all but the last letter shown, the hint stays on the word, free,
    // until it is found: the letters paid for end in a word to type.
    let repeatedHint = game.nextHint(using: &generator)
    let repeated = try #require(repeatedHint)
    #expect(!repeated.isNew)
    #expect(repeated.letters == last.letters)
    #expect(game.hint?.word == word)
    #expect(game.hintsUsed == letters.count - 1)
    // Finding the hinted word moves the hints on to another word.
    game.submit(.answer(word))
    #expect(game.hint == nil)
    _ = game.nextHint(using: &generator)
    #expect(game.hint?.word != word)
  }

  @Test("No hint once every word is found")
  func noHintLeft() {
    var game = smallGame()
    for word in game.solution.answers { game.submit(.answer(word)) }
    var generator = SeededGenerator(seed: 1)
    #expect(game.nextHint(using: &generator) == nil)
    #expect(game.missedWordsByLength.isEmpty)
  }

  @Test("The missed words are grouped by length")
  func missedByLength() {
    var game = smallGame()
    game.submit(.answer("silk"))
    let groups = game.missedWordsByLength
    #expect(groups.map(\.length) == [4, 5])
    #expect(groups.map(\.words) == [["milk", "slim", "worm"], ["milks"]])
  }
}

@Suite("Start words and difficulty, over the whole bundled list")
struct StartWordSolutionsTests {
  static let counts: Result<[String: Int], any Error> = Result {
    var solver = try englishTieredSolver()
    solver.prepareForManyStartWords()
    var counts: [String: Int] = [:]
    for word in try StartWords.bundled().words { counts[word] = solver.solve(word).count }
    return counts
  }

  @Test("Every bundled start word has at least 20 required answers; there are over 1,300")
  func enoughAnswers() throws {
    let counts = try Self.counts.get()
    #expect(counts.count > 1_300)
    #expect(counts.filter { $0.value < 20 }.keys.sorted() == [])
  }

  @Test("The difficulty bands are the terciles of the answer counts")
  func terciles() throws {
    let sorted = try Self.counts.get().values.sorted()
    #expect(Difficulty.hard.answerCounts.upperBound == sorted[sorted.count / 3 - 1])
    #expect(Difficulty.medium.answerCounts.upperBound == sorted[2 * sorted.count / 3 - 1])
    #expect(Difficulty.hard.answerCounts.lowerBound == 1)
    #expect(sorted.first == 20)
    for band in Difficulty.allCases {
      let share =
        Double(sorted.filter { band.answerCounts.contains($0) }.count) / Double(sorted.count)
      #expect(share > 0.3 && share < 0.37, "\(band): \(share)")
    }
  }

  @Test("Looking up by letters gives the same answers as scanning every word")
  func indexMatchesScan() throws {
    let scanning = try englishSolver()
    var indexed = scanning
    indexed.prepareForManyStartWords()
    for word in ["silkworm", "balloons", "teammate", "zyzzyvas", "abcdefghijkl", "café"] {
      #expect(indexed.solve(word) == scanning.solve(word), "\(word)")
    }
  }
}

@Suite("A round's answers are looked up in their order: resuming is linear")
struct SolutionLookupTests {
  @Test(
    "contains is a binary search that agrees with a scan, for any letters",
    arguments: [["a", "b", "c", "d", "e"], ["é", "ß", "ё", "ж", "a", "z"]])
  func agreesWithScan(letters: [String]) {
    var generator = SeededGenerator(seed: 7)
    func word() -> String {
      (0..<Int.random(in: 1...6, using: &generator)).map { _ in
        letters.randomElement(using: &generator)!
      }.joined()
    }
    let answers = (0..<2_000).map { _ in word() }
    let solution = Solution(startWord: "x", minimumLength: 1, answers: Set(answers))
    for candidate in answers + (0..<2_000).map({ _ in word() }) {
      #expect(solution.contains(candidate) == solution.answers.contains(candidate), "\(candidate)")
    }
  }
}
