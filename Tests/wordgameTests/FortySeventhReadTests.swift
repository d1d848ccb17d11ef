import Testing
import WordScramble

/// What the forty-seventh native read (#51) found in the program's text.
@Suite("Left from the forty-seventh read: a winner's sentence, your own spelling, hints and stats")
struct FortySeventhReadTests {
  @Test(
    "One winner's default name starts its sentence as the language writes it there",
    arguments: [
      ("nl", "Speler 1 wint met 4 punten."), ("fr", "Le joueur 1 gagne avec 4 points."),
      ("en", "Player 1 wins, with 4 points."),
    ])
  func winnerLine(language: String, line: String) throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--players", "2"], input: "silk\n:done\n:done\n",
      environment: ["LANGUAGE": language])
    #expect(played.stdoutLines.contains(line), "\(played.stdout)")
  }

  @Test(":compare shows your own words as you typed them, not as the code's round spells them")
  func compareAsTyped() throws {
    let friend = try wordgameCommand(
      ["--dict", "fr_FR", "--root", "décoller"], input: "clé\n:challenge\n:quit\n")
    let challenge = try #require(
      friend.stdoutLines.last { $0.hasPrefix("Challenge a friend:") }?
        .firstMatch(of: /C1-[0-9A-Z-]+/)?.output)
    let result = try #require(
      friend.stdoutLines.last { $0.hasPrefix("Your result:") }?.firstMatch(of: /R1-[0-9A-Z-]+/)?
        .output)
    let mine = try wordgameCommand(
      ["--challenge", String(challenge)], input: "cèle\n:compare \(result)\n:quit\n")
    #expect(mine.stdoutLines.contains("Only you (1): cèle (bonus)"), "\(mine.stdout)")
    #expect(!mine.stdout.contains("celé"), "\(mine.stdout)")
  }

  @Test("Statistics list each dictionary's count as the catalog writes it (French 'fr (1)')")
  func dictionaryCounts() throws {
    let french = try bundledCatalog("fr")
    #expect(
      french(
        context: "a dictionary and its count, in a list (de_DE 3, en_US 12)", "%1$s %2$d",
        "en_US", 3) == "en_US (3)")
    #expect(
      try bundledCatalog("es")("Best share of a round's points: %d%%", 40)
        == "Mejor porcentaje de puntos en una ronda: 40 %")
    #expect(
      try bundledCatalog("ru")("An editor's choice: required.")
        == "Решение редакции: обязательный ответ.")
  }
}
