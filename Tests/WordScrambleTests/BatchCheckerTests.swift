import Rendering
import Testing

@testable import WordScramble
@testable import WordScrambleBatch
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

/// What `wordgame check` prints for `lines`, computed the plain way: decode each
/// line, submit it, format the verdict.
func referenceOutput(_ lines: [[UInt8]], round: Round, format: OutputFormat) -> String {
  var round = round
  var output = ""
  for (index, line) in lines.enumerated() {
    let decoded = line.withUnsafeBytes { InputLine.decode($0, isFirstLine: index == 0) }
    if let verdict = round.submit(decoded) {
      output += format.renderer.line(for: verdict, in: round)
    }
  }
  return output
}

/// What the batch checker prints for `lines`.
func batchOutput(_ lines: [[UInt8]], round: Round, format: OutputFormat) -> String {
  var checker = BatchChecker(round: round, renderer: format.renderer)
  for line in lines { line.withUnsafeBytes { checker.check(line: $0) } }
  return checker.takeOutput { String(decoding: $0, as: UTF8.self) }
}

@Suite("The batch checker")
struct BatchCheckerTests {
  static let lines: [String] = [
    "\u{FEFF}Silk", "silk", "worm\r", "  milks  ", "\tworks", "SILKS", "silkworm", "SilkWorm", "ab",
    "",
    "   ", "\t", "a\\b", "cat.", "-cat", "123", "kilowatt", "mrkl", "w\u{0}rm", "\u{1B}[2Jrow",
    "wörm", "cafe\u{301}", "x\"y", String(repeating: "s", count: 70), "rows", "slow", "slim",
    "milk\r\r", " \r", "WORM", "owl", "mils", "silk,", "milk,s", ",", "kilowatt,s",
  ]

  @Test(
    "The fast path prints exactly what the general path prints",
    arguments: OutputFormat.allCases, ["silkworm", nil, "cafétier"])
  func fastPathMatchesGeneralPath(format: OutputFormat, root: String?) throws {
    let dictionary = try english()
    let lines = Self.lines.map { Array($0.utf8) }
    let round = Round(startWord: root, dictionary: dictionary)
    let expected = referenceOutput(lines, round: round, format: format)
    #expect(batchOutput(lines, round: round, format: format) == expected)
    #expect(expected.utf8.filter { $0 == 0x0A }.count == 32)
    if format == .csv {
      // One record a line: the quotes close on it, and every one has all the fields.
      #expect(csvRecords(expected)?.map(\.count) == Array(repeating: 9, count: 32))
    }
  }

  @Test(
    "Batches prejudged on two threads print exactly what one line at a time prints",
    arguments: OutputFormat.allCases, ["silkworm", nil])
  func parallelMatchesSequential(format: OutputFormat, root: String?) throws {
    let dictionary = try english()
    let lines = (Self.lines + Self.lines.reversed() + Self.lines).map { Array($0.utf8) }
    let round = Round(startWord: root, dictionary: dictionary)
    let expected = referenceOutput(lines, round: round, format: format)
    var checker = BatchChecker(round: round, renderer: format.renderer)
    var batch = LineBatch()
    for (index, line) in lines.enumerated() {
      line.withUnsafeBytes { batch.append($0, droppedBytes: 0) }
      if index % 17 == 16 {
        checker.check(batch, threads: 2)
        batch.removeAll()
      }
    }
    checker.check(batch, threads: 2)
    #expect(checker.takeOutput { String(decoding: $0, as: UTF8.self) } == expected)
  }

  @Test(
    "With the word list, words settled by their line number print what Hunspell's verdicts print",
    arguments: OutputFormat.allCases, ["silkworm", nil])
  func wordListMatchesHunspell(format: OutputFormat, root: String?) throws {
    let dictionary = try english()
    let wordList = try #require(
      LexiconChecker(lexicon: try englishLexiconResult.get(), location: dictionary.location))
    let tiers = try WordTiers.bundled(forDictionary: "en_US")
    // Blocked words (the filter's maybe), repeats in both paths (a tab sends
    // "silk" the general way), and every line kind.
    let extra = ["spic", "coon", "silk\t", "Silk", "kips", "\tkips", "pics", "spics"]
    let lines = (Self.lines + extra + Self.lines.reversed() + extra).map { Array($0.utf8) }
    let expected = referenceOutput(
      lines, round: Round(startWord: root, dictionary: dictionary, tiers: tiers), format: format)
    let round = Round(startWord: root, dictionary: wordList, tiers: tiers)
    #expect(batchOutput(lines, round: round, format: format) == expected)
    var checker = BatchChecker(round: round, renderer: format.renderer)
    var batch = LineBatch()
    for line in lines { line.withUnsafeBytes { batch.append($0, droppedBytes: 0) } }
    checker.check(batch, threads: 2)
    #expect(checker.takeOutput { String(decoding: $0, as: UTF8.self) } == expected)
    if root == nil {
      let blocked =
        switch format {
        case .text: "spic\tWord not allowed"
        case .json: "\"code\":\"blocked\""
        case .csv: "spic,false,,,,,blocked,Word not allowed,"
        }
      #expect(expected.contains(blocked))
    }
  }

  @Test("The summary counts every verdict")
  func summary() throws {
    var checker = BatchChecker(
      round: Round(startWord: "silkworm", dictionary: fake), renderer: TextRenderer())
    for line in ["silk", "silk", "worm", "", "xyzzy", "ab"] {
      Array(line.utf8).withUnsafeBytes { checker.check(line: $0) }
    }
    _ = checker.takeOutput { Array($0) }
    #expect(checker.summary.description == "2 accepted, 3 rejected, score 8")
  }

  @Test("Falling back to one thread and back, mid-file, prints the bytes of one thread")
  func fallBackToOneThread() throws {
    let dictionary = try english()
    let wordList = try #require(
      LexiconChecker(lexicon: try englishLexiconResult.get(), location: dictionary.location))
    let round = Round(
      startWord: nil, dictionary: wordList, tiers: try WordTiers.bundled(forDictionary: "en_US"))
    // Batches on two threads, a fall back to one, two again, and so on; every
    // line kind, repeats across the switches, a blocked word.
    let words = Self.lines + ["silk", "Shit", "kips", "xyzzy", "milks", "cat", "catalog"]
    var text: [UInt8] = []
    for index in 0..<450_000 {
      let word = words[index % words.count]
      text += Array((index % 5 == 0 ? word + String(index % 9_973) : word).utf8) + [0x0A]
    }
    func check(threads: Int, use: ThreadUse) -> (output: String, fallbacks: Int) {
      var checker = BatchChecker(round: round, renderer: TextRenderer(), threads: threads)
      checker.threadUse = use
      var splitter = LineSplitter()
      var output = ""
      text.withUnsafeBytes { bytes in
        for start in stride(from: 0, to: bytes.count, by: 32_768) {
          let chunk = bytes[start..<min(bytes.count, start + 32_768)]
          splitter.feed(UnsafeRawBufferPointer(rebasing: chunk), into: &checker)
          output += checker.takeOutput { String(decoding: $0, as: UTF8.self) }
        }
      }
      splitter.finish(into: &checker)
      checker.endOfFile()
      output += checker.takeOutput { String(decoding: $0, as: UTF8.self) }
      return (output, checker.threadUse.fallbacks)
    }
    let one = check(threads: 1, use: ThreadUse())
    // Two threads that never gain: one thread after each window, then two again.
    let switching = check(threads: 2, use: ThreadUse(minimumCores: 100, aloneLines: 20_000))
    #expect(switching.fallbacks >= 2)
    #expect(switching.output == one.output)
    let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
    #expect(one.output == referenceOutput(lines, round: round, format: .text))
  }
}
