// The `lines` fuzz target: arbitrary bytes through everything a line of input meets.
//
// Build and run with scripts/fuzz. The first byte of an input picks the start
// word, the minimum length and the chunk size; the rest are lines of answers.
// Each input is checked in every output format (OutputFormat.allCases), each
// time through the batch checker (with its ASCII fast path, fed in chunks) and
// through the plain path (decode, submit, format), against the real en_US
// dictionary, and the two outputs must match byte for byte, and so must the
// batch path on two threads. The output must never hold a raw character of the
// escaped set (controls, format and invisible characters), must have one line
// per judged input line, and in CSV one record of nine fields a line.
import Rendering
import WordScramble

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

private let roots: [String?] = [nil, "silkworm", "balloons", "cafétier", "straße"]

/// The `lines` target: a crash or a failed invariant is a finding.
func fuzzLines(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let control = data[0]
  let round = Round(
    startWord: roots[Int(control) % roots.count], minimumLength: Int(control >> 4) % 5 + 1,
    dictionary: dictionary)
  let chunkSize = [1, 3, 7, 64, 4096][Int(control >> 5) % 5]
  let body = UnsafeRawBufferPointer(UnsafeBufferPointer(start: data + 1, count: size - 1))
  for format in OutputFormat.allCases {
    // The batch path on two threads for half of the inputs (handing work to
    // threads is slow under the sanitizers).
    checkLines(
      body, round: round, format: format, chunkSize: chunkSize, onTwoThreads: control & 0x04 != 0)
  }
  // Normalizing is idempotent.
  let once = Normalization.answer(String(decoding: body, as: UTF8.self))
  guard Normalization.answer(once) == once else { fatalError("normalization is not idempotent") }
  return 0
}

/// Checks the lines of `body` in `format`: the batch path fed in chunks, the
/// plain path and (`onTwoThreads`) the batch path on two threads print the
/// same bytes, one line a verdict, nothing raw that escaping escapes.
private func checkLines(
  _ body: UnsafeRawBufferPointer, round: Round, format: OutputFormat, chunkSize: Int,
  onTwoThreads: Bool
) {
  let (fast, summary) = chunkedOutput(body, round: round, format: format, chunkSize: chunkSize)
  let (plain, judged) = plainOutput(body, round: round, format: format)
  if onTwoThreads {
    var batched = BatchChecker(round: round, renderer: format.renderer)
    var lines = LineBatch()
    var splitter = LineSplitter(maximumLineBytes: 256)
    splitter.feed(body) { line, dropped in lines.append(line, droppedBytes: dropped) }
    splitter.finish { line, dropped in lines.append(line, droppedBytes: dropped) }
    batched.check(lines, threads: 2)
    guard batched.takeOutput({ Array($0) }) == plain else {
      fatalError("the two-thread batch path and the plain path differ in \(format)")
    }
  }
  guard fast == plain else {
    fatalError(
      "fast path and plain path differ in \(format):\n\(String(decoding: fast, as: UTF8.self))\n---\n\(String(decoding: plain, as: UTF8.self))"
    )
  }
  let fastLines = fast.filter { $0 == 0x0A }.count
  guard fastLines == judged else { fatalError("\(judged) verdicts but \(fastLines) output lines") }
  guard summary.accepted + summary.rejected == judged else {
    fatalError("the summary does not count every verdict")
  }
  checkPrintable(fast, format: format)
}

/// The batch checker's output, fed in chunks as `wordgame check` feeds it.
private func chunkedOutput(
  _ body: UnsafeRawBufferPointer, round: Round, format: OutputFormat, chunkSize: Int
) -> ([UInt8], BatchSummary) {
  var checker = BatchChecker(round: round, renderer: format.renderer)
  var splitter = LineSplitter(maximumLineBytes: 256)
  var offset = 0
  while offset < body.count {
    let end = min(body.count, offset + chunkSize)
    splitter.feed(UnsafeRawBufferPointer(rebasing: body[offset..<end]), into: &checker)
    offset = end
  }
  splitter.finish(into: &checker)
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
  let scalars = Array(String(decoding: output, as: UTF8.self).unicodeScalars)
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
