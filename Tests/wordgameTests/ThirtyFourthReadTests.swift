import Foundation
import Testing

/// What the thirty-fourth native read (#51) found in what the program writes.
@Suite("Left from the thirty-fourth read: lists by length in one column")
struct ThirtyFourthReadTests {
  @Test("The words missed at a round's end start in one column whatever the plural of 'letters'")
  func missedWordsAligned() throws {
    let played = try wordgameCommand(
      ["--dict", "pl_PL", "--seed", "3"], input: ":quit\n",
      environment: ["LANG": "pl_PL.UTF-8", "LC_ALL": "pl_PL.UTF-8"])
    let rows = played.stdoutLines.filter {
      $0.range(of: #"^  \d+ liter(y|a)?: "#, options: .regularExpression) != nil
    }
    // Both plural forms are there (`3 litery:`, `5 liter:`), one letter apart.
    #expect(rows.contains { $0.contains(" litery: ") }, "\(played.stdout)")
    #expect(rows.contains { $0.contains(" liter: ") }, "\(played.stdout)")
    // The column the first word of each row starts in.
    func column(_ row: String) -> Int {
      let colon = row.firstIndex(of: ":")!
      let rest = row[row.index(after: colon)...]
      return row.distance(from: row.startIndex, to: colon) + 1 + rest.prefix { $0 == " " }.count
    }
    #expect(Set(rows.map(column)).count == 1, "\(rows)")
  }
}
