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

  @Test(
    "A large list from <(…) is kept in the state folder: the resume never reads /dev/fd/63 again"
  )
  func largeListFromAPipe() throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 3 MB: over the 2 MiB round.json keeps. Started and stopped (SIGTERM) in bash.
    let started = try bash(
      """
      mkfifo answers
      "$W" play --root silkworm --required <(yes silk | head -c 3000000) <answers >out 2>err &
      game=$!
      exec 3>answers
      printf 'zzz\n' >&3
      for i in $(seq 200); do grep -q 'zzz: ' out && break; sleep 0.05; done
      kill -TERM $game; wait $game; cat err
      """, in: folder, environment: environment)
    #expect(started.stdout == "", "no note, no warning: \(started.stdout)")
    let saved = try String(
      contentsOf: home.appendingPathComponent("wordgame/round.json"), encoding: .utf8)
    #expect(saved.contains(#""required" : "\/dev\/fd\/"#))
    // The answers come through /dev/fd/63 now: read as the list, they were lost.
    let resumed = try bash(
      #""$W" play < <(printf 'worm\nsilk\n:quit\n')"#, in: folder, environment: environment)
    #expect(resumed.stderr == "")
    let lines = resumed.stdoutLines
    #expect(lines.first == "Resuming your unfinished round.")
    #expect(lines.contains { $0.hasPrefix("Find 1 word worth 4 points") })
    #expect(lines.contains { $0.hasPrefix("worm: +4 points, bonus word") })
    #expect(lines.contains { $0.hasPrefix("silk: +4 points") })
    #expect(resumed.status == 0)
  }

  /// A round on silkworm left unfinished with a `--required` list over 2 MiB
  /// (kept by a copy, not in round.json): the list's folder and path.
  static func unfinishedOnLargeList(environment: [String: String]) throws -> (URL, String) {
    let folder = try temporaryFolder()
    let list = folder.appendingPathComponent("required.txt").path
    try String(repeating: "silk\n", count: 700_000).write(
      toFile: list, atomically: true, encoding: .utf8)
    try leaveUnfinished(
      ["play", "--root", "silkworm", "--required", list], environment: environment)
    return (folder, list)
  }

  @Test(
    "A large list file replaced by a FIFO, removed or rewritten: the round resumes on its copy",
    arguments: ["fifo", "removed", "rewritten"])
  func largeListReplaced(kind: String) throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let (folder, list) = try Self.unfinishedOnLargeList(environment: environment)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.removeItem(atPath: list)
    switch kind {
    case "fifo": #expect(mkfifo(list, 0o644) == 0)
    case "rewritten": try "worm\nmilk\n".write(toFile: list, atomically: true, encoding: .utf8)
    default: break
    }
    let resumed = try shell(
      "printf 'silk\\n:quit\\n' | timeout 20 \"$W\" play --required '\(list)'",
      environment: environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stderr == "")
    let lines = resumed.stdoutLines
    #expect(lines.first == "Resuming your unfinished round.")
    #expect(lines.contains { $0.hasPrefix("Find 1 word worth 4 points") })
    #expect(lines.contains { $0.hasPrefix("silk: +4 points") })
  }

  @Test(
    "A round.json naming a list it did not keep is set aside, never read from that path",
    arguments: ["/dev/stdin", "/proc/self/fd/0", "/etc/passwd", "list.txt"])
  func craftedListPath(path: String) throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "root:x:0:0\nsilk\n".write(
      to: folder.appendingPathComponent("list.txt"), atomically: true, encoding: .utf8)
    let state = home.appendingPathComponent("wordgame")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    try roundJSON(["options": ["required": path]]).write(
      to: state.appendingPathComponent("round.json"))
    let resumed = try shell(
      "cd '\(folder.path)' && printf 'root\\nsilk\\n:quit\\n' | timeout 20 \"$W\" play --root silkworm",
      environment: environment)
    #expect(resumed.status == 0)
    let warning = try #require(resumed.stderr.split(separator: "\n").first.map(String.init))
    #expect(
      warning.hasPrefix(
        "Warning: your unfinished round on 'silkworm' cannot be resumed: its list '\(path)' was not kept with it; it was moved to '\(state.path)/round.json.unreadable-"
      ), "\(resumed.stderr)")
    #expect(warning.hasSuffix("'; starting a new round"))
    #expect(resumed.stderr.split(separator: "\n").count == 1, "nothing of the file said")
    #expect(resumed.stdoutLines.first == "Start word: silkworm")
    #expect(resumed.stdoutLines.contains { $0.hasPrefix("silk: +4 points") })
    let names = try FileManager.default.contentsOfDirectory(atPath: state.path)
    #expect(names.contains { $0.hasPrefix("round.json.unreadable-") }, "kept, not deleted")
  }

  @Test(
    "A kept copy removed, changed, replaced by a FIFO or a link: the round is set aside, no wait",
    arguments: ["removed", "changed", "fifo", "link"])
  func damagedCopy(kind: String) throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let (folder, list) = try Self.unfinishedOnLargeList(environment: environment)
    defer { try? FileManager.default.removeItem(at: folder) }
    let lists = home.appendingPathComponent("wordgame/lists")
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: lists.path).first {
        $0.hasSuffix(".txt")
      })
    let copy = lists.appendingPathComponent(name).path
    try FileManager.default.removeItem(atPath: copy)
    switch kind {
    case "changed": try "silk\nworm\n".write(toFile: copy, atomically: true, encoding: .utf8)
    case "fifo": #expect(mkfifo(copy, 0o644) == 0)
    case "link": try FileManager.default.createSymbolicLink(atPath: copy, withDestinationPath: list)
    default: break
    }
    let resumed = try shell(
      "printf ':quit\\n' | timeout 20 \"$W\" play --root silkworm", environment: environment)
    #expect(resumed.status == 0)
    let said =
      kind == "removed"
      ? "the copy of its list '\(list)' is gone ('\(copy)')"
      : "the copy of its list '\(list)' ('\(copy)') is not the list it was started with"
    #expect(
      resumed.stderr.hasPrefix(
        "Warning: your unfinished round on 'silkworm' cannot be resumed: \(said); it was moved to '"
      ), "\(resumed.stderr)")
    #expect(resumed.stdoutLines.first == "Start word: silkworm")
  }
}

/// Runs `script` with bash (for `<(…)`) in `folder` under `timeout 30`, `$W` the binary.
private func bash(_ script: String, in folder: URL, environment: [String: String]) throws
  -> RunResult
{
  let file = folder.appendingPathComponent("script.bash")
  try ("cd '\(folder.path)'\n" + script + "\n").write(to: file, atomically: true, encoding: .utf8)
  return try shell("timeout 30 bash '\(file.path)'", environment: environment)
}
