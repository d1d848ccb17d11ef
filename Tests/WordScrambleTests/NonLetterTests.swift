import Rendering
import Testing

@testable import WordScramble
@testable import WordScrambleBatch
@testable import WordScrambleDictionary
@testable import WordScrambleGame

@Suite("An answer that is not letters is never 'too short': it is not possible, or not recognized")
struct NonLetterTests {
  static let lines = ["1", "12", "k1", "😀", "a-", "ab", "é", "ilk", "s!lk"]

  @Test("With a start word: not possible; without one: not recognized; short letters: too short")
  func verdicts() {
    let dictionary = WordSetChecker(["ilk", "silk", "12", "k1"])
    var round = Round(startWord: "silkworm", dictionary: dictionary)
    let rooted = Self.lines.compactMap { round.submit($0) }
    #expect(
      rooted.map(\.rejectionCode) == [
        "notPossible", "notPossible", "notPossible", "notPossible", "notPossible", "tooShort",
        "tooShort", nil, "notPossible",
      ])
    var free = Round(startWord: nil, dictionary: dictionary)
    let unrooted = Self.lines.compactMap { free.submit($0) }
    #expect(
      unrooted.map(\.rejectionCode) == [
        "notRecognized", "notRecognized", "notRecognized", "notRecognized", "notRecognized",
        "tooShort", "tooShort", nil, "notRecognized",
      ])
  }

  @Test(
    "The batch checker's fast path says the same as a round, line by line",
    arguments: [
      "silkworm", nil,
    ])
  func fastPathAgrees(root: String?) {
    let dictionary = WordSetChecker(["ilk", "silk"])
    let lines = (Self.lines + ["abcdefgh1", "12345678"]).map { Array($0.utf8) }
    let round = Round(startWord: root, dictionary: dictionary)
    for format in OutputFormat.allCases {
      #expect(
        batchOutput(lines, round: round, format: format)
          == referenceOutput(lines, round: round, format: format))
    }
  }
}

extension Verdict {
  /// The rejection's code, nil when accepted.
  fileprivate var rejectionCode: String? {
    if case .rejected(_, let error) = self { return error.code }
    return nil
  }
}

@Suite("Bonus marks on the word list's path, word by word and past the eager switch")
struct ListedBonusTests {
  @Test(
    "Past 4,096 words asked, the required list's lines mark bonus words: the same lines as word by word"
  )
  func eagerSwitch() throws {
    let dictionary = try english()
    let lexicon = try englishLexiconResult.get()
    let wordList = try #require(LexiconChecker(lexicon: lexicon, location: dictionary.location))
    let tiers = try WordTiers.bundled(forDictionary: "en_US")
    // Every fifth word of the list of 8 letters at most (about 11,000), then
    // a hundred of them again: used already.
    let words = lexicon.words.enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
      .filter { $0.count <= 8 }
    #expect(words.count > 2 * ListedBonus.eagerAfter)
    let lines = (words + words.prefix(100)).map { Array($0.utf8) }
    let round = Round(startWord: nil, dictionary: wordList, tiers: tiers)
    let output = batchOutput(lines, round: round, format: .text)
    #expect(output == referenceOutput(lines, round: round, format: .text))
    #expect(output.contains("\tok\t4\tbonus\n") && output.contains("\tok\t4\n"))
  }
}
