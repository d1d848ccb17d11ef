import Foundation
import Testing

/// What a run of the `wordgame` binary showed.
struct RunResult {
  var stdout: String
  var stderr: String
  var status: Int32
  var stdoutLines: [String] {
    stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}

/// The built `wordgame` binary, beside the test bundle.
func wordgameURL() throws -> URL {
  var folder = Bundle.main.bundleURL
  if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
  let url = folder.appendingPathComponent("wordgame")
  try #require(FileManager.default.isExecutableFile(atPath: url.path), "no wordgame at \(url.path)")
  return url
}

/// A lexicon cache shared by every run in this test process, warmed once (the
/// first build of the en_US word list takes seconds in a debug build), so runs
/// in parallel do not each build it. Never the user's own cache.
let sharedCacheHome: String = {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("wordgame-tests-cache-\(UUID().uuidString)").path
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  if let url = try? wordgameURL() {
    let process = Process()
    process.executableURL = url
    process.arguments = ["solve", "silkworm"]
    process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": folder]) {
      $1
    }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
    process.waitUntilExit()
  }
  return folder
}()

/// The environment every run gets: the shared cache, no colour settings of the caller's.
func testEnvironment(_ extra: [String: String]) -> [String: String] {
  var environment = ProcessInfo.processInfo.environment
  environment["XDG_CACHE_HOME"] = sharedCacheHome
  environment.removeValue(forKey: "NO_COLOR")
  environment.merge(extra) { $1 }
  return environment
}

/// Runs `wordgame` with `arguments`, feeding `input` on standard input.
///
/// Input, output and error go through temporary files, so no pipe can fill up
/// and hang the test.
func wordgame(
  _ arguments: [String], input: [UInt8] = [], environment: [String: String] = [:]
) throws -> RunResult {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("wordgame-run-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let inURL = folder.appendingPathComponent("stdin")
  let outURL = folder.appendingPathComponent("stdout")
  let errURL = folder.appendingPathComponent("stderr")
  try Data(input).write(to: inURL)
  try Data().write(to: outURL)
  try Data().write(to: errURL)

  let process = Process()
  process.executableURL = try wordgameURL()
  process.arguments = arguments
  process.environment = testEnvironment(environment)
  process.standardInput = try FileHandle(forReadingFrom: inURL)
  process.standardOutput = try FileHandle(forWritingTo: outURL)
  process.standardError = try FileHandle(forWritingTo: errURL)
  try process.run()
  process.waitUntilExit()
  return RunResult(
    stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
    stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
    status: process.terminationStatus)
}

/// Runs `wordgame` with text on standard input.
func wordgame(_ arguments: [String], input: String, environment: [String: String] = [:]) throws
  -> RunResult
{
  try wordgame(arguments, input: Array(input.utf8), environment: environment)
}

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("wordgame-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
