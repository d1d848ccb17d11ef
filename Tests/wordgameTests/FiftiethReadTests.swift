import Foundation
import Testing
import WordScramble

/// What the fiftieth native reads (#51) found that is not a word's tier.
@Suite("Left from the fiftieth reads: which of several codes is wrong")
struct FiftiethReadTests {
  @Test(
    "Of several codes, the one that cannot be read is named by its place, since codes look alike at their start",
    arguments: [
      ("en", "Error: code 2 of 3 (CODE): this code has a typo"),
      ("fr", "Erreur\u{00A0}: code 2 sur 3 (CODE) — ce code contient"),
      ("de", "Fehler: Der 2. von 3 Codes (CODE) passt hier nicht."),
      ("ru", "Ошибка: код 2 из 3 (CODE) не подходит — в коде"),
    ])
  func codePlace(language: String, start: String) throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: "silk\n:quit\n")
    let code = try #require(
      played.stdout.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("R1-") }
        .map(String.init), "\(played.stdout)")
    // The same code cut short at its end: its first 40 characters, all
    // that an error shows of a code, are those of the good one.
    let cut = String(code.dropLast(3))
    let result = try wordgameCommand(
      ["compare", code, cut, code], environment: ["LANGUAGE": language])
    #expect(result.status == 2)
    let first = try #require(result.stderr.split(separator: "\n").first.map(String.init))
    let shown = start.replacingOccurrences(of: "CODE", with: code.prefix(40) + "…")
    #expect(first.hasPrefix(shown), "\(result.stderr)")
  }
}

/// What the fifty-first native reads (#51) found in the text.
@Suite(
  "Left from the fifty-first reads: digits, :words in the language, ß's tile, an abandoned round")
struct FiftyFirstReadTests {
  @Test("Digits are no word: a round says only letters count, and nothing is judged")
  func digits() throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: "123\nsilk\n:quit\n",
      environment: ["LANGUAGE": "de"])
    #expect(
      played.stdoutLines.contains("„123“: In diesem Spiel zählen nur Buchstaben, keine Ziffern."),
      "\(played.stdout)")
    #expect(played.stdoutLines.contains { $0.hasPrefix("silk: +4 Punkte") }, "\(played.stdout)")
    let english = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: "4you\n:quit\n")
    #expect(
      english.stdoutLines.contains("'4you': only letters count in this game, not digits."),
      "\(english.stdout)")
  }

  @Test("why says what a round says of a word with an apostrophe, in a sentence")
  func whyJoined() throws {
    let why = try wordgameCommand(
      ["why", "--dict", "nl", "tosti's", "123"], environment: ["LANGUAGE": "nl"])
    #expect(
      why.stdoutLines == [
        "tosti's: niet herkend",
        "  Woorden met een apostrof of koppelteken tellen niet in dit spel (alleen letters).",
        "123: niet herkend", "  Geen woord: in dit spel tellen alleen letters.",
      ], "\(why.stdout)")
  }

  @Test("A Dutch or Swedish player orders :words with the language's own word, and help names it")
  func wordsInLanguage() throws {
    let dutch = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"],
      input: "silk\nworms\n:words lang\n:words long\n:quit\n",
      environment: ["LANGUAGE": "nl"])
    let longest = dutch.stdoutLines.filter { $0.hasSuffix("), langste eerst:") }
    #expect(longest.count == 2, "\(dutch.stdout)")
    let swedish = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: "silk\n:words x\n:quit\n",
      environment: ["LANGUAGE": "sv"])
    #expect(swedish.stdout.contains("”:words lång” längst först"), "\(swedish.stdout)")
  }

  @Test("A tile that counts as two letters says so (German ẞ, French Œ)")
  func tileCountsTwice() throws {
    let german = try wordgameCommand(
      ["--dict", "de_DE", "--root", "draußen", "--seed", "1"], input: ":quit\n",
      environment: ["LANGUAGE": "de"])
    let letters = try #require(german.stdoutLines.first { $0.hasPrefix("Buchstaben: ") })
    #expect(letters.hasSuffix(" (ẞ zählt als SS)"), "\(letters)")
    #expect(letters.split(separator: " ").filter { $0 == "ẞ" }.count == 1, "one tile: \(letters)")
    let plain = try wordgameCommand(["--root", "silkworm", "--seed", "1"], input: ":quit\n")
    #expect(plain.stdoutLines.contains { $0.hasPrefix("Letters: ") && !$0.contains("counts as") })
  }

  @Test(":new abandons the round, and says so, as stats counts it")
  func abandoned() throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: "silk\n:new\n:quit\n",
      environment: ["LANGUAGE": "fr"])
    #expect(
      played.stdoutLines.contains("Manche abandonnée. Mot de départ : silkworm"),
      "\(played.stdout)")
  }

  @Test("A French tie names the players in a sentence")
  func frenchTie() throws {
    let party = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--players", "2"],
      input: "silk\n:done\nworm\n:done\n", environment: ["LANGUAGE": "fr"])
    #expect(
      party.stdoutLines.contains("Égalité à 4 points entre le joueur 1 et le joueur 2."),
      "\(party.stdout)")
  }

  @Test(
    "Every error line of a translated catalog ends with a full stop; English keeps Unix's bare line"
  )
  func errorsClosed() throws {
    let swedish = try wordgameCommand(["compare", "R1-abc"], environment: ["LANGUAGE": "sv"])
    #expect(swedish.stderr.hasPrefix("Fel: R1-abc: koden innehåller"), "\(swedish.stderr)")
    let one = try wordgameCommand(["compare"], environment: ["LANGUAGE": "ru"])
    let first = try #require(one.stderr.split(separator: "\n").first)
    #expect(first.hasPrefix("Ошибка: укажите от двух до восьми"), "\(one.stderr)")
    #expect(first.hasSuffix(")."), "\(one.stderr)")
    let english = try wordgameCommand(["compare"])
    #expect(
      english.stderr.hasPrefix("Error: Give two to eight result codes to compare (none given)\n"),
      "\(english.stderr)")
  }
}

/// What the fifty-second native reads (#51) found in the text.
@Suite("Left from the fifty-second reads: a tie, a repeated word, a challenge code compared")
struct FiftySecondReadTests {
  @Test("A Portuguese tie is 'between' the players; an Italian repeat is a word found already")
  func tieAndRepeat() throws {
    let tie = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--players", "2"],
      input: "silk\n:done\nworm\n:done\n", environment: ["LANGUAGE": "pt"])
    #expect(
      tie.stdoutLines.contains(
        "Empate entre o participante 1 e o participante 2, com 4 pontos cada."), "\(tie.stdout)")
    let repeated = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: "silk\nsilk\n:quit\n",
      environment: ["LANGUAGE": "it"])
    #expect(
      repeated.stdoutLines.contains { $0.hasPrefix("silk: parola già trovata.") },
      "\(repeated.stdout)")
  }

  @Test("German: a noun typed capitalized keeps its capital, a verb form typed so loses it")
  func germanCase() throws {
    let noun = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Taubheit", "--seed", "1"], input: "Taube\n:quit\n",
      environment: ["LANGUAGE": "de"])
    #expect(noun.stdoutLines.contains { $0.hasPrefix("Taube: +5 Punkte") }, "\(noun.stdout)")
    let verb = try wordgameCommand(
      ["--dict", "de_DE", "--root", "dreifach", "--seed", "1"], input: "Hadre\n:quit\n",
      environment: ["LANGUAGE": "de"])
    #expect(
      verb.stdoutLines.contains { $0.hasPrefix("hadre: +5 Punkte, Bonuswort") }, "\(verb.stdout)")
  }

  @Test("A challenge code given to compare says what it is without a chain of colons (Dutch)")
  func challengeCodeCompared() throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: "silk\n:challenge\n:quit\n")
    let challenge = try #require(
      played.stdout.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("C1-") }
        .map(String.init), "\(played.stdout)")
    let result = try wordgameCommand(
      ["compare", challenge, challenge], environment: ["LANGUAGE": "nl"])
    let first = try #require(result.stderr.split(separator: "\n").first.map(String.init))
    #expect(
      first.hasSuffix(
        "): dit is een uitdagingscode: speel die met --challenge. Vergelijken gaat alleen met resultaatcodes (R1-…)."
      ), "\(result.stderr)")
  }
}
