import Foundation
import Testing
import WordScramble
import WordScrambleBatch

@testable import wordgame

/// What the thirty-seventh native read (#51) found in what the program writes.
@Suite("Left from the thirty-seventh read: ranks, slurs, summaries, German ß")
struct ThirtySeventhReadTests {
  static func catalog(_ locale: String) -> MessageCatalog {
    MessageCatalog.forEnvironment(["LANG": "\(locale).UTF-8"])
  }

  @Test("German ranks are nouns, as the English ones are (Virtuose, not the adjective Virtuos)")
  func germanRanks() {
    let names = Rank.allCases.map { $0.name(in: Self.catalog("de_DE")) }
    #expect(
      names == [
        "Neuling", "Lehrling", "Talent", "Wortschmied", "Könner", "Profi", "Meister", "Virtuose",
        "Genie", "Perfekt",
      ])
  }

  @Test("No Russian message calls a slur a nickname (прозвище)")
  func russianSlurs() throws {
    let catalog = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../po/ru.po").standardized
    let text = try String(contentsOf: catalog, encoding: .utf8)
    #expect(text.contains("msgstr"))
    #expect(!text.contains("прозвищ"))
    let russian = Self.catalog("ru_RU")
    #expect(WordError.blocked.message(in: russian).hasPrefix("Оскорбительные и грубые слова"))
    // Read 38: no words found is said as a sentence, and a word typed again
    // is "the same word as", not "counted as" (nothing is counted).
    #expect(russian("Words found (0): none") == "Найденных слов нет.")
    #expect(
      WordError.countsAsMessage("протёр", in: russian)
        == "Это то же слово, что и «протёр».")
  }

  @Test("check's summary starts a sentence in every catalog (Accettate, Przyjęte)")
  func summaryCapitalized() throws {
    var summary = BatchSummary()
    summary.addAccepted(points: 4, isBonus: false)
    for locale in ["de_DE", "es_ES", "fr_FR", "it_IT", "nl_NL", "pl_PL", "pt_PT", "ru_RU", "sv_SE"]
    {
      let line = summary.description(in: Self.catalog(locale))
      // A count (`1 angenommen`, as English) or a capital (`Accettate: 1`).
      let first = try #require(line.first, "\(locale)")
      #expect(first.isNumber || first.isUppercase, "\(locale): \(line)")
    }
    #expect(summary.description(in: Self.catalog("it_IT")).hasPrefix("Accettate: 1"))
  }

  @Test("Italian says there is no definition, not the idiom 'non ce n'è per' (has no rival)")
  func italianDefinitions() {
    let line = Self.catalog("it_IT")(
      "Definitions come from WordNet, in rounds with an English dictionary only (--dict en_US): there is none of '%s' in this round.",
      "caviglia")
    #expect(line.hasSuffix("non c'è una definizione per «caviglia»."), "\(line)")
  }

  @Test("why counts German ß as the round does: aß has three letters, never too short")
  func germanEszett() throws {
    var options = GameLanguage.Options()
    options.cacheFolder = nil
    let german = try GameLanguage.open("de_DE", options: options)
    let text = WhyCommand.text(german.explain("aß"), typed: "aß", in: german)
    #expect(text.contains("aß"), "\(text)")
    #expect(!text.contains("Too short"), "\(text)")
    // A word that is short however it is counted still says so.
    let short = WhyCommand.text(german.explain("zu"), typed: "zu", in: german)
    #expect(short.contains("Too short for a round by default"), "\(short)")
  }
}
