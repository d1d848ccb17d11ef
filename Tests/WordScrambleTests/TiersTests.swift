import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

/// SCOWL's american, english and variant word lists up to `size` (Debian package
/// `scowl`, installed by `make test`), lowercase letters only.
func scowlWords(upTo size: Int) throws -> Set<String> {
  var words: Set<String> = []
  for kind in ["american-words", "english-words", "variant_1-words", "variant_2-words"] {
    for step in [10, 20, 35, 40, 50, 55, 60, 70, 80, 95] where step <= size {
      let path = "/usr/share/dict/scowl/\(kind).\(step)"
      let bytes = try #require(
        SystemFiles.input(at: path, limit: 1 << 30), "\(path): apt-get install scowl")
      for line in bytes.split(separator: 0x0A)
      where line.allSatisfy({ (0x61...0x7A).contains($0) }) {
        words.insert(String(decoding: line, as: UTF8.self))
      }
    }
  }
  return words
}

@Suite("Fair puzzles: required, bonus and blocked words with real en_US")
struct TiersTests {
  static let tiers = try! WordTiers.bundled(forDictionary: "en_US")

  @Test("The bundled en_US tiers are loaded; other dictionaries get none")
  func bundled() throws {
    let required = try #require(Self.tiers.required)
    #expect(required.count > 45_000)
    #expect(
      ["silk", "worm", "milks", "zygote", "orca", "snuck", "donut"].allSatisfy(required.contains))
    #expect(
      ["isl", "innit", "lemme", "faff", "spriest", "theatre", "unto", "ion", ""].allSatisfy {
        !required.contains($0)
      })
    #expect(!required.contains("# Required answers for en_US"))
    #expect(Self.tiers.blocked.isSuperset(of: ["spic", "coon", "nigger", "fucks", "shitty"]))
    #expect(Self.tiers.blocked.allSatisfy { !required.contains($0) })
    // The list is searched in place: it must be sorted, and each word found.
    let words = required.words
    #expect(zip(words, words.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(stride(from: 0, to: words.count, by: 97).allSatisfy { required.contains(words[$0]) })
    #expect(words.count == required.count)
    #expect(try WordTiers.bundled(forDictionary: "de_DE") == .unrestricted)
  }

  @Test(
    "Required answers are SCOWL's words; SCOWL's commonest are required unless an editor cut them; nothing blocked shows",
    arguments: ["silkworm", "stickups", "hobnails", "emerging", "accounts"])
  func fair(startWord: String) throws {
    let solver = try englishTieredSolver()
    let solution = solver.solve(startWord)
    // Hunspell's answers and the common words the game adds.
    let added = Solver(
      dictionary: WordSetChecker(englishAddedWords), lexicon: Lexicon(words: englishAddedWords)
    ).solve(startWord)
    let all = try englishSolver().solve(startWord).answers + added.answers
    let common = try scowlWords(upTo: 70)
    let small = try scowlWords(upTo: 20)
    let listed = solution.answers.filter(common.contains).count
    #expect(Double(listed) >= 0.97 * Double(solution.count), "\(listed) of \(solution.count)")
    // An editor's cut (`unto`, archaic; `ion`, technical) outranks SCOWL.
    let decisions = try EditorialDecisionTests.decisions("en_US")
    let blocked = Self.tiers.blocked.union(try WordTiers.bundledBlocked(language: "en"))
    for word in all where small.contains(word) && !blocked.contains(word) {
      let cut = decisions[word].map { !["keep", "promote", "nostart"].contains($0.decision) }
      #expect(solution.answers.contains(word) != (cut ?? false), "\(word) is in SCOWL 20")
    }
    #expect(Set(solution.answers + solution.bonus) == Set(all).subtracting(blocked))
    #expect(Set(solution.answers).isDisjoint(with: solution.bonus))
    #expect((solution.answers + solution.bonus).allSatisfy { !Self.tiers.isBlocked($0) })
  }

  @Test("Over 200 random start words, at least 97% of required answers are in SCOWL 70")
  func randomStartWords() throws {
    var solver = try englishTieredSolver()
    solver.prepareForManyStartWords()
    let common = try scowlWords(upTo: 70)
    var generator = SeededGenerator(seed: 11)
    let start = try StartWords.bundled()
    var (listed, total) = (0, 0)
    for _ in 0..<200 {
      let answers = solver.solve(start.randomWord(using: &generator)).answers
      listed += answers.filter(common.contains).count
      total += answers.count
    }
    #expect(Double(listed) >= 0.97 * Double(total), "\(listed) of \(total)")
  }

  @Test("Start words are common (at least 97% in SCOWL 50) and never blocked")
  func startWords() throws {
    let words = try StartWords.bundled().words
    let common = try scowlWords(upTo: 50)
    #expect(Double(words.filter(common.contains).count) >= 0.97 * Double(words.count))
    #expect(words.allSatisfy { !Self.tiers.isBlocked($0) })
  }

  @Test("A blocked word is 'Word not allowed': after 'not possible', before the dictionary")
  func blockedVerdict() throws {
    var round = Round(startWord: "stickups", dictionary: try english(), tiers: Self.tiers)
    #expect(round.submit("spic") == .rejected(word: "spic", error: .blocked))
    #expect(
      round.submit("kikes") == .rejected(word: "kikes", error: .notPossible(startWord: "stickups")))
    #expect(round.submit("kips") == .accepted(word: "kips", points: 4))
    #expect(WordError.blocked.title == "Word not allowed")
    #expect(WordError.blocked.code == "blocked")
    let fake = Round(
      startWord: "ab", minimumLength: 1, dictionary: WordSetChecker([]),
      tiers: .init(blocked: ["ba"]))
    #expect(fake.judge("ba") == .rejected(word: "ba", error: .blocked))
  }

  @Test("A user's list: words normalized, comments and blanks skipped, other lines reported")
  func userList() {
    let (words, problems) = WordTiers.words(inList: "# mine\nSilk\n\n  worm \nx1\n")
    #expect(words == ["silk", "worm"])
    #expect(problems == ["line 5: 'x1' is not a word of letters"])
  }
}
