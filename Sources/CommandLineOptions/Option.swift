import WordScrambleText

/// A usage error: the command line's words are off. Printed as `Error: …`, then
/// the usage line and where to find help; the exit status is 2. The message is
/// kept as its English format and values, so it is shown in the reader's language.
package struct UsageError: Error, Equatable {
  /// The English message, a catalog's key: `%s` directives for ``arguments``
  /// (and ``reason``).
  package var format: String
  /// The message's context in the catalogs (gettext's `msgctxt`), when the
  /// same English is translated apart there.
  package var context: String?
  /// The values of the message's directives, as the user typed them: each
  /// shown escaped and cut to its first ``longestEcho`` characters.
  package var arguments: [String]
  /// A sentence of the program's own for the last directive (why a code
  /// was refused), shown whole.
  package var reason: String?

  /// An option whose synopsis (`--root <word>`) is the message's first
  /// value, shown with its placeholder in the reader's language.
  package var option: Option?
  /// The indices of ``arguments`` that are the program's own whole numbers
  /// (a range's ends), grouped as the reader's language writes them.
  package var numbers: Set<Int> = []

  /// The most characters of a value the message echoes: a mistyped
  /// argument of 100 KB is shown by its beginning, not copied back whole.
  package static let longestEcho = 40

  /// An error with its message, `%s` in `format` for each of `arguments`,
  /// and for `reason` after them.
  package init(_ format: String, _ arguments: String..., reason: String? = nil) {
    self.format = format
    self.arguments = arguments
    self.reason = reason
  }

  /// An error with its message as used in `context` (gettext's `msgctxt`):
  /// a catalog may word it apart from the same English elsewhere.
  package init(context: String, _ format: String, _ arguments: String..., reason: String? = nil) {
    self.format = format
    self.context = context
    self.arguments = arguments
    self.reason = reason
  }

  /// An error whose one `%s` is `option`'s synopsis in the reader's
  /// language (`Missing value for '--root <word>'`).
  package init(_ format: String, synopsisOf option: Option) {
    self.format = format
    self.arguments = []
    self.option = option
  }

  /// The message in English.
  package var message: String { message(in: .english) }

  /// The message in the language of `messages`, the user's words escaped for
  /// display and cut.
  package func message(in messages: MessageCatalog) -> String {
    let synopsis = option.map { [$0.synopsis(in: messages)] } ?? []
    let shown = arguments.enumerated().map { index, argument in
      numbers.contains(index)
        ? messages.grouped(argument) : Escaping.forDisplay(argument, limit: Self.longestEcho)
    }
    // Called by name: the message is extracted where the error is made.
    let translated =
      context.map { messages.callAsFunction(context: $0, format) } ?? messages(format)
    return MessageFormat.format(translated, synopsis + shown + (reason.map { [$0] } ?? []))
  }

  /// Two errors are the same when they say the same.
  package static func == (left: UsageError, right: UsageError) -> Bool {
    left.message == right.message
  }
}

/// An option a command accepts, declared once: its names, its value and how
/// that is read, and its help. Usage lines and help are generated from these.
package struct Option: Sendable {
  /// What the option takes.
  package enum Value: Sendable {
    /// Nothing: a flag.
    case none
    /// Any text, shown as `<placeholder>`.
    case text(String)
    /// A whole number in `range`, `default` when not given.
    case integer(String, range: ClosedRange<Int>, default: Int)
    /// A whole number from 0 to `UInt64.max`.
    case unsigned(String)
    /// One of `choices`.
    case choice(String, choices: [String])
  }

  /// The long name without dashes (`root` for `--root`).
  package var name: String
  /// A one-letter short name, if any (`h` for `-h`).
  package var short: Character?
  package var value: Value
  /// One or more sentences for `--help`.
  package var help: String
  /// The default, shown in `--help` when not part of the value (`en_US`).
  package var defaultText: String?
  /// The values of the help's `%d` directives (numbers the code knows).
  package var helpArguments: [String] = []

  /// An option from its parts.
  package init(
    name: String, short: Character? = nil, value: Value = .none, help: String,
    defaultText: String? = nil
  ) {
    self.name = name
    self.short = short
    self.value = value
    self.help = help
    self.defaultText = defaultText
  }

  package var takesValue: Bool {
    if case .none = value { false } else { true }
  }

  /// `--root <word>`, or `--json` for a flag.
  package var synopsis: String {
    switch value {
    case .none: "--" + name
    case .text(let placeholder), .integer(let placeholder, _, _), .unsigned(let placeholder),
      .choice(let placeholder, _):
      "--\(name) <\(placeholder)>"
    }
  }

  /// The help text with its default, if it has one, in English.
  package var helpWithDefault: String { helpWithDefault(in: .english) }

  /// The help text with its default, if it has one, in the language of `messages`.
  package func helpWithDefault(in messages: MessageCatalog) -> String {
    var text = messages(help)
    if !helpArguments.isEmpty { text = MessageFormat.format(text, helpArguments) }
    let shown: String? =
      if let defaultText { messages(defaultText) } else if case .integer(_, _, let value) = value {
        "\(value)"
      } else { nil }
    guard let shown else { return text }
    // A sentence ending in a full stop: the catalog places the default
    // (English after the stop, `Text. (default: 3)`; others inside it).
    guard text.hasSuffix(".") else { return text + messages(" (default: %s)", shown) }
    return messages(
      context: "an option's help sentence and its default", "%1$s. (default: %2$s)",
      String(text.dropLast()), shown)
  }

  package static let help = Option(name: "help", short: "h", help: "Show help information.")

  /// What a shell completes for an option's value (or a positional argument).
  package enum Completion: Equatable {
    case nothing, files, dictionaries
    case choices([String])
  }

  /// What a shell completes for this option's value: its choices, file names
  /// for a `<file>`, dictionary names (and files) for a `<name|path>`.
  package var completion: Completion {
    switch value {
    case .choice(_, let choices): .choices(choices)
    case .text("file"): .files
    case .text("name|path"): .dictionaries
    default: .nothing
    }
  }

  /// The help's first sentence, for a completion's description.
  package var summary: String {
    let help = helpArguments.isEmpty ? help : MessageFormat.format(help, helpArguments)
    let sentence = help.split(separator: ". ", maxSplits: 1).first.map(String.init) ?? help
    return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
  }
}

/// What the parser read from the command line, before the command validates it.
package struct ParsedArguments: Equatable {
  /// Option values by long name, in the order given (a repeated option keeps all).
  package var values: [String: [String]] = [:]
  /// Flags given, by long name.
  package var flags: Set<String> = []
  /// Positional arguments, in order.
  package var positionals: [String] = []

  /// Nothing read yet.
  package init() {}

  /// Whether the flag was given.
  package func has(_ option: Option) -> Bool {
    flags.contains(option.name) || values[option.name] != nil
  }

  /// The last value of an option, if given.
  package func text(_ option: Option) -> String? { values[option.name]?.last }

  /// The value of an integer option, or its default.
  package func integer(_ option: Option) throws(UsageError) -> Int {
    guard case .integer(_, let range, let value) = option.value else { return 0 }
    guard let text = text(option) else { return value }
    guard let number = Int(text), range.contains(number) else {
      var error = UsageError(
        "The value '%s' is invalid for '--%s': expected a whole number from %s to %s", text,
        option.name, String(range.lowerBound), String(range.upperBound))
      error.numbers = [2, 3]
      throw error
    }
    return number
  }

  /// The value of an unsigned option, if given.
  package func unsigned(_ option: Option) throws(UsageError) -> UInt64? {
    guard let text = text(option) else { return nil }
    guard let number = UInt64(text) else {
      var error = UsageError(
        "The value '%s' is invalid for '--%s': expected a whole number from 0 to %s", text,
        option.name, String(UInt64.max))
      error.numbers = [2]
      throw error
    }
    return number
  }

  /// The value of a choice option, if given.
  package func choice(_ option: Option) throws(UsageError) -> String? {
    guard case .choice(_, let choices) = option.value, let text = text(option) else { return nil }
    guard choices.contains(text) else {
      throw UsageError(
        "The value '%s' is invalid for '--%s': expected one of: %s", text, option.name,
        choices.joined(separator: ", "))
    }
    return text
  }
}

/// Parses arguments in the shape swift-argument-parser accepts: `--name value`,
/// `--name=value`, `-n value`, flags, `--` to end options, and `-` as a
/// positional (standard input). A value that looks like an option (`--root
/// --json`) is a missing value; `-h` is help only where an option may stand.
package enum ArgumentParser {
  /// The options and positionals of `arguments`, or the usage error.
  package static func parse(_ arguments: [String], options: [Option]) throws(UsageError)
    -> ParsedArguments
  {
    var result = ParsedArguments()
    var remaining = arguments[...]
    var optionsEnded = false
    while let argument = remaining.popFirst() {
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let (option, inline) = try find(argument, in: options)
      guard option.takesValue else {
        guard inline == nil else {
          throw UsageError("The flag '--%s' does not take a value", option.name)
        }
        result.flags.insert(option.name)
        continue
      }
      guard let value = inline ?? remaining.first.flatMap({ isValue($0) ? $0 : nil }) else {
        throw UsageError("Missing value for '%s'", synopsisOf: option)
      }
      if inline == nil { remaining.removeFirst() }
      result.values[option.name, default: []].append(value)
    }
    return result
  }

  /// Whether `text` can be an option's value: not an option itself (a negative
  /// number is a value, for its own error message).
  private static func isValue(_ text: String) -> Bool {
    text == "-" || !text.hasPrefix("-") || text.dropFirst().first?.isNumber == true
  }

  private static func find(_ argument: String, in options: [Option]) throws(UsageError)
    -> (Option, String?)
  {
    if argument.hasPrefix("--") {
      let body = argument.dropFirst(2)
      let equals = body.firstIndex(of: "=")
      let name = body[..<(equals ?? body.endIndex)]
      if let option = options.first(where: { $0.name == name }) {
        return (option, equals.map { String(body[body.index(after: $0)...]) })
      }
    } else if argument.count == 2,
      let option = options.first(where: { $0.short == argument.dropFirst().first })
    {
      return (option, nil)
    }
    throw UsageError("Unknown option '%s'", argument)
  }
}
