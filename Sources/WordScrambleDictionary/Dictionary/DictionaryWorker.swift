#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// A dictionary from outside the system folders, loaded and spelled in a
/// child process (`wordgame __dictionary-worker AFF DIC`), so that a file that
/// crashes or hangs libhunspell cannot take the game down.
///
/// libhunspell 1.7.1 crashes on crafted files when loading them and when
/// spelling some words. Here a crash or a hang (10 s) on a word makes that
/// word's verdict a ``SpellResult/failed(_:)`` (a "Dictionary error"), and the
/// next word starts a new worker; after 20 crashes no more are started and
/// every further word fails: fail closed, in bounded time. Words are sent and
/// answered in batches, so a large list pays little for the pipe.
package final class DictionaryWorker: DictionaryFiles, @unchecked Sendable {
  package static let subcommand = "__dictionary-worker"
  /// Workers started at most: the first and one after each crash but the
  /// last, so that the 20th crash is the last.
  static let maximumStarts = 20
  static let startTimeout: Int32 = 30_000
  static let replyTimeout: Int32 = 10_000
  /// The system folders whose dictionaries are loaded in the game itself.
  static let trustedFolders = ["/usr/share/hunspell/", "/usr/share/myspell/"]

  package let location: DictionaryLocation
  package let encoding: String
  private let executable: String
  /// Whether the worker answers a whole request at once (a trusted dictionary's
  /// helper: no crash to pin on a word) rather than word by word.
  private let answersInBatches: Bool
  private let state: Mutex<State>

  private struct State {
    var child: ChildProcess?
    var starts = 1
    var failed = false
    /// Why no more workers are started, once that is so.
    var givenUp: String?
  }

  /// Whether both files of `location` are, with links and `..` resolved, in a
  /// system folder or in one of `folders` (an app's own, resolved alike).
  package static func isTrusted(_ location: DictionaryLocation, also folders: [String] = [])
    -> Bool
  {
    let trusted = trustedFolders + folders.compactMap { resolved($0).map { $0 + "/" } }
    return [location.affixPath, location.dictionaryPath].allSatisfy { path in
      guard let resolved = resolved(path) else { return false }
      return trusted.contains { resolved.hasPrefix($0) }
    }
  }

  /// `path` with links and `..` resolved, or nil when it does not exist.
  private static func resolved(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }

  /// Starts a worker on `location` in `executable` (by default
  /// ``defaultExecutable``); throws the loading error (the worker's message,
  /// or that it crashed, hung or could not start).
  package init(
    location: DictionaryLocation, executable: String? = nil, answersInBatches: Bool = false
  ) throws(DictionaryWorkerError) {
    guard let executable = executable ?? Self.defaultExecutable else { throw .noWorker }
    let (child, encoding) = try Self.startChild(executable, location, answersInBatches)
    self.answersInBatches = answersInBatches
    self.location = location
    self.encoding = encoding
    self.executable = executable
    self.state = Mutex(State(child: child))
  }

  private static func startChild(
    _ executable: String, _ location: DictionaryLocation, _ answersInBatches: Bool
  ) throws(DictionaryWorkerError) -> (ChildProcess, String) {
    let batch = answersInBatches ? [batchFlag] : []
    guard
      var child = ChildProcess.start(
        executable, arguments: [subcommand] + batch + [location.affixPath, location.dictionaryPath])
    else { throw .cannotStart }
    switch child.readLine(timeoutMilliseconds: startTimeout) {
    case .success(let line) where line.hasPrefix("ok\t"):
      return (child, String(line.dropFirst(3)))
    case .success(let line):
      _ = child.finish(kill: true)
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).dropFirst()
      throw .refused(
        fields.first.map(String.init) ?? "",
        DictionaryError(workerFields: Array(fields.dropFirst()), location: location))
    case .failure(.timedOut):
      _ = child.finish(kill: true)
      throw .hung(path: location.dictionaryPath)
    case .failure(.ended):
      throw .crashed(path: location.dictionaryPath, how: child.finish(kill: false))
    }
  }

  /// `wordgame-worker` beside the running executable, else the running executable.
  package static var defaultExecutable: String? {
    defaultExecutable(
      own: SystemFiles.executablePath, serves: servesAsWorker.load(ordering: .relaxed))
  }

  /// The worker program for a process whose executable is `own`:
  /// `wordgame-worker` beside it, else the process itself only when it
  /// `serves` (it called ``DictionaryIsolation/serveIfRequested()``: started
  /// as a worker, it would serve, not start the app again, and again); else
  /// none (``DictionaryWorkerError/noWorker``).
  package static func defaultExecutable(own: String?, serves: Bool) -> String? {
    guard let own else { return nil }
    let beside = SystemFiles.folder(of: own) + "/wordgame-worker"
    if access(beside, X_OK) == 0 { return beside }
    return serves ? own : nil
  }

  /// Whether this process serves as a worker when started as one (it called
  /// ``DictionaryIsolation/serveIfRequested()``).
  package static let servesAsWorker = Atomic<Bool>(false)

  package var hasFailed: Bool { state.withLock { $0.failed } }

  package func isCorrect(_ word: String) -> Bool { spell(word) == .correct }

  package func spell(_ word: String) -> SpellResult { verdicts([word])[0] }

  package func areCorrect(_ words: [String]) -> [Bool] { verdicts(words).map { $0 == .correct } }

  /// The verdicts on `words`, asked 256 at a time; a word the worker fails on
  /// fails, and the rest go to a new worker.
  package func verdicts(_ words: [String]) -> [SpellResult] {
    state.withLock { state in
      var results: [SpellResult] = []
      results.reserveCapacity(words.count)
      while results.count < words.count {
        guard var child = worker(&state) else {
          results.append(.failed(state.givenUp ?? "no spell checker"))
          continue
        }
        let batch = words[results.count..<min(words.count, results.count + 256)]
        // A word with a line break cannot be asked (and is not letters): not a word.
        let request = batch.map { $0.contains(where: \.isNewline) ? "\n" : $0 + "\n" }.joined()
        // Both ways have a deadline: a worker that takes no words is hung too.
        var failure: ChildProcess.ReadFailure?
        if case .failure(let reason) = child.send(request, timeoutMilliseconds: Self.replyTimeout) {
          failure = reason
        }
        for _ in batch where failure == nil {
          switch child.readLine(timeoutMilliseconds: Self.replyTimeout) {
          case .success(let line): results.append(line == "1" ? .correct : .incorrect)
          case .failure(let reason): failure = reason
          }
        }
        state.child = child
        if let failure {
          let how = child.finish(kill: true)
          let reason = failure == .timedOut ? "hung" : "crashed: \(how)"
          results.append(.failed("its spell checker \(reason)"))
          state.child = nil
          state.failed = true
        }
      }
      return results
    }
  }

  /// Ends the worker; no other is started.
  package func stop() {
    state.withLock { state in
      if let child = state.child { _ = child.finish(kill: true) }
      state.child = nil
      state.givenUp = "the spell checker was stopped"
    }
  }

  /// The running worker, started anew when the last one failed, or nil once
  /// too many have.
  private func worker(_ state: inout State) -> ChildProcess? {
    if let child = state.child { return child }
    guard state.givenUp == nil else { return nil }
    guard state.starts < Self.maximumStarts else {
      state.givenUp =
        "the spell checker failed \(state.starts) times; no more words are checked"
      return nil
    }
    state.starts += 1
    do {
      state.child = try Self.startChild(executable, location, answersInBatches).0
    } catch {
      state.givenUp = "\(error)"
    }
    return state.child
  }

  /// The worker's side: load the dictionary, say `ok<TAB>ENCODING` (or
  /// `error<TAB>MESSAGE`), then answer each line of standard input with `1`
  /// (accepted) or `0`, until its end. Returns the exit status.
  static let batchFlag = "--batch"

  package static func runChild(_ arguments: [String]) -> Int32 {
    let batched = arguments.first == batchFlag
    let arguments = batched ? Array(arguments.dropFirst()) : arguments
    guard arguments.count == 2 else { return 2 }
    // Ctrl-C and a closed terminal are the game's to handle; the worker ends
    // when the game closes its input.
    signal(SIGINT, SIG_IGN)
    signal(SIGHUP, SIG_IGN)
    let dictionary: HunspellDictionary
    let location = DictionaryLocation(affixPath: arguments[0], dictionaryPath: arguments[1])
    do {
      dictionary = try HunspellDictionary(location: location)
    } catch {
      // The English sentence, then the error's fields: the game words it
      // in the player's language.
      let fields = error.workerFields(location).map { $0.map { "\t" + $0 }.joined() } ?? ""
      _ = write("error\t\(error)\(fields)\n")
      return 2
    }
    // Test seams (only in the tests' build, `-D WORDGAME_TEST_HOOKS`; never
    // in a shipped worker): a crash on loading, and a crash on one word.
    #if WORDGAME_TEST_HOOKS
      if let signal = SystemFiles.environment["WORDGAME_TEST_WORKER_SIGNAL"].flatMap(Int32.init) {
        raise(signal)
      }
      let crashWord = SystemFiles.environment["WORDGAME_TEST_WORKER_CRASH_ON"]
      let stallWord = SystemFiles.environment["WORDGAME_TEST_WORKER_STALL_ON"]
    #else
      let crashWord: String? = nil
      let stallWord: String? = nil
    #endif
    guard write("ok\t\(dictionary.encoding)\n") else { return 2 }
    var splitter = LineSplitter()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var replies = ""
    while case .success(let count) = buffer.withUnsafeMutableBytes({
      SystemCall.read(0, into: $0)
    }), count > 0 {
      // Each reply is written before the next word is spelled, so the game
      // knows which word a crash was on; in batches, the replies to what was read.
      var ok = true
      buffer.withUnsafeBytes { bytes in
        splitter.feed(UnsafeRawBufferPointer(rebasing: bytes[..<count])) { line, _ in
          let word = String(decoding: line, as: UTF8.self)
          if word == crashWord { raise(SIGSEGV) }
          // A stuck worker: it reads nothing more, answers nothing.
          if word == stallWord { while true { pause() } }
          replies += !word.isEmpty && dictionary.isCorrect(word) ? "1\n" : "0\n"
          if !batched {
            ok = ok && write(replies)
            replies = ""
          }
        }
      }
      if batched {
        ok = write(replies)
        replies = ""
      }
      guard ok else { return 2 }
    }
    return 0
  }

  /// Writes `text` to standard output; false when it is closed.
  private static func write(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      (try? SystemCall.writeAll(1, UnsafeRawBufferPointer(bytes))) != nil
    }
  }
}

/// How an app keeps an untrusted dictionary's crash out of its own process:
/// Why a dictionary could not be loaded in a worker.
package enum DictionaryWorkerError: Error, CustomStringConvertible {
  case cannotStart
  case noWorker
  /// The worker's sentence, and its error where the game can word it itself.
  case refused(String, DictionaryError?)
  case crashed(path: String, how: String)
  case hung(path: String)

  package var description: String {
    switch self {
    case .cannotStart: "cannot start a process to load the dictionary in"
    case .noWorker:
      "no worker program to load the dictionary in: install wordgame-worker beside the app's executable, or call DictionaryIsolation.serveIfRequested() first thing in its main"
    case .refused(let message, _): message
    case .crashed(let path, let how):
      "loading the dictionary '\(Escaping.forDisplay(path))' crashed the spell checker (\(how)); the file is damaged or hostile"
    case .hung(let path):
      "loading the dictionary '\(Escaping.forDisplay(path))' hung the spell checker"
    }
  }
}
