import Foundation
import Testing

/// What the twenty-seventh native read (#51) found, as a player sees it.
@Suite("Left from the twenty-seventh read: capitals, counts-as, saved rounds, lists")
struct TwentySeventhReadTests {
  @Test("A German word typed with a capital it does not take shows as the lists write it")
  func germanCapitals() throws {
    let played = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Fernglas"], input: "Egal\nGlas\nLang\n:quit\n",
      environment: ["LANG": "C.UTF-8"])
    let lines = played.stdoutLines
    #expect(lines.contains { $0.hasPrefix("egal: +4 points") }, "\(played.stdout)")
    #expect(lines.contains { $0.hasPrefix("Glas: +4 points") }, "a noun keeps its capital")
    #expect(lines.contains { $0.hasPrefix("lang: +4 points") })
    #expect(lines.contains("Words found (3): egal, Glas, lang"), "\(played.stdout)")
  }

  @Test("check names the word an accent variant counts as when the first was typed as its key")
  func countsAsAfterKey() throws {
    let checked = try wordgameCommand(
      ["check", "--dict", "it_IT", "--root", "sperone"], input: "pero\nperò\n",
      environment: ["LANG": "C.UTF-8"])
    #expect(
      checked.stdoutLines == [
        "pero\tok\t4", "però\tWord used already\tIt counts as 'pero', found already.",
      ], "\(checked.stdout)")
  }

  @Test(
    "A mistyped --root or list path fails before the unfinished round is set aside",
    arguments: [
      ["--root", "xyzqw"], ["--roots", "/nonexistent/roots.txt"],
      ["--required", "/nonexistent/required.txt"], ["--new", "--root", "xyzqw"],
    ])
  func typoKeepsRound(options: [String]) throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    try leaveUnfinished(["play", "--seed", "4"], environment: environment)
    let typo = try wordgameCommand(["play"] + options, input: ":quit\n", environment: environment)
    #expect(typo.status == 2, "\(typo.stderr)")
    #expect(!typo.stderr.contains("set aside"), "\(typo.stderr)")
    let again = try wordgameCommand(["play"], input: ":quit\n", environment: environment)
    #expect(again.stdoutLines.first == "Resuming your unfinished round.", "\(again.stdout)")
    #expect(try statistics(environment)["roundsAbandoned"] as? Int == 0)
  }

  @Test(
    "A folder given as a list says it is one, as check says of its inputs",
    arguments: [
      ["solve", "--roots"], ["play", "--roots"], ["play", "--required"], ["why", "--block"],
    ])
  func folderAsList(options: [String]) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try wordgameCommand(
      options + [folder.path] + (options[0] == "why" ? ["silk"] : []))
    #expect(result.status == 2)
    #expect(result.stderr == "Error: cannot read '\(folder.path)': it is a directory\n")
  }

  @Test("solve --roots skips a word without a required answer: it is no start word")
  func noAnswerRoots() throws {
    let result = try wordgameCommand(["solve", "--roots", "-"], input: "xx\nsilkworm\n")
    #expect(result.status == 1)
    #expect(result.stdoutLines.map { $0.split(separator: "\t").first } == ["silkworm"])
    #expect(
      result.stderr
        == "Warning: standard input: line 1: 'xx' has no answer of at least 3 letters to find; skipped\n"
    )
  }

  @Test("A round without an answer on a --required list says the list is why, not the length")
  func requiredListNoAnswer() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("required.txt")
    try "Rest\n".write(to: list, atomically: true, encoding: .utf8)
    let played = try wordgameCommand(
      ["play", "--dict", "de_DE", "--root", "Fernglas", "--required", list.path], input: "",
      environment: ["LANG": "C.UTF-8"])
    #expect(played.status == 2)
    #expect(
      played.stderr == "Error: 'Fernglas' has no answer on the required list given (--required)\n")
    let solved = try wordgameCommand(
      ["solve", "--dict", "de_DE", "--required", list.path, "--roots", "-"],
      input: "Fernglas\nVersteck\nab\n", environment: ["LANG": "C.UTF-8"])
    #expect(solved.status == 1)
    #expect(solved.stdoutLines.map { $0.split(separator: "\t").first } == ["Versteck"])
    // A word too short for any answer is told so, whatever the list.
    #expect(
      solved.stderr
        == "Warning: standard input: line 1: 'Fernglas' has no answer on the required list given (--required); skipped\n"
        + "Warning: standard input: line 3: 'ab' has no answer of at least 3 letters to find; skipped\n"
    )
  }

  @Test("Words the read found in the wrong class: each in its own now")
  func lists() throws {
    let environment = ["LANG": "C.UTF-8"]
    // French: a word sharing its key with a crude verb's form is the everyday word.
    let french = try wordgameCommand(
      ["check", "--dict", "fr"], input: "tringle\ntronche\nfions\n", environment: environment)
    #expect(french.stdoutLines == ["tringle\tok\t7", "tronche\tok\t7", "fions\tok\t5"])
    // Polish: the slur's masculine-personal forms are blocked.
    let polish = try wordgameCommand(
      ["check", "--dict", "pl_PL"], input: "parchaci\n", environment: environment)
    #expect(polish.stdoutLines.first?.hasPrefix("parchaci\tWord not allowed") == true)
    // Dutch and Portuguese: families decided as one, never required.
    let dutch = try wordgameCommand(
      ["check", "--dict", "nl"], input: "verdommen\n", environment: environment)
    #expect(dutch.stdoutLines == ["verdommen\tok\t9\tbonus"])
    let portuguese = try wordgameCommand(
      ["check", "--dict", "pt_PT"], input: "negrinho\npretinho\n", environment: environment)
    #expect(portuguese.stdoutLines == ["negrinho\tok\t8\tbonus", "pretinho\tok\t8\tbonus"])
    // Russian: ё where the word has it, even where the dictionary writes only е.
    let russian = try wordgameCommand(
      ["check", "--dict", "ru_RU", "--json"], input: "умен\nобъем\nлен\n",
      environment: environment)
    #expect(
      russian.stdoutLines == [
        #"{"word":"умен","ok":true,"points":4,"spelling":"умён"}"#,
        #"{"word":"объем","ok":true,"points":5,"spelling":"объём"}"#,
        #"{"word":"лен","ok":true,"points":3,"spelling":"лён"}"#,
      ], "\(russian.stdout)")
  }

  @Test("Catalog lines the read corrected: a capital, a pronoun, a template in words")
  func catalogs() throws {
    let spanish = try wordgameCommand(
      ["check", "--dict", "es_ES"], input: "hola\n", environment: ["LANG": "es_ES.UTF-8"])
    #expect(spanish.stderr.hasPrefix("Aceptadas: 1, rechazadas: 0"), "\(spanish.stderr)")
    let polish = try wordgameCommand(
      ["why", "--dict", "pl_PL", "Wisła"], environment: ["LANG": "pl_PL.UTF-8"])
    #expect(polish.stdout.contains("zna je tylko jako nazwę własną"), "\(polish.stdout)")
    let italian = try wordgameCommand(["solve", "--help"], environment: ["LANG": "it_IT.UTF-8"])
    #expect(italian.stdout.contains("sei campi separati"))
    #expect(!italian.stdout.contains("<TAB>"), "\(italian.stdout)")
  }
}
