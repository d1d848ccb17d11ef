import WordScramble

/// How ``BatchChecker`` uses more threads: past ``BatchChecker/batchSize``
/// lines, batches of lines are prejudged on a thread of their own (split again
/// past two threads) while the calling thread reads the next batch and settles
/// the one before. A batch and its results move between the threads, never
/// copied, and their memory is kept from batch to batch.
extension BatchChecker {
  /// A batch and its lines prejudged, handed back and forth between threads.
  struct Prejudged: Sendable {
    var batch: LineBatch
    var results: [PrejudgedLines]
  }

  /// The thread that prejudges batches (split between `threads - 1` threads).
  /// With a word list, the batch's lookups are shared with the thread
  /// waiting for it (`lookups`; without that, this thread makes them all).
  static func worker(
    prejudger: LinePrejudger, wordList: LexiconChecker?, lookups: SharedLookups?, round: Round,
    threads: Int
  ) -> Parallel.Worker<Prejudged>? {
    Parallel.Worker { work in
      Self.prejudge(
        work.batch, prejudger: prejudger, wordList: lookups == nil ? wordList : nil,
        round: round, into: &work.results, parts: max(1, threads - 1))
      lookups?.share(&work.results)
    }
  }

  /// Takes back the batch handed over last: first makes what is left of its
  /// lookups, beside the thread that prejudged it.
  mutating func takeBack() -> Prejudged? {
    guard let worker, worker.isBusy else { return nil }
    sharedLookups?.help()
    let prejudged = worker.take()
    sharedLookups?.reset()
    return prejudged
  }

  /// Hands the gathered batch to another thread, and settles the one before
  /// (prejudged meanwhile) while it runs. When the threads were found not
  /// to run at once (a busy machine), the batch is prejudged here instead,
  /// and the lines that follow are checked here for a while.
  mutating func handOver() {
    settlePending()
    var previous = takeBack()
    var work = Prejudged(batch: LineBatch(), results: [])
    swap(&work, &spare)
    work.batch.removeAll()
    swap(&work.batch, &gathered)
    if let worker, threadUse.gains() {
      worker.submit(consume work)
      settle(&previous)
      return
    }
    if worker != nil {
      aloneUntil = linesSeen + threadUse.aloneLines
      threadUse.restart()
    }
    Self.prejudge(
      work.batch, prejudger: prejudger, wordList: wordList, round: prejudgeRound,
      into: &work.results, parts: 1)
    settle(&previous)
    previous = consume work
    settle(&previous)
  }

  /// Settles `prejudged`, if any, and keeps its memory for the next batch.
  mutating func settle(_ prejudged: inout Prejudged?) {
    guard var settled = prejudged.take() else { return }
    settle(&settled)
    spare = consume settled
  }

  /// Settles a batch prejudged on another thread, emptying it (its memory is
  /// kept for the next one).
  mutating func settle(_ prejudged: inout Prejudged) {
    for index in prejudged.results.indices {
      settle(prejudged.results[index])
      prejudged.results[index].removeAll()
    }
  }

  /// The parallel step: `batch` prejudged in `count` parts, each on a thread
  /// (the first on the calling one), and looked up in the word list, into
  /// `results` (emptied ones, whose memory is reused).
  static func prejudge(
    _ batch: LineBatch, prejudger: LinePrejudger, wordList: LexiconChecker?, round: Round,
    into results: inout [PrejudgedLines], parts count: Int
  ) {
    let lines = batch.lines
    let chunk = (lines.count + count - 1) / count
    while results.count < count { results.append(PrejudgedLines()) }
    results.withUnsafeMutableBufferPointer { output in
      nonisolated(unsafe) let output = output
      batch.bytes.withUnsafeBytes { bytes in
        nonisolated(unsafe) let bytes = bytes
        Parallel.run(count) { part in
          let worker = prejudger
          var result = PrejudgedLines()
          swap(&result, &output[part])
          let range = min(lines.count, part * chunk)..<min(lines.count, (part + 1) * chunk)
          for line in lines[range] {
            worker.prejudge(
              UnsafeRawBufferPointer(rebasing: bytes[line.range]), droppedBytes: line.droppedBytes,
              isFirstLine: line.isFirstLine, round: round, into: &result)
          }
          result.closeRuns()
          if let wordList { result.resolve(with: wordList) }
          output[part] = result
        }
      }
    }
  }
}
