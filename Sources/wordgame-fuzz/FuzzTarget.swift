// The `lines` and `listed` fuzz targets: arbitrary bytes through everything a
// line of input meets.
//
// Build and run with scripts/fuzz. The first byte of an input picks the start
// word, the minimum length and the chunk size; the second the output format
// (OutputFormat.allCases: every format over the corpus, one an input) and
// whether the batch path also runs on two threads (one input in eight: handing
// work to threads is slow under the sanitizers); the rest are lines of
// answers. Each input is checked through the batch checker (with its ASCII
// fast path, fed in chunks) and through the plain path (decode, submit,
// format), and the two outputs must match byte for byte: in `lines`, in a
// round on the real en_US dictionary; in `listed`, in a round on en_US's word
// list with its bundled tiers (check's word-list path: words settled by their
// line in the list, blocked words through the chain), for half of the inputs
// with an app's own rule. (One target did both until each input cost two
// rounds: 210 inputs/s; each now runs its own at over 1,000.) The output must
// never hold a raw character of the escaped set (controls, format and
// invisible characters), must have one line per judged input line, and in CSV
// one record of nine fields a line. The rounds, tiers and checkers are made
// once, not per input: an input costs only its lines.
import Rendering
import WordScramble
import WordScrambleBatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// en_US, loaded once: libFuzzer calls the target many times in one process.
private let dictionary: HunspellDictionary = {
  do {
    return try HunspellDictionary("en_US")
  } catch {
    fatalError("the fuzz target needs the en_US dictionary: \(error)")
  }
}()

/// en_US's word list, built once: a round on it takes check's word-list path.
private let wordList: LexiconChecker = {
  do {
    guard
      let checker = LexiconChecker(
        lexicon: try Lexicon.build(for: dictionary), location: dictionary.location)
    else { fatalError("en_US's word list is incomplete") }
    return checker
  } catch {
    fatalError("the fuzz target needs en_US's word list: \(error)")
  }
}()

/// Loads the dictionary (`lines`), and builds the word list (`listed`).
func prepareLines(listed: Bool) {
  if listed { _ = wordList } else { _ = dictionary }
}

/// An app's own rule, judged before the dictionary: no `q`.
private let noQ = AnswerRule(
  CustomRejection(code: "noQ", title: "No q", message: "Leave out the q."),
  before: .notRecognized
) { word, _ in !word.contains("q") }

private let roots: [String?] = [nil, "silkworm", "balloons", "cafétier", "straße"]

/// en_US's bundled tiers, read once.
private let tiers = try! WordTiers.bundled(forDictionary: "en_US")

/// The rounds made so far, by target, start word, minimum length and rule: an
/// input plays a copy (libFuzzer runs one input at a time, on one thread).
nonisolated(unsafe) private var rounds: [String: Round] = [:]

/// The one-thread batch checkers made so far, by round and format, before
/// any line: an input checks with a copy. Making one renders every accepted
/// and rejected tail it prints without judging (in CSV, over half of an
/// input's time under the sanitizers), the same each time for a round and
/// format; the first input of each still runs that code.
nonisolated(unsafe) private var checkers: [String: BatchChecker] = [:]

/// A fresh one-thread batch checker for `round` (named `name`) in `format`.
private func checker(for round: Round, name: String, format: OutputFormat) -> BatchChecker {
  let key = "\(name) \(format)"
  if let made = checkers[key] { return made }
  let made = BatchChecker(round: round, renderer: format.renderer, maximumLineBytes: 256)
  checkers[key] = made
  return made
}

/// The round named `name` on `root` with `minimum`: on Hunspell, or on the
/// word list with en_US's tiers (and, `ruled`, an app's rule).
private func round(
  named name: String, root: String?, minimum: Int, listed: Bool, ruled: Bool
) -> Round {
  if let made = rounds[name] { return made }
  let made =
    listed
    ? Round(
      startWord: root, minimumLength: minimum, dictionary: wordList, tiers: tiers,
      rules: ruled ? [noQ] : [])
    : Round(startWord: root, minimumLength: minimum, dictionary: dictionary)
  rounds[name] = made
  return made
}

/// The `lines` target (on Hunspell): a crash or a failed invariant is a finding.
func fuzzLines(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  fuzzRound(data, size, listed: false)
}

/// The `listed` target (on the word list): a crash or a failed invariant is a finding.
func fuzzListed(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  fuzzRound(data, size, listed: true)
}

/// An input's lines in the round its first two bytes pick.
private func fuzzRound(_ data: UnsafePointer<UInt8>, _ size: Int, listed: Bool) -> Int32 {
  guard size > 1 else { return 0 }
  let (control, second) = (data[0], data[1])
  let (root, minimum) = (roots[Int(control) % roots.count], Int(control >> 4) % 5 + 1)
  let chunkSize = [1, 3, 7, 64, 4096][Int(control >> 5) % 5]
  let body = UnsafeRawBufferPointer(UnsafeBufferPointer(start: data + 2, count: size - 2))
  let format = OutputFormat.allCases[Int(second) % OutputFormat.allCases.count]
  let threads = second & 0x38 == 0x38
  let ruled = listed && control & 0x02 != 0
  let name = "\(listed ? "word list" : "Hunspell") \(root ?? "-") \(minimum) \(ruled)"
  let round = round(named: name, root: root, minimum: minimum, listed: listed, ruled: ruled)
  let (output, judged) = comparePaths(
    body, round: round, format: format, chunkSize: chunkSize, threads: threads, name: name)
  let lines = output.filter { $0 == 0x0A }.count
  guard lines == judged else { fatalError("\(judged) verdicts but \(lines) output lines") }
  checkPrintable(output, format: format)
  // Normalizing is idempotent.
  if !listed {
    let once = Normalization.answer(String(decoding: body, as: UTF8.self))
    guard Normalization.answer(once) == once else { fatalError("normalization is not idempotent") }
  }
  return 0
}

/// The batch checker's output for `body` in `round` (fed in chunks, and on
/// two threads when `threads` says so) against the plain path's, in
/// `format`: they must be the same bytes, and the summary must count every
/// verdict. Returns the output and how many lines were judged.
private func comparePaths(
  _ body: UnsafeRawBufferPointer, round: Round, format: OutputFormat, chunkSize: Int,
  threads: Bool, name: String
) -> (output: [UInt8], judged: Int) {
  let (fast, summary) = chunkedOutput(
    body, checker: checker(for: round, name: name, format: format), chunkSize: chunkSize)
  let (plain, judged) = plainOutput(body, round: round, format: format)
  if threads {
    var batched = checker(for: round, name: name, format: format)
    var lines = LineBatch()
    var splitter = LineSplitter(maximumLineBytes: 256)
    splitter.feed(body) { line, dropped in lines.append(line, droppedBytes: dropped) }
    splitter.finish { line, dropped in lines.append(line, droppedBytes: dropped) }
    batched.check(lines, threads: 2)
    guard batched.takeOutput({ Array($0) }) == plain else {
      fatalError("\(name): the two-thread batch path and the plain path differ in \(format)")
    }
  }
  guard fast == plain else {
    fatalError(
      "\(name): fast path and plain path differ in \(format):\n\(String(decoding: fast, as: UTF8.self))\n---\n\(String(decoding: plain, as: UTF8.self))"
    )
  }
  guard summary.accepted + summary.rejected == judged else {
    fatalError("\(name): the summary does not count every verdict")
  }
  return (fast, judged)
}

/// The batch checker's output, fed in chunks as `wordgame check` feeds it.
private func chunkedOutput(
  _ body: UnsafeRawBufferPointer, checker: BatchChecker, chunkSize: Int
) -> ([UInt8], BatchSummary) {
  var checker = checker
  var offset = 0
  while offset < body.count {
    let end = min(body.count, offset + chunkSize)
    checker.read(bytes: UnsafeRawBufferPointer(rebasing: body[offset..<end]))
    offset = end
  }
  checker.endOfFile()
  let output = checker.takeOutput { Array($0) }
  return (output, checker.summary)
}

/// The plain path over the same lines, split in one piece: decode, submit, format.
private func plainOutput(
  _ body: UnsafeRawBufferPointer, round: Round, format: OutputFormat
) -> ([UInt8], Int) {
  var round = round
  var plain: [UInt8] = []
  var judged = 0
  var isFirstLine = true
  var splitter = LineSplitter(maximumLineBytes: 256)
  let renderer = format.renderer
  let judge = { (line: UnsafeRawBufferPointer, dropped: Int) in
    let decoded = InputLine.decode(line, droppedBytes: dropped, isFirstLine: isFirstLine)
    isFirstLine = false
    if let verdict = round.submit(decoded) {
      judged += 1
      plain += Array(renderer.line(for: verdict, in: round).utf8)
    }
  }
  splitter.feed(body, judge)
  splitter.finish(judge)
  return (plain, judged)
}

/// Nothing the escaper escapes (controls, format characters, invisible ones)
/// may stand raw in the output, but the separators: the newline, text's tab,
/// CSV's CR before a newline. Every CSV line is one record of nine fields.
private func checkPrintable(_ output: [UInt8], format: OutputFormat) {
  // Bytes up to the first past ASCII are scalars as they are (no decoding).
  let ascii = output.firstIndex { $0 >= 0x80 } ?? output.count
  let scalars =
    output[..<ascii].map(Unicode.Scalar.init)
    + Array(String(decoding: output[ascii...], as: UTF8.self).unicodeScalars)
  for (index, scalar) in scalars.enumerated() {
    let value = scalar.value
    let separator =
      switch format {
      case .text: value == 0x0A || value == 0x09
      case .json: value == 0x0A
      case .csv: value == 0x0A || value == 0x0D && scalars.dropFirst(index + 1).first == "\n"
      }
    if Escaping.isEscaped(scalar) && !separator {
      fatalError("raw escaped character U+\(String(value, radix: 16)) in the \(format) output")
    }
  }
  guard format == .csv else { return }
  var (fields, quoted) = (1, false)
  for byte in output {
    switch byte {
    case 0x22: quoted.toggle()
    case 0x2C where !quoted: fields += 1
    case 0x0A:
      guard !quoted && fields == 9 else { fatalError("a CSV line is not one record of 9 fields") }
      fields = 1
    default: break
    }
  }
}
