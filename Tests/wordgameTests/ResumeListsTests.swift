import Foundation
import Testing

/// Writes `text` into the FIFO at `path` once a reader opens it (in the background).
private func feed(fifo path: String, _ text: String) {
  #expect(mkfifo(path, 0o644) == 0)
  DispatchQueue.global().async {
    guard let handle = FileHandle(forWritingAtPath: path) else { return }
    try? handle.write(contentsOf: Data(text.utf8))
    try? handle.close()
  }
}

@Suite("A round keeps its lists: it resumes after a pipe is drained or a file is gone")
struct ResumeListsTests {
  @Test(
    "A round started on FIFOs or on files removed since resumes on the lists it started with",
    arguments: ["fifo", "removed"])
  func resumeWithoutTheFiles(kind: String) throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let roots = folder.appendingPathComponent("roots").path
    let required = folder.appendingPathComponent("required").path
    let block = folder.appendingPathComponent("block").path
    let personal = folder.appendingPathComponent("personal").path
    let lists = [
      (roots, "silkworm\n"), (required, "silk\nworm\n"), (block, "milk\n"), (personal, "rilks\n"),
    ]
    for (path, text) in lists {
      if kind == "fifo" {
        feed(fifo: path, text)
      } else {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
      }
    }
    try leaveUnfinished(
      ["play", "--roots", roots, "--required", required, "--block", block, "--personal", personal],
      environment: environment)
    // A FIFO left without a writer would hang a game that read it again; a
    // removed file (or a folder in its place) would stop it.
    for (path, _) in lists {
      try FileManager.default.removeItem(atPath: path)
      if kind == "removed" {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      }
    }
    let resumed = try shell(
      "printf 'silk\\nmilk\\nrilks\\n:new\\n:quit\\n' | timeout 20 \"$W\" play",
      environment: environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stderr == "")
    let lines = resumed.stdoutLines
    #expect(lines.first == "Resuming your unfinished round.")
    #expect(
      lines.filter { $0 == "Start word: silkworm" }.count == 2, "the next round, from --roots")
    #expect(lines.filter { $0.hasPrefix("Find 2 words worth 8 points") }.count == 2)
    #expect(lines.contains { $0.hasPrefix("silk: +4 points") })
    #expect(lines.contains { $0.hasPrefix("milk: Word left out") })
    #expect(lines.contains { $0.hasPrefix("rilks: +") && $0.contains("bonus") })
  }

  @Test("Lists too large to keep: a note at the start, and a clear error if they are gone")
  func tooLargeToKeep() throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let roots = folder.appendingPathComponent("roots.txt").path
    // 3 MiB: over the 2 MiB a round keeps.
    try String(repeating: "silkworm\n", count: 350_000).write(
      toFile: roots, atomically: true, encoding: .utf8)
    let game = try RunningGame(["play", "--roots", roots], environment: environment)
    game.type("zzz\n")
    #expect(game.readUntil("zzz: "))
    #expect(game.stop(with: SIGTERM))
    try FileManager.default.removeItem(atPath: roots)
    let resumed = try shell(
      "printf ':quit\\n' | timeout 20 \"$W\" play --roots '\(roots)' 2>&1 >/dev/null",
      environment: environment)
    #expect(resumed.status == 2)
    #expect(resumed.stdout == "Error: cannot read the start words at '\(roots)'\n")
    let started = try shell(
      "yes silkworm 2>/dev/null | head -c 2999997 > '\(roots)'; \"$W\" play --roots '\(roots)' </dev/null",
      environment: environment)
    #expect(
      started.stderr.hasPrefix(
        "Note: the lists given are too large to keep with the round: it resumes only while they can be read again.\n"
      ), "\(started.stderr)")
  }
}
