import Testing
import WordScramble

/// What the forty-eighth native read (#51) found: bonus words unmarked in a
/// comparison, colon chains in a code's error, and the hint's letters.
@Suite("Left from the forty-eighth read: comparisons, code errors and hints as natives write them")
struct FortyEighthReadTests {
  @Test("A comparison marks bonus words, as the end of a round does")
  func bonusMarked() throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--players", "2"],
      input: "silk\nskirl\n:done\nworm\n:done\n")
    #expect(
      played.stdoutLines.contains("Only Player 1 (2): silk, skirl (bonus)"), "\(played.stdout)")
    #expect(played.stdoutLines.contains("Only Player 2 (1): worm"), "\(played.stdout)")
  }

  @Test(
    "A code the command line cannot read is told without a chain of colons",
    arguments: [
      (
        "de",
        "Fehler: Der Code R1-abc passt hier nicht. Er hat einen Tippfehler oder ist unvollständig. Vergleiche ihn Zeichen für Zeichen mit dem, den du bekommen hast."
      ),
      (
        "ru",
        "Ошибка: код R1-abc не подходит — в коде опечатка, или он неполный. Сверьте его посимвольно с полученным кодом."
      ),
      (
        "pt",
        "Erro: R1-abc: este código tem uma gralha ou está incompleto; compare-o carácter a carácter com o que recebeu."
      ),
      (
        "en",
        "Error: R1-abc: this code has a typo or is cut short: compare it letter by letter with the one you were sent"
      ),
    ])
  func codeError(language: String, line: String) throws {
    let result = try wordgameCommand(
      ["compare", "R1-abc"], environment: ["LANGUAGE": language])
    #expect(result.status == 2)
    #expect(result.stderr.split(separator: "\n").first.map(String.init) == line, "\(result.stderr)")
  }

  @Test("compare with no code or one says so, in words")
  func tooFewCodes() throws {
    let none = try wordgameCommand(["compare"], environment: ["LANGUAGE": "sv"])
    #expect(
      none.stderr.hasPrefix("Fel: ange två till åtta resultatkoder att jämföra (du angav ingen)"))
    let french = try bundledCatalog("fr")
    #expect(
      french("Give two to eight result codes to compare (only one given)")
        == "donnez de deux à huit codes de résultat à comparer (vous n'en avez donné qu'un)")
  }

  @Test("A code cut short in a round is a typo or cut short, not damaged")
  func cutShortInRound() throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: "silk\n:compare R1-001G\n:quit\n")
    #expect(
      played.stdoutLines.contains(
        "Bad code — this code has a typo or is cut short: compare it letter by letter with the one you were sent."
      ), "\(played.stdout)")
  }

  @Test(
    "A screen reader's hint names its letters as each language does",
    arguments: [
      ("pt", "Pista: uma palavra de 4 letras que começa pelas letras R e I."),
      ("ru", "Подсказка: слово из 4 букв, начинается с буквы R."),
      ("ru", "Подсказка: слово из 4 букв, первые буквы: R, I."),
      ("sv", "Ledtråd: ett ord på 4 bokstäver som börjar på bokstäverna R, I."),
      ("it", "Suggerimento: una parola di 4 lettere che inizia con le lettere R, I."),
      ("fr", "Indice\u{00A0}: un mot de 4 lettres qui commence par les lettres R, I."),
      ("nl", "Hint: een woord van 4 letters dat begint met de letters R, I."),
    ])
  func hintLetters(language: String, start: String) throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"],
      input: "silk\n:hint\n:hint\n:quit\n", environment: ["LANGUAGE": language])
    #expect(played.stdoutLines.contains { $0.hasPrefix(start) }, "\(played.stdout)")
  }

  @Test("Italian names a default player with its article after 'Solo'; Swedish says 'ny rang'")
  func namesAndRanks() throws {
    let italian = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--players", "2"], input: "silk\n:done\n:done\n",
      environment: ["LANGUAGE": "it"])
    #expect(
      italian.stdoutLines.contains { $0.hasPrefix("Solo il partecipante 1 (1): silk") },
      "\(italian.stdout)")
    let swedish = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: "silk\nworm\nmilk\nsilo\n:quit\n",
      environment: ["LANGUAGE": "sv"])
    #expect(swedish.stdout.contains(" – ny rang: "), "\(swedish.stdout)")
  }

  @Test("The best share of a round's points is rounded, and 100 only for every point")
  func bestShareRounded() {
    var statistics = Statistics()
    statistics.record(
      .init(finished: true, words: ["zebras"], score: 21, possiblePoints: 425, rank: .novice))
    #expect(statistics.bestPercent == 5)
    statistics.record(
      .init(finished: true, words: ["zebras"], score: 424, possiblePoints: 425, rank: .genius))
    #expect(statistics.bestPercent == 99)
  }
}
