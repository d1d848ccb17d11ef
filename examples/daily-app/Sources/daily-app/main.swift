// A daily round played as an app plays it, through WordScramble's public API
// only: open a language, take the day's puzzle, play it, count it, share it,
// save and restore it.
//
//   daily-app --dict fr --date 2026-12-04 [--today 2026-12-04] [--state FOLDER] < answers
//   daily-app --dict fr --reopen 100   (opens the language 100 times, as a view
//                                       model made anew would: prints `grew KB`)
//
// Prints `ready SECONDS` when the first prompt could be shown (the language
// opened, the puzzle's game made), then `start WORD`, a line a verdict, and at
// the end `share LINE`, `number N` (the puzzle's), `streak N` (the dictionary's
// own daily streak), `played N` (its dailies played to their end) and
// `restored true|false`.
import Foundation
import WordScramble

func argument(_ name: String) -> String? {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

/// The process's resident memory in KiB (Linux), or 0.
func residentKiB() -> Int {
  let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
  let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
  return line.flatMap { Int($0.split(separator: " ")[1]) } ?? 0
}

/// Opens and drops the language `count` times after a first opening; prints
/// how much the resident memory grew.
func reopen(_ count: Int) throws {
  let name = argument("--dict") ?? "en_US"
  func openAndPlay() throws {
    let language = try GameLanguage.open(name)
    _ = try language.game(for: try language.dailyPuzzle(on: CalendarDate(dayNumber: 20_000)))
  }
  try openAndPlay()
  let before = residentKiB()
  for _ in 0..<count { try openAndPlay() }
  print("grew \(residentKiB() - before) KB")
}

func play() throws {
  if let count = argument("--reopen").flatMap(Int.init) { return try reopen(count) }
  let started = Date()
  guard let date = CalendarDate(argument("--date") ?? "") else {
    print("usage: daily-app --dict NAME --date YYYY-MM-DD [--today YYYY-MM-DD] [--state FOLDER]")
    exit(2)
  }
  let today = argument("--today").flatMap(CalendarDate.init) ?? .today()
  let language = try GameLanguage.open(argument("--dict") ?? "en_US")
  let puzzle = try language.dailyPuzzle(on: date, today: today)
  let store = argument("--state").map { StateStore(folder: $0) }
  if let store, let done = puzzle.result(in: store.loadStatistics().statistics) {
    print("played already")
    print("share \(done.shareLine())")
    return
  }
  var game = try language.game(for: puzzle)
  print("ready \(String(format: "%.3f", Date().timeIntervalSince(started)))")
  print("start \(game.round.startWordSpelling ?? "")")
  var shuffler = SystemRandomNumberGenerator()
  print("letters \(game.round.shuffledTiles(using: &shuffler).joined(separator: " "))")
  while let line = readLine() {
    guard let judgement = game.submit(line) else { continue }
    print(judgement.isAccepted ? "accepted \(line)" : "rejected \(line)")
  }
  // Saved and restored as an app keeps a game between launches.
  let saved = try JSONEncoder().encode(game)
  let decoder = JSONDecoder()
  decoder.userInfo = language.restoringInfo
  let restored = try decoder.decode(Game.self, from: saved)
  var statistics = Statistics()
  if let store {
    if let outcome = puzzle.outcome(of: game, finished: true) {
      try store.endRound(id: nil, removing: false) { $0.record(outcome) }
    }
    statistics = store.loadStatistics().statistics
  } else if let outcome = puzzle.outcome(of: game, finished: true) {
    statistics.record(outcome)
  }
  print("share \(puzzle.result(of: game).shareLine())")
  print("number \(puzzle.number.map(String.init) ?? "none")")
  // Each dictionary's daily puzzle has a streak of its own.
  let own = statistics.statistics(ofDictionary: puzzle.dictionary)
  print("streak \(own.dailyStreak(asOf: today))")
  print("played \(own.dailiesPlayed)")
  print("restored \(restored == game)")
}

do {
  try play()
} catch {
  print("Error: \(error)")
  exit(1)
}
