import Foundation
import Testing

/// Runs `script` in `sh` with `wordgame` as `$W`, in the tests' environment.
private func shellRun(_ script: String, environment: [String: String] = [:]) throws -> RunResult {
  var extra = environment
  extra["W"] = try wordgameURL().path
  return try run(
    URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: testEnvironment(extra))
}

@Suite("The process and its environment: closed output and file-size limits are errors")
struct ProcessLimitTests {
  @Test(
    "With standard output closed, no verdict is lost silently: Bad file descriptor, exit 2",
    arguments: [
      "echo silk | \"$W\" check --root silkworm >&-",
      "echo silk | \"$W\" check --json >&-",
      "\"$W\" solve silkworm >&-",
      "\"$W\" why silk >&-",
    ])
  func closedOutput(_ script: String) throws {
    let result = try shellRun(script + "; echo \"status $?\" >&2")
    #expect(result.stderr.contains("Bad file descriptor"), "\(result.stderr)")
    #expect(result.stderr.hasSuffix("status 2\n"), "\(result.stderr)")
  }

  @Test("Past ulimit -f, output is a write error (exit 2), not a kill by SIGXFSZ")
  func fileSizeLimitOnOutput() throws {
    let folder = try temporaryFolder()
    let result = try shellRun(
      "ulimit -f 4; yes silk | head -c 200000 | \"$W\" check --root silkworm > \"$OUT\"; "
        + "echo \"status $?\" >&2",
      environment: ["OUT": folder.appendingPathComponent("out.txt").path])
    #expect(result.stderr.contains("Error: cannot write the results: File too large"))
    #expect(result.stderr.hasSuffix("status 2\n"), "\(result.stderr)")
  }

  @Test("Past ulimit -f, a cache that cannot be written is not fatal: the answers come on a pipe")
  func fileSizeLimitOnCache() throws {
    let cache = try temporaryFolder()
    let result = try shellRun(
      "ulimit -f 1; { \"$W\" solve --dict de_DE Hausfrau; echo \"status $?\" >&2; } | cat",
      environment: ["XDG_CACHE_HOME": cache.path])
    #expect(result.stdout.contains("Haus"), "\(result.stdout)")
    #expect(result.stderr.hasSuffix("status 0\n"), "\(result.stderr)")
  }

  @Test(
    "A folder planted as the cache's .seal-key: the word list is not cached, and a warning says why"
  )
  func sealKeyFolder() throws {
    let cache = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let planted = cache.appendingPathComponent("wordgame/.seal-key")
    try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
    // Over 1 MiB of input: check builds the word list and would keep it.
    let input = String(repeating: "silk\n", count: 220_000)
    let result = try wordgame(["check"], input: input, environment: ["XDG_CACHE_HOME": cache.path])
    #expect(result.stdout.hasPrefix("silk\tok\t4\n"))
    #expect(
      result.stderr.hasPrefix(
        "Warning: cannot cache the word list at '\(cache.path)/wordgame/lexicon-")
        && result.stderr.contains(
          "': its folder cannot keep the key it is sealed with (.seal-key)\n"),
      "\(result.stderr)")
    let kept = try FileManager.default.contentsOfDirectory(
      atPath: planted.deletingLastPathComponent().path)
    #expect(!kept.contains { $0.hasPrefix("lexicon-") }, "\(kept)")
  }
}

@Suite("A missing or relative HOME is never created or written into; reading writes nothing")
struct HomeFolderTests {
  /// Runs `wordgame ARGUMENTS` in `folder` with `HOME` set to `home` and no
  /// XDG folders, feeding `input`.
  private func play(_ arguments: String, home: String, in folder: URL, input: String = "")
    throws -> RunResult
  {
    try run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "cd \"$DIR\" && printf \"$INPUT\" | HOME=\"$H\" \"$W\" \(arguments)"],
      environment: [
        "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "W": try wordgameURL().path, "H": home,
        "DIR": folder.path, "INPUT": input,
      ])
  }

  @Test(
    "HOME missing or relative: play, check, why and stats run and leave no folder behind",
    arguments: ["/nonexistent-wordgame-test", "relative-home"])
  func unusableHome(home: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let commands = [
      ("--root silkworm --new", "silk\\n:quit\\n"), ("check --root silkworm", "silk\\n"),
      ("why silk", ""), ("stats", ""),
    ]
    for (arguments, input) in commands {
      let result = try play(arguments, home: home, in: folder, input: input)
      #expect(result.status == 0 || arguments == "stats", "\(arguments): \(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: home.hasPrefix("/") ? home : "/" + home))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("stats with a home that has no state folder yet shows zeros and writes nothing")
  func readOnlyStats() throws {
    let home = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    for arguments in ["stats", "stats --json"] {
      let result = try play(arguments, home: home.path, in: home)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }
  }
}
