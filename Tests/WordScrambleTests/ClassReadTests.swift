import Testing

@testable import WordScramble

/// What class read 34 (#51) corrected: native editors read every bonus word a
/// round can show whose only reason was a tag from automatic sources, and a
/// second editor checked them. `why` (``GameLanguage/explain(_:)``) gives
/// these words their true reason, as a player asking about them reads it.
@Suite("Class read: the labels why gives bonus words")
struct ClassReadTests {
  /// A word and what `why` must say of it.
  struct Case: CustomStringConvertible, Sendable {
    var dictionary: String
    var word: String
    /// `required`, or the editor's class of a bonus word (`interjection`…).
    var expected: String
    /// The lemma `why` names, where the sources guessed another.
    var lemma: String? = nil
    var description: String { "\(dictionary) \(word): \(expected)" }
  }

  static let cases: [Case] = [
    // Everyday words and forms the sources took for names or abbreviations.
    Case(dictionary: "ru_RU", word: "ран", expected: "required", lemma: "рана"),
    Case(dictionary: "ru_RU", word: "режу", expected: "required", lemma: "резать"),
    Case(dictionary: "ru_RU", word: "газе", expected: "required", lemma: "газ"),
    Case(dictionary: "ru_RU", word: "чата", expected: "required", lemma: "чат"),
    Case(dictionary: "ru_RU", word: "опа", expected: "interjection"),
    Case(dictionary: "ru_RU", word: "точь", expected: "form nobody types"),
    // Naturalized words the sources called foreign.
    Case(dictionary: "fr", word: "border", expected: "required"),
    Case(dictionary: "fr", word: "trust", expected: "required"),
    Case(dictionary: "fr", word: "dental", expected: "technical"),
    Case(dictionary: "nl", word: "hackt", expected: "required"),
    Case(dictionary: "nl", word: "match", expected: "required"),
    Case(dictionary: "pl_PL", word: "oda", expected: "required"),
    Case(dictionary: "pl_PL", word: "tarte", expected: "required", lemma: "tarty"),
    Case(dictionary: "pl_PL", word: "auć", expected: "interjection"),
    Case(dictionary: "it_IT", word: "lime", expected: "required"),
    Case(dictionary: "it_IT", word: "fon", expected: "required"),
    Case(dictionary: "es_ES", word: "cuba", expected: "required"),
    Case(dictionary: "es_ES", word: "irme", expected: "not a headword", lemma: "ir"),
    // The same in words no round of the shipped start words asks for, which
    // players ask `why` about and meet in rounds of their own start words.
    Case(dictionary: "ru_RU", word: "даю", expected: "required"),
    Case(dictionary: "ru_RU", word: "быка", expected: "required"),
    Case(dictionary: "de_DE", word: "Hirsch", expected: "required"),
    Case(dictionary: "pl_PL", word: "polonez", expected: "required"),
    Case(dictionary: "nl", word: "letters", expected: "required"),
    Case(dictionary: "fr", word: "bribe", expected: "required"),
    Case(dictionary: "es_ES", word: "jerez", expected: "required"),
    Case(dictionary: "sv_SE", word: "valborg", expected: "required"),
    Case(dictionary: "it_IT", word: "scotch", expected: "required"),
    // What read 34 found after: forms written every day, words taken for
    // English, plain nouns called names, a verb with pronouns attached.
    Case(dictionary: "es_ES", word: "sois", expected: "required"),
    Case(dictionary: "es_ES", word: "verte", expected: "not a headword"),
    Case(dictionary: "it_IT", word: "future", expected: "required"),
    Case(dictionary: "it_IT", word: "aprilo", expected: "not a headword"),
    Case(dictionary: "fr", word: "partial", expected: "required"),
    Case(dictionary: "de_DE", word: "Reiniger", expected: "required"),
    Case(dictionary: "nl", word: "polen", expected: "required", lemma: "pool"),
    Case(dictionary: "pt_PT", word: "pen", expected: "foreign"),
    Case(dictionary: "sv_SE", word: "teg", expected: "archaic"),
    // A common word bonus with no reason shown: now decided (Italian `avi`,
    // and `disse`, a passato remoto written every day).
    Case(dictionary: "it_IT", word: "avi", expected: "required"),
    Case(dictionary: "it_IT", word: "disse", expected: "required"),
    // Read 39: words a fresh reader would not require, each with its class
    // and, where the sources had it wrong, its lemma.
    Case(dictionary: "de_DE", word: "Saaten", expected: "form nobody types"),
    Case(dictionary: "es_ES", word: "indio", expected: "name"),
    Case(dictionary: "fr", word: "péris", expected: "form nobody types", lemma: "périr"),
    Case(dictionary: "it_IT", word: "ben", expected: "form nobody types", lemma: "bene"),
    Case(dictionary: "nl", word: "gate", expected: "foreign"),
    Case(dictionary: "nl", word: "naaien", expected: "required"),
    Case(dictionary: "pl_PL", word: "arce", expected: "form nobody types", lemma: "arka"),
    Case(dictionary: "pt_PT", word: "liminar", expected: "technical"),
    Case(dictionary: "ru_RU", word: "словак", expected: "name"),
    // Read 40.
    Case(dictionary: "de_DE", word: "triebe", expected: "form nobody types", lemma: "treiben"),
    Case(dictionary: "es_ES", word: "boleta", expected: "regional"),
    Case(dictionary: "fr", word: "endorme", expected: "form nobody types", lemma: "endormir"),
    Case(dictionary: "it_IT", word: "rancio", expected: "archaic"),
    Case(dictionary: "nl", word: "walst", expected: "form nobody types"),
    Case(dictionary: "ru_RU", word: "пори", expected: "form nobody types", lemma: "пороть"),
  ]

  /// The dictionaries the cases are in, each opened once (in parallel).
  static let dictionaries = Array(Set(cases.map(\.dictionary))).sorted()

  @Test("why gives the editors' reason, not a wrong source tag", arguments: dictionaries)
  func reason(dictionary: String) throws {
    let language = try EditorVerdictTests.Languages().language(dictionary)
    for example in Self.cases where example.dictionary == dictionary {
      let explanation = language.explain(example.word)
      if example.expected == "required" {
        #expect(explanation.verdict == .required, "\(example): \(explanation.reasons)")
      } else {
        #expect(explanation.verdict == .bonus, "\(example)")
        #expect(
          explanation.reasons == [.editor(decision: "bonus", reason: example.expected)],
          "\(example): \(explanation.reasons)")
      }
      if let lemma = example.lemma {
        #expect(
          explanation.lemma == lemma, "\(example): \(String(describing: explanation.lemma))")
      }
    }
  }

  @Test("A verb form people seldom write is called that, not rare or technical")
  func seldomWrittenForms() throws {
    let languages = EditorVerdictTests.Languages()
    for (dictionary, word) in [("es_ES", "abriré"), ("es_ES", "acabaré"), ("it_IT", "atterrò")] {
      let reasons = try languages.language(dictionary).explain(word).reasons
      #expect(reasons.contains(.tagged("form")), "\(dictionary) \(word): \(reasons)")
      #expect(!reasons.contains(.tagged("rare")), "\(dictionary) \(word): \(reasons)")
    }
  }

  @Test("A Swedish genitive is called one; a verb in -s is no genitive")
  func swedishGenitives() throws {
    let swedish = try EditorVerdictTests.Languages().language("sv_SE")
    let genitive = swedish.explain("landets")
    #expect(genitive.verdict == .bonus)
    #expect(genitive.reasons == [.tagged("genitive")], "\(genitive.reasons)")
    #expect(swedish.explain("hoppas").verdict == .required)
  }

  @Test("A common word the lists leave out says why: pronouns attached, or taken for English")
  func commonWordsLeftOut() throws {
    let spanish = try EditorVerdictTests.Languages().language("es_ES")
    for (word, tag) in [("hacerlo", "clitic"), ("culture", "english")] {
      let explanation = spanish.explain(word)
      #expect(explanation.verdict == .bonus, "\(word)")
      #expect(explanation.reasons == [.tagged(tag)], "\(word): \(explanation.reasons)")
    }
  }
}
