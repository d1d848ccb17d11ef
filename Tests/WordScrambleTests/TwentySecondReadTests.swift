import Testing

@testable import WordScramble
@testable import WordScrambleBatch

/// What `checker` prints for `input`, read whole.
private func checked(_ input: String, _ checker: BatchChecker) -> String {
  var checker = checker
  checker.read(input)
  checker.endOfFile()
  return checker.takeOutput { String(decoding: $0, as: UTF8.self) }
}

/// What the twenty-second native read (#51) found in the library, as an app
/// or `wordgame` shows it.
@Suite("Left from the twenty-second read: spellings kept and named")
struct TwentySecondReadTests {
  @Test("A check names the word another form of the same letters counts as, as play does")
  func countsAsInCheck() throws {
    let spanish = try GameLanguage.open("es_ES", options: isolatedOptions())
    let round = spanish.round(startWord: "educador")
    #expect(
      checked("dudo\ndudó\nDudo\n", BatchChecker(round: round, renderer: TextRenderer()))
        == """
        dudo\tok\t4
        dudó\tWord used already\tIt counts as 'dudo', found already.
        dudo\tWord used already\tBe more original

        """)
    // The form found first is the one named, and JSON gives it apart too.
    let json = checked("dudó\ndudo\n", BatchChecker(round: round, renderer: JSONRenderer()))
    #expect(
      json.split(separator: "\n").last
        == #"{"word":"dudo","ok":false,"code":"usedAlready","title":"Word used already","message":"It counts as 'dudó', found already.","countsAs":"dudó"}"#
    )
    // A form the dictionary lacks is the word found, misspelled: used already, as before.
    let french = try GameLanguage.open("fr", options: isolatedOptions())
    #expect(
      checked(
        "reçu\nrecu\n", BatchChecker(round: french.round(startWord: nil), renderer: TextRenderer())
      )
      .hasSuffix("recu\tWord used already\tBe more original\n"))
  }

  @Test("why shows a German noun as typed when it is not a required word, blocked ones too")
  func germanNounsAsTyped() throws {
    let german = try GameLanguage.open("de_DE", options: isolatedOptions())
    let explainer = german.explainer()
    // A capital on a verb form, as at a sentence's start, is not kept
    // (`Hadre`, of `hadern`; read 52): Hunspell's stems are all lowercase.
    #expect(explainer.explain("Hadre").spelling == "hadre")
    #expect(explainer.explain("Hure").verdict == .blocked)
    #expect(explainer.explain("Hure").spelling == "Hure")
    // A required word is still shown as the lists write it.
    #expect(explainer.explain("spiel").spelling == "Spiel")
    var options = isolatedOptions()
    options.allowsVulgarWords = true
    let allowed = try GameLanguage.open("de_DE", options: options).explainer()
    #expect(allowed.explain("Hure").verdict == .bonus)
    #expect(allowed.explain("Hure").spelling == "Hure")
  }
}

@Suite("Left from the twenty-second read: German vulgar words allowed")
struct TwentySecondReadVulgarTests {
  @Test("Vulgar words de_DE lacks are words when allowed, as German writes them, forms too")
  func germanVulgarAdded() throws {
    var options = isolatedOptions()
    options.allowsVulgarWords = true
    let explainer = try GameLanguage.open("de_DE", options: options).explainer()
    for word in ["kacken", "kackt", "gekackt", "Kacke", "Titte", "Mösen", "Hurensöhne"] {
      let explanation = explainer.explain(word)
      #expect(explanation.verdict == .bonus, "\(word): \(explanation)")
      #expect(explanation.spelling == word, "\(word): \(explanation)")
    }
    // Not allowed, they are blocked.
    let blocked = try GameLanguage.open("de_DE", options: isolatedOptions()).explainer()
    #expect(blocked.explain("kackt").verdict == .blocked)
  }
}

@Suite("Left from the twenty-second read: why's reasons agree with its verdict")
struct TwentySecondReadReasonsTests {
  @Test("A form counted as a required word does not show its own editor's call (violentò)")
  func noContradictingEditorCall() throws {
    let italian = try GameLanguage.open("it_IT", options: isolatedOptions())
    let explanation = italian.explain("violentò")
    #expect(explanation.verdict == .required)
    // It counts as the required adjective: shown as that word.
    #expect(explanation.spelling == "violento")
    #expect(
      !explanation.reasons.contains {
        if case .editor(let decision, _) = $0 { decision == "sensitive" } else { false }
      }, "\(explanation.reasons)")
  }
}

@Suite("Left from the twenty-third read: capitals tell no case")
struct TwentyThirdReadTests {
  @Test("A German answer typed in capitals shows as the lists write it (PREIS is Preis)")
  func capitalsShowTheListsSpelling() throws {
    let german = try GameLanguage.open("de_DE", options: isolatedOptions())
    var round = german.round(startWord: "Aufpreis")
    #expect(round.submit("PREIS")?.isAccepted == true)
    #expect(round.spelling(of: "preis") == "Preis")
    // Typed in lower case, it is the noun the lists write too, not the
    // imperative of `preisen` (read 45: `wein` is `Wein`).
    var typed = german.round(startWord: "Aufpreis")
    #expect(typed.submit("preis")?.isAccepted == true)
    #expect(typed.spelling(of: "preis") == "Preis")
    // A word the lists write in lower case stays so.
    #expect(typed.submit("reif")?.isAccepted == true)
    #expect(typed.spelling(of: "reif") == "reif")
  }
}
