import Foundation
import Testing

@Suite("wordgame why: a word's tier and the evidence that decided it")
struct WhyTests {
  @Test("A required word names its list, family frequency and threshold; exit 0")
  func required() throws {
    let result = try wordgameCommand(["why", "silk"], input: "")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "silk: required answer")
    #expect(lines.contains("  On en_US's list of required answers (common words of the language)."))
    let frequency = try #require(lines.first { $0.hasPrefix("  Frequency: zipf ") })
    #expect(frequency.hasSuffix("(its family's; required from 2.5)"), "\(frequency)")
  }

  @Test("Not recognized, not letters, and the lists given: each says why; exit 1 for a rejection")
  func givenLists() throws {
    let folder = try temporaryFolder()
    let block = folder.appendingPathComponent("block.txt")
    try "silk\n".write(to: block, atomically: true, encoding: .utf8)
    let personal = folder.appendingPathComponent("personal.txt")
    try "zorblax\n".write(to: personal, atomically: true, encoding: .utf8)
    let required = folder.appendingPathComponent("required.txt")
    try "worm\n".write(to: required, atomically: true, encoding: .utf8)
    let result = try wordgameCommand(
      [
        "why", "--block", block.path, "--personal", personal.path, "--required", required.path,
        "silk", "zorblax", "worm", "milk", "xyzzyq", "c3po",
      ], input: "")
    #expect(result.status == 1)
    let shown: [String] = result.stdout.split(separator: "\n")
      .filter { !$0.hasPrefix("  Frequency") }.map(String.init)
    let expected: [String] = [
      "silk: blocked", "  On the block list given (--block).",
      "zorblax: bonus word", "  Not on the required list given (--required).",
      "  Accepted from the personal list given (--personal).",
      "worm: required answer", "  On the required list given (--required).",
      "milk: bonus word", "  Not on the required list given (--required).",
      "xyzzyq: not recognized", "  en_US does not accept it.",
      "c3po: not recognized", "  Not a word: only letters count in this game.",
    ]
    #expect(shown == expected, "\(result.stdout)")
  }

  @Test("JSON: one object per word with stable codes; a bonus word's tag or frequency decides")
  func json() throws {
    let result = try wordgameCommand(["why", "--json", "silk", "xyzzyq", "colour"], input: "")
    let objects = try result.stdout.split(separator: "\n").map {
      try #require(
        JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)")
    }
    #expect(objects.count == 3)
    #expect(objects[0]["verdict"] as? String == "required")
    #expect(objects[0]["reasons"] as? [String] == ["requiredList"])
    #expect(objects[0]["threshold"] as? Double == 2.5)
    #expect(objects[1]["verdict"] as? String == "notRecognized")
    #expect(objects[1]["reasons"] as? [String] == ["notInDictionary"])
    // The other region's spelling: accepted in en_US, a bonus word.
    #expect(objects[2]["verdict"] as? String == "bonus")
    #expect(
      (objects[2]["reasons"] as? [String])?.contains("regionalVariant") == true, "\(objects[2])")
  }

  @Test("Usage: no word is a usage error (exit 2)")
  func usage() throws {
    let result = try wordgameCommand(["why"], input: "")
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: Missing word: give one or more words to explain"))
  }
}
