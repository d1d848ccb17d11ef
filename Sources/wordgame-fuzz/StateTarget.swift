// The `state` fuzz target: bytes as round.json and as statistics.json. A value
// that decodes and passes the range checks must be usable without a trap: the
// game restored from it scores and ranks, its outcome is recorded, and it
// encodes to JSON that decodes to the same value.
import WordScramble

func fuzzState(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let saved = StateStore.decode(SavedRound.self, from: bytes), saved.isValid {
    guard let encoded = StateStore.encode(saved),
      StateStore.decode(SavedRound.self, from: encoded) == saved
    else { fatalError("a valid round does not survive saving") }
    var statistics = Statistics()
    if let game = saved.uncheckedGame(dictionary: WordSetChecker(saved.words), tiers: .unrestricted)
    {
      _ = (game.score, game.bonusScore, game.rank, game.missedWordsByLength, game.isComplete)
      statistics.record(Statistics.Outcome(game: game, finished: true))
    }
    guard statistics.isValid else { fatalError("recording a valid round broke the statistics") }
  }
  if var statistics = StateStore.decode(Statistics.self, from: bytes), statistics.isValid {
    for rank in [Rank.perfect, .beginner] {
      statistics.record(
        Statistics.Outcome(
          finished: true, words: ["a"], score: Int.max, possiblePoints: 1, rank: rank))
    }
    guard statistics.isValid else { fatalError("recording broke valid statistics") }
  }
  return 0
}
