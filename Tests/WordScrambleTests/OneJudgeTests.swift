import Rendering
import Testing

@testable import WordScramble
import WordScrambleBatch
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

/// Every path that judges answers asks the one ``RuleChain``: a round's
/// `submit`, `check`'s paths (general, byte fast path, word list, two threads)
/// and the solver give the same verdicts, an app's own rules included.
@Suite("One judge")
struct OneJudgeTests {
  /// No `k` (judged last), and no word ending in `s` (judged before the
  /// length: `ks` is told about its `s`, not that it is too short).
  static let rules = [
    AnswerRule(
      CustomRejection(code: "noK", title: "No k", message: "Leave out the k."), before: nil
    ) { word, _ in !word.contains("k") },
    AnswerRule(
      CustomRejection(code: "noS", title: "No plural", message: "Leave out the s."),
      before: .tooShort
    ) { word, _ in !word.hasSuffix("s") },
  ]

  static let root = "silkworm"

  /// The words the word list spells from the start word, whatever the rules.
  static func spelled() throws -> [String] {
    try englishLexiconResult.get().words(spelledFrom: root, minimumLength: 3)
  }

  @Test("An app's rules reject the same words on every path of check", arguments: [true, false])
  func customRulesOnEveryPath(withRules: Bool) throws {
    let dictionary = try english()
    let wordList = try #require(
      LexiconChecker(lexicon: try englishLexiconResult.get(), location: dictionary.location))
    let tiers = try WordTiers.bundled(forDictionary: "en_US")
    let rules = withRules ? Self.rules : []
    let words = try Self.spelled()
    let extra = ["ks", "Silk", "silk\t", "xyzzy", "ab", "wormy", "spics", "silkworm"]
    let lines = (words + extra + words.reversed() + extra).map { Array($0.utf8) }
    let expected = referenceOutput(
      lines, round: Round(startWord: Self.root, dictionary: dictionary, tiers: tiers, rules: rules),
      format: .text)
    for checker in [dictionary, wordList] as [any SpellChecker] {
      let round = Round(startWord: Self.root, dictionary: checker, tiers: tiers, rules: rules)
      #expect(batchOutput(lines, round: round, format: .text) == expected)
      var threads = BatchChecker(round: round, renderer: TextRenderer())
      var batch = LineBatch()
      for line in lines { line.withUnsafeBytes { batch.append($0, droppedBytes: 0) } }
      threads.check(batch, threads: 2)
      #expect(threads.takeOutput { String(decoding: $0, as: UTF8.self) } == expected)
    }
    #expect(expected.contains("\nks\tNo plural\tLeave out the s.\n") == withRules)
    #expect(expected.contains("\nsilk\tNo k\tLeave out the k.\n") == withRules)
    #expect(expected.contains("\nworm\tok\t4\n"))
  }

  @Test("The solver's answers are the words a round accepts, an app's rules included")
  func solverAgrees() throws {
    let dictionary = try english()
    let lexicon = try englishLexiconResult.get()
    let wordList = try #require(LexiconChecker(lexicon: lexicon, location: dictionary.location))
    let tiers = try WordTiers.bundled(forDictionary: "en_US")
    for rules in [[], Self.rules] {
      var round = Round(startWord: Self.root, dictionary: wordList, tiers: tiers, rules: rules)
      var accepted: Set<String> = []
      for word in try Self.spelled() {
        if case .accepted(let word, _) = round.submit(word) { accepted.insert(word) }
      }
      let solution = Solver(dictionary: wordList, lexicon: lexicon, tiers: tiers, rules: rules)
        .solve(Self.root)
      #expect(Set(solution.answers + solution.bonus) == accepted)
      #expect(accepted.contains("worm"))
      #expect(accepted.contains("silk") == rules.isEmpty)
      #expect(accepted.contains("worms") == rules.isEmpty)
    }
  }

  @Test("With the word list, the summary counts and scores the words accepted")
  func summaryOfWordListPath() throws {
    let dictionary = try english()
    let wordList = try #require(
      LexiconChecker(lexicon: try englishLexiconResult.get(), location: dictionary.location))
    let lines = ["silk", "silk", "worm", "xyzzy", "Milk", "milk", "silkworm"]
    var round = Round(startWord: Self.root, dictionary: wordList)
    var checker = BatchChecker(round: round, renderer: TextRenderer())
    for line in lines { Array(line.utf8).withUnsafeBytes { checker.check(line: $0) } }
    _ = checker.takeOutput { Array($0) }
    for line in lines { round.submit(line) }
    #expect(checker.summary.description == "3 accepted, 4 rejected, score 12")
    #expect(checker.summary.score == round.score)
  }
}
