import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

@Suite("The Hunspell bridge")
struct HunspellTests {
  @Test(
    "en_US judges the silkworm words as a player expects",
    arguments: [
      ("silk", Verdict.accepted(word: "silk", points: 4)),
      ("worm", .accepted(word: "worm", points: 4)),
      ("milks", .accepted(word: "milks", points: 5)),
      ("works", .accepted(word: "works", points: 5)),
      ("paris", .rejected(word: "paris", error: .notPossible(startWord: "silkworm"))),
      ("silks", .rejected(word: "silks", error: .notPossible(startWord: "silkworm"))),
      ("kilowatt", .rejected(word: "kilowatt", error: .notPossible(startWord: "silkworm"))),
      ("mrkl", .rejected(word: "mrkl", error: .notRecognized)),
    ])
  func silkworm(answer: String, expected: Verdict) throws {
    let round = Round(startWord: "silkworm", dictionary: try english())
    #expect(round.judge(answer) == expected)
  }

  @Test("en_US rejects lowercase proper nouns; the game rejects what Hunspell lets through")
  func realWordsOnly() throws {
    let dictionary = try english()
    let round = Round(startWord: nil, dictionary: dictionary)
    #expect(dictionary.isCorrect("Paris"))
    #expect(round.judge("paris")?.error == .notRecognized)
    for word in ["123", "cat.", "-cat"] {
      #expect(dictionary.isCorrect(word), "Hunspell itself accepts \(word)")
      #expect(round.isReal(word: word) == false, "the game must not accept \(word)")
    }
    #expect(dictionary.isCorrect("") == false)
  }

  @Test("Words too long for Hunspell are rejected without reaching it")
  func longWords() throws {
    let dictionary = try english()
    #expect(dictionary.maximumWordBytes == 299)
    #expect(dictionary.isCorrect(String(repeating: "a", count: 300)) == false)
    #expect(dictionary.isCorrect(String(repeating: "é", count: 10_000)) == false)
  }

  @Test("Suggestions come back as Swift strings")
  func suggestions() throws {
    #expect(try english().suggestions(for: "wrok").contains("work"))
  }

  @Test("An ISO8859-1 dictionary gets its words in its own encoding")
  func latin1() throws {
    let dictionary = try HunspellDictionary(unchecked: try fixture("latin1.dic"))
    #expect(dictionary.encoding == "ISO8859-1")
    #expect(dictionary.maximumWordBytes == 99)
    #expect(dictionary.isCorrect("café"))
    #expect(dictionary.isCorrect("cafe\u{301}"), "NFD is composed before conversion")
    #expect(dictionary.isCorrect("naïve"))
    #expect(dictionary.isCorrect("cafe") == false)
    #expect(dictionary.isCorrect("caf€") == false, "not representable in Latin-1")
    #expect(dictionary.suggestions(for: "cafe").contains("café"))
    var round = Round(startWord: "cafééé", dictionary: dictionary)
    #expect(round.submit("CAFÉ") == .accepted(word: "café", points: 4))
  }

  @Test("A tiny UTF-8 dictionary derives forms through its affix rules")
  func affixes() throws {
    let dictionary = try HunspellDictionary(unchecked: try fixture("tiny.aff"))
    #expect(dictionary.isCorrect("silks"))
    #expect(dictionary.isCorrect("worm"))
    #expect(dictionary.isCorrect("works") == false)
  }

  @Test("A missing dictionary is a clear error naming what was searched")
  func missing() throws {
    #expect(
      throws: DictionaryError.notFound(
        name: "xx_YY", searched: ["/nowhere"] + DictionaryLocation.searchPath(environment: [:]),
        installed: DictionaryLocation.installed(environment: [:]))
    ) {
      try HunspellDictionary("xx_YY", environment: ["DICPATH": "/nowhere"])
    }
    let error = DictionaryError.notFound(name: "xx_YY", searched: ["/a", "/b"], installed: [])
    #expect(error.description.contains("xx_YY.aff and xx_YY.dic in /a, /b"))
    #expect(error.description.contains("No dictionary is installed in those folders."))
    #expect(
      error.description.hasSuffix(
        "Install a Hunspell dictionary for that language (on Debian, a hunspell-* package)"))
    #expect(throws: DictionaryError.missingFile(path: "/nowhere/en_US.aff")) {
      try HunspellDictionary("/nowhere/en_US.dic")
    }
  }

  @Test(
    "A missing dictionary names the Debian package that installs it",
    arguments: [
      ("en_US", "hunspell-en-us"), ("en_GB", "hunspell-en-gb"), ("de_DE", "hunspell-de-de"),
      ("de_AT", "hunspell-de-at"), ("fr", "hunspell-fr"), ("fr_FR", "hunspell-fr"),
      ("es", "hunspell-es"), ("es_ES", "hunspell-es"), ("ru_RU", "hunspell-ru"),
      ("pl_PL", "hunspell-pl"), ("sv_SE", "hunspell-sv"), ("nl", "hunspell-nl"),
      ("it_IT", "hunspell-it"), ("pt_BR", "hunspell-pt-br"), ("nb_NO", "hunspell-no"),
    ])
  func missingPackage(name: String, package: String) {
    let error = DictionaryError.notFound(name: name, searched: ["/a"], installed: ["xx_XX"])
    #expect(error.description.contains("Installed dictionaries: xx_XX. Install it"))
    #expect(error.description.hasSuffix("Install it, e.g. 'apt-get install \(package)'"))
  }

  @Test(
    "A language alone prefers its main country's dictionary, else the first installed",
    arguments: [
      ("de", ["de_AT", "de_CH", "de_DE"], "de_DE"), ("en", ["en_AU", "en_GB", "en_US"], "en_US"),
      ("pt", ["pt_BR", "pt_PT"], "pt_PT"), ("pt", ["pt_BR"], "pt_BR"),
      ("sv", ["sv_FI", "sv_SE"], "sv_SE"), ("es", ["es_AR", "es_ES", "es_MX"], "es_ES"),
      ("pl", ["pl_PL"], "pl_PL"), ("PL", ["pl_PL"], "pl_PL"), ("it", ["it_CH"], "it_CH"),
      ("nl", ["fr", "nl_BE", "nl_NL"], "nl_NL"), ("ru", ["run_XX", "ru_RU"], "ru_RU"),
    ] as [(String, [String], String)])
  func regionalPreference(language: String, installed: [String], chosen: String) {
    #expect(DictionaryLocation.regional(language, among: installed) == chosen)
  }

  @Test("A language alone opens its regional dictionary; its own name comes first")
  func languageAlone() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (aff, dic) = (try fixture("tiny.aff"), try fixture("tiny.dic"))
    for name in ["qq_AA", "qq_QQ", "qq_ZZ", "qz_BR"] {
      try FileManager.default.copyItem(atPath: aff, toPath: folder.path + "/\(name).aff")
      try FileManager.default.copyItem(atPath: dic, toPath: folder.path + "/\(name).dic")
    }
    let environment = ["DICPATH": folder.path]
    #expect(DictionaryLocation.installedName("qq", environment: environment) == "qq_QQ")
    #expect(DictionaryLocation.installedName("qz", environment: environment) == "qz_BR")
    #expect(DictionaryLocation.installedName("qx", environment: environment) == "qx")
    #expect(DictionaryLocation.installedName("qq_AA", environment: environment) == "qq_AA")
    let dictionary = try HunspellDictionary("qq", environment: environment)
    #expect(dictionary.location.dictionaryPath == folder.path + "/qq_QQ.dic")
    #expect(dictionary.isCorrect("silks"))
    // A dictionary named by the language alone is that one, not a regional one.
    try FileManager.default.copyItem(atPath: aff, toPath: folder.path + "/qq.aff")
    try FileManager.default.copyItem(atPath: dic, toPath: folder.path + "/qq.dic")
    #expect(DictionaryLocation.installedName("qq", environment: environment) == "qq")
    #expect(
      try HunspellDictionary("qq", environment: environment).location.dictionaryPath
        == folder.path + "/qq.dic")
    #expect(
      Set(["qq", "qq_AA", "qq_QQ", "qq_ZZ", "qz_BR"]).isSubset(
        of: DictionaryLocation.installed(environment: environment)))
    do {
      _ = try HunspellDictionary("qx", environment: environment)
      Issue.record("qx opened")
    } catch {
      guard case .notFound(_, _, let installed) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(installed.contains("qq_QQ") && installed == installed.sorted())
      #expect(error.description.contains("Installed dictionaries: "))
      #expect(error.description.contains("qq_AA, qq_QQ, qq_ZZ, qz_BR"))
    }
  }

  @Test("$DICPATH is searched first")
  func dicpath() throws {
    let folder = URL(fileURLWithPath: try fixture("tiny.dic")).deletingLastPathComponent().path
    let dictionary = try HunspellDictionary("tiny", environment: ["DICPATH": "/nowhere:" + folder])
    #expect(dictionary.location.dictionaryPath == folder + "/tiny.dic")
  }

  @Test("A dictionary that loads but rejects its own words is an error, not a silent checker")
  func damaged() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = folder.appendingPathComponent("broken").path
    try "SET UTF-8\n".write(toFile: base + ".aff", atomically: true, encoding: .utf8)
    try "garbage with no count line".write(toFile: base + ".dic", atomically: true, encoding: .utf8)
    #expect(throws: DictionaryError.rejectsOwnWords(path: base + ".dic")) {
      try HunspellDictionary(unchecked: base)
    }
    try "".write(toFile: base + ".dic", atomically: true, encoding: .utf8)
    #expect(throws: DictionaryError.emptyFile(path: base + ".dic")) {
      try HunspellDictionary(unchecked: base)
    }
  }

  @Test("Many dictionaries loaded and used at once do not crash")
  func concurrentLoads() async throws {
    let path = try fixture("tiny.dic")
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<16 {
        group.addTask {
          let dictionary = try HunspellDictionary(unchecked: path)
          let english = try english()
          return dictionary.isCorrect("silks") && english.isCorrect("worms")
        }
      }
      for try await accepted in group { #expect(accepted) }
    }
  }
}

@Suite("The worker program: never the app itself unless it serves as one")
struct WorkerProgramTests {
  @Test(
    "Without wordgame-worker beside it, an app that does not serve is no worker: an error naming the fix",
    arguments: ["MyApp", "Game.app-binary"])
  func noSelfLaunch(app: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let own = folder.appendingPathComponent(app).path
    #expect(DictionaryWorker.defaultExecutable(own: own, serves: false) == nil)
    #expect(DictionaryWorker.defaultExecutable(own: own, serves: true) == own)
    #expect(DictionaryWorker.defaultExecutable(own: nil, serves: true) == nil)
    let worker = folder.appendingPathComponent("wordgame-worker").path
    #expect(FileManager.default.createFile(atPath: worker, contents: Data("#!/bin/sh\n".utf8)))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: worker)
    #expect(DictionaryWorker.defaultExecutable(own: own, serves: false) == worker)
    #expect(DictionaryWorker.defaultExecutable(own: own, serves: true) == worker)
    let message = DictionaryWorkerError.noWorker.description
    #expect(message.contains("wordgame-worker") && message.contains("serveIfRequested()"))
  }
}

@Suite("Untrusted dictionaries never load in an app's process; test hooks are not shipped")
struct UntrustedEntryTests {
  @Test(
    "The public initializer loads system dictionaries only: another path is an untrusted error",
    arguments: ["tiny.dic", "latin1.dic"])
  func publicInitializer(name: String) throws {
    let path = try fixture(name)
    #expect {
      try HunspellDictionary(path)
    } throws: { error in
      guard case .untrusted(let reported)? = error as? DictionaryError else { return false }
      return reported.hasSuffix(name)
    }
    let system = try HunspellDictionary("/usr/share/hunspell/en_US.dic")
    #expect(system.isCorrect("silk"))
  }

  @Test("The worker's crash switches exist only in the tests' build (#if WORDGAME_TEST_HOOKS)")
  func hooksAreNotShipped() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    var found = 0
    for case let file as String in files where file.hasSuffix(".swift") {
      var depth = 0
      let text = try String(
        contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#if WORDGAME_TEST_HOOKS") { depth += 1 }
        if trimmed.hasPrefix("#endif") && depth > 0 { depth -= 1 }
        if line.contains("\"WORDGAME_TEST_") {
          found += 1
          #expect(depth > 0, "\(file): \(line)")
        }
      }
    }
    #expect(found >= 2)
    let makefile = try String(
      contentsOf: sources.deletingLastPathComponent().appendingPathComponent("Makefile"),
      encoding: .utf8)
    let build = try #require(
      makefile.split(separator: "\n").first { $0.contains("build -c release") })
    #expect(!build.contains("WORDGAME_TEST_HOOKS"))
  }
}

@Suite("Every exchange with a worker has a deadline, both ways")
struct ChildDeadlineTests {
  /// The failure of a send, or nil when it went through.
  private func failure(_ result: Result<Void, ChildProcess.ReadFailure>) -> ChildProcess
    .ReadFailure?
  {
    if case .failure(let reason) = result { return reason }
    return nil
  }

  @Test(
    "Writing to a child that reads nothing times out; one that reads takes it; one gone has ended",
    arguments: [1 << 20, 4 << 20])
  func writeDeadline(size: Int) throws {
    let text = String(repeating: "word\n", count: size / 5)
    // `sleep` never reads its input: the pipe fills, the write must not block.
    let stuck = try #require(ChildProcess.start("/bin/sleep", arguments: ["30"]))
    let started = ContinuousClock.now
    #expect(failure(stuck.send(text, timeoutMilliseconds: 300)) == .timedOut)
    #expect(ContinuousClock.now - started < .seconds(10))
    _ = stuck.finish(kill: true)
    // `cat` reads what it is sent and says it back.
    var reading = try #require(ChildProcess.start("/bin/cat", arguments: []))
    #expect(failure(reading.send("hello\n", timeoutMilliseconds: 5_000)) == nil)
    #expect(reading.readLine(timeoutMilliseconds: 5_000) == .success("hello"))
    _ = reading.finish(kill: true)
    // `true` exits at once: its input is gone.
    let gone = try #require(ChildProcess.start("/bin/true", arguments: []))
    // Waited for, not slept on: its exit, left to be reaped by `finish`.
    var info = siginfo_t()
    #expect(waitid(P_PID, id_t(gone.pid), &info, WEXITED | WNOWAIT) == 0)
    #expect(failure(gone.send(text, timeoutMilliseconds: 1_000)) == .ended)
    _ = gone.finish(kill: true)
  }

  @Test("A child holds none of the parent's other descriptors: an app's pipe still ends")
  func childKeepsNoDescriptor() throws {
    var ends: [Int32] = [-1, -1]
    // Opened as an app may open it, without close-on-exec.
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let child = try #require(ChildProcess.start("/bin/sleep", arguments: ["30"]))
    defer { _ = child.finish(kill: true) }
    close(ends[1])
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    var byte: UInt8 = 0
    // Its writing end closed here and held by no child: the end, at once.
    #expect(read(ends[0], &byte, 1) == 0)
  }
}
