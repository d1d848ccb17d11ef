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
}
