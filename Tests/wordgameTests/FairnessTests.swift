import Foundation
import Testing

@Suite("Fair in every language: blocked words, tiers without a start word, full words")
struct FairnessTests {
  @Test(
    "Each language's vulgar words and slurs are 'Word not allowed', inflected forms too",
    arguments: [
      ("en_US", ["arse", "arsing", "clit", "clits"]),
      ("en_GB", ["arsing", "wanker", "asshole", "wops"]),
      ("fr", ["putain", "putains", "cul", "merde"]),
      ("it_IT", ["cazzo", "merda", "stronzi"]),
      ("es_ES", ["puta", "putas", "mierda"]),
      ("pl_PL", ["kurwa", "kurwy", "chuj"]),
      ("ru_RU", ["блядь", "жопы", "пизда"]),
      ("de_DE", ["Arschloch", "Fotze", "Scheiße"]),
      ("sv_SE", ["fitta", "knulla"]),
      ("nl", ["klootzak", "neuken"]),
    ])
  func blocked(dictionary: String, words: [String]) throws {
    for word in words {
      let line = try checked(dictionary, [word]).first ?? ""
      #expect(line.contains("\tWord not allowed\t"), "\(dictionary) \(word): \(line)")
    }
  }

  @Test("A blocked word is never an answer of a round: 'cul' is not one of ulcéreux's")
  func blockedNeverAnswers() throws {
    let solve = try inLanguage(["solve", "--dict", "fr", "ulcéreux"])
    #expect(solve.status == 0, "\(solve.stderr)")
    #expect(!solve.stdoutLines.contains("cul"))
    #expect(solve.stdoutLines.contains("recul") && solve.stdoutLines.contains("cruel"))
    let bonus = solve.stdoutLines.first { $0.hasPrefix("Bonus words") } ?? ""
    #expect(!bonus.contains(" cul,") && !bonus.hasSuffix(" cul"))
  }

  @Test(
    "Without a start word, common words keep their tier where compounds leave the list incomplete",
    arguments: [
      ("de_DE", ["Abend", "Haus", "Achse"]), ("sv_SE", ["hus", "bil"]), ("nl", ["huis", "fiets"]),
    ])
  func tiersWithoutRoot(dictionary: String, words: [String]) throws {
    let lines = try checked(dictionary, json: true, words)
    #expect(lines.count == words.count)
    for line in lines {
      #expect(line.contains("\"ok\":true") && !line.contains("\"bonus\""), "\(dictionary): \(line)")
    }
  }

  @Test("The opening's 'use every letter' counts required answers only; JSON spells them as text")
  func fullWords() throws {
    let solve = try inLanguage(["solve", "--json", "parasite"]).stdout
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(solve.utf8)) as? [String: Any])
    let full = try #require(object["allLetters"] as? [String])
    let answers = try #require(object["answers"] as? [String])
    let bonus = try #require(object["bonus"] as? [String])
    #expect(full.allSatisfy(answers.contains))
    #expect(bonus.contains("septaria") && !full.contains("septaria"), "a bonus full word")
    #expect(!bonus.contains { full.contains($0) })
    let play = try inLanguage(["play", "--root", "parasite"]).stdoutLines
    let opening = play.first { $0.hasPrefix("Find ") } ?? ""
    switch full.count {
    case 0: #expect(!opening.contains("every letter"), "\(opening)")
    case 1: #expect(opening.contains("One of them uses every letter"), "\(opening)")
    default: #expect(opening.contains("\(full.count) of them use every letter"), "\(opening)")
    }
    let italian = try inLanguage(["solve", "--json", "--dict", "it_IT", "piramide"]).stdout
    #expect(italian.contains("\"allLetters\":[\"impedirà\"]"), "\(italian)")
  }
}
