import Testing
import WordScramble

/// What the forty-fifth native read (#51) found in the program's own text.
@Suite(
  "Left from the forty-fifth read: codes, comparisons, ranks and statistics as natives write them")
struct FortyFifthReadTests {
  @Test("A German code's error is two sentences, not a capital after a dash")
  func germanCodeError() throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: ":compare R1-XXXX\n:quit\n",
      environment: ["LANGUAGE": "de"])
    #expect(
      played.stdoutLines.contains { $0.hasPrefix("Ungültiger Code. ") }, "\(played.stdout)")
    #expect(!played.stdout.contains("Ungültiger Code – "), "\(played.stdout)")
  }

  @Test("A German noun typed in lower case is found as the lists write it, not as a verb form")
  func germanNounTypedLower() throws {
    let played = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Weinlese"], input: "wein\n:quit\n")
    #expect(played.stdoutLines.contains { $0.hasPrefix("Wein: +") }, "\(played.stdout)")
  }

  @Test("Comparisons, ranks and statistics lines as the readers wrote them")
  func lines() throws {
    let russian = try bundledCatalog("ru")
    #expect(russian("Only you (%d): %s", 1, "кино") == "Только у вас (1): кино")
    #expect(russian("Only your friend (%d): %s", 3, "кит") == "Только у друга (3): кит")
    #expect(russian("Score: %s, rank %s", "2", "Дебютант") == "Счёт: 2, ранг «Дебютант»")
    #expect(
      try bundledCatalog("nl")("Only %s (%d): %s", "speler 1", 2, "mier")
        == "Alleen door speler 1 gevonden (2): mier")
    #expect(
      try bundledCatalog("pt")("Found by both (%d): %s", 1, "dor")
        == "Encontradas pelos dois participantes (1): dor")
    #expect(
      try bundledCatalog("sv")("Current streak at the top rank: %d", 0)
        == "Rundor i rad på högsta rangen: 0")
    #expect(
      try bundledCatalog("it")("Current streak at the top rank: %d", 0)
        == "Partite di fila al grado più alto: 0")
  }

  @Test("French elides nothing before a start word: 'les lettres du mot « … »'")
  func frenchStartWord() throws {
    let played = try wordgameCommand(
      ["--dict", "fr_FR", "--root", "emballer"], input: "emballer\nzzz\n:quit\n",
      environment: ["LANGUAGE": "fr"])
    #expect(
      played.stdoutLines.contains {
        $0.hasSuffix("avec les lettres du mot «\u{00A0}emballer\u{00A0}».")
      }, "\(played.stdout)")
    #expect(!played.stdout.contains("de «\u{00A0}emballer"), "\(played.stdout)")
  }
}
