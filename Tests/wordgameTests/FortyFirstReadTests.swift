import Testing
import WordScramble

/// What the forty-first native read (#51) found in the program's own text.
@Suite("Left from the forty-first read: the catalogs as natives write them")
struct FortyFirstReadTests {
  @Test("French says a word typed twice was found already, and names the daily streak a streak")
  func french() throws {
    let french = try bundledCatalog("fr")
    #expect(WordError.usedAlready.title(in: french) == "Mot déjà trouvé")
    #expect(
      french("Daily puzzles in a row: %d", 3) == "Série en cours d'énigmes du jour\u{00A0}: 3")
    #expect(
      french(" (no more letters to show: type it to find it)")
        == " (aucune autre lettre ne sera montrée\u{00A0}; tapez-le pour qu'il compte)")
  }

  @Test(
    "German starts no sentence with a numeral; Spanish joins two clauses without a second colon")
  func germanAndSpanish() throws {
    let german = try bundledCatalog("de")
    let line = german.plural(
      " %d of them use every letter: double points.",
      " %d of them use every letter: double points.", count: 2)
    #expect(line == " Davon nutzen 2 alle Buchstaben: doppelte Punkte.")
    #expect(
      try bundledCatalog("es")(
        "Note: --seed is ignored: the daily puzzle is the same for every player.")
        == "Nota: se ignora --seed, porque el reto del día es el mismo para todo el mundo.")
  }

  @Test("Polish streaks count rounds at the top rank, and one word has no total worth")
  func polish() throws {
    let polish = try bundledCatalog("pl")
    #expect(
      polish("Current streak at the top rank: %d", 0) == "Bieżąca seria rund z najwyższą rangą: 0")
    let worth = polish.plural(" worth %d point", " worth %d points", count: 6)
    #expect(!worth.contains("łącznej"), "\(worth)")
  }

  @Test("Dutch and Russian hints say what is left to do, not 'type it to find it'")
  func hintsWithNothingLeft() throws {
    #expect(
      try bundledCatalog("nl")("No more letters to show: type it to find it.")
        == "Geen letters meer te tonen: nu moet je het woord zelf raden.")
    #expect(
      try bundledCatalog("ru")("No more letters to show: type it to find it.")
        == "Открывать больше нечего: осталось ввести само слово.")
  }

  @Test(
    "Spanish and Portuguese write a default player's name with its article inside a sentence, not as a label"
  )
  func defaultNamesInsideSentences() throws {
    let expected = [
      (
        "es", "Participante 1: 4 de 142 puntos", "Solo por el participante 2 (2): milk, worm",
        "Gana el participante 2 con 8 puntos."
      ),
      (
        "pt", "Participante 1: 4 de 142 pontos", "Só o participante 2 encontrou (2): milk, worm",
        "Ganha o participante 2, com 8 pontos."
      ),
    ]
    for (language, label, only, winner) in expected {
      let party = try wordgameCommand(
        ["--players", "2", "--root", "silkworm", "--seed", "1"],
        input: "silk\n:done\nmilk\nworm\n:done\n", environment: ["LANGUAGE": language])
      #expect(party.stdoutLines.contains { $0.hasPrefix(label) }, "\(party.stdout)")
      #expect(party.stdoutLines.contains(only), "\(party.stdout)")
      #expect(party.stdoutLines.contains(winner), "\(party.stdout)")
    }
  }
}
