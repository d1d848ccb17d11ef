// The fuzz target: arbitrary bytes through everything a line of input meets.
//
// Build and run with scripts/fuzz. The first byte of an input picks the start
// word, the output format, the minimum length and the chunk size; the rest are
// lines of answers. Each input is checked twice, through the batch checker (with
// its ASCII fast path, fed in chunks) and through the plain path (decode, submit,
// format), against the real en_US dictionary, and the two outputs must match
// byte for byte, and so must the batch path on two threads. The output must never hold a raw control character and must
// have one line per judged input line.
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

/// libFuzzer calls this with each input; a crash or a failed invariant is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let control = data[0]
  let root = roots[Int(control) % roots.count]
  let format: BatchFormat = control & 0x08 == 0 ? .text : .json
  let minimumLength = Int(control >> 4) % 5 + 1
  let chunkSize = [1, 3, 7, 64, 4096][Int(control >> 5) % 5]
  let body = UnsafeBufferPointer(start: data + 1, count: size - 1)

  let round = Round(startWord: root, minimumLength: minimumLength, dictionary: dictionary)

  // The batch checker, fed in chunks as `wordgame check` feeds it.
  var checker = BatchChecker(round: round, format: format)
  var splitter = LineSplitter(maximumLineBytes: 256)
  var fastLines = 0
  let judge = { (line: UnsafeRawBufferPointer, dropped: Int) in
    checker.check(line: line, droppedBytes: dropped)
  }
  var offset = 0
  while offset < body.count {
    let end = min(body.count, offset + chunkSize)
    splitter.feed(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: body[offset..<end])), judge)
    offset = end
  }
  splitter.finish(judge)
  let fast = checker.takeOutput { $0 }

  // The plain path over the same lines, split in one piece.
  var plainRound = round
  var plain: [UInt8] = []
  var judged = 0
  var isFirstLine = true
  var wholeSplitter = LineSplitter(maximumLineBytes: 256)
  let plainJudge = { (line: UnsafeRawBufferPointer, dropped: Int) in
    let decoded = InputLine.decode(line, droppedBytes: dropped, isFirstLine: isFirstLine)
    isFirstLine = false
    if let verdict = plainRound.submit(decoded) {
      judged += 1
      plain += Array(format.line(for: verdict).utf8)
      _ = Normalization.answer(verdict.word)
    }
  }
  wholeSplitter.feed(UnsafeRawBufferPointer(body), plainJudge)
  wholeSplitter.finish(plainJudge)
  fastLines = fast.filter { $0 == 0x0A }.count

  // The batch path, prejudged on two threads and settled in order (for half of
  // the inputs: handing work to threads is slow under the sanitizers).
  if control & 0x04 != 0 {
    var batched = BatchChecker(round: round, format: format)
    var lines = LineBatch()
    var batchSplitter = LineSplitter(maximumLineBytes: 256)
    batchSplitter.feed(UnsafeRawBufferPointer(body)) { line, dropped in
      lines.append(line, droppedBytes: dropped)
    }
    batchSplitter.finish { line, dropped in lines.append(line, droppedBytes: dropped) }
    batched.check(lines, workers: [dictionary, dictionary])
    guard batched.takeOutput({ $0 }) == plain else {
      fatalError("the two-thread batch path and the plain path differ")
    }
  }

  guard fast == plain else {
    fatalError(
      "fast path and plain path differ:\n\(String(decoding: fast, as: UTF8.self))\n---\n\(String(decoding: plain, as: UTF8.self))"
    )
  }
  guard fastLines == judged else { fatalError("\(judged) verdicts but \(fastLines) output lines") }
  guard checker.summary.accepted + checker.summary.rejected == judged else {
    fatalError("the summary does not count every verdict")
  }
  // Nothing but the separators may be a control character in the output.
  let text = String(decoding: fast, as: UTF8.self)
  for scalar in text.unicodeScalars {
    let value = scalar.value
    let isControl = value < 0x20 || (value >= 0x7F && value < 0xA0)
    if isControl && value != 0x0A && value != 0x09 {
      fatalError("raw control character U+\(String(value, radix: 16)) in the output")
    }
    if format == .json && value == 0x09 { fatalError("raw tab in JSON output") }
  }
  // Normalizing is idempotent.
  let raw = String(decoding: body, as: UTF8.self)
  let once = Normalization.answer(raw)
  guard Normalization.answer(once) == once else { fatalError("normalization is not idempotent") }
  return 0
}
