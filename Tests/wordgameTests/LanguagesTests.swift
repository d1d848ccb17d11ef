import Foundation
import Testing

/// The cache of the runs below: the test process's one cache (see
/// ``testProcessCacheHome``), so each dictionary's word list and start words
/// are built once, by whichever run (or library test) needs them first, as a
/// player's first game builds them.
let languagesCacheHome = sharedCacheHome

/// Runs `wordgame` on Debian's dictionaries with the cold cache above.
func inLanguage(_ arguments: [String], input: String = "") throws -> RunResult {
  try wordgameCommand(arguments, input: input, environment: ["XDG_CACHE_HOME": languagesCacheHome])
}

/// The lines of a check, without the summary on standard error.
func checked(_ dictionary: String, root: String? = nil, json: Bool = false, _ words: [String])
  throws -> [String]
{
  var arguments = ["check", "--dict", dictionary]
  if let root { arguments += ["--root", root] }
  if json { arguments.append("--json") }
  return try inLanguage(arguments, input: words.map { $0 + "\n" }.joined()).stdoutLines
}

@Suite("Playing in nine languages with Debian's dictionaries")
struct LanguagesTests {
  @Test(
    "Each dictionary plays a start word of its own, with ten or more required answers",
    arguments: ["de_DE", "fr", "es_ES", "ru_RU", "pl_PL", "sv_SE", "nl", "it_IT", "en_GB"])
  func plays(dictionary: String) throws {
    let play = try inLanguage(["play", "--dict", dictionary, "--seed", "1"])
    #expect(play.status == 0, "\(play.stderr)")
    let lines = play.stdoutLines
    let start = try #require(lines.first?.split(separator: "Start word: ").last.map(String.init))
    #expect(lines.first == "Start word: " + start)
    let tiles = try #require(lines.dropFirst().first?.split(separator: " ").dropFirst())
    #expect(tiles.count == start.count, "one tile a letter as the word is written: \(lines)")
    let found = try #require(lines.dropFirst(2).first)
    let count = Int(found.split(separator: " ")[1]) ?? 0
    #expect(found.hasPrefix("Find ") && count >= 10, "\(found)")
    // The start word is one the dictionary knows.
    #expect(try checked(dictionary, [start]).first?.hasSuffix("\tok\t8") == true)
  }

  @Test("German nouns count in any case, are start words and shown capitalized; ß is ss")
  func german() throws {
    #expect(
      try checked("de_DE", root: "Hausfrau", ["haus", "Haus", "HAUS", "frau"]) == [
        "haus\tok\t4", "haus\tWord used already\tBe more original",
        "haus\tWord used already\tBe more original", "frau\tok\t4",
      ])
    let solve = try inLanguage(["solve", "--dict", "de_DE", "hausfrau"]).stdoutLines
    #expect(solve.contains("Haus") && solve.contains("Frau") && solve.contains("auf"))
    #expect(
      try checked("de_DE", root: "schließt", ["heiss", "HEISS", "heiß"]) == [
        "heiss\tok\t5", "heiss\tWord used already\tBe more original",
        "heiß\tWord used already\tBe more original",
      ])
    let play = try inLanguage(["play", "--dict", "de_DE", "--root", "schließt", "--seed", "2"])
    #expect(play.stdoutLines.first == "Start word: schließt")
    // One tile a letter as written: the ß is a tile of its own, and the line
    // says it counts as ss.
    let line = play.stdoutLines[1]
    #expect(line.hasSuffix(" (ẞ counts as SS)"), "\(line)")
    let tiles = line.split(separator: " (")[0].split(separator: " ").dropFirst()
    #expect(tiles.sorted() == ["C", "E", "H", "I", "L", "S", "T", "ẞ"])
    let exact = try inLanguage(
      ["check", "--dict", "de_DE", "--root", "schließt", "--exact-letters"], input: "heiss\n")
    #expect(exact.stdoutLines.first?.hasPrefix("heiss\tWord not possible") == true)
  }

  @Test("Russian ё is е; French, Spanish, Italian and Dutch ignore accents")
  func letters() throws {
    #expect(
      try checked("ru_RU", root: "самолёты", ["осел", "лето", "осёл"]) == [
        "осел\tok\t4", "лето\tok\t4", "осёл\tWord used already\tBe more original",
      ])
    let solved = try ["самолеты", "самолёты"].map {
      try inLanguage(["solve", "--dict", "ru_RU", $0]).stdoutLines.last
    }
    // Named as the dictionary writes it, however it was typed.
    #expect(solved[0] == solved[1])
    #expect(solved[0]?.hasPrefix("самолёты: ") == true, "\(solved[0] ?? "")")
    #expect(
      try checked("fr", root: "élégante", json: true, ["elegant", "gelee", "gelée"]) == [
        #"{"word":"elegant","ok":true,"points":7,"spelling":"élégant"}"#,
        #"{"word":"gelee","ok":true,"points":5,"spelling":"gelée"}"#,
        #"{"word":"gelée","ok":false,"code":"usedAlready","title":"Word used already","message":"Be more original"}"#,
      ])
    #expect(try checked("es_ES", root: "camiones", ["camion"]) == ["camion\tok\t6"])
    // JSON's spelling is there when the dictionary writes the word otherwise,
    // in every language alike.
    #expect(
      try checked("es_ES", root: "caminos", json: true, ["camino", "camion"]) == [
        #"{"word":"camino","ok":true,"points":6}"#,
        #"{"word":"camion","ok":true,"points":6,"spelling":"camión"}"#,
      ])
    // ñ is a letter of its own: niños has one n.
    #expect(try checked("es_ES", root: "niños", ["sino"]) == ["sino\tok\t4"])
    #expect(
      try checked("es_ES", root: "niños", ["nino"]).first?.hasPrefix("nino\tWord not possible")
        == true)
    #expect(try checked("it_IT", root: "cittadino", ["citta"]) == ["citta\tok\t5"])
    #expect(try checked("nl", root: "kinderen", ["knieen"]) == ["knieen\tok\t6"])
  }

  @Test("Words the dictionary forbids stay forbidden; junk is bonus, not required")
  func junkAndForbidden() throws {
    #expect(
      try checked("nl", ["sauswens", "Polsgram"]) == [
        "sauswens\tWord not recognized\tYou can't just make them up, you know!",
        "polsgram\tWord not recognized\tYou can't just make them up, you know!",
      ])
    for line in try checked("it_IT", json: true, ["mcc", "xiv", "mmxx"]) {
      #expect(line.contains(#""ok":true"#) && line.contains(#""bonus":true"#), "\(line)")
    }
    for line in try checked("fr", json: true, ["msr"]) + checked("ru_RU", json: true, ["кпд"]) {
      #expect(line.contains(#""bonus":true"#), "\(line)")
    }
    #expect(
      try checked("es_ES", root: "ventanas", json: true, ["vta"]).first?.contains(#""bonus":true"#)
        == true)
    let solve = try inLanguage(["solve", "--dict", "sv_SE", "måndagar"]).stdoutLines
    #expect(solve.contains("måndag") && !solve.contains("råndam"))
    #expect(
      try checked("sv_SE", root: "måndagar", json: true, ["råndam"]).first?.contains(
        #""bonus":true"#) == true)
  }

  @Test("A missing dictionary names the Debian package to install")
  func missing() throws {
    let result = try inLanguage(["check", "--dict", "es_AQ"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("Install it, e.g. 'apt-get install hunspell-es'"))
  }

  @Test(
    "The first game in a language builds only its round's list, the whole list while it is played on a terminal"
  )
  func firstGame() throws {
    let cache = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let session = try TerminalSession(
      ["play", "--dict", "fr", "--seed", "1"],
      environment: ["TERM": "xterm", "LC_ALL": "C", "XDG_CACHE_HOME": cache.path])
    #expect(session.waitFor("Start word: "), "\(session.screen)")
    #expect(!session.screen.contains("Preparing the fr word list"))
    let folder = cache.appendingPathComponent("wordgame").path
    func listCached() -> Bool {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return names.contains { $0.hasPrefix("lexicon-") && $0.hasSuffix("-max8-fr.txt") }
    }
    // Up to a minute: the whole French list takes seconds, more on a loaded machine.
    let cached = waitInFolder(folder, seconds: 60, until: listCached)
    #expect(cached, "the whole list was not cached while the round was played")
    session.type("\u{04}")
    // The next game opens from it, on the same start word.
    let next = try wordgameCommand(
      ["play", "--dict", "fr", "--seed", "1"], input: ":quit\n",
      environment: ["XDG_CACHE_HOME": cache.path])
    let shown = session.screen.components(separatedBy: "Start word: ").dropFirst().first?
      .prefix { $0.isLetter }
    #expect(shown.map { next.stdout.contains("Start word: \($0)") } == true, "\(next.stdout)")
  }

  @Test("A check on a start word builds that word's own list, never the whole list")
  func checkOnStartWord() throws {
    let cache = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let run = try wordgameCommand(
      ["check", "--dict", "it_IT", "--root", "cittadino"], input: "citta\ndito\n",
      environment: ["XDG_CACHE_HOME": cache.path])
    #expect(run.stdoutLines == ["citta\tok\t5", "dito\tok\t4"], "\(run.stderr)")
    let names = try FileManager.default.contentsOfDirectory(
      atPath: cache.appendingPathComponent("wordgame").path)
    #expect(!names.contains { $0.hasPrefix("lexicon-") && $0.contains("-max") }, "\(names)")
  }

  @Test("Rejections name words and start words as the dictionary spells them")
  func rejectionSpellings() throws {
    let french = try inLanguage(
      ["play", "--dict", "fr", "--root", "aperçu"], input: "reçu\nRecu\n")
    #expect(french.stdoutLines.contains("reçu: Word used already — Be more original"))
    let german = try inLanguage(
      ["play", "--dict", "de_DE", "--root", "Fußballs"], input: "Maße\nfussballs\n")
    #expect(
      german.stdoutLines.contains(
        "Maße: Word not possible — You can't spell that word from 'Fußballs'!"))
    #expect(
      german.stdoutLines.contains(
        "Fußballs: Word is the start word — Make new words from 'Fußballs', not the word itself."))
  }

  @Test("Hints, missed words and stats show the dictionary's spelling: Fuß, Fußball")
  func spelledHintsAndStats() throws {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("wordgame-state-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: state) }
    let environment = ["XDG_CACHE_HOME": languagesCacheHome, "XDG_STATE_HOME": state]
    // Seed 17 hints at Fuß: three letters as spelled, not the four of its key `fuss`.
    let german = try wordgameCommand(
      ["play", "--dict", "de_DE", "--root", "Fußballs", "--seed", "17"],
      input: ":hint\n:hint\n:hint\nfussball\n:quit\n", environment: environment)
    let lines = german.stdoutLines
    #expect(lines.contains("Hint: a 3-letter word: F _ _ (-1 point)"), "\(lines)")
    #expect(lines.contains("Hint: a 3-letter word: F U _ (-1 point)"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("Fußball: +8 points") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("  3 letters: ") && $0.contains("Fuß (hinted)") })
    #expect(!german.stdout.contains("fuss"), "\(german.stdout)")
    let stats = try wordgameCommand(["stats"], input: "", environment: environment)
    #expect(stats.stdoutLines.contains("Longest word: Fußball"), "\(stats.stdout)")
  }
}
