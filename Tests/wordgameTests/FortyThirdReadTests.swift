import Testing
import WordScramble

/// What the forty-third native read (#51) found in the program's own text.
@Suite("Left from the forty-third read: statistics, turns and hints as natives write them")
struct FortyThirdReadTests {
  @Test("Statistics lines name a streak and a best share as French, Dutch and Polish write them")
  func statistics() throws {
    #expect(
      try bundledCatalog("fr")("Current streak at the top rank: %d", 2)
        == "Série en cours de manches au rang le plus haut\u{00A0}: 2")
    #expect(
      try bundledCatalog("nl")("Current streak at the top rank: %d", 2)
        == "Rondes op rij met de hoogste rang: 2")
    #expect(
      try bundledCatalog("pl")("Daily puzzles in a row: %d", 0)
        == "Bieżąca seria łamigłówek dnia: 0")
  }

  @Test("A Dutch party says whose turn it is; a Russian hint costs a point a hint")
  func turnsAndHints() throws {
    #expect(
      try bundledCatalog("nl")("Player %1$d of %2$d, your turn.", 1, 2)
        == "Speler 1 (van 2) is aan de beurt.")
    #expect(
      try bundledCatalog("ru")("Show a word not found yet, a letter more each time (1 point each).")
        .hasSuffix("(каждая подсказка стоит 1 очко)."))
    #expect(
      try bundledCatalog("ru")("No rounds played yet: play one with '%s'.", "wordgame play")
        == "Ещё не сыграно ни одного раунда: чтобы сыграть, введите «wordgame play».")
  }

  @Test("Polish and Russian write a default player's name in lower case inside a sentence")
  func defaultNames() throws {
    for (language, only, winner) in [
      ("pl", "Tylko osoba 2 (2): milk, worm", "Wygrywa osoba 2"),
      ("ru", "Только у игрока 2 (2): milk, worm", "Побеждает игрок 2"),
    ] {
      let party = try wordgameCommand(
        ["--players", "2", "--root", "silkworm", "--seed", "1"],
        input: "silk\n:done\nmilk\nworm\n:done\n", environment: ["LANGUAGE": language])
      #expect(party.stdoutLines.contains(only), "\(party.stdout)")
      #expect(party.stdoutLines.contains { $0.hasPrefix(winner) }, "\(party.stdout)")
    }
  }
}
