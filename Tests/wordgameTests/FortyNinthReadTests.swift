import Testing

/// What the forty-ninth native read (#51) found: the end of a two-sentence
/// error, the Italian winner and tie, and a genitive's reason in `why`.
@Suite("Left from the forty-ninth read: errors that end, articles, and a genitive's reason")
struct FortyNinthReadTests {
  @Test(
    "An error ends with a full stop in a translated catalog; in English only one of two sentences",
    arguments: [
      ("pl", ["why"], "Błąd: nie podano słowa. Podaj co najmniej jedno słowo do wyjaśnienia."),
      (
        "sv", ["compare", "R1-abc", "R1-abcd"],
        "Fel: kod 1 av 2 (R1-abc): koden innehåller ett skrivfel eller är ofullständig. Jämför den tecken för tecken med koden du fick."
      ),
      (
        "fr", ["compare", "X1-foo", "R1-abcd"],
        "Erreur\u{00A0}: code 1 sur 2 (X1-foo) — ce n'est ni un code de défi ni un code de résultat (ceux-ci commencent par C1- ou R1-)."
      ),
      ("en", ["why"], "Error: Missing word: give one or more words to explain"),
    ])
  func errorEnds(language: String, arguments: [String], line: String) throws {
    let result = try wordgameCommand(arguments, environment: ["LANGUAGE": language])
    #expect(result.status == 2)
    #expect(result.stderr.split(separator: "\n").first.map(String.init) == line, "\(result.stderr)")
  }

  @Test("Italian names a default winner and a tie with the article")
  func italianWinnerAndTie() throws {
    let won = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--players", "2"], input: "silk\n:done\n:done\n",
      environment: ["LANGUAGE": "it", "WORDGAME_DICT": "en_US"])
    #expect(won.stdoutLines.contains("Vince il partecipante 1, con 4 punti."), "\(won.stdout)")
    let tied = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--players", "2"], input: "silk\n:done\nworm\n:done\n",
      environment: ["LANGUAGE": "it", "WORDGAME_DICT": "en_US"])
    #expect(
      tied.stdoutLines.contains(
        "Pareggio tra il partecipante 1 e il partecipante 2, con 4 punti a testa."),
      "\(tied.stdout)")
  }

  @Test("A Swedish genitive is bonus for being a genitive, not for being rarely written")
  func swedishGenitive() throws {
    let why = try wordgameCommand(
      ["why", "--dict", "sv_SE", "kattens"], environment: ["LANGUAGE": "sv"])
    #expect(why.stdoutLines.first == "kattens: bonusord", "\(why.stdout)")
    #expect(
      why.stdout.contains("ett substantiv i genitiv, som ordspel inte godtar"), "\(why.stdout)")
    #expect(!why.stdout.contains("sällan skrivs"), "\(why.stdout)")
  }
}
