/// A usage error: the command line's words are off. Printed as `Error: …`, then
/// the usage line and where to find help; the exit status is 2.
struct UsageError: Error, Equatable {
  var message: String
}

/// An option a command accepts.
struct OptionSpec {
  /// The long name without dashes (`root` for `--root`).
  var name: String
  /// A one-letter short name, if any (`h` for `-h`).
  var short: Character? = nil
  /// The value's placeholder (`word`), or `nil` for a flag.
  var value: String? = nil

  var takesValue: Bool { value != nil }
}

/// What the parser read from the command line, before the command validates it.
struct ParsedArguments: Equatable {
  /// Option values by long name, in the order given (a repeated option keeps all).
  var values: [String: [String]] = [:]
  /// Flags given, by long name.
  var flags: Set<String> = []
  /// Positional arguments, in order.
  var positionals: [String] = []

  /// The last value of an option, if given.
  func value(_ name: String) -> String? { values[name]?.last }

  /// The value of an integer option, or `defaultValue`.
  func integer(_ name: String, default defaultValue: Int, range: ClosedRange<Int>)
    throws(UsageError)
    -> Int
  {
    guard let text = value(name) else { return defaultValue }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        message:
          "The value '\(text)' is invalid for '--\(name)': expected a whole number from \(range.lowerBound) to \(range.upperBound)"
      )
    }
    return number
  }
}

/// Parses arguments in the shape swift-argument-parser accepts: `--name value`,
/// `--name=value`, `-n value`, flags, `--` to end options, and `-` as a
/// positional (standard input).
enum ArgumentParser {
  static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError)
    -> ParsedArguments
  {
    var result = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let spec: OptionSpec
      var inlineValue: String?
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name: Substring
        if let equals = body.firstIndex(of: "=") {
          name = body[..<equals]
          inlineValue = String(body[body.index(after: equals)...])
        } else {
          name = body
        }
        guard let found = options.first(where: { $0.name == name }) else {
          throw UsageError(message: "Unknown option '\(argument)'")
        }
        spec = found
      } else {
        let letters = argument.dropFirst()
        guard letters.count == 1, let found = options.first(where: { $0.short == letters.first })
        else {
          throw UsageError(message: "Unknown option '\(argument)'")
        }
        spec = found
      }
      if spec.takesValue {
        if inlineValue == nil {
          guard index < arguments.count else {
            throw UsageError(message: "Missing value for '--\(spec.name) <\(spec.value!)>'")
          }
          inlineValue = arguments[index]
          index += 1
        }
        result.values[spec.name, default: []].append(inlineValue!)
      } else {
        guard inlineValue == nil else {
          throw UsageError(message: "The flag '--\(spec.name)' does not take a value")
        }
        result.flags.insert(spec.name)
      }
    }
    return result
  }
}
