// What `wordgame check --json --root WORD` prints, from the library alone: an
// app or a script checks a list with the same batch checker the command
// line runs, so the bytes are the same.
//
//   swift run verdicts-example --dict fr --root élevées < answers.txt
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WordScramble
import WordScrambleBatch

/// The value after `flag` in the arguments, if given.
func argument(_ flag: String) -> String? {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else {
    return nil
  }
  return arguments[index + 1]
}

/// Writes `bytes` to standard output (or `descriptor`).
func writeOut(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32 = 1) {
  var offset = 0
  while offset < bytes.count {
    let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
    guard written > 0 else { return }
    offset += written
  }
}

/// Checks every line of standard input as an answer in one round, writing
/// each verdict as JSON and the summary to standard error; the example
/// imports nothing but the library, so a failure is told, not an exit status.
func run(root: String) throws {
  var options = GameLanguage.Options()
  options.wordList = .lookups(root: root, large: false)  // what `check` lists
  let language = try GameLanguage.open(argument("--dict") ?? "en_US", options: options)
  try language.checkStartWord(root)
  let round = language.round(
    startWord: root, minimumLength: argument("--min-length").flatMap { Int($0) } ?? 3)
  let renderer = JSONRenderer()
  var checker = BatchChecker(round: round, renderer: renderer)
  var chunk = [UInt8](repeating: 0, count: 32 * 1024)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
    guard count > 0 else { break }
    chunk.withUnsafeBytes { checker.read(bytes: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
    checker.takeOutput { writeOut($0) }
  }
  checker.endOfFile()
  checker.takeOutput { writeOut($0) }
  var summary = checker.summary.description + "\n"
  summary.withUTF8 { writeOut(UnsafeRawBufferPointer($0), to: 2) }
}

if let root = argument("--root") {
  do { try run(root: root) } catch { print("Error: \(error)") }
} else {
  print("usage: verdicts-example [--dict NAME] --root WORD [--min-length N] < answers")
}
