import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleGame

/// Start words of several languages (the lists the game ships), with words
/// of ß, accents and Cyrillic among them.
private let startWords: [String] = {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  var words = ["straße", "Äpfelchen", "ёлка", "éléphant", "zażółcić", "ħ", "ǅemal"]
  for name in [
    "start.txt", "tiers/start/de.txt", "tiers/start/fr.txt", "tiers/start/ru.txt",
    "tiers/start/pl.txt", "tiers/start/sv.txt", "tiers/start/es.txt",
  ] {
    let text =
      (try? String(contentsOf: root.appendingPathComponent("Resources/" + name), encoding: .utf8))
      ?? ""
    words += text.split(separator: "\n").filter { !$0.hasPrefix("#") }.prefix(300).map(String.init)
  }
  return words
}()

/// A challenge of random options on a random start word.
private func randomChallenge(using generator: inout SeededGenerator) -> Challenge {
  let dictionaries = ["en_US", "de_DE", "fr", "ru_RU", "my-own_dict", "sr@latin", "pt_BR", "x"]
  var challenge = Challenge(
    startWord: startWords.randomElement(using: &generator)!,
    dictionary: dictionaries.randomElement(using: &generator)!,
    minimumLength: Int.random(in: 1...100, using: &generator),
    answers: AnswerFingerprint(
      required: Int.random(in: 0...500, using: &generator),
      bonus: Int.random(in: 0...500, using: &generator),
      hash: UInt32.random(in: 0...0xFF_FFFF, using: &generator)))
  if Bool.random(using: &generator) {
    challenge.daily = CalendarDate(dayNumber: Int.random(in: 0...2_932_896, using: &generator))
  }
  if Bool.random(using: &generator) {
    challenge.timeLimit = Int.random(in: 1...86_400, using: &generator)
  }
  challenge.exactLetters = Bool.random(using: &generator)
  challenge.allowsVulgarWords = Bool.random(using: &generator)
  for list in [\Challenge.requiredList, \.blockList, \.personalList]
  where Bool.random(using: &generator) {
    challenge[keyPath: list] = UInt32.random(in: 0...UInt32.max, using: &generator)
  }
  return challenge
}

@Suite("Challenge codes")
struct ChallengeCodeTests {
  @Test("1,000 random rounds come back from their codes, in any language")
  func roundTrip() throws {
    var generator = SeededGenerator(seed: 42)
    #expect(startWords.count > 1_500)
    var longest = 0
    for _ in 0..<1_000 {
      let challenge = randomChallenge(using: &generator)
      let code = challenge.code
      longest = max(longest, code.count)
      #expect(try Challenge(code: code) == challenge, "\(code)")
      #expect(try Challenge(code: code.lowercased()) == challenge)
      #expect(try Challenge(code: "  " + code + "\n") == challenge)
      #expect(code.allSatisfy { "0123456789ABCDEFGHJKMNPQRSTVWXYZ-".contains($0) })
    }
    #expect(longest < 120)
  }

  @Test("A plain round's code is short, C1- and groups of four")
  func shape() throws {
    let challenge = Challenge(
      startWord: "silkworm", dictionary: "en_US",
      answers: AnswerFingerprint(required: 47, bonus: 32, hash: 0x12_3456))
    let code = challenge.code
    #expect(code.hasPrefix("C1-"))
    #expect(code.count <= 40, "\(code)")
    #expect(code.split(separator: "-").dropFirst().dropLast().allSatisfy { $0.count == 4 })
    // Read as people type it: I and L are 1, O is 0.
    let misread = code.replacingOccurrences(of: "1", with: "l").replacingOccurrences(
      of: "0", with: "o")
    #expect(try Challenge(code: misread) == challenge)
  }

  @Test("Every one-character typo, swap and loss of a code is an error, never another round")
  func typos() throws {
    var generator = SeededGenerator(seed: 7)
    let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    var errors: Set<ChallengeError> = []
    // 40 codes, every typo of each (a CRC-16 catches any one wrong symbol:
    // shown here, not sampled); the fuzzer's `codes` target reads any text.
    for _ in 0..<40 {
      let challenge = randomChallenge(using: &generator)
      let code = Array(challenge.code)
      for index in code.indices where code[index] != "-" {
        for other in alphabet where other != code[index] {
          var typo = code
          typo[index] = other
          errors.insert(try expectError(String(typo), not: challenge))
        }
        var lost = code
        lost.remove(at: index)
        errors.insert(try expectError(String(lost), not: challenge))
        if index + 1 < code.count, code[index + 1] != "-", code[index + 1] != code[index] {
          var swapped = code
          swapped.swapAt(index, index + 1)
          errors.insert(try expectError(String(swapped), not: challenge))
        }
      }
    }
    #expect(errors.contains(.checksum) && errors.contains(.unsupportedVersion(2)))
  }

  /// The error `text` gives as a challenge code; a round (the same, as
  /// `C1` read differently) fails the test if it is another.
  private func expectError(_ text: String, not challenge: Challenge) throws -> ChallengeError {
    do throws(ChallengeError) {
      let read = try Challenge(code: text)
      Issue.record("\(text) is a round: \(read) (typo of \(challenge.code))")
      return .malformed
    } catch {
      return error
    }
  }

  @Test("Random text and random codes of valid checksums never crash")
  func randomText() {
    var generator = SeededGenerator(seed: 3)
    let pieces = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZilo-C1R1 é\u{0}ß")
    // A sample; the fuzzer's `codes` target (scripts/fuzz) reads any bytes.
    for _ in 0..<4_000 {
      let text = String(
        (0..<Int.random(in: 0...60, using: &generator)).map { _ in
          pieces.randomElement(using: &generator)!
        })
      _ = try? Challenge(code: text)
      _ = try? ChallengeResult(code: "R1-" + text)
      _ = try? Challenge(code: "C1-" + text)
    }
    // Payloads with a right checksum: a round, or malformed.
    for _ in 0..<4_000 {
      let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      for kind: Character in ["C", "R"] {
        let code = CodeText.encode(bytes, kind: kind, version: 1)
        do {
          let challenge = try Challenge(code: code)
          #expect(challenge.code.count > 3)
        } catch {
          #expect(
            [.malformed, .resultCode, .unknownDictionary(0)].contains(error)
              || {
                switch error {
                case .unknownDictionary, .notADictionaryName: return true
                default: return false
                }
              }(), "\(error)")
        }
        _ = try? ChallengeResult(code: code)
      }
    }
  }

  @Test(
    "A code names an installed dictionary by its name, never a file or a path",
    arguments: [
      ("evil.dic", false), ("evil.aff", false), ("evil", true), ("../en_US", false),
      ("/tmp/evil", false), ("./evil", false), ("..", false), ("-d", false), ("~/x", false),
      ("de_DE_frami", true), ("ca_ES-valencia", true), ("sr@latin", true), ("en.US", false),
    ])
  func dictionaryNames(name: String, isName: Bool) throws {
    #expect(Challenge.isDictionaryName(name) == isName)
    let challenge = Challenge(
      startWord: "silkworm", dictionary: name,
      answers: AnswerFingerprint(required: 47, bonus: 32, hash: 5))
    if isName {
      #expect(try Challenge(code: challenge.code) == challenge)
    } else {
      #expect(throws: ChallengeError.notADictionaryName(name)) {
        try Challenge(code: challenge.code)
      }
    }
    let error = ChallengeError.notADictionaryName("evil.dic")
    #expect(
      error.title + " — " + error.description
        == "Bad code — this code names 'evil.dic' as its dictionary: a code names an installed dictionary (such as en_US), never a file"
    )
  }

  @Test(
    "Errors name what is wrong",
    arguments: [
      (
        "hello", ChallengeError.notACode,
        "Bad code — this is not a challenge or result code (they begin C1- or R1-)"
      ),
      (
        "C2-0000-0000", .unsupportedVersion(2),
        "Bad code — this code is of version 2, made by a newer wordgame: update to play it"
      ),
      (
        "C1-0000-0000", .checksum,
        "Bad code — this code has a typo or is cut short: compare it letter by letter with the one you were sent"
      ),
      ("C1-0U00", .malformed, "Bad code — this code is damaged: it holds no round"),
      // Too short to hold a checksum: cut short, not damaged.
      (
        "C1-01", .checksum,
        "Bad code — this code has a typo or is cut short: compare it letter by letter with the one you were sent"
      ),
    ])
  func errors(text: String, error: ChallengeError, shown: String) {
    #expect(throws: error) { try Challenge(code: text) }
    #expect(error.title + " — " + error.description == shown)
  }
}
