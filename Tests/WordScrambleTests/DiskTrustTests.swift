import Foundation
import Synchronization
import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

/// Warnings told to a ``GameLanguage/Options/warning`` callback.
final class Warnings: Sendable {
  private let lines = Mutex<[String]>([])
  var all: [String] { lines.withLock { $0 } }
  var callback: @Sendable (String) -> Void { { line in self.lines.withLock { $0.append(line) } } }
}

/// A copy of a fixture dictionary in a folder of its own, to change.
func copiedFixture(_ name: String, into folder: URL) throws -> (aff: String, dic: String) {
  let base = folder.appendingPathComponent(name).path
  for ending in ["aff", "dic"] {
    try FileManager.default.copyItem(
      atPath: try fixture("\(name).\(ending)"), toPath: "\(base).\(ending)")
  }
  return (base + ".aff", base + ".dic")
}

/// A dictionary whose affix rules make millions of forms from five stems:
/// each stem takes 200 suffixes, each continuing into 200 more, and 200
/// prefixes across them (`shape` 0), or 2,000 suffixes and 2,000 prefixes
/// across them (`shape` 1).
func explosiveDictionary(in folder: URL, shape: Int) throws -> String {
  var generator = SeededGenerator(seed: UInt64(shape + 1))
  func affix() -> String {
    String((0..<2).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement(using: &generator)! })
  }
  var lines = ["SET UTF-8", "TRY abcdefghijklmnopqrstuvwxyz"]
  let (suffixes, prefixes) = shape == 0 ? (200, 200) : (2000, 2000)
  lines.append("SFX A Y \(suffixes)")
  for _ in 0..<suffixes { lines.append("SFX A 0 \(affix())\(shape == 0 ? "/B" : "") .") }
  if shape == 0 {
    lines.append("SFX B Y 200")
    for _ in 0..<200 { lines.append("SFX B 0 \(affix()) .") }
  }
  lines.append("PFX P Y \(prefixes)")
  for _ in 0..<prefixes { lines.append("PFX P 0 \(affix()) .") }
  let base = folder.appendingPathComponent("boom\(shape)").path
  try (lines.joined(separator: "\n") + "\n").write(
    toFile: base + ".aff", atomically: true, encoding: .utf8)
  try "5\ncat/AP\ndog/AP\nbird/AP\nfish/AP\nmouse/AP\n".write(
    toFile: base + ".dic", atomically: true, encoding: .utf8)
  return base + ".dic"
}

@Suite("Trust nothing on disk: caches proved whole, dictionaries bounded, saved rounds checked")
struct DiskTrustTests {
  /// en_US opened for rounds, its word list cached in `folder` (built there the first time).
  static func english(cache folder: String, warnings: Warnings) throws -> GameLanguage {
    var options = GameLanguage.Options()
    options.cacheFolder = folder
    options.wordList = .rounds(on: [], drawing: true)
    options.warning = warnings.callback
    return try GameLanguage.open("en_US", options: options)
  }

  /// A cache folder holding en_US's list for rounds, built once (as a first
  /// game does while it is played), and the list opened from it.
  static let cleanCache = Result { () throws -> (String, GameLanguage) in
    let folder = try temporaryFolder().path
    let first = try english(cache: folder, warnings: Warnings())
    guard first.buildsRoundLists, first.cacheWordList() else { throw ListNotCached() }
    return (folder, try english(cache: folder, warnings: Warnings()))
  }

  struct ListNotCached: Error {}

  /// The clean cache's folder and the name of its word list's file.
  static func cleanList() throws -> (folder: String, name: String) {
    let (folder, _) = try cleanCache.get()
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder).first {
        $0.hasPrefix("lexicon-")
      })
    return (folder, name)
  }

  @Test(
    "A damaged word-list cache is ignored with one warning and rebuilt: Hunspell's verdicts exactly",
    arguments: [
      "cut at a line in its middle", "cut at a line near its end", "one bit flipped",
      "another bit flipped", "a word appended", "its seal line changed",
    ])
  func damagedCache(damage: String) throws {
    let (_, clean) = try Self.cleanCache.get()
    let (cleanFolder, name) = try Self.cleanList()
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name).path
    // The folder's key too: the damage, not a missing key, is what is refused.
    let key = folder.appendingPathComponent(SealKey.fileName).path
    try FileManager.default.copyItem(atPath: cleanFolder + "/" + SealKey.fileName, toPath: key)
    #expect(SealKey.existing(in: folder.path) != nil)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: cleanFolder + "/" + name)))
    let original = bytes
    switch damage {
    case "cut at a line in its middle":
      bytes = Array(bytes[...(bytes[(bytes.count / 2)...].firstIndex(of: 0x0A)!)])
    case "cut at a line near its end":
      bytes = Array(bytes[...(bytes[(bytes.count - 100)...].firstIndex(of: 0x0A)!)])
    case "one bit flipped": bytes[bytes.count - 5] ^= 0x02
    case "another bit flipped": bytes[bytes.count / 3] ^= 0x40
    case "a word appended": bytes += Array("xyzzyq\n".utf8)
    default:
      let seal = bytes.firstIndex(of: 0x0A)! + 8
      bytes[seal] = bytes[seal] == 0x31 ? 0x32 : 0x31
    }
    #expect(bytes != original)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let warnings = Warnings()
    let reopened = try Self.english(cache: folder.path, warnings: warnings)
    #expect(warnings.all.count == 1, "\(warnings.all)")
    #expect(warnings.all.first?.hasPrefix("the cached word list '\(path)' was ignored (") == true)
    #expect(warnings.all.first?.hasSuffix(") and removed") == true)
    // Rounds are played from their own lists meanwhile; the list is rebuilt
    // and saved whole: the next opening says nothing and reads it.
    #expect(reopened.buildsRoundLists && reopened.cacheWordList())
    let quiet = Warnings()
    #expect(try Self.english(cache: folder.path, warnings: quiet).lexicon != nil)
    #expect(quiet.all.isEmpty)
    let hunspell = try WordScrambleTests.english()
    let sample =
      clean.lexicon!.words.enumerated().filter { $0.offset % 97 == 0 }.map(\.element)
      + ["zoo", "zebra", "yellow", "cat", "cau", "xyzzyq", "dog", "hello"]
    for word in sample {
      #expect(
        reopened.dictionary.isCorrect(word)
          == (hunspell.isCorrect(word) || englishAddedWords.contains(word)), "\(word)")
    }
  }

  @Test(
    "A crafted header cannot trap: counts past the file are damage, whatever the seal says",
    arguments: [
      ("keys", "9223372036854775807"), ("keys", "-1"), ("forbidden", "9223372036854775807"),
      ("max", "-4"),
    ])
  func craftedHeader(field: String, value: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var fields = [
      "max", "0", "forbidden", "0", "unsuggested", "0", "headwords", "0", "abbreviations", "0",
      "respellings", "0", "rules", "-", "keys", "0",
    ]
    fields[fields.firstIndex(of: field)! + 1] = value
    let body = "complete\n" + fields.joined(separator: " ") + "\ncat\ndog\n"
    let path = folder.appendingPathComponent("lexicon.txt").path
    SealedFile.write(Array(body.utf8), format: Lexicon.formatVersion, source: "k", to: path)
    guard case .failure(.damaged(let reason)) = Lexicon.read(path: path, source: "k") else {
      Issue.record("a crafted header was read as a word list")
      return
    }
    #expect(reason == "its contents are not a word list")
  }

  @Test("Only a regular file is read as a cache: no FIFO is waited on, no link followed")
  func notRegular() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let link = folder.appendingPathComponent("link").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
    for path in [fifo, link, "/dev/zero"] {
      let read = SealedFile.read(path: path, format: "f", source: "s", limit: 1 << 20)
      #expect(read == .failure(.damaged("it is not a regular file")), "\(path)")
    }
    let large = folder.appendingPathComponent("large").path
    SealedFile.write([UInt8](repeating: 0x0A, count: 2000), format: "f", source: "s", to: large)
    #expect(
      SealedFile.read(path: large, format: "f", source: "s", limit: 1000)
        == .failure(.damaged("it is too large (2038 bytes)")))
    #expect(
      SealedFile.read(path: large, format: "f", source: "s", limit: 1 << 20).map(\.count)
        == .success(2000))
    #expect(
      SealedFile.read(path: large, format: "f", source: "other", limit: 1 << 20)
        == .failure(.damaged("it was made from other files")))
    #expect(
      SealedFile.read(path: large, format: "f 2", source: "s", limit: 1 << 20)
        == .failure(.otherFormat))
  }

  @Test("A FIFO or a link to /dev/zero as the start-word cache is ignored; start words are made")
  func startWordCacheNotRegular() throws {
    for planted in ["fifo", "link"] {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let warnings = Warnings()
      var options = GameLanguage.Options()
      options.cacheFolder = folder.path
      options.warning = warnings.callback
      let copy = try copiedFixture("tiny", into: folder)
      let language = try GameLanguage.open(copy.dic, options: options)
      let cache = try #require(language.cache)
      let path = language.startWordsPath(cache, candidates: nil)
      if planted == "fifo" {
        #expect(mkfifo(path, 0o644) == 0)
      } else {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
      }
      #expect(throws: GameLanguageError.self) { try language.startWords() }
      #expect(
        warnings.all == [
          "the cached start words '\(path)' were ignored (it is not a regular file) and removed"
        ])
    }
  }

  @Test(
    "A dictionary changed while its list is built is not cached under the first files' key",
    arguments: ["dic swapped", "dic swapped and back", "aff changed and back"])
  func changedDuringBuild(change: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = try copiedFixture("tiny", into: folder)
    let cacheFolder = folder.appendingPathComponent("cache").path
    let original = try Data(contentsOf: URL(fileURLWithPath: copy.dic))
    let originalAffix = try Data(contentsOf: URL(fileURLWithPath: copy.aff))
    let dictionary = try HunspellDictionary(
      location: DictionaryLocation.resolve(copy.dic, environment: [:]))
    let cache = try Lexicon.Cache(folder: cacheFolder, location: dictionary.location)
    let warnings = Warnings()
    var options = Lexicon.Options()
    options.warning = warnings.callback
    let changes = Warnings()
    options.progress = { @Sendable _ in
      guard changes.all.isEmpty else { return }
      changes.callback(change)
      let changed = change.hasPrefix("dic") ? copy.dic : copy.aff
      if change.hasPrefix("dic") {
        try? Data("1\ncat\n".utf8).write(to: URL(fileURLWithPath: copy.dic))
        if change.hasSuffix("back") { try? original.write(to: URL(fileURLWithPath: copy.dic)) }
      } else {
        try? Data((String(decoding: originalAffix, as: UTF8.self) + "\n").utf8).write(
          to: URL(fileURLWithPath: copy.aff))
        try? originalAffix.write(to: URL(fileURLWithPath: copy.aff))
      }
      // Written at another time than the build began, as an attacker's
      // change would be: the kernel's clock ticks every few milliseconds, so
      // the time is set (2001-01-01) rather than waited for.
      var times = [
        timespec(tv_sec: 978_307_200, tv_nsec: 0), timespec(tv_sec: 978_307_200, tv_nsec: 0),
      ]
      _ = utimensat(AT_FDCWD, changed, &times, 0)
    }
    _ = try Lexicon.load(files: dictionary, cache: cache, options: options)
    #expect(changes.all == [change])
    #expect(
      warnings.all == [
        "the dictionary's files changed while its word list was built: the list is not cached"
      ])
    let saved = (try? FileManager.default.contentsOfDirectory(atPath: cacheFolder)) ?? []
    #expect(saved.filter { $0.hasPrefix("lexicon-") }.isEmpty, "\(saved)")
  }

  @Test("A cache save removes the temporary files of dead processes, not of live ones")
  func staleTemporaryFiles() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A process that has ended (spawned and reaped here: Foundation's
    // Process can miss the exit of a child while other tests spawn workers).
    var pid: pid_t = 0
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
    defer { free(arguments[0]) }
    #expect(posix_spawn(&pid, "/bin/true", nil, nil, arguments, nil) == 0)
    var status: Int32 = 0
    #expect(waitpid(pid, &status, 0) == pid)
    let dead = "lexicon-0123456789abcdef.txt.tmp-\(pid)-x1"
    let deadStartWords = "start-words-0123456789abcdef-de.txt.tmp-\(pid)-y2"
    let live = "lexicon-0123456789abcdef.txt.tmp-\(getppid())-z3"
    for name in [dead, deadStartWords, live] {
      try Data(repeating: 0x61, count: 1000).write(to: folder.appendingPathComponent(name))
    }
    let dictionary = try HunspellDictionary(unchecked: try fixture("tiny.dic"))
    _ = try Lexicon.load(for: dictionary, cacheDirectory: folder.path)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!left.contains(dead))
    #expect(!left.contains(deadStartWords))
    #expect(left.contains(live))
    #expect(
      left.contains { $0.hasPrefix("lexicon-") && $0.hasSuffix(".txt") && !$0.contains(".tmp-") })
  }

  @Test(
    "An untrusted dictionary's expansion stops at its bound; Hunspell then answers alone",
    arguments: [0, 1])
  func boundedExpansion(shape: Int) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try explosiveDictionary(in: folder, shape: shape)
    let warnings = Warnings()
    var options = GameLanguage.Options()
    options.cacheFolder = folder.appendingPathComponent("cache").path
    options.wordList = .all
    options.warning = warnings.callback
    // Its five entries get the smallest bound, 2,000,000 forms; the stop is
    // shown at 20,000, the same stop without deriving millions of forms.
    #expect(Lexicon.formLimit(entries: 5) == 2_000_000)
    options.expansionFormLimit = 20_000
    let language = try GameLanguage.open(path, options: options)
    #expect(
      warnings.all == [
        "dictionary '\(path)' derives more than 20000 word forms from its affix rules, so its words are not listed: Hunspell answers each word alone"
      ])
    #expect(language.lexicon == nil)
    var round = language.round(startWord: nil)
    #expect(round.submit("cat")?.isAccepted == true)
    #expect(round.submit("dogs") == .rejected(word: "dogs", error: .notRecognized))
  }

  @Test(
    "A saved round of other letters, or with words its start word cannot spell, is not resumed",
    arguments: [
      ("silkworm", ["silk", "zebra"], RestoreError.notFromStartWord("zebra")),
      ("Silkworm", ["silk"], .notInLetters("Silkworm")),
      ("silkworm", ["silk", "silks"], .notFromStartWord("silks")),
    ])
  func savedRoundLetters(start: String, words: [String], problem: RestoreError) throws {
    let english = try GameLanguage.open("en_US", options: isolatedOptions())
    let saved = SavedRound(
      startWord: start, dictionary: "en_US", minimumLength: 3, words: words, score: 4,
      hintsUsed: 0, seed: nil, generatorState: 1, answers: words)
    #expect(saved.problem(in: english) == problem)
    let good = SavedRound(
      startWord: "silkworm", dictionary: "en_US", minimumLength: 3, words: ["silk"], score: 4,
      hintsUsed: 0, seed: nil, generatorState: 1, answers: ["silk", "worm"])
    #expect(good.problem(in: english) == nil)
  }

  @Test(
    "A saved round whose words hold escapes or punctuation is damage",
    arguments: ["\u{1B}[2Jsilkworm\u{07}", "silk]2;worm", "silk worm"])
  func savedRoundEscapes(start: String) throws {
    let saved = SavedRound(
      startWord: start, dictionary: "en_US", minimumLength: 3, words: [], score: 0,
      hintsUsed: 0, seed: nil, generatorState: 1, answers: ["silk"])
    #expect(!saved.isValid)
    var hinted = SavedRound(
      startWord: "silkworm", dictionary: "en_US", minimumLength: 3, words: [], score: 0,
      hintsUsed: 1, seed: nil, generatorState: 1, answers: ["silk"],
      hint: HintProgress(word: "\u{1B}]0;pwned\u{07}", shownLetters: 1))
    #expect(!hinted.isValid)
    hinted.record.hint = HintProgress(word: "silk", shownLetters: 1)
    #expect(hinted.isValid)
  }

  @Test("The seal's hash is SipHash-2-4: the paper's vector, any one byte changed, lines counted")
  func sealHash() {
    // Aumasson and Bernstein, "SipHash", appendix A: key 00…0f, message 00…0e.
    let key = SealKey(0x0706_0504_0302_0100, 0x0F0E_0D0C_0B0A_0908)
    let vector = (0..<15).map(UInt8.init)
    #expect(vector.withUnsafeBytes { SipHasher.hash($0, key: key).0 } == 0xA129_CA61_49BE_45E5)
    let text = Array("alpha\nbeta\ngamma\ndelta\nepsilon\n".utf8)
    let (hash, lines) = text.withUnsafeBytes { SipHasher.hash($0, key: key) }
    #expect(lines == 5)
    for index in text.indices {
      var changed = text
      changed[index] ^= 0x01
      #expect(changed.withUnsafeBytes { SipHasher.hash($0, key: key).0 } != hash, "\(index)")
    }
    #expect(text.withUnsafeBytes { SipHasher.hash($0, key: SealKey(1, 0)).0 } != hash)
    #expect(Array(text.dropLast()).withUnsafeBytes { SipHasher.hash($0, key: key).1 } == 4)
  }
}

@Suite("A cache that cannot be removed says so, never that it was removed")
struct UnremovableCacheTests {
  @Test(
    "A folder planted where the word list is cached: ignored, and reported as not removable",
    arguments: [false, true])
  func plantedFolder(withFile: Bool) throws {
    let (cleanFolder, name) = try DiskTrustTests.cleanList()
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let planted = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
    if withFile {
      try Data("x".utf8).write(to: planted.appendingPathComponent("inside"))
    }
    let warnings = Warnings()
    _ = try DiskTrustTests.english(cache: folder.path, warnings: warnings)
    let warning = try #require(warnings.all.first, "\(warnings.all)")
    #expect(warning.hasPrefix("the cached word list '\(planted.path)' was ignored ("))
    #expect(warning.contains(") and cannot be removed ("), "\(warning)")
    #expect(!warning.hasSuffix("and removed"))
    #expect(FileManager.default.fileExists(atPath: planted.path))
  }

}
