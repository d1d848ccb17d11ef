#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WordScramble

/// `play --players N`: opens the round every player of the party plays.
extension PlayCommand {
  /// Plays `party` in `world`: a round on one start word (`--root`, a
  /// challenge's or drawn), a turn each, then who found what; the exit status.
  /// Nothing is saved or counted in the statistics.
  func play(_ party: Party, in world: PlayWorld) -> Int32 {
    var options = savedOptions
    // Nothing of a party is saved: its lists are not kept.
    guard let (texts, list) = Self.readLists(&options, keepingIn: nil) else {
      return ExitStatus.couldNotRun
    }
    let dictionaryName = dictionary ?? Languages.defaultDictionary(world.environment)
    let rounds = [root].compactMap { $0 } + WordListNeed.lines(ofList: list ?? [])
    guard let language = open(dictionaryName, options, texts, rounds, world.environment),
      var source = source(
        language, options: options, list: list, resuming: false, today: world.today)
    else { return ExitStatus.couldNotRun }
    if !challengeListsFit(options, texts) { return ExitStatus.couldNotRun }
    let solver = language.solver()
    if let root = source.fixedRoot,
      let problem = GameLanguageError.unsolvable(root, solver: solver, minimumLength: minimumLength)
    {
      Languages.report(problem)
      return ExitStatus.couldNotRun
    }
    // One seed for every turn: the same letters in the same order, the same hints.
    let identity = PlaySession.Identity(
      dictionary: dictionaryName, seed: seed ?? UInt64.random(in: .min ... .max), options: options)
    guard var first = session(resuming: nil, source: source, solver: solver, identity: identity)
    else { return ExitStatus.couldNotRun }
    prepareChallenge(&first, language, options, texts)
    guard let challenge = first.roundChallenge else { return ExitStatus.couldNotRun }
    source.fixedRoot = first.game.round.startWord
    let turns = party.names.compactMap { _ in
      try? PlaySession(
        source: source, solver: solver, minimumLength: minimumLength, identity: identity)
    }
    guard turns.count == party.names.count else { return ExitStatus.couldNotRun }
    var style = world.style ?? TerminalStyle.detect(environment: world.environment)
    if ScreenReader.isOn(option: asksScreenReader, environment: world.environment) {
      style.readScreen()
    }
    let output = Output(descriptor: world.output)
    // A party keeps no history: Up recalls no player's words.
    var reader: any LineReader =
      world.reader
      ?? (style.editsLines
        ? EditLineReader(history: InputHistory(folder: nil))
        : PlainLineReader(
          descriptor: StandardStreams.current.input, showsPrompt: style.isInteractive,
          output: output))
    // The process's own signals are caught only when it reads its own input.
    if world.reader == nil && StandardStreams.current.isTheProcessOwn { Signals.catchInterrupts() }
    var loop = PartyLoop(
      party: party, challenge: challenge, style: style, clock: world.clock, output: output)
    return loop.run(
      turns.map { turn in
        var turn = turn
        turn.challenge = challenge
        turn.playsChallenge = true
        turn.savesRounds = false
        turn.definitions = world.definitions
        turn.isInteractive = style.isInteractive
        turn.hasNoLineEditing = style.isInteractive && !style.editsLines
        turn.screenReader = style.screenReader
        return turn
      }, reader: &reader)
  }
}
