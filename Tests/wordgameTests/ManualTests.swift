import Foundation
import Testing

@testable import wordgame

/// Runs a system program with the test's environment and `environment`.
func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws
  -> RunResult
{
  try run(
    URL(fileURLWithPath: program), arguments,
    environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
}

/// A generated file written to a fresh folder.
func generated(_ arguments: [String], name: String) throws -> URL {
  let result = try wordgameCommand(arguments, input: "")
  #expect(result.status == 0)
  let file = try temporaryFolder().appendingPathComponent(name)
  try result.stdout.write(to: file, atomically: true, encoding: .utf8)
  return file
}

@Suite("Shell completions and the manual page, generated from the declarations")
struct ManualTests {
  /// What bash's completion offers for `line` (a trailing space starts a new word).
  func bashCompletes(_ line: String, script: URL) throws -> [String] {
    let program = """
      source "$1"
      read -ra COMP_WORDS <<< "$2"
      [[ $2 == *" " ]] && COMP_WORDS+=("")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      _wordgame
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try run("/bin/bash", ["-c", program, "bash", script.path, line])
    #expect(result.stderr == "")
    return result.stdoutLines
  }

  @Test("bash completes subcommands, options, choices, dictionaries and files")
  func bash() throws {
    let script = try generated(["--generate-completion-script", "bash"], name: "wordgame.bash")
    #expect(try bashCompletes("wordgame ch", script: script) == ["check"])
    #expect(try bashCompletes("wordgame s", script: script) == ["solve", "stats"])
    #expect(
      try bashCompletes("wordgame play --difficulty ", script: script) == [
        "easy", "medium", "hard",
      ])
    #expect(try bashCompletes("wordgame check --j", script: script) == ["--json"])
    for command in ["check", "solve", "stats"] {
      #expect(
        try bashCompletes("wordgame \(command) --format ", script: script) == [
          "text", "json", "csv",
        ])
    }
    #expect(try bashCompletes("wordgame --roo", script: script) == ["--root", "--roots"])
    #expect(try bashCompletes("wordgame solve --dict en_U", script: script).contains("en_US"))
    let folder = script.deletingLastPathComponent().path
    #expect(
      try bashCompletes("wordgame check --roots \(folder)/wordgame.b", script: script) == [
        script.path
      ])
  }

  @Test("fish completes the same; zsh's script parses; every option is in every script")
  func fishAndZsh() throws {
    let fish = try generated(["--generate-completion-script", "fish"], name: "wordgame.fish")
    let zsh = try generated(["--generate-completion-script", "zsh"], name: "_wordgame")
    let bash = try generated(["--generate-completion-script", "bash"], name: "wordgame.bash")
    let binary = try wordgameURL().deletingLastPathComponent().path
    let path = ["PATH": binary + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")]
    func fishCompletes(_ line: String) throws -> [String] {
      let result = try run(
        "/usr/bin/fish", ["-c", "source $argv[1]; complete -C $argv[2]", fish.path, line],
        environment: path)
      #expect(result.stderr == "")
      return result.stdoutLines.map { String($0.split(separator: "\t")[0]) }
    }
    #expect(try fishCompletes("wordgame ch") == ["check"])
    #expect(try fishCompletes("wordgame play --difficulty ") == ["easy", "hard", "medium"])
    #expect(try fishCompletes("wordgame --difficulty ") == ["easy", "hard", "medium"])
    #expect(try fishCompletes("wordgame --dict en_U").contains("en_US"))
    let parsed = try run("/usr/bin/zsh", ["-n", zsh.path])
    #expect(parsed.status == 0 && parsed.stderr == "")
    for file in [bash, zsh, fish] {
      let text = try String(contentsOf: file, encoding: .utf8)
      for command in WordGame.subcommands {
        #expect(text.contains(command.name))
        for option in command.options {
          #expect(
            text.contains("--\(option.name)") || text.contains("-l \(option.name)"),
            "\(file.lastPathComponent): \(option.name)")
        }
      }
    }
    #expect(try wordgameCommand(["--generate-completion-script", "tcsh"], input: "").status == 2)
  }

  @Test("The manual page renders without warnings and documents every subcommand and option")
  func manual() throws {
    let page = try generated(["--generate-manual"], name: "wordgame.1")
    let groff = try run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", page.path])
    #expect(groff.status == 0)
    #expect(groff.stderr == "", "groff warnings")
    let shown = try run(
      "/usr/bin/man", ["-l", page.path], environment: ["MANPAGER": "cat", "MANWIDTH": "80"])
    #expect(shown.status == 0)
    for heading in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "FILES", "ENVIRONMENT", "EXIT STATUS",
      "EXAMPLES",
    ] {
      #expect(shown.stdout.contains("\n\(heading)\n"), "\(heading)")
    }
    for command in WordGame.subcommands {
      #expect(shown.stdout.contains("WORDGAME \(command.name.uppercased())"))
      for option in command.options { #expect(shown.stdout.contains("--\(option.name)")) }
    }
    for command in PlayCommandWord.allCases {
      #expect(shown.stdout.contains(":\(command.rawValue)"))
    }
    #expect(shown.stdout.contains("Word not allowed"))
    #expect(shown.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test("The README's rules table says what the manual and the game say")
  func rulesInStep() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../README.md"), encoding: .utf8)
    for (check, error) in Manual.rules {
      #expect(readme.contains("| \(check) | \(error.title) | \(error.message) |"), "\(check)")
    }
  }

  @Test("wordgame help SUBCOMMAND is SUBCOMMAND --help; the top-level help lists every one")
  func help() throws {
    for command in WordGame.subcommands {
      let viaHelp = try wordgameCommand(["help", command.name], input: "")
      let viaFlag = try wordgameCommand([command.name, "--help"], input: "")
      #expect(viaHelp.stdout == viaFlag.stdout)
      #expect(viaHelp.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
    let top = try wordgameCommand(["--help"], input: "")
    for command in WordGame.subcommands { #expect(top.stdout.contains("  \(command.name) ")) }
    #expect(top.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }
}

@Suite("What the binary links")
struct LinkTests {
  @Test(
    "wordgame's and the engine's code call nothing of Foundation: no ICU, a small binary and memory",
    arguments: [
      "wordgame.build", "Rendering.build", "WordScramble.build", "WordScrambleGame.build",
      "WordScrambleDictionary.build", "WordScrambleText.build",
    ])
  func noFoundation(module: String) throws {
    let objects = try wordgameURL().deletingLastPathComponent().appendingPathComponent(module)
    // SwiftPM's generated Bundle.module accessor is never called (the bundle is
    // found by its path) and is left out of the binary.
    let files = try FileManager.default.contentsOfDirectory(atPath: objects.path)
      .filter { $0.hasSuffix(".o") && !$0.hasPrefix("resource_bundle_accessor") }
    #expect(files.count >= 3)
    // One nm for the module's objects, each line naming its file (-A).
    let symbols = try run(
      "/usr/bin/nm", ["-u", "-A"] + files.map { objects.appendingPathComponent($0).path })
    #expect(symbols.status == 0)
    #expect(symbols.stdoutLines.count >= files.count)
    let foundation = symbols.stdoutLines.filter {
      $0.contains("10Foundation") || $0.contains("FoundationInternationalization")
    }
    #expect(foundation.isEmpty, "uses Foundation (an overload resolved there?): \(foundation)")
  }
}
