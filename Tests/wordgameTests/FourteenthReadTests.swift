import Foundation
import Testing

@testable import wordgame

/// What a fourteenth native read (#51) found in the program, as players see it.
@Suite("A fourteenth native read: what the program writes")
struct FourteenthReadTests {
  @Test("An error on a terminal is broken at spaces to its width, never inside a word")
  func errorsWrapped() throws {
    let session = try TerminalSession(["--dict", "pl_XX"], columns: 40)
    #expect(session.waitFor("NAME.dic."), "\(session.screen)")
    let lines = session.screen.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    #expect(lines.count > 3, "\(lines)")
    #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
    // Each line ends on a whole word: the next starts after a space that was there.
    #expect(session.screen.contains("found (looked for"), "\(session.screen)")
  }

  @Test("The commands an unknown command lists are broken between commands on a terminal")
  func unknownCommandWrapped() {
    let known = PlayCommandWord.allCases.map { ":" + $0.rawValue }.joined(separator: " ")
    let lines = TerminalStyle.wrap("Unknown command ':foo'. Commands: " + known, width: 80)
    #expect(lines.count >= 2, "\(lines)")
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines)")
    // A command and its word still stay together.
    let words = HelpText.wrap(
      "List the words found, newest first (:words abc, :words long).", width: 40, indent: "",
      hanging: "")
    #expect(!words.split(separator: "\n").contains { $0.hasSuffix(":words") }, "\(words)")
  }

  @Test("A locale's dictionary that links to another is played by that one's name")
  func linkedDictionary() throws {
    // Debian's fr_FR.dic is a link to fr.dic: a French locale plays `fr`, as --dict fr does.
    let french = try wordgameCommand(
      ["why", "maison"], input: "", environment: ["LANG": "fr_FR.UTF-8", "WORDGAME_DICT": ""])
    #expect(french.stdout.contains(" fr "), "\(french.stdout)")
    #expect(!french.stdout.contains("fr_FR"), "\(french.stdout)")
  }

  @Test("Polish lists are in Polish alphabetical order: ż after z, ł after l")
  func polishOrder() throws {
    let result = try wordgameCommand(["--dict", "pl_PL", "--root", "kradzież"], input: ":quit\n")
    let three = try #require(result.stdoutLines.first { $0.hasPrefix("  3 letters: ") })
    #expect(three.hasSuffix("zad, zda, zer, żar, żer, żre"), "\(three)")
  }

  @Test("A party's score below zero has the language's minus and the plural of its number")
  func negativeParty() throws {
    let result = try wordgameCommand(
      ["--dict", "pl_PL", "--root", "kradzież", "--names", "Ana,Bruno"],
      input: ":hint\n:done\n:hint\n:done\n", environment: ["LANG": "pl_PL.UTF-8"])
    let tie = try #require(result.stdoutLines.first { $0.hasPrefix("Remis") }, "\(result.stdout)")
    // The form of 1 (not of −1, read as a large number), with the minus sign.
    #expect(tie == "Remis: Ana i Bruno, po −1 punkcie.", "\(tie)")
  }

  @Test(":words long puts words of one length in the language's order")
  func wordsLongOrder() throws {
    let result = try wordgameCommand(
      ["--dict", "pl_PL", "--root", "pszczoła"],
      input: "zza\nłza\nosa\ncło\nzło\npas\n:words long\n:quit\n")
    let heading = try #require(
      result.stdoutLines.firstIndex { $0.hasSuffix("longest first:") }, "\(result.stdout)")
    let words = result.stdoutLines[(heading + 1)...].prefix(6).map {
      $0.split(separator: " ").last.map(String.init) ?? ""
    }
    #expect(words == ["cło", "łza", "osa", "pas", "zło", "zza"], "\(result.stdout)")
  }
}
