import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

/// The en_US lexicon, built once for all tests (no cache: built from the files).
let englishLexiconResult = Result { () throws in try Lexicon.build(for: try english()) }

func englishSolver() throws -> Solver {
  let lexicon = try englishLexiconResult.get()
  #expect(lexicon.incompleteness == nil)
  return Solver(dictionary: try english(), lexicon: lexicon)
}

/// en_US opened as the game opens it: bundled tiers, the common words it lacks added.
let englishGameResult = Result { () throws in
  try GameLanguage.open("en_US", options: isolatedOptions())
}

/// The en_US solver as the game plays.
func englishTieredSolver() throws -> Solver {
  try englishGameResult.get().solver()
}

/// The common words the game adds to en_US (`donut`), that Hunspell lacks.
let englishAddedWords = Set(
  (try! WordTiers.bundledList("added", dictionary: "en_US", language: "en")).map {
    WordList(sortedLines: $0).words
  } ?? [])

@Suite("The solver")
struct SolverTests {
  @Test(
    "Every answer, exactly: the lexicon's answers equal brute force on real en_US",
    arguments: [
      "silkworm", "balloons", "generate", "teammate", "reworked", "cafeteria", "aardvark",
    ])
  func exactness(root: String) throws {
    let dictionary = try english()
    let fast = try englishSolver().solve(root)
    let slow = Solver.bruteForce(root, dictionary: dictionary)
    #expect(fast == slow)
    #expect(fast.count >= 10)
    #expect(!fast.contains(root))
  }

  @Test("silkworm's answers include the words a player expects, sorted by length then letters")
  func silkworm() throws {
    let solution = try englishSolver().solve("silkworm")
    for word in ["silk", "worm", "milks", "works", "worms", "swirl", "smirk"] {
      #expect(solution.contains(word), "\(word)")
    }
    for word in ["silks", "paris", "silkworm", "mrkl"] {
      #expect(!solution.contains(word), "\(word)")
    }
    let lengths = solution.answers.map(\.count)
    #expect(lengths == lengths.sorted())
    #expect(solution.answers.first.map { $0.count >= 3 } == true)
    #expect(solution.points == solution.answers.reduce(0) { $0 + $1.count })
  }

  @Test("The minimum length bounds the answers")
  func minimumLength() throws {
    let solution = try englishSolver().solve("silkworm", minimumLength: 5)
    #expect(solution.answers.allSatisfy { $0.count >= 5 })
    #expect(solution.contains("milks"))
    #expect(!solution.contains("silk"))
  }

  @Test("Affix rules expand stems: works and silks come from worm/S and silk/S")
  func expansion() throws {
    let dictionary = try HunspellDictionary(unchecked: try fixture("tiny.dic"))
    let lexicon = try Lexicon.build(for: dictionary)
    #expect(lexicon.words == ["milk", "milks", "silk", "silks", "worm", "worms"])
    #expect(lexicon.incompleteness == nil)
  }

  @Test("A Latin-1 dictionary's words come back as Swift strings")
  func latin1() throws {
    let dictionary = try HunspellDictionary(unchecked: try fixture("latin1.dic"))
    let lexicon = try Lexicon.build(for: dictionary)
    #expect(lexicon.words == ["café", "feed", "naïve"])
    let solver = Solver(dictionary: dictionary, lexicon: lexicon)
    #expect(solver.solve("ÉCAFFE", minimumLength: 3).answers == ["café"])
    #expect(Solver.bruteForce("écaffe", dictionary: dictionary).answers == ["café"])
  }

  @Test("The lexicon is cached by the dictionary's contents and survives a torn cache")
  func cache() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dictionary = try HunspellDictionary(unchecked: try fixture("tiny.dic"))
    let built = try Lexicon.load(for: dictionary, cacheDirectory: folder.path)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0 != SealKey.fileName
    }
    #expect(files.count == 1)
    let cachePath = folder.appendingPathComponent(files[0]).path
    #expect(
      try String(contentsOfFile: cachePath, encoding: .utf8).hasPrefix(
        "wordgame-lexicon 8\nsealed "))
    #expect(try Lexicon.load(for: dictionary, cacheDirectory: folder.path).words == built.words)
    // A torn cache (no final newline) is rebuilt, not trusted.
    try "wordgame-lexicon 1 complete\nmilk\nsil".write(
      toFile: cachePath, atomically: true, encoding: .utf8)
    #expect(try Lexicon.load(for: dictionary, cacheDirectory: folder.path).words == built.words)
  }

  @Test("Words only compounding makes are not listed by the solver; typed, they are bonus words")
  func compounds() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = folder.appendingPathComponent("compound").path
    try "SET UTF-8\nCOMPOUNDFLAG X\n".write(
      toFile: base + ".aff", atomically: true, encoding: .utf8)
    try "2\nsilk/X\nworm/X\n".write(toFile: base + ".dic", atomically: true, encoding: .utf8)
    let dictionary = try HunspellDictionary(unchecked: base)
    let lexicon = try Lexicon.build(for: dictionary)
    #expect(lexicon.incompleteness == "letter stems take part in compounds")
    let tiers = WordTiers.derived(from: lexicon, rules: .exact)
    let solver = Solver(dictionary: dictionary, lexicon: lexicon, tiers: tiers)
    #expect(solver.lexicon != nil)
    let solution = solver.solve("silkworm", minimumLength: 3)
    #expect(solution.answers == ["silk", "worm"])
    #expect(solution.bonus.isEmpty)
    // Brute force, with Hunspell alone, still finds the compound.
    #expect(Solver.bruteForce("silkworm", dictionary: dictionary).answers.contains("wormsilk"))
    var round = Round(startWord: "wormsilks", dictionary: dictionary, tiers: tiers)
    #expect(round.submit("wormsilk") == .accepted(word: "wormsilk", points: 8))
    #expect(tiers.tier(of: "wormsilk") == .bonus)
  }
}

@Suite("Affix expansion finds what Hunspell accepts")
struct ExpansionTests {
  /// A dictionary written to a fresh folder.
  func dictionary(aff: String, dic: String) throws -> HunspellDictionary {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wordgame-affix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let base = folder.appendingPathComponent("test").path
    try aff.write(toFile: base + ".aff", atomically: true, encoding: .utf8)
    try dic.write(toFile: base + ".dic", atomically: true, encoding: .utf8)
    return try HunspellDictionary(unchecked: base + ".dic")
  }

  @Test(
    "Prefix + suffix + continuation suffix, with flags written out or as AF aliases",
    arguments: [
      (
        "SET UTF-8\nPFX P Y 1\nPFX P 0 re .\nSFX A Y 1\nSFX A 0 s/B .\nSFX B Y 1\nSFX B 0 t .\n",
        "1\ndo/PA\n"
      ),
      (
        "SET UTF-8\nAF 2\nAF PA\nAF B\nPFX P Y 1\nPFX P 0 re .\nSFX A Y 1\nSFX A 0 s/2 .\nSFX B Y 1\nSFX B 0 t .\n",
        "1\ndo/1\n"
      ),
    ])
  func prefixSuffixContinuation(aff: String, dic: String) throws {
    let dictionary = try dictionary(aff: aff, dic: dic)
    #expect(dictionary.isCorrect("redost"), "Hunspell accepts it")
    let lexicon = try Lexicon.build(for: dictionary)
    #expect(lexicon.incompleteness == nil)
    #expect(Set(lexicon.words) == ["do", "dos", "dost", "redo", "redos", "redost"])
    let solver = Solver(dictionary: dictionary, lexicon: lexicon)
    for root in ["redost", "dost"] {
      #expect(
        solver.solve(root, minimumLength: 2)
          == Solver.bruteForce(root, minimumLength: 2, dictionary: dictionary))
    }
  }
}

@Suite("The word list answers as Hunspell does")
struct LexiconCheckerTests {
  /// Every lowercase letters-only word of SCOWL's lists (all sizes, Latin-1)
  /// and of Debian's word lists that are installed.
  static func installedWords() -> Set<String> {
    var words: Set<String> = []
    let scowl = "/usr/share/dict/scowl"
    let lists =
      ((try? FileManager.default.contentsOfDirectory(atPath: scowl)) ?? [])
      .filter { $0.contains("-words.") }.map { (scowl + "/" + $0, true) }
      + ["american-english", "american-english-large", "american-english-insane"]
      .map { ("/usr/share/dict/" + $0, false) }
    for (path, isLatin1) in lists {
      guard let bytes = SystemFiles.input(at: path, limit: 1 << 30) else { continue }
      for line in bytes.split(separator: 0x0A) {
        let word =
          isLatin1
          ? String(String.UnicodeScalarView(line.map { Unicode.Scalar($0) }))
          : String(decoding: line, as: UTF8.self)
        let normalized = Normalization.answer(word)
        if normalized == word, WordShape.isLettersOnly(word) { words.insert(word) }
      }
    }
    return words
  }

  @Test("Every lowercase letters-only word of the installed word lists: the same verdict")
  func sameVerdicts() throws {
    let dictionary = try english()
    let checker = try #require(
      LexiconChecker(lexicon: try englishLexiconResult.get(), location: dictionary.location))
    let words = Self.installedWords()
    #expect(words.count > 400_000, "SCOWL installed (make test installs it)")
    let different = words.filter { checker.isCorrect($0) != dictionary.isCorrect($0) }
    #expect(different.isEmpty, "\(different.sorted().prefix(20))")
  }
}
