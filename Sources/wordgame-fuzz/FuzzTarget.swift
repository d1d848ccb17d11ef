// The `lines` and `listed` fuzz targets: arbitrary bytes through everything a
// line of input meets.
//
// Build and run with scripts/fuzz. The first byte of an input picks the start
// word, the minimum length and the chunk size; the second the output format
// (OutputFormat.allCases: every format over the corpus, one an input) and
// whether the batch path also runs on two threads (one input in 32: starting
// a thread under the sanitizers costs as much as judging a few inputs); the
// rest are lines of answers. Each input is checked through the batch checker
// (with its ASCII fast path, fed in chunks) and through the plain path
// (decode, submit, format), and the two outputs must match byte for byte: in
// `lines`, in a round on the real en_US dictionary; in `listed`, in a round on
// en_US's word list with its bundled tiers (check's word-list path: words
// settled by their line in the list, blocked words through the chain), for
// half of the inputs with an app's own rule. The output must never hold a raw
// character of the escaped set (controls, format and invisible characters),
// must have one line per judged input line, and in CSV one record of nine
// fields a line. The rounds, tiers and checkers are made once, not per input:
// an input costs only its lines. (One target did both until each input cost
// two rounds: 210 inputs/s; split, 660 each; with the output checked through
// strcspn, checkers keyed by number and one input in 32 on two threads, over
// 1,000; with lines cut at 64 bytes, not 256, a fifth less CPU an input.)
import Rendering
import WordScramble
import WordScrambleBatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The longest line the checkers read: short, so that a line too long is
/// reached by short inputs and a long random line costs its first bytes only
/// (lines over 64 bytes held half of a fuzzed corpus's bytes; at 256 they
/// were each normalized and escaped whole on both paths).
private let maximumLineBytes = 64

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

/// The rounds made so far, by target, start word, minimum length and rule
/// (``roundKey``): an input plays a copy (libFuzzer runs one input at a time,
/// on one thread).
nonisolated(unsafe) private var rounds: [Int: Round] = [:]

/// The one-thread batch checkers made so far, by round and format, before
/// any line: an input checks with a copy. Making one renders every accepted
/// and rejected tail it prints without judging (in CSV, over half of an
/// input's time under the sanitizers), the same each time for a round and
/// format; the first input of each still runs that code.
nonisolated(unsafe) private var checkers: [Int: BatchChecker] = [:]

/// A fresh one-thread batch checker for `round` (its ``roundKey`` `key`) in `format`.
private func checker(for round: Round, key: Int, format: OutputFormat) -> BatchChecker {
  let key = key * OutputFormat.allCases.count + (OutputFormat.allCases.firstIndex(of: format) ?? 0)
  if let made = checkers[key] { return made }
  let made = BatchChecker(
    round: round, renderer: format.renderer, maximumLineBytes: maximumLineBytes)
  checkers[key] = made
  return made
}

/// The round on `root` with `minimum` (its ``roundKey`` `key`): on Hunspell,
/// or on the word list with en_US's tiers (and, `ruled`, an app's rule).
private func round(
  key: Int, root: String?, minimum: Int, listed: Bool, ruled: Bool
) -> Round {
  if let made = rounds[key] { return made }
  let made =
    listed
    ? Round(
      startWord: root, minimumLength: minimum, dictionary: wordList, tiers: tiers,
      rules: ruled ? [noQ] : [])
    : Round(startWord: root, minimumLength: minimum, dictionary: dictionary)
  rounds[key] = made
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
  // Fed a byte, a few bytes or a line at a time for one input in eight each,
  // whole for half (a byte at a time costs a call a byte).
  let chunkSize = [1, 3, 7, 64, 4096, 4096, 4096, 4096][Int(control >> 5)]
  let body = UnsafeRawBufferPointer(UnsafeBufferPointer(start: data + 2, count: size - 2))
  let format = OutputFormat.allCases[Int(second) % OutputFormat.allCases.count]
  let threads = second & 0xF8 == 0xF8
  let ruled = listed && control & 0x02 != 0
  // The round's key (an input builds no name: its name is made on a finding).
  let key =
    ((Int(control) % roots.count * 5 + minimum) * 2 + (ruled ? 1 : 0)) * 2 + (listed ? 1 : 0)
  let name = { "\(listed ? "word list" : "Hunspell") \(root ?? "-") \(minimum) \(ruled)" }
  let round = round(key: key, root: root, minimum: minimum, listed: listed, ruled: ruled)
  let (output, judged) = comparePaths(
    body, round: round, key: key, format: format, chunkSize: chunkSize, threads: threads,
    name: name)
  let lines = newlines(in: output)
  guard lines == judged else { fatalError("\(judged) verdicts but \(lines) output lines") }
  checkPrintable(output, format: format)
  // Normalizing is idempotent: the whole body, as one text, for a quarter of
  // the inputs (every line is normalized on both paths anyway).
  if !listed && control & 0x0C == 0 {
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
  _ body: UnsafeRawBufferPointer, round: Round, key: Int, format: OutputFormat, chunkSize: Int,
  threads: Bool, name: () -> String
) -> (output: [UInt8], judged: Int) {
  let (fast, summary) = chunkedOutput(
    body, checker: checker(for: round, key: key, format: format), chunkSize: chunkSize)
  let (plain, judged) = plainOutput(
    body, round: round, format: format,
    checker: key * OutputFormat.allCases.count + (OutputFormat.allCases.firstIndex(of: format) ?? 0)
  )
  if threads {
    var batched = checker(for: round, key: key, format: format)
    var lines = LineBatch()
    var splitter = LineSplitter(maximumLineBytes: maximumLineBytes)
    splitter.feed(body) { line, dropped in lines.append(line, droppedBytes: dropped) }
    splitter.finish { line, dropped in lines.append(line, droppedBytes: dropped) }
    batched.check(lines, threads: 2)
    guard batched.takeOutput({ Array($0) }) == plain else {
      fatalError("\(name()): the two-thread batch path and the plain path differ in \(format)")
    }
  }
  guard fast == plain else {
    fatalError(
      "\(name()): fast path and plain path differ in \(format):\n\(String(decoding: fast, as: UTF8.self))\n---\n\(String(decoding: plain, as: UTF8.self))"
    )
  }
  guard summary.accepted + summary.rejected == judged else {
    fatalError("\(name()): the summary does not count every verdict")
  }
  return (fast, judged)
}

/// A rejection's tail in the plain path: the round and format's checker key
/// and the error.
private struct RejectedTail: Hashable {
  let checker: Int
  let error: WordError
}

/// The tails the plain path rendered, by round, format and error.
nonisolated(unsafe) private var rejectedTails: [RejectedTail: String] = [:]

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
  _ body: UnsafeRawBufferPointer, round: Round, format: OutputFormat, checker: Int
) -> ([UInt8], Int) {
  var round = round
  var plain: [UInt8] = []
  var judged = 0
  var isFirstLine = true
  var splitter = LineSplitter(maximumLineBytes: maximumLineBytes)
  let renderer = format.renderer
  let judge = { (line: UnsafeRawBufferPointer, dropped: Int) in
    let decoded = InputLine.decode(line, droppedBytes: dropped, isFirstLine: isFirstLine)
    isFirstLine = false
    if let verdict = round.submit(decoded) {
      judged += 1
      switch verdict {
      case .accepted: plain.append(contentsOf: renderer.line(for: verdict, in: round).utf8)
      case .rejected(let word, let error):
        // A rejection's tail depends on its error alone: rendered once a
        // round and format (escaping its title and message each time was a
        // fifth of an input's time), its head every time.
        let key = RejectedTail(checker: checker, error: error)
        let tail = rejectedTails[key] ?? renderer.rejectedTail(error)
        rejectedTails[key] = tail
        plain.append(contentsOf: renderer.head(word).utf8)
        plain.append(contentsOf: tail.utf8)
      }
    }
  }
  splitter.feed(body, judge)
  splitter.finish(judge)
  return (plain, judged)
}

/// Nothing the escaper escapes (controls, format and invisible characters)
/// may stand raw in the output, but the separators: the newline, text's tab,
/// CSV's CR before a newline. Every CSV line is one record of nine fields.
///
/// The bytes are scanned with C's `strcspn` (not instrumented, so not
/// traced compare by compare): it skips printable ASCII and stops at the
/// next control, DEL or byte past ASCII; only runs of bytes past ASCII are
/// decoded to scalars.
private func checkPrintable(_ output: [UInt8], format: OutputFormat) {
  let text = output + [0]
  text.withUnsafeBufferPointer { buffer in
    buffer.withMemoryRebound(to: CChar.self) { text in
      let start = text.baseAddress!
      var index = 0
      while index < output.count {
        index += strcspn(start + index, suspectBytes)
        guard index < output.count else { break }
        let byte = output[index]
        guard byte >= 0x80 else {
          let separator =
            switch format {
            case .text: byte == 0x0A || byte == 0x09
            case .json: byte == 0x0A
            case .csv:
              byte == 0x0A || byte == 0x0D && index + 1 < output.count && output[index + 1] == 0x0A
            }
          if !separator {
            fatalError("raw escaped character U+\(String(byte, radix: 16)) in the \(format) output")
          }
          index += 1
          continue
        }
        let end = index + strspn(start + index, pastASCII)
        for scalar in String(decoding: output[index..<end], as: UTF8.self).unicodeScalars
        where Escaping.isEscaped(scalar) {
          fatalError(
            "raw escaped character U+\(String(scalar.value, radix: 16)) in the \(format) output")
        }
        index = end
      }
      guard format == .csv else { return }
      checkRecords(start, count: output.count)
    }
  }
}

/// How many newlines `bytes` holds, counted with C's `memchr` (not traced
/// byte by byte as an instrumented loop is).
private func newlines(in bytes: [UInt8]) -> Int {
  bytes.withUnsafeBytes { buffer in
    guard var next = buffer.baseAddress else { return 0 }
    let end = next + buffer.count
    var count = 0
    while next < end, let found = memchr(next, 0x0A, end - next) {
      count += 1
      next = UnsafeRawPointer(found) + 1
    }
    return count
  }
}

/// Every CSV line of `count` bytes at `start` is one record of nine fields
/// (commas outside quotes): `strcspn` jumps to each quote, comma or newline.
private func checkRecords(_ start: UnsafePointer<CChar>, count: Int) {
  var (index, fields, quoted) = (0, 1, false)
  while true {
    index += strcspn(start + index, "\",\n")
    guard index < count else { break }
    switch UInt8(bitPattern: start[index]) {
    case 0x22: quoted.toggle()
    case 0x2C where !quoted: fields += 1
    case 0x0A:
      guard !quoted && fields == 9 else { fatalError("a CSV line is not one record of 9 fields") }
      fields = 1
    default: break
    }
    index += 1
  }
}

/// The bytes `checkPrintable` stops at, as a C string: the C0 controls but
/// NUL (`strcspn` stops at NUL anyway), DEL, and every byte past ASCII.
private let suspectBytes: [CChar] = (Array(1..<0x20) + Array(0x7F...0xFF) + [0]).map {
  CChar(bitPattern: UInt8($0))
}

/// Every byte past ASCII, as a C string.
private let pastASCII: [CChar] = (Array(0x80...0xFF) + [0]).map { CChar(bitPattern: UInt8($0)) }
