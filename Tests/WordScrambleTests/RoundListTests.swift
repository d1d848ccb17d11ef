import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

@Suite("A round's own word list: every word of the whole list its start word spells, no other")
struct RoundListTests {
  /// Start words of each dictionary, chosen for what their languages' rules
  /// do: long suffix strips (pl_PL), prefixes that strip (fr), capitalized
  /// nouns and ß (de_DE), folded accents (es_ES, fr).
  static let cases: [(dictionary: String, startWords: [String])] = [
    ("en_US", ["silkworm", "teardrop", "reunited"]),
    ("de_DE", ["Fußballs", "Leinwand", "gestehen"]),
    ("fr", ["libertés", "refaire", "épargner"]),
    ("es_ES", ["ventanas", "cañones", "acción"]),
    ("pl_PL", ["przyroda", "żółwiami", "kotami"]),
  ]

  @Test(
    "The list built for a start word is the whole list's words that fit it",
    arguments: cases.map(\.dictionary))
  func matchesWholeList(dictionary name: String) throws {
    let dictionary = try HunspellDictionary(unchecked: name)
    let rules = LetterRules(
      language: Opening.language(dictionary.location), folds: true)
    var options = Lexicon.Options(maximumLength: 8, rules: rules)
    // Junk marked as the game marks it: the whole list is then the game's own,
    // read from (or built once into) the test process's cache, where the
    // command-line tests build it too.
    options.marksJunk = !WordTiers.hasBundled(forDictionary: name)
    let whole = try Lexicon.load(
      files: dictionary,
      cache: try Lexicon.Cache(folder: libraryTestCache, location: dictionary.location),
      options: options)
    for word in Self.cases.first(where: { $0.dictionary == name })!.startWords {
      let key = rules.key(Normalization.answer(word))
      let budget = LetterBudget(keys: [key])
      var scoped = options
      (scoped.scope, scoped.maximumLength) = (budget, budget.letterCount)
      let list = try Lexicon.build(files: dictionary, options: scoped)
      let expected = whole.words.filter {
        budget.fits(rules.key(Normalization.composed($0.lowercased())))
      }
      #expect(!expected.isEmpty)
      #expect(list.words == expected, "\(name) \(word)")
      // Marked entries are expanded whole (up to the list's length): the
      // tiers read their every form.
      let length = min(8, budget.letterCount)
      func upTo(_ words: [String]) -> [String] { words.filter { $0.count <= length } }
      #expect(upTo(list.forbidden) == upTo(whole.forbidden), "\(name) \(word)")
      #expect(upTo(list.unsuggested) == upTo(whole.unsuggested), "\(name) \(word)")
    }
  }

  @Test("A game opened before its list is cached solves each round as the whole list does")
  func roundsFromTheirLists() throws {
    var options = GameLanguage.Options()
    options.cacheFolder = nil
    let language = try GameLanguage.open("fr", options: options)
    #expect(language.buildsRoundLists && language.lexicon == nil)
    // Without a cache folder nothing is kept: the whole list is not built.
    #expect(!language.cacheWordList())
    // The whole list drawn rounds need (words up to eight letters), from the
    // test process's cache: built there once, for every test that plays
    // French, else built now as a game at a terminal builds it.
    options.cacheFolder = libraryTestCache
    var whole = try GameLanguage.open("fr", options: options)
    if whole.buildsRoundLists {
      #expect(whole.cacheWordList())
      whole = try GameLanguage.open("fr", options: options)
    }
    #expect(!whole.buildsRoundLists && whole.lexicon != nil)
    let (solver, wholeSolver) = (language.solver(), whole.solver())
    for word in ["libertés", "refaire", "épargner"] {
      let (solution, expected) = (solver.solve(word), wholeSolver.solve(word))
      #expect(solution.answers == expected.answers, "\(word)")
      #expect(solution.bonus == expected.bonus, "\(word)")
      #expect(solution.answers.count > 10, "\(word)")
    }
  }
}
