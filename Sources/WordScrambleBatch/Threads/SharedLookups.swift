#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization
import WordScramble

/// The word-list lookups of a batch, shared out in groups between the thread
/// that prejudged it and the thread waiting for it: whichever is free takes
/// the next group, so neither waits while the other still has lookups to make
/// (the prejudging thread had more work than the reading one: the reader
/// waited a third of a large check).
///
/// A round of it: the prejudging thread ``share(_:)``s the batch's lookups
/// (and makes groups of them), then hands the batch back; the waiting thread
/// calls ``help()`` before taking it back, then ``reset()``s it before
/// handing the next one over. Each group is made by one thread, once.
final class SharedLookups: @unchecked Sendable {
  /// A part of a batch: its lookups and the bytes they point into. The
  /// pointers are valid while the batch is with the prejudging thread.
  struct Part {
    var lookups: UnsafeMutableBufferPointer<WordLookup>
    var bytes: UnsafeBufferPointer<UInt8>
  }

  /// Lookups a group: enough that taking one costs little beside it.
  static let groupSize = 256

  private let wordList: LexiconChecker
  /// The next group to take.
  private let next = Atomic<Int>(0)
  /// How many groups the published batch has; -1 before it is published.
  private let groups = Atomic<Int>(-1)
  /// Written only before `groups` is published (then read only).
  private var parts: [Part] = []
  private var firstGroups: [Int] = []
  /// Posted once a batch's lookups are published.
  private let published = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)

  /// Nil where unnamed semaphores do not work (macOS: there is no worker either).
  init?(wordList: LexiconChecker) {
    self.wordList = wordList
    guard sem_init(published, 0, 0) == 0 else {
      published.deallocate()
      return nil
    }
  }

  deinit {
    sem_destroy(published)
    published.deallocate()
  }

  /// Waits until the batch handed over has published its lookups, then makes
  /// groups of them beside the prejudging thread until none is left; by the
  /// thread that handed it over, once a batch.
  func help() {
    while sem_wait(published) != 0 && errno == EINTR {}
    work()
  }

  /// Forgets the last batch; by the thread that hands batches over, while the
  /// other thread has none.
  func reset() {
    groups.store(-1, ordering: .relaxed)
    next.store(0, ordering: .relaxed)
  }

  /// Shares out the lookups of `parts`; by the prejudging thread.
  private func publish(_ parts: [Part]) {
    self.parts = parts
    firstGroups.removeAll(keepingCapacity: true)
    var count = 0
    for part in parts {
      firstGroups.append(count)
      count += (part.lookups.count + Self.groupSize - 1) / Self.groupSize
    }
    groups.store(count, ordering: .releasing)
    sem_post(published)
  }

  /// Makes groups of lookups until none is left to take (nothing before the
  /// batch is published).
  private func work() {
    let count = groups.load(ordering: .acquiring)
    // Unpublished: take nothing (a group taken now would be lost).
    guard count >= 0 else { return }
    while true {
      let group = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard group < count else { return }
      var part = firstGroups.count - 1
      while firstGroups[part] > group { part -= 1 }
      let lookups = parts[part].lookups
      let start = (group - firstGroups[part]) * Self.groupSize
      let end = min(lookups.count, start + Self.groupSize)
      wordList.lookUp(
        UnsafeMutableBufferPointer(rebasing: lookups[start..<end]), in: parts[part].bytes)
    }
  }

  /// Shares out the lookups of `results` and makes groups of them until none
  /// is left; by the prejudging thread, while it holds the batch (the
  /// pointers it shares stay valid until it hands the batch back: nothing
  /// changes the arrays' storage meanwhile).
  func share(_ results: inout [PrejudgedLines]) {
    var parts: [Part] = []
    for index in results.indices {
      let bytes = results[index].bytes.withUnsafeBufferPointer { $0 }
      let lookups = results[index].lookups.withUnsafeMutableBufferPointer { $0 }
      parts.append(Part(lookups: lookups, bytes: bytes))
    }
    publish(parts)
    work()
  }
}
