import CommandLineOptions
import WordScramble

/// What `wordgame play --help` says after its options: the commands, how
/// play goes, and the colours and screen-reader mode.
extension PlayCommand {
  static var sections: String { sections(in: .english) }

  static func sections(in messages: MessageCatalog) -> String {
    messages("COMMANDS (type them instead of a word):") + "\n"
      + PlayCommandWord.allCases.map { HelpText.row(":" + $0.rawValue, $0.summary(in: messages)) }
      .joined() + "\n" + messages(playing) + "\n\n" + accessibility(in: messages)
  }

  /// How play goes, after its commands in `--help`.
  static let playing = """
    On a terminal you get line editing, history (Up, Ctrl-R) and color (not with
    NO_COLOR or TERM=dumb). Piped input gives one plain line per answer.
    After each word: the score and words found of the round's required total, and
    the rank when it changes (ten steps by the share of points; the top one,
    Perfect, for finding every required word, which also starts the next round).
    A bonus word (accepted, not required) scores apart; a hint costs one point.
    Ctrl-D or :quit ends the game showing the words missed and the summary
    (exit 0). Ctrl-C clears a half-typed answer; on an empty line it (or SIGTERM,
    or a closed terminal) leaves the round unfinished: it is saved after every
    word, and the next 'wordgame' with the same options resumes it (exit 130, or
    128 + the signal). Rounds and statistics are kept in $XDG_STATE_HOME/wordgame
    (default ~/.local/state/wordgame).
    With --time every round lasts that long: the prompt counts down (1:05 > ), and
    at zero the round ends, even mid-word (that word is not judged), with "Time's
    up!" and the words missed; Enter then begins a new round. Piped, the game ends
    there (exit 0) and no line read after is judged. A timed round left with
    Ctrl-C resumes with the time it had left, and Ctrl-Z stops the clock too;
    'wordgame stats' keeps the best timed rounds apart, by length.
    """

  /// The palette and screen-reader mode, after how play goes.
  static func accessibility(in messages: MessageCatalog) -> String {
    messages(
      """
      The colors are a pair that color-blind players can tell apart: bold blue for
      an accepted answer, orange (yellow with 8 or 16 colors) for a rejected one.
      With --screen-reader, WORDGAME_SCREEN_READER=1 or ACCESSIBLE=1 the game suits
      screen readers (Orca, Speakup) and braille displays: nothing is redrawn in
      place (the terminal's own line editing, without history; the time left is
      said at each minute, at 30 and at 10 seconds, not counted down in the
      prompt), :grid and hints are said in words, and verdicts have no marks.
      """) + "\n"
      + messages(
        """
        With --screen-reader, Ctrl-C clears the line; a second Ctrl-C in a row
        leaves the round.
        """)
  }
}
