import CommandLineOptions
import WordScramble

/// `wordgame why WORD…`: a word's tier and the evidence that decided it.
struct WhyCommand: Subcommand {
  static let name = "why"
  static let abstract = "Say why a word is required, bonus or not accepted."
  static let json = Option(
    name: "json",
    help:
      "JSON Lines: one object per word, with its verdict, reasons, spelling, lemma, standing and threshold."
  )
  static let arguments = [Argument(name: "word", help: "A word to explain.")]
  static let options = WordListOptions.all + [json]
  static let sections = """
    Each word's tier as a round of the dictionary gives it (required, bonus,
    blocked, not recognized), then what decided: the list it is on, what the
    sources tag it as (a name, an abbreviation, a foreign word…), its lemma and
    its family's frequency (zipf: 3 is once in a million words) against the
    language's threshold. The evidence ships with the game (scripts/
    make-required-lists); the frequencies are wordfreq's (CC BY-SA 4.0).

    EXIT STATUS:
      0 every word accepted (required or bonus), 1 at least one blocked or not
      recognized, 2 could not run.
    """

  var words: [String]
  var lists: WordListOptions
  var asJSON: Bool

  init(parsed: ParsedArguments) throws(UsageError) {
    words = parsed.positionals
    if words.isEmpty { throw UsageError("Missing word: give one or more words to explain") }
    lists = WordListOptions(parsed)
    asJSON = parsed.has(Self.json)
  }

  func run() -> Int32 {
    guard
      let language = lists.open(need: .lookups(root: nil, large: false))
    else { return ExitStatus.couldNotRun }
    let explainer = language.explainer()
    let output = Output(descriptor: StandardStreams.current.output)
    var status = ExitStatus.success
    // On a terminal, a reason longer than it is wide is broken at spaces
    // (not for a screen reader, which reads a line whole).
    let width =
      asJSON || ScreenReader.isOn(option: false, environment: SystemFiles.environment)
      ? nil : TerminalStyle.terminalColumns(1)
    do throws(OutputError) {
      for word in words {
        let explanation = explainer.explain(word)
        status = max(status, Self.status(of: explanation.verdict))
        let text =
          asJSON
          ? Self.json(explanation) : Self.text(explanation, typed: word, in: language)
        try output.write(TerminalStyle.wrapLines(text, width: width))
        // Each word is shown as soon as it is explained: 20,000 words stream.
        try output.flush()
      }
    } catch {
      return ExitStatus.of(error, writing: messages("to standard output"))
    }
    return status
  }

  /// The exit status a word's verdict asks for: 1 for a word not accepted,
  /// 2 for one the dictionary failed on (as `check` has them).
  static func status(of verdict: WordExplanation.Verdict) -> Int32 {
    switch verdict {
    case .required, .bonus: ExitStatus.success
    case .blocked, .notRecognized, .rejected: ExitStatus.rejected
    case .dictionaryError: ExitStatus.couldNotRun
    }
  }

  /// What `why` prints for `typed`, explained as `explanation`, in `language`:
  /// its letters counted as a round of the language counts them.
  static func text(
    _ explanation: WordExplanation, typed: String, in language: GameLanguage
  ) -> String {
    text(
      explanation, typed: typed, dictionary: language.name,
      letters: Normalization.letterCount(language.key(typed)))
  }

  /// The text of one explanation: a headline, then a line for each reason
  /// and for the evidence. The word is shown as the dictionary spells it
  /// (`Hafen`), else as `typed` (`Arsch`, `Amsterdam`), never lower-cased.
  /// `letters`: how many letters a round counts in the word (its key's:
  /// German `aß` has three, as `ass`), by default as it is written.
  static func text(
    _ explanation: WordExplanation, typed: String, dictionary: String, letters: Int? = nil
  ) -> String {
    let asTyped = Normalization.typed(typed)
    let shown = Escaping.forDisplay(
      explanation.spelling
        ?? (Normalization.answer(asTyped) == explanation.word ? asTyped : explanation.word))
    let verdict: String =
      switch explanation.verdict {
      case .required: messages("required answer")
      case .bonus: messages("bonus word")
      case .blocked: messages("blocked")
      case .notRecognized: messages("not recognized")
      case .dictionaryError: WordError.dictionaryError("").title(in: messages)
      case .rejected: ruleTitle(explanation) ?? messages("not recognized")
      }
    var lines = [messages("%s: %s", shown, verdict)]
    lines += explanation.reasons.map { reason in
      // A word promoted though the lists count it often enough (a city's
      // frequency on `paris`, Portuguese `vi`): not one they "missed".
      if case .editor("promote", _) = reason, let standing = explanation.standing,
        let threshold = explanation.threshold, standing >= threshold
      {
        return "  " + editor("keep", "")
      }
      return "  " + Self.reason(reason, dictionary: dictionary, word: explanation.word)
    }
    if let lemma = explanation.lemma {
      lines.append("  " + messages("Lemma (dictionary form): %s", Escaping.forDisplay(lemma)))
    }
    if let standing = explanation.standing {
      let number = decimal(standing, in: messages)
      // A required word below the threshold is on a list that needs less (English
      // words of SCOWL's common lists): no threshold it seems to miss is shown.
      // Nor is one where frequency did not decide: an editor, a list the player
      // gave, or a block did.
      let decidedOtherwise =
        explanation.verdict == .blocked
        || explanation.reasons.contains { reason in
          switch reason {
          case .editor, .givenRequiredList, .notOnGivenRequiredList, .allowedVulgar,
            .givenBlockList, .shape, .tagged:
            true
          default: false
          }
        }
      let threshold = explanation.threshold.flatMap {
        decidedOtherwise || explanation.verdict == .required && standing < $0 ? nil : $0
      }
      lines.append(
        "  "
          + (threshold.map {
            messages(
              "Frequency: zipf %s (its family's; required from %s)", number,
              decimal($0, in: messages))
          } ?? messages("Frequency: zipf %s (its family's)", number)))
    }
    // An answer of fewer letters than a round asks for by default is one
    // only with --min-length: said, so the verdict is not taken for a round's.
    if explanation.verdict == .required || explanation.verdict == .bonus,
      letters ?? Normalization.letterCount(explanation.word) < 3
    {
      lines.append(
        "  "
          + messages(
            "Too short for a round by default (3 letters at least); a round played with a smaller --min-length accepts it."
          ))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The title of the app's own rule that rejected the word, if one did.
  static func ruleTitle(_ explanation: WordExplanation) -> String? {
    for case .rule(let rejection) in explanation.reasons {
      return WordError.custom(rejection).title(in: messages)
    }
    return nil
  }

  /// One reason, a sentence.
  static func reason(_ reason: WordExplanation.Reason, dictionary: String, word: String)
    -> String
  {
    switch reason {
    case .requiredList:
      messages("On %s's list of required answers (common words of the language).", dictionary)
    case .givenRequiredList: messages("On the required list given (--required).")
    case .notOnGivenRequiredList: messages("Not on the required list given (--required).")
    case .tagged(let tag): tagged(tag)
    case .editor(let decision, let reason): editor(decision, reason)
    case .uncommon:
      messages("Not common enough to be required: its family is used less than the threshold.")
    case .unlisted:
      messages("Not common enough to be required: the frequency lists barely know it.")
    case .notOnRequiredList:
      messages("Not on %s's list of required answers.", dictionary)
    case .shape(let shape):
      shape.hasPrefix("a Roman")
        ? messages("Bonus by its shape: a Roman numeral.")
        : messages("Bonus by its shape: no vowel (an abbreviation or an interjection).")
    case .vulgar:
      messages("A vulgar word: blocked unless allowed (--allow-vulgar).")
    case .allowedVulgar:
      messages("A vulgar word, allowed (--allow-vulgar): a bonus word, never required.")
    case .blockedList: messages("A slur of the language's blocked list.")
    case .givenBlockList: messages("On the block list given (--block).")
    case .addedWord:
      messages("Accepted though %s lacks it: a common word the game adds.", dictionary)
    case .regionalVariant:
      messages("Accepted as the other English region's spelling: a bonus word.")
    case .personalWord: messages("Accepted from the personal list given (--personal).")
    case .notLetters:
      // As a round says it (JoinedWords.swift), in a whole sentence.
      PlaySession.isJoinedWord(word)
        ? messages("Words with an apostrophe or a hyphen don't count in this game (letters only).")
        : messages("Not a word: only letters count in this game.")
    case .notInDictionary: messages("%s does not accept it.", dictionary)
    case .nameOnly(let spelling):
      messages("%1$s knows it only as a name (%2$s), and names do not count.", dictionary, spelling)
    case .dictionaryError(let why): WordError.dictionaryError(why).message(in: messages)
    case .rule(let rejection): WordError.custom(rejection).message(in: messages)
    }
  }

  /// What an editor's decision says.
  static func editor(_ decision: String, _ reason: String) -> String {
    switch decision {
    case "sensitive":
      return messages(
        "An editor's choice: sensitive (accepted, never required, never a start word).")
    case "promote":
      return messages("An editor's choice: required, an everyday word the frequency lists missed.")
    case "keep": return messages("An editor's choice: required.")
    default:
      guard let why = editorialClass(reason) else {
        return messages("An editor's choice: a bonus word, not required.")
      }
      return messages("An editor's choice: a bonus word, not required (%s).", why)
    }
  }

  /// An editor's class of a word, as a phrase (nil for none or an unknown one).
  static func editorialClass(_ reason: String) -> String? {
    switch reason {
    case "name": messages(context: "editor's class", "a name")
    case "abbreviation": messages(context: "editor's class", "an abbreviation or a letter's name")
    case "foreign": messages(context: "editor's class", "a word of another language")
    case "archaic": messages(context: "editor's class", "archaic or literary")
    case "regional": messages(context: "editor's class", "regional")
    case "slang": messages(context: "editor's class", "informal or slang")
    case "interjection": messages(context: "editor's class", "an interjection")
    case "technical": messages(context: "editor's class", "technical")
    case "obscure": messages(context: "editor's class", "little known")
    case "form nobody types": messages(context: "editor's class", "a form people seldom write")
    case "not a headword": messages(context: "editor's class", "not a dictionary form")
    case "genitive":
      messages(context: "editor's class", "a noun's genitive, which word games leave out")
    default: nil
    }
  }

  /// What a tag says.
  static func tagged(_ tag: String) -> String {
    switch tag {
    case "name": messages("The sources tag it as a name (a person, place or brand): bonus at most.")
    case "abbreviation": messages("The sources tag it as an abbreviation: bonus at most.")
    case "foreign": messages("The sources tag it as a word of another language: bonus at most.")
    case "interjection": messages("The sources tag it as an interjection: bonus at most.")
    case "informal": messages("The sources tag it as informal or slang: bonus at most.")
    case "regional":
      messages("The sources tag it as another region's spelling: bonus at most.")
    case "rare": messages("The sources tag it as rare or technical: bonus at most.")
    case "form":
      messages("The frequency lists rarely see this form itself: bonus at most.")
    case "clitic":
      messages("A verb with pronouns attached, not a dictionary form: bonus at most.")
    case "genitive":
      messages("A noun's genitive, which word games leave out: bonus at most.")
    case "english":
      messages("Written far more often in English than in this language: bonus at most.")
    default: messages("The sources tag it as '%s': bonus at most.", Escaping.forDisplay(tag))
    }
  }

  /// The JSON line of one explanation.
  static func json(_ explanation: WordExplanation) -> String {
    var object = JSONObject()
    object.add("word", explanation.word)
    object.add("verdict", explanation.verdict.rawValue)
    object.add("reasons", explanation.reasons.map(code))
    if let spelling = explanation.spelling { object.add("spelling", spelling) }
    if let lemma = explanation.lemma { object.add("lemma", lemma) }
    if let standing = explanation.standing { object.add("standing", number: decimal(standing)) }
    if let threshold = explanation.threshold {
      object.add("threshold", number: decimal(threshold))
    }
    return object.line
  }

  /// A reason's stable code for JSON (`tagged:name`, `uncommon`…).
  static func code(_ reason: WordExplanation.Reason) -> String {
    switch reason {
    case .requiredList: "requiredList"
    case .givenRequiredList: "givenRequiredList"
    case .notOnGivenRequiredList: "notOnGivenRequiredList"
    case .tagged(let tag): "tagged:" + tag
    case .editor(let decision, let reason):
      "editor:" + decision + (reason.isEmpty ? "" : ":" + reason)
    case .uncommon: "uncommon"
    case .unlisted: "unlisted"
    case .notOnRequiredList: "notOnRequiredList"
    case .shape: "shape"
    case .vulgar: "vulgar"
    case .allowedVulgar: "allowedVulgar"
    case .blockedList: "blockedList"
    case .givenBlockList: "givenBlockList"
    case .addedWord: "addedWord"
    case .regionalVariant: "regionalVariant"
    case .personalWord: "personalWord"
    case .notLetters: "notLetters"
    case .notInDictionary: "notInDictionary"
    case .nameOnly: "nameOnly"
    case .dictionaryError: "dictionaryError"
    case .rule(let rejection): "rule:" + rejection.code
    }
  }

  /// `value` with one decimal (`2.5`), as JSON writes it.
  static func decimal(_ value: Double) -> String {
    decimal(value, separator: ".")
  }

  /// `value` with one decimal in a sentence of `messages`'s language, with
  /// its decimal separator (`2,5` in German).
  static func decimal(_ value: Double, in messages: MessageCatalog) -> String {
    // Translators: the decimal separator of numbers such as 2.5 (a comma in most languages).
    decimal(value, separator: messages(context: "decimal separator", "."))
  }

  private static func decimal(_ value: Double, separator: String) -> String {
    let tenths = Int((value * 10).rounded())
    return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10)\(separator)\(abs(tenths) % 10)"
  }
}
