// What `wordgame check --json --root WORD` prints, from the library alone: an
// app drives the same game the command line does.
//
//   swift run verdicts-example --dict fr --root élevées < answers.txt
import WordScramble

/// The value after `flag` in the arguments, if given.
func argument(_ flag: String) -> String? {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else {
    return nil
  }
  return arguments[index + 1]
}

/// One line of `check --json` for `judgement` of the answer shown as `word`.
func jsonLine(_ judgement: Judgement, shown word: String) -> String {
  var object = JSONObject()
  object.add("word", word)
  switch judgement.verdict {
  case .accepted(_, let points):
    object.add("ok", true)
    object.add("points", points)
    if judgement.isBonus { object.add("bonus", true) }
    if judgement.usesEveryLetter { object.add("allLetters", true) }
    if let spelling = judgement.spelling { object.add("spelling", spelling) }
  case .rejected(_, let error):
    object.add("ok", false)
    object.add("code", error.code)
    object.add("title", error.title)
    object.add("message", error.message)
  }
  return object.line
}

/// Plays every line of standard input as an answer in one round; the
/// example imports nothing but the library, so a failure is told, not an
/// exit status.
func run(root: String) throws {
  var options = GameLanguage.Options()
  options.wordList = .lookups(root: root, large: false)  // what `check` lists
  let language = try GameLanguage.open(argument("--dict") ?? "en_US", options: options)
  try language.checkStartWord(root)
  var round = language.round(
    startWord: root, minimumLength: argument("--min-length").flatMap { Int($0) } ?? 3)
  while let line = readLine() {
    let shown = Normalization.answer(line)
    guard !shown.isEmpty, let verdict = round.submit(line) else { continue }
    var judgement = round.judgement(of: verdict)
    // A message names the start word as the dictionary writes it (`Fußballs`).
    if case .rejected(let word, let error) = verdict {
      judgement.verdict = .rejected(word: word, error: round.shown(error))
    }
    print(jsonLine(judgement, shown: shown), terminator: "")
  }
}

if let root = argument("--root") {
  do { try run(root: root) } catch { print("Error: \(error)") }
} else {
  print("usage: verdicts-example [--dict NAME] --root WORD [--min-length N] < answers")
}
