import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

/// A fake dictionary for the rules: a handful of words, so every verdict is known.
let fake = WordSetChecker([
  "silk", "worm", "milk", "milks", "works", "slim", "silks", "mrkl", "skim",
])

@Suite("The rules, with a fake dictionary")
struct RulesTests {
  @Test(
    "Each answer gets the first failing check's verdict",
    arguments: [
      ("silk", Verdict.accepted(word: "silk", points: 4)),
      ("  Milks\n", .accepted(word: "milks", points: 5)),
      ("WORKS", .accepted(word: "works", points: 5)),
      ("ow", .rejected(word: "ow", error: .tooShort(minimum: 3))),
      ("silkworm", .rejected(word: "silkworm", error: .startWord("silkworm"))),
      ("silks", .rejected(word: "silks", error: .notPossible(startWord: "silkworm"))),
      ("kilowatt", .rejected(word: "kilowatt", error: .notPossible(startWord: "silkworm"))),
      ("mrkl", .accepted(word: "mrkl", points: 4)),
      ("rows", .rejected(word: "rows", error: .notRecognized)),
      ("wor.", .rejected(word: "wor.", error: .notPossible(startWord: "silkworm"))),
    ])
  func firstFailingCheckDecides(answer: String, expected: Verdict) {
    let round = Round(startWord: "silkworm", dictionary: fake)
    #expect(round.judge(answer) == expected)
  }

  @Test("An empty or whitespace-only answer gets no verdict")
  func emptyAnswer() {
    var round = Round(startWord: "silkworm", dictionary: fake)
    #expect(round.submit("") == nil)
    #expect(round.submit("  \t\n") == nil)
    #expect(round.usedWords.isEmpty)
  }

  @Test("An accepted word is used already the second time, in any case")
  func usedAlready() {
    var round = Round(startWord: "silkworm", dictionary: fake)
    #expect(round.submit("silk") == .accepted(word: "silk", points: 4))
    #expect(round.submit("SILK") == .rejected(word: "silk", error: .usedAlready))
    #expect(round.isOriginal(word: "silk") == false)
    #expect(round.isOriginal(word: "worm"))
  }

  @Test("A rejected word does not count as used")
  func rejectedNotUsed() {
    var round = Round(startWord: "silkworm", dictionary: fake)
    #expect(round.submit("rows")?.error == .notRecognized)
    #expect(round.isOriginal(word: "rows"))
  }

  @Test("Accepted words are kept newest first and score one point a letter")
  func usedWordsAndScore() {
    var round = Round(startWord: "silkworm", dictionary: fake)
    for word in ["silk", "worm", "milks", "nope", "silk"] { round.submit(word) }
    #expect(round.usedWords == ["milks", "worm", "silk"])
    #expect(round.score == 13)
  }

  @Test("Without the word order, used words are still rejected and still listed")
  func discardedWordOrder() {
    var round = Round(startWord: "silkworm", dictionary: fake)
    round.submit("silk")
    round.discardWordOrder()
    #expect(round.submit("worm") == .accepted(word: "worm", points: 4))
    #expect(round.submit("milks") == .accepted(word: "milks", points: 5))
    #expect(round.submit("silk")?.error == .usedAlready)
    #expect(round.submit("worm")?.error == .usedAlready)
    #expect(Set(round.usedWords) == ["silk", "worm", "milks"])
    #expect(round.usedWords.count == 3)
    #expect(round.score == 13)
  }

  @Test("Each letter may be used at most as often as in the start word")
  func isPossible() {
    let round = Round(startWord: "balloons", dictionary: fake)
    #expect(round.isPossible(word: "balls"))
    #expect(round.isPossible(word: "loons"))
    #expect(round.isPossible(word: "lll") == false)
    #expect(round.isPossible(word: "snob"))
    #expect(round.isPossible(word: "bobs") == false)
  }

  @Test("isReal needs letters only and the dictionary's yes")
  func isReal() {
    let lenient = WordSetChecker(["123", "cat.", "-cat", "", "cat", "café"])
    let round = Round(startWord: nil, dictionary: lenient)
    #expect(round.isReal(word: "cat"))
    #expect(round.isReal(word: "café"))
    for word in ["123", "cat.", "-cat", ""] {
      #expect(round.isReal(word: word) == false, "\(word)")
    }
  }

  @Test("Without a start word only length, duplicates and the dictionary count")
  func plainWordList() {
    var round = Round(startWord: nil, dictionary: fake)
    #expect(round.submit("kilowatt") == .rejected(word: "kilowatt", error: .notRecognized))
    #expect(round.submit("silks") == .accepted(word: "silks", points: 5))
    #expect(round.submit("silks") == .rejected(word: "silks", error: .usedAlready))
    #expect(round.submit("ab") == .rejected(word: "ab", error: .tooShort(minimum: 3)))
  }

  @Test("The minimum length is the round's own")
  func minimumLength() {
    let round = Round(startWord: "silkworm", minimumLength: 5, dictionary: fake)
    #expect(round.judge("silk") == .rejected(word: "silk", error: .tooShort(minimum: 5)))
    #expect(round.judge("milks") == .accepted(word: "milks", points: 5))
  }

  @Test("NFC and NFD spellings of an answer are the same word")
  func unicodeForms() {
    let french = WordSetChecker(["café", "face"])
    var round = Round(startWord: "cafétier", dictionary: french)
    #expect(round.submit("cafe\u{301}") == .accepted(word: "café", points: 4))
    #expect(round.submit("caf\u{E9}") == .rejected(word: "café", error: .usedAlready))
    #expect(
      round.submit("faces") == .rejected(word: "faces", error: .notPossible(startWord: "cafétier")))
  }
}

@Suite("The wording users see")
struct WordingTests {
  @Test("Titles and messages are exactly these")
  func exactWording() {
    let cases: [(WordError, String, String, String)] = [
      (.tooShort(minimum: 3), "tooShort", "Word too short", "Words must have at least 3 letters."),
      (
        .startWord("silkworm"), "startWord", "Word is the start word",
        "Make new words from 'silkworm', not the word itself."
      ),
      (.usedAlready, "usedAlready", "Word used already", "Be more original"),
      (
        .notPossible(startWord: "silkworm"), "notPossible", "Word not possible",
        "You can't spell that word from 'silkworm'!"
      ),
      (
        .notRecognized, "notRecognized", "Word not recognized",
        "You can't just make them up, you know!"
      ),
      (
        .invalidEncoding, "invalidEncoding", "Not valid UTF-8",
        "This line is not valid UTF-8 text; it was not checked."
      ),
      (
        .controlCharacter, "controlCharacter", "Control character",
        "Answers can't contain control characters; it was not checked."
      ),
      (
        .lineTooLong(maximumBytes: 4096), "lineTooLong", "Line too long",
        "Lines over 4096 bytes are not checked."
      ),
    ]
    for (error, code, title, message) in cases {
      #expect(error.code == code)
      #expect(error.title == title)
      #expect(error.message == message)
    }
    #expect(WordError.tooShort(minimum: 1).message == "Words must have at least 1 letter.")
  }
}

@Suite("Scoring")
struct ScoringTests {
  @Test("One point a letter; a word using every letter of the start word, double")
  func points() {
    #expect(Scoring.points(length: 5, startLength: 8) == 5)
    #expect(Scoring.points(length: 8, startLength: 8) == 16)
    #expect(Scoring.points(length: 8, startLength: nil) == 8)
    let dictionary = WordSetChecker(["triangle", "trial", "integral"])
    var round = Round(startWord: "integral", dictionary: dictionary)
    #expect(round.submit("triangle") == .accepted(word: "triangle", points: 16))
    #expect(round.submit("trial") == .accepted(word: "trial", points: 5))
    #expect(round.score == 21)
    let restored = Round(
      startWord: "integral", minimumLength: 3, dictionary: dictionary, tiers: .unrestricted,
      acceptedWords: ["triangle", "trial"])
    #expect(restored.score == 21)
    let solution = Solution(
      startWord: "integral", minimumLength: 3, answers: ["triangle", "trial"])
    #expect(solution.points == 21)
    #expect(solution.fullWords == ["triangle"])
  }
}
