import Foundation
import Testing

@Suite(
  "Trust nothing on disk, end to end: caches, FIFOs and saved rounds as an attacker plants them")
struct DiskTrustEndToEndTests {
  @Test(
    "check on a damaged cache warns once and gives the verdicts of a clean run",
    arguments: ["truncate -s -300000", "printf 'xyzzyq\\n' >>"])
  func damagedCache(damage: String) throws {
    let cache = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let words = "zoo\nzebra\nyellow\ncat\ncau\nxyzzyq\nsilk\n"
    let environment = ["XDG_CACHE_HOME": cache.path]
    // The whole list, built as `solve --roots -` builds it: it answers alone.
    _ = try shell("printf 'silkworm\\n' | \"$W\" solve --roots -", environment: environment)
    let clean = try shell(
      "printf '\(words)' | \"$W\" check --root silkworms", environment: environment)
    let plain = try shell("printf '\(words)' | \"$W\" check", environment: environment)
    let damaged = try shell(
      """
      for f in "$XDG_CACHE_HOME"/wordgame/lexicon-*.txt; do \(damage) "$f"; done
      printf '\(words)' | "$W" check --root silkworms; printf '\(words)' | "$W" check
      """, environment: environment)
    #expect(damaged.stdout == clean.stdout + plain.stdout)
    let warnings = damaged.stderr.split(separator: "\n").filter { $0.hasPrefix("Warning: ") }
    #expect(warnings.count == 1, "\(damaged.stderr)")
    #expect(warnings.first?.contains("was ignored (") == true)
    #expect(warnings.first?.hasSuffix(") and removed") == true)
  }

  @Test("A FIFO planted as the cache is not waited on", arguments: ["fifo", "link"])
  func plantedCache(kind: String) throws {
    let cache = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let environment = ["XDG_CACHE_HOME": cache.path]
    _ = try shell("printf 'silkworm\\n' | \"$W\" solve --roots -", environment: environment)
    let plant = kind == "fifo" ? "rm \"$f\"; mkfifo \"$f\"" : "rm \"$f\"; ln -s /dev/zero \"$f\""
    let result = try shell(
      """
      for f in "$XDG_CACHE_HOME"/wordgame/lexicon-*.txt; do \(plant); done
      printf 'cat\\ncau\\n' | timeout 20 "$W" check
      """, environment: environment)
    #expect(result.status == 1)
    #expect(result.stdoutLines.first == "cat\tok\t3")
    #expect(result.stderr.contains("(it is not a regular file) and removed"))
  }

  /// `solve --roots`' line for silkworm.
  static let silkwormSummary = "silkworm\t37\t142\t42\t0\thard\n"

  @Test(
    "A FIFO or process substitution is opened and read once",
    arguments: [
      ("mkfifo ff; printf 'cat\\ndog\\n' > ff & \"$W\" check ff", "cat\tok\t3\ndog\tok\t3\n"),
      ("printf 'silkworm\\n' | \"$W\" solve --roots /dev/stdin", silkwormSummary),
      ("mkfifo ff; printf 'silkworm\\n' > ff & \"$W\" solve --roots ff", silkwormSummary),
      ("\"$W\" solve --roots <(printf 'silkworm\\n')", silkwormSummary),
    ])
  func readOnce(script: String, expected: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(
      URL(fileURLWithPath: "/bin/bash"),
      [
        "-c",
        "cd '\(folder.path)' && timeout 20 bash -c '\(script.replacingOccurrences(of: "'", with: "'\\''"))'",
      ],
      environment: testEnvironment(["W": try wordgameURL().path]))
    #expect(result.stdout == expected, "\(result.stderr)")
  }

  @Test("play --roots <(…) reads its list once; --roots - is refused: answers come on stdin")
  func playRoots() throws {
    let result = try run(
      URL(fileURLWithPath: "/bin/bash"),
      ["-c", "printf 'silk\\n:quit\\n' | \"$W\" play --roots <(printf 'silkworm\\n')"],
      environment: testEnvironment(["W": try wordgameURL().path]))
    #expect(result.stdoutLines.first == "Start word: silkworm", "\(result.stderr)")
    let dash = try wordgame(["play", "--roots", "-"])
    #expect(dash.status == 2)
    #expect(dash.stderr.hasPrefix("Error: play reads answers from standard input"))
  }

  @Test(
    "A saved round with escapes, punctuation or words it cannot spell is set aside, never shown raw",
    arguments: [
      "escapes in the start word", "punctuation in the start word", "escapes in the hint",
      "a word the start word cannot spell",
    ])
  func savedRound(damage: String) throws {
    let changes: [String: Any] =
      switch damage {
      case "escapes in the start word": ["startWord": "\u{1B}[2Jsilkworm\u{07}"]
      case "punctuation in the start word": ["startWord": "silk]2;worm"]
      case "escapes in the hint": ["hint": ["word": "\u{1B}]0;pwned\u{07}", "shownLetters": 1]]
      default: ["words": ["silk", "zebra"]]
      }
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let folder = home.appendingPathComponent("wordgame")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try roundJSON(changes).write(to: folder.appendingPathComponent("round.json"))
    let result = try wordgame(["play"], input: ":hint\n:quit\n", environment: environment)
    #expect(result.status == 0)
    #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"))
    #expect(!result.stdout.contains("Resuming"))
    #expect(result.stdoutLines.first?.hasPrefix("Start word: ") == true)
    #expect(result.stderr.hasPrefix("Warning: "), "\(result.stderr)")
  }
}
