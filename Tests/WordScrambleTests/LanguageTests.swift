import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

/// A small dictionary of `words` named `name` (`de_XX`: its language is the
/// name's), written to a fresh folder.
func languageDictionary(_ name: String, aff: String = "SET UTF-8\n", words: [String]) throws
  -> HunspellDictionary
{
  let folder = try temporaryFolder()
  let base = folder.appendingPathComponent(name).path
  try aff.write(toFile: base + ".aff", atomically: true, encoding: .utf8)
  try "\(words.count)\n\(words.joined(separator: "\n"))\n".write(
    toFile: base + ".dic", atomically: true, encoding: .utf8)
  return try HunspellDictionary(unchecked: base + ".dic")
}

/// `dictionary` seen through its language's rules, with its word list (up to
/// `maximumLength` letters) or, `listed: false`, with its marked words alone and
/// Hunspell asked about each spelling (as `check` does without a word list).
func languageChecker(
  _ dictionary: HunspellDictionary, folds: Bool = true, listed: Bool = true,
  maximumLength: Int? = 8
) throws -> LanguageChecker {
  let language = LetterRules.language(
    affixText: nil, dictionaryPath: dictionary.location.dictionaryPath)
  let rules = LetterRules(language: language, folds: folds)
  let lexicon =
    listed
    ? try Lexicon.build(
      files: dictionary, options: .init(maximumLength: maximumLength, rules: rules))
    : try Lexicon.build(files: dictionary, options: .marksOnly)
  return LanguageChecker(base: dictionary, rules: rules, lexicon: lexicon)
}

@Suite("Letters and case as each language counts them")
struct LetterRulesTests {
  @Test(
    "Keys: accents folded where word games ignore them, ß = ss, ё = е, other letters kept",
    arguments: [
      ("fr", "élégante", "elegante"), ("fr", "gelée", "gelee"), ("fr", "cœur", "coeur"),
      ("fr", "garçon", "garcon"), ("es", "camión", "camion"), ("es", "niño", "niño"),
      ("es", "pingüino", "pinguino"), ("it", "felicità", "felicita"), ("pt", "ação", "açao"),
      ("nl", "knieën", "knieen"), ("nl", "ĳs", "ijs"), ("de", "heiß", "heiss"),
      ("de", "fröhlich", "fröhlich"), ("ru", "самолёты", "самолеты"), ("pl", "żółw", "żółw"),
      ("sv", "måndag", "måndag"), ("en", "café", "café"), ("", "gelée", "gelée"),
    ])
  func keys(language: String, word: String, key: String) {
    #expect(LetterRules(language: language).key(word) == key)
  }

  @Test("Without folding (--exact-letters) every letter counts as written")
  func exact() {
    let rules = LetterRules(language: "fr", folds: false)
    #expect(rules.key("élégante") == "élégante")
    #expect(rules.isExact)
    #expect(LetterRules(language: "de", folds: false).key("heiß") == "heiß")
    #expect(LetterRules(language: "de", folds: false).capitalizedNouns)
    #expect(LetterRules(language: "pl").isExact)
    #expect(!LetterRules(language: "de").isExact)
  }

  @Test("A dictionary's language is its LANG, else its file name before _")
  func language() {
    #expect(
      LetterRules.language(affixText: "SET UTF-8\nLANG it_IT\n", dictionaryPath: "/x/y.dic")
        == "it_IT")
    #expect(LetterRules.language(affixText: "SET UTF-8\n", dictionaryPath: "/x/de_DE.dic") == "de")
    #expect(LetterRules.language(affixText: nil, dictionaryPath: "/x/nl.dic") == "nl")
    #expect(LetterRules(language: "de_DE").language == "de")
    #expect(LetterRules(language: "pt-BR").language == "pt")
  }

  @Test("Tiles: one per letter, uppercase; ß is one tile (the capital ẞ) when it is a letter")
  func tiles() {
    #expect(LetterRules(language: "de").tiles(of: "schliesst") == "SCHLIESST".map(String.init))
    #expect(
      LetterRules(language: "de", folds: false).tiles(of: "schließt")
        == ["S", "C", "H", "L", "I", "E", "ẞ", "T"])
    #expect(LetterRules(language: "ru").tiles(of: "лето") == ["Л", "Е", "Т", "О"])
  }

  @Test("Spellings of a key: the key, folded letters restored, capitalized where nouns are")
  func spellings() {
    #expect(
      LetterRules(language: "de").spellings(of: "heiss") == ["heiss", "heiß", "Heiss", "Heiß"])
    #expect(LetterRules(language: "ru").spellings(of: "осел").contains("осёл"))
    #expect(LetterRules(language: "fr").spellings(of: "gelee").contains("gelée"))
    #expect(LetterRules(language: "fr").spellings(of: "coeur").contains("cœur"))
    #expect(LetterRules(language: "fr").spellings(of: "caecum").contains("cæcum"))
    let many = LetterRules(language: "fr").spellings(of: "eieieieieiei", limit: 100)
    #expect(many.count <= 100 && many.first == "eieieieieiei")
    #expect(many.allSatisfy { $0.count == 12 })
    #expect(LetterRules(language: "pl").spellings(of: "zolw") == ["zolw"])
    // A long word of many vowels reaches its last accent: a language tries
    // only the accents it writes (Spanish conoció, abdicación, reelección).
    for (language, key, word) in [
      ("es", "conocio", "conoció"), ("es", "abdicacion", "abdicación"),
      ("es", "reeleccion", "reelección"), ("pt", "informaçao", "informação"),
      ("fr", "desinteresse", "désintéressé"), ("it", "universita", "università"),
    ] {
      #expect(LetterRules(language: language).spellings(of: key).contains(word), "\(word)")
    }
  }

  @Test("Junk: Roman numerals and words without a vowel")
  func junk() {
    for numeral in ["xiv", "mcc", "mmxx", "mix", "ii", "mcmxcix"] {
      #expect(JunkWords.isRomanNumeral(numeral), "\(numeral)")
    }
    for word in ["civil", "dim", "mill", "vic", "i", "lil"] {
      #expect(!JunkWords.isRomanNumeral(word), "\(word)")
    }
    #expect(JunkWords.reason("msr", language: "fr") == "an abbreviation (no vowel)")
    #expect(JunkWords.reason("кпд", language: "ru") != nil)
    #expect(JunkWords.reason("krk", language: "cs") == nil)
    #expect(JunkWords.reason("krk", language: "pl") != nil)
    #expect(JunkWords.reason("łąka", language: "pl") == nil)
    #expect(JunkWords.reason("東京", language: "ja") == nil)
  }
}

@Suite("Rounds in other languages, with small fixture dictionaries")
struct LanguageRoundTests {
  @Test("German nouns count in any case, and are start words; haus after Haus is used already")
  func germanNouns() throws {
    let dictionary = try languageDictionary(
      "de_XX", words: ["Hausfrau", "Haus", "Frau", "auf", "aus", "Sau", "laut", "Laut"])
    for listed in [true, false] {
      let checker = try languageChecker(dictionary, listed: listed)
      #expect(RuleChain.startWordFailure("hausfrau", dictionary: checker) == nil)
      var round = Round(startWord: "Hausfrau", dictionary: checker)
      #expect(round.submit("haus") == .accepted(word: "haus", points: 4))
      #expect(round.submit("Haus") == .rejected(word: "haus", error: .usedAlready))
      #expect(round.submit("HAUS") == .rejected(word: "haus", error: .usedAlready))
      #expect(round.submit("FRAU") == .accepted(word: "frau", points: 4))
      #expect(checker.dictionarySpelling(of: "haus") == "Haus")
      #expect(checker.dictionarySpelling(of: "laut") == "laut")
    }
    // English keeps proper names out: no case rule.
    let english = try languageDictionary("en_XX", words: ["Paris", "pairs"])
    let checker = try languageChecker(english)
    #expect(!checker.isCorrect("paris"))
    #expect(checker.isCorrect("pairs"))
  }

  @Test("ß = ss: heiss and HEISS are possible from schließt, one answer; not with exact letters")
  func sharpS() throws {
    let dictionary = try languageDictionary("de_XX", words: ["schließt", "heiß", "Schiss"])
    for listed in [true, false] {
      var round = Round(
        startWord: "schließt", dictionary: try languageChecker(dictionary, listed: listed))
      #expect(round.startWord == "schliesst")
      #expect(round.submit("heiss") == .accepted(word: "heiss", points: 5))
      #expect(round.submit("HEISS") == .rejected(word: "heiss", error: .usedAlready))
      #expect(round.submit("heiß") == .rejected(word: "heiss", error: .usedAlready))
      #expect(round.submit("schiss") == .accepted(word: "schiss", points: 6))
    }
    var exact = Round(
      startWord: "schließt", dictionary: try languageChecker(dictionary, folds: false))
    #expect(
      exact.submit("heiss") == .rejected(word: "heiss", error: .notPossible(startWord: "schließt")))
    #expect(exact.submit("heiß") == .accepted(word: "heiß", points: 4))
  }

  @Test("ё = е in Russian: осел and лето from самолёты, solved alike with either spelling")
  func russian() throws {
    let dictionary = try languageDictionary("ru_XX", words: ["самолёты", "осёл", "лето", "сом"])
    let checker = try languageChecker(dictionary)
    var round = Round(startWord: "самолёты", dictionary: checker)
    #expect(round.submit("осел") == .accepted(word: "осел", points: 4))
    #expect(round.submit("осёл") == .rejected(word: "осел", error: .usedAlready))
    #expect(round.submit("лето") == .accepted(word: "лето", points: 4))
    #expect(checker.dictionarySpelling(of: "осел") == "осёл")
    let lexicon = try Lexicon.build(
      files: dictionary, options: .init(maximumLength: 8, rules: checker.letterRules))
    let solver = Solver(dictionary: checker, lexicon: lexicon)
    #expect(solver.solve("самолеты").answerKeys.sorted() == ["лето", "осел", "сом"])
    #expect(solver.solve("самолёты").answerKeys.sorted() == ["лето", "осел", "сом"])
    // Shown as the dictionary spells them.
    #expect(solver.solve("самолеты").answers.sorted() == ["лето", "осёл", "сом"])
  }

  @Test("Accents are ignored in French, Spanish, Italian and Dutch; Spanish ñ is a letter")
  func accents() throws {
    let french = try languageDictionary(
      "fr_XX", words: ["élégante", "élégant", "gelée", "gant", "pêche", "péché", "pèche"])
    for listed in [true, false] {
      var round = Round(
        startWord: "élégante", dictionary: try languageChecker(french, listed: listed))
      #expect(round.submit("elegant") == .accepted(word: "elegant", points: 7))
      #expect(round.submit("GELEE") == .accepted(word: "gelee", points: 5))
      #expect(round.submit("gelée") == .rejected(word: "gelee", error: .usedAlready))
      #expect(round.submit("gèlee") == .rejected(word: "gelee", error: .usedAlready))
    }
    let checker = try languageChecker(french)
    #expect(checker.dictionarySpelling(of: "gelee") == "gelée")
    #expect(["pêche", "péché", "pèche"].contains(checker.dictionarySpelling(of: "peche")))
    let spanish = try languageDictionary("es_XX", words: ["camiones", "camión", "niño", "año"])
    var round = Round(startWord: "camiones", dictionary: try languageChecker(spanish))
    #expect(round.submit("camion") == .accepted(word: "camion", points: 6))
    #expect(round.submit("camión") == .rejected(word: "camion", error: .usedAlready))
    var withN = Round(startWord: "niño", dictionary: try languageChecker(spanish))
    #expect(withN.submit("año") == .rejected(word: "año", error: .notPossible(startWord: "niño")))
    let dutch = try languageDictionary("nl_XX", words: ["kinderen", "knieën"])
    var knieen = Round(startWord: "kinderen", dictionary: try languageChecker(dutch))
    #expect(knieen.submit("knieen") == .accepted(word: "knieen", points: 6))
    let italian = try languageDictionary("it_XX", words: ["cittadina", "città"])
    var citta = Round(startWord: "cittadina", dictionary: try languageChecker(italian))
    #expect(citta.submit("citta") == .accepted(word: "citta", points: 5))
  }

  @Test("A word the dictionary forbids stays forbidden in any case, even if compounding makes it")
  func forbidden() throws {
    let dictionary = try languageDictionary(
      "nl_XX", aff: "SET UTF-8\nCOMPOUNDFLAG X\nCOMPOUNDMIN 3\nFORBIDDENWORD F\n",
      words: ["saus/X", "wens/X", "Sauswens/F"])
    // Hunspell alone lets the lowercase compound through.
    #expect(dictionary.isCorrect("sauswens"))
    for listed in [true, false] {
      let checker = try languageChecker(dictionary, listed: listed)
      #expect(!checker.isCorrect("sauswens"))
      #expect(checker.isCorrect("wenssaus"))
      var round = Round(startWord: nil, dictionary: checker)
      #expect(round.submit("Sauswens") == .rejected(word: "sauswens", error: .notRecognized))
    }
    // Swedish has no letter rules, but its forbidden words are kept out too.
    let swedish = try languageDictionary(
      "sv_XX", aff: "SET UTF-8\nCOMPOUNDFLAG X\nCOMPOUNDMIN 3\nFORBIDDENWORD F\n",
      words: ["dag/X", "man/X", "mandag/F"])
    #expect(!(try languageChecker(swedish)).isCorrect("mandag"))
  }

  @Test("Required words: listed, not Roman numerals, abbreviations or compounds; the rest bonus")
  func tiers() throws {
    let dictionary = try languageDictionary(
      "it_XX",
      aff: "SET UTF-8\nCOMPOUNDFLAG X\nCOMPOUNDMIN 3\nNOSUGGEST !\nPFX A Y 1\nPFX A 0 a .\n",
      words: [
        "milioni", "lino", "mili", "mcc", "xiv", "mix", "sr/A", "olio/X", "lino/X", "nomi/!",
        "lana", "lupo", "lago",
        "lato", "nome", "naso", "neve", "nido",
      ])
    let rules = LetterRules(language: "it")
    let lexicon = try Lexicon.build(
      files: dictionary, options: .init(maximumLength: 8, rules: rules))
    let tiers = WordTiers.derived(from: lexicon, rules: rules)
    #expect(tiers.tier(of: "lino") == .required)
    for word in ["mcc", "xiv", "mix", "asr", "sr", "oliolino", "nomi"] {
      #expect(tiers.tier(of: word) == .bonus, "\(word)")
    }
    // The same, known from the dictionary's marks alone (no word list).
    let marks = try Lexicon.build(files: dictionary, options: .marksOnly)
    let shapes = WordTiers.derived(from: marks, rules: rules)
    for word in ["mcc", "asr", "nomi"] { #expect(shapes.tier(of: word) == .bonus, "\(word)") }
    #expect(shapes.tier(of: "lino") == .required)
    // A rare first cluster tells an abbreviation where onsets are few (Spanish)…
    // (1,000 made-up entries make the dictionary large enough to tell.)
    let digits = Array("bcdfghjklm")
    let filler = (0..<1_000).map {
      "ta\(digits[$0 / 100])\(digits[$0 / 10 % 10])\(digits[$0 % 10])"
    }
    let spanish = try languageDictionary(
      "es_XX", words: ["tfno", "tanto", "tiene", "toma", "tema", "tono", "trozo"] + filler)
    let es = LetterRules(language: "es")
    let spanishTiers = WordTiers.derived(
      from: try Lexicon.build(files: spanish, options: .init(maximumLength: 8, rules: es)),
      rules: es)
    #expect(spanishTiers.tier(of: "tfno") == .bonus)
    #expect(spanishTiers.tier(of: "tanto") == .required)
    #expect(spanishTiers.tier(of: "trozo") == .bonus)  // one entry begins with tr
    // …not where words may begin with many (Polish).
    let polish = try languageDictionary("pl_XX", words: ["mgła", "mgnienie", "ptak"])
    let pl = LetterRules(language: "pl")
    let polishTiers = WordTiers.derived(
      from: try Lexicon.build(files: polish, options: .init(maximumLength: 8, rules: pl)),
      rules: pl)
    #expect(polishTiers.tier(of: "mgła") == .required)
    // English dictionaries' never-suggested words are slurs: blocked.
    let english = try languageDictionary(
      "en_XX", aff: "SET UTF-8\nNOSUGGEST !\n", words: ["darn/!"])
    let englishTiers = WordTiers.derived(
      from: try Lexicon.build(files: english, options: .marksOnly),
      rules: LetterRules(language: "en"))
    #expect(englishTiers.tier(of: "darn") == .blocked)
  }

  @Test("Start words are made from the dictionary's own eight-letter entries, with bands")
  func startWords() throws {
    let answers = [
      "silk", "worm", "milk", "silo", "soil", "oils", "mil", "ilk", "ski", "sir", "owl",
      "low", "row", "mow", "slow", "slim", "limo", "skim", "work", "word", "lows", "rows",
    ]
    let dictionary = try languageDictionary(
      "xx_XX", words: ["silkworm", "abcdefgh"] + answers)
    let rules = LetterRules(language: "xx")
    let lexicon = try Lexicon.build(
      files: dictionary, options: .init(maximumLength: 8, rules: rules))
    let list = try #require(
      StartWords.generated(from: lexicon, rules: rules, tiers: WordTiers(junkLanguage: "xx")))
    #expect(list.words == ["silkworm"])
    let bands = try #require(list.bands)
    #expect(bands.answerCounts(.hard).contains(20))
  }
}
