import Synchronization

/// Hunspell's verdicts on a lexicon's candidate words, in chunks, on one
/// thread or two, and a build's progress: both stop when the build is cancelled.
extension Lexicon {
  /// How many words to check make a second process worth starting (en_US's
  /// 150,000 or so do not: starting it costs what it saves).
  static let helpedCount = 250_000

  /// Hunspell's verdict on each of `words`: in chunks, the second half by the
  /// options' helper on a thread of its own, with progress from one half to all.
  static func check(_ words: [String], with dictionary: any SpellChecker, options: Options)
    -> [Bool]
  {
    let helper = words.count >= helpedCount ? options.helper?() : nil
    let parts = helper == nil ? 1 : 2
    let split = parts == 1 ? words.count : words.count / 2
    let done = Atomic<Int>(0)
    let results = Mutex([[Bool]](repeating: [], count: parts))
    let chunk = 20_000
    Parallel.run(parts) { part in
      let checker = part == 0 ? dictionary : helper ?? dictionary
      let range = part == 0 ? 0..<split : split..<words.count
      var verdicts: [Bool] = []
      verdicts.reserveCapacity(range.count)
      for start in stride(from: range.lowerBound, to: range.upperBound, by: chunk) {
        if options.isCancelled?() == true {
          // Stopped: the words left are no verdict's (the list is dropped).
          verdicts += repeatElement(false, count: range.upperBound - start)
          break
        }
        let end = min(start + chunk, range.upperBound)
        verdicts += checker.areCorrect(Array(words[start..<end]))
        let total = done.add(end - start, ordering: .relaxed).newValue
        if part == 0 { options.progress?(0.5 + 0.5 * Double(total) / Double(max(1, words.count))) }
      }
      results.withLock { $0[part] = verdicts }
    }
    return results.withLock { $0.flatMap { $0 } }
  }
}

extension Lexicon.Options {
  /// Tells the progress of an expansion at entry `number` of `count` (the
  /// first half of a build), and whether to stop: the build was cancelled.
  func tellsStop(at number: Int, of count: Int) -> Bool {
    progress?(0.5 * Double(number) / Double(count))
    return isCancelled?() == true
  }
}
