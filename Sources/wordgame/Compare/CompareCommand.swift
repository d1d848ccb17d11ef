import CommandLineOptions
import WordScramble

/// `wordgame compare`: who found what, from two to eight players' result codes.
struct CompareCommand: Subcommand {
  static let name = "compare"
  static let abstract = "Compare challenge result codes: who found what."
  static let discussion = """
    Each player of a challenge (play --challenge CODE, or any round's :challenge)
    gets a result code (R1-…) at the end of the round. Give two to eight of them:
    the words everyone found, those only one player found, those nobody found,
    and each player's score. The round is solved again here, with its dictionary.
    """
  static let arguments = [
    Argument(name: "code", help: "A result code (R1-…), as the end of a round shows it.")
  ]
  static let options = [CommonOptions.required, CommonOptions.block, CommonOptions.personal]

  var results: [ChallengeResult]
  var requiredFile: String?
  var blockFile: String?
  var personalFile: String?

  init(parsed: ParsedArguments) throws(UsageError) {
    // Each code is read first: a challenge code or a mistyped one given
    // alone is told what it is, not only that one is too few.
    results = []
    let codes = parsed.positionals
    for (index, code) in codes.enumerated() {
      do throws(ChallengeError) {
        results.append(try ChallengeResult(code: code))
      } catch {
        let reason = error.description(in: messages)
        guard codes.count > 1 else {
          // Translators: a code given on the command line, then why it cannot
          // be read (after "Error: "); a catalog may put the code elsewhere.
          throw UsageError(
            context: "a code on the command line, then why it cannot be read", "%s: %s", code,
            reason: reason)
        }
        // Translators: one code of several given on the command line (codes
        // look alike at their start, and a long one is cut): its place (2),
        // how many were given (3), the code, then why it cannot be read.
        throw UsageError(
          context: "one of several codes on the command line, then why it cannot be read",
          "code %s of %s (%s): %s", String(index + 1), String(codes.count), code, reason: reason)
      }
    }
    switch results.count {
    case 2...8: break
    case 0: throw UsageError("Give two to eight result codes to compare (none given)")
    case 1: throw UsageError("Give two to eight result codes to compare (only one given)")
    default:
      throw UsageError(
        "Give two to eight result codes to compare, not %s", String(results.count))
    }
    requiredFile = parsed.text(CommonOptions.required)
    blockFile = parsed.text(CommonOptions.block)
    personalFile = parsed.text(CommonOptions.personal)
  }

  func run() -> Int32 {
    let challenge = results[0].challenge
    guard
      let language = Languages.open(
        challenge.dictionary, need: .rounds(on: [challenge.startWord], drawing: false),
        exactLetters: challenge.exactLetters, requiredFile: requiredFile, blockFile: blockFile,
        personalFile: personalFile, allowsVulgarWords: challenge.allowsVulgarWords,
        environment: ChallengePlay.environment(SystemFiles.environment))
    else { return ExitStatus.couldNotRun }
    do throws(ChallengeError) {
      let comparison = try language.comparison(of: results)
      let numbers = results.indices.map { $0 + 1 }
      let names = numbers.map { ComparisonText.defaultName($0) }
      let namesInSentence = numbers.map { ComparisonText.defaultName($0, at: .inSentence) }
      let namesAfterOnly = numbers.map { ComparisonText.defaultName($0, at: .afterOnly) }
      // Broken to the terminal's width as :compare's lines are: a list
      // continues under its first word, never cut inside a word.
      return Output.printLaidOut(
        ComparisonText.lines(
          comparison, names: names, namesInSentence: namesInSentence,
          namesAfterOnly: namesAfterOnly),
        to: StandardStreams.current.output,
        screenReader: false)
    } catch {
      printError(WordGame.errorLine(error.description(in: messages)))
      return ExitStatus.couldNotRun
    }
  }
}
