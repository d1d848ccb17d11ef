import Foundation
import Testing

@testable import WordScramble

@Suite("Dictionaries named as players type them: a language alone")
struct DictionaryNamesTests {
  @Test("--dict pl plays Polish as pl_PL: the same round, codes and statistics of pl_PL")
  func polish() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["XDG_CACHE_HOME": languagesCacheHome, "XDG_STATE_HOME": state.path]
    let input = "xyz\n:challenge\n:quit\n"
    let short = try wordgameCommand(
      ["play", "--dict", "pl", "--seed", "1"], input: input, environment: environment)
    #expect(short.status == 0, "\(short.stderr)")
    #expect(!short.stderr.contains("Error"), "\(short.stderr)")
    let full = try wordgameCommand(["play", "--dict", "pl_PL", "--seed", "1"], input: input)
    #expect(short.stdoutLines.first?.hasPrefix("Start word: ") == true)
    #expect(short.stdoutLines.prefix(3) == full.stdoutLines.prefix(3), "\(short.stdout)")
    // The challenge code names the installed dictionary.
    let line = try #require(short.stdoutLines.first { $0.hasPrefix("Challenge a friend:") })
    let code = String(try #require(line.firstMatch(of: /C1-[0-9A-Z-]+/)).output)
    #expect(try Challenge(code: code).dictionary == "pl_PL")
    // The round counts for pl_PL, whichever way the statistics are asked for.
    for name in ["pl", "pl_PL"] {
      let stats = try wordgameCommand(
        ["stats", "--dict", name, "--json"], environment: environment)
      #expect(stats.stdout.contains("\"roundsPlayed\":1"), "\(name): \(stats.stdout)")
    }
    let all = try wordgameCommand(["stats", "--json"], environment: environment).stdout
    #expect(all.contains("\"pl_PL\"") && !all.contains("\"pl\""), "\(all)")
  }

  @Test(
    "check, solve and why take a language alone",
    arguments: [
      ("de", "de_DE"), ("es", "es_ES"), ("ru", "ru_RU"), ("it", "it_IT"), ("sv", "sv_SE"),
    ]
  )
  func commands(short: String, installed: String) throws {
    let roots = [
      "de": "Hausfrau", "es": "palabras", "ru": "самолёты", "it": "parolina", "sv": "ordlista",
    ]
    let root = try #require(roots[short])
    for command in [["solve", root], ["check", "--root", root], ["why", root]] {
      let named = try inLanguage(command + ["--dict", short], input: root + "\n")
      let full = try inLanguage(command + ["--dict", installed], input: root + "\n")
      #expect(named.status == full.status && named.status != 2, "\(command): \(named.stderr)")
      #expect(named.stdout == full.stdout && !named.stdout.isEmpty, "\(command)")
    }
  }

  @Test("A name that stands for no installed dictionary lists the installed ones")
  func unknown() throws {
    for command in [["play"], ["check"], ["solve", "silkworm"], ["why", "silk"]] {
      let run = try wordgameCommand(command + ["--dict", "xx"], input: "silk\n")
      #expect(run.status == 2, "\(command)")
      let error = run.stderr
      #expect(error.hasPrefix("Error: no Hunspell dictionary 'xx' found (looked for xx.aff"))
      let listed = try #require(
        error.firstMatch(of: #/Installed dictionaries: ([^ ]+(, [^ ]+)*)\. /#))
      let names = listed.output.1.split(separator: ", ").map(String.init)
      #expect(names == names.sorted() && Set(names).isSuperset(of: ["de_DE", "en_US", "pl_PL"]))
      #expect(error.hasSuffix(", or pass --dict PATH/TO/NAME.dic.\n"), "\(error)")
    }
    // A language of Debian's that is not installed names its package.
    let hungarian = try wordgameCommand(["check", "--dict", "hu"], input: "")
    #expect(hungarian.stderr.contains(". Install it, e.g. 'apt-get install hunspell-hu'"))
  }
}
