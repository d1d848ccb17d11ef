import Foundation
import Testing
import WordScramble

/// What the thirty-eighth native read (#51) found in what the program does.
@Suite("Left from the thirty-eighth read: Swedish accents, Italian counts")
struct ThirtyEighthReadTests {
  @Test("Swedish keeps å, ä and ö as letters and ignores other accents: idé is played as ide")
  func swedishAccents() throws {
    var options = GameLanguage.Options()
    options.cacheFolder = nil
    let language = try GameLanguage.open("sv_SE", options: options)
    #expect(language.key("idé") == "ide" && language.key("Armé") == "arme")
    #expect(language.key("åska") == "åska" && language.key("ärlig") == "ärlig")
    #expect(language.key("öga") == "öga")
    var game = try language.game(startWord: "ideologi")
    guard case .accepted? = game.submit("idé") else {
      Issue.record("idé is not played from ideologi")
      return
    }
    // The same word without its accent is the word found already.
    #expect(game.submit("ide") == .rejected(word: "ide", error: .usedAlready))
  }

  @Test("Italian starts no sentence with a numeral: 'Di queste, 2 usano tutte le lettere'")
  func italianCount() {
    let italian = MessageCatalog.forEnvironment(["LANG": "it_IT.UTF-8"])
    let line = italian.plural(
      " %d of them use every letter: double points.",
      " %d of them use every letter: double points.", count: 2)
    #expect(line == " Di queste, 2 usano tutte le lettere: punti doppi.")
  }
}
