import Testing
import WordScramble

/// What native editors decided after the forty-third and forty-fourth reads
/// (#51): a rejection states what happened instead of scolding the player.
@Suite("Left from the forty-fourth read: rejections as a native word game words them")
struct FortyFourthReadTests {
  @Test(
    "A word typed twice and a word the dictionary lacks get plain feedback, after a full stop",
    arguments: [
      (
        "de", "silk: Wort schon gefunden. Jedes Wort zählt nur einmal.",
        "lowk: Wort nicht erkannt. Es steht nicht im Wörterbuch des Spiels."
      ),
      (
        "es", "silk: palabra repetida. Ya la has encontrado.",
        "lowk: palabra no reconocida. No está en el diccionario."
      ),
      (
        "fr", "silk\u{00A0}: mot déjà trouvé. Chaque mot ne compte qu'une fois.",
        "lowk\u{00A0}: mot non reconnu. Le dictionnaire du jeu ne le connaît pas."
      ),
      (
        "it", "silk: parola già trovata. Cercane un'altra.",
        "lowk: parola non riconosciuta. Non è nel dizionario del gioco."
      ),
      (
        "pl", "silk: słowo już użyte. Każde słowo liczy się tylko raz.",
        "lowk: nieznane słowo. Tego słowa nie ma w słowniku gry."
      ),
      (
        "pt", "silk: palavra repetida. Essa já conta. Procure outra.",
        "lowk: palavra não reconhecida. Não consta do dicionário deste jogo."
      ),
      (
        "nl", "silk: woord al gevonden. Elk woord telt maar één keer.",
        "lowk: woord niet herkend. Het staat niet in het woordenboek van dit spel."
      ),
      ("ru", "silk: повтор. Это слово уже найдено.", "lowk: нет в словаре. Проверьте написание."),
      (
        "sv", "silk: redan hittat. Varje ord räknas bara en gång.",
        "lowk: okänt ord. Det finns inte i ordlistan."
      ),
    ])
  func plainFeedback(language: String, twice: String, unknown: String) throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: "silk\nsilk\nlowk\n:quit\n",
      environment: ["LANGUAGE": language])
    #expect(played.stdoutLines.contains(twice), "\(played.stdout)")
    #expect(played.stdoutLines.contains(unknown), "\(played.stdout)")
  }

  @Test("An alert shows each message on its own, capitalized and with no exclamation")
  func standingAlone() throws {
    for language in ["de", "es", "fr", "it", "nl", "pl", "pt", "ru", "sv"] {
      let catalog = try bundledCatalog(language)
      for error in [WordError.usedAlready, .notRecognized, .notPossible(startWord: "silkworm")] {
        let message = error.message(in: catalog)
        #expect(message.first?.isUppercase == true, "\(language): \(message)")
        #expect(!message.contains("!"), "\(language): \(message)")
      }
    }
  }

  @Test("A German noun typed with its capital is echoed with it when rejected")
  func germanCapital() throws {
    let played = try wordgameCommand(
      ["--dict", "de_DE", "--root", "vorlesen"], input: "Nerven\ngebühr\n:quit\n")
    #expect(played.stdoutLines.contains { $0.hasPrefix("Nerven: Word not possible — ") })
    #expect(played.stdoutLines.contains { $0.hasPrefix("Gebühr: Word not possible — ") })
  }

  @Test("A Portuguese comparison says who alone found a word, with a verb")
  func portugueseOnly() throws {
    let party = try wordgameCommand(
      ["--players", "2", "--root", "silkworm", "--seed", "1"],
      input: "silk\n:done\nmilk\nworm\n:done\n", environment: ["LANGUAGE": "pt"])
    #expect(
      party.stdoutLines.contains("Só o participante 2 encontrou (2): milk, worm"), "\(party.stdout)"
    )
  }
}
