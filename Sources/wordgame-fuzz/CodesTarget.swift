// The `codes` fuzz target: bytes read as a challenge code and as a result
// code (as typed, and after `C1-` or `R1-`). Reading either throws a titled
// error or gives a value whose own code reads back as the same value.
import WordScramble

func fuzzCodes(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for candidate in [text, "C1-" + text, "R1-" + text] {
    if let challenge = try? Challenge(code: candidate) {
      guard (try? Challenge(code: challenge.code)) == challenge else {
        fatalError("a challenge read from a code does not read back from its own code")
      }
    }
    if let result = try? ChallengeResult(code: candidate) {
      guard (try? ChallengeResult(code: result.code)) == result else {
        fatalError("a result read from a code does not read back from its own code")
      }
    }
  }
  return 0
}
