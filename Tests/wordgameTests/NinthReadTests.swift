import Foundation
import Testing
import WordScramble

@testable import wordgame

/// What native readers found on their ninth read of the nine catalogs (#51):
/// `:grid`'s help for a screen reader, every list a player reads in the
/// language's order (`solve`, comparisons, `:two`'s pairs), `solve --roots`
/// naming the start word as the dictionary writes it, German nouns and verbs
/// in lists, a blank line after `play --help`'s commands.
@Suite("What native readers found on a ninth read")
struct NinthReadTests {
  @Test(":help's :grid line for a screen reader says what :grid says there, not blanks")
  func spokenGridHelp() throws {
    let spoken = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"], input: ":help\n:quit\n")
    #expect(
      spoken.stdoutLines.contains {
        $0.hasSuffix("Say how many words are left by first letter and by length.")
      }, "\(spoken.stdout)")
    #expect(!spoken.stdout.contains("as blanks"), "\(spoken.stdout)")
    let shown = try wordgameCommand(["--root", "silkworm", "--seed", "1"], input: ":help\n:quit\n")
    #expect(shown.stdout.contains("and show them as blanks."), "\(shown.stdout)")
  }

  @Test("solve lists each length in the language's order: Spanish ñ after n, not after z")
  func solveInTheLanguagesOrder() throws {
    let solved = try wordgameCommand(["solve", "--dict", "es_ES", "compañero"], input: "")
    let answers = solved.stdoutLines.prefix { !$0.isEmpty && !$0.contains(":") }
    #expect(answers.contains("año"), "\(solved.stdout)")
    #expect(Array(answers) == Collation.byLength(Array(answers), language: "es"))
    // Code points would put año after every word of a- up to az-.
    let three = answers.filter { Normalization.letterCount($0) == 3 }
    let year = try #require(three.firstIndex(of: "año"))
    #expect(three[three.index(after: year)...].contains { $0.hasPrefix("ap") || $0 > "ap" })
  }

  @Test("Comparison lists and :two's pairs follow the language's order")
  func comparisonOrder() {
    #expect(
      Collation.byLength(["udar", "kur", "udać", "kuć"], language: "pl") == [
        "kuć", "kur", "udać", "udar",
      ])
    #expect(Collation.sorted(["AS", "AÇ", "AF"], language: "pt") == ["AÇ", "AF", "AS"])
  }

  @Test("solve --roots names each start word as the dictionary writes it")
  func rootsSpelled() throws {
    let solved = try wordgameCommand(
      ["solve", "--dict", "fr", "--roots", "-"], input: "elegante\n")
    #expect(solved.stdoutLines.first?.hasPrefix("élégante\t") == true, "\(solved.stdout)")
    let json = try wordgameCommand(
      ["solve", "--dict", "fr", "--roots", "-", "--json"], input: "élégante\n")
    #expect(json.stdout.hasPrefix(#"{"word":"elegante","#), "\(json.stdout)")
  }

  @Test("German lists: Angel and Nagel with their capitals, such without one")
  func germanSpellings() throws {
    let solved = try wordgameCommand(["solve", "--dict", "de_DE", "angeln"], input: "")
    let words = Set(solved.stdoutLines)
    #expect(words.contains("Angel") && words.contains("Nagel"), "\(solved.stdout)")
    #expect(!words.contains("angel") && !words.contains("nagel"), "\(solved.stdout)")
    let why = try wordgameCommand(["why", "--dict", "de_DE", "such"], input: "")
    #expect(why.stdout.hasPrefix("such:"), "\(why.stdout)")
  }

  @Test("After a perfect round on a --required list with no start words, the next says why")
  func noStartWordsAfterARound() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let required = folder.appendingPathComponent("required.txt")
    // Swedish has no bundled start words: with this list none can be drawn.
    try "bok\nbot\n".write(to: required, atomically: true, encoding: .utf8)
    let played = try wordgameCommand(
      ["--dict", "sv_SE", "--root", "bojkotta", "--required", required.path],
      input: "bok\nbot\n:quit\n", environment: ["XDG_STATE_HOME": folder.path])
    let line = try #require(played.stdoutLines.first { $0.hasPrefix("No new round:") })
    // The list given is why, not the dictionary (a read-14 finding).
    #expect(
      line.contains("no word of 8 letters has 20 answers on the required list given (--required)"),
      "\(line)")
    #expect(!line.contains("sv_SE"), "\(line)")
    #expect(!line.contains("--min-length"), "\(line)")
  }

  @Test("play --help leaves a blank line between its commands and how play goes")
  func helpBlankLine() throws {
    let help = try wordgameCommand(["play", "--help"], input: "")
    let lines = help.stdoutLines
    let quit = try #require(lines.firstIndex { $0.hasPrefix("  :quit") })
    #expect(lines[quit + 1].isEmpty, "\(lines[quit...].prefix(3))")
  }
}
