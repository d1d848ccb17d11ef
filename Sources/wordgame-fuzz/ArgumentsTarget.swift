// The `arguments` fuzz target: bytes split at NUL into command-line arguments,
// parsed with options of every kind `wordgame` declares. Parsing either throws
// a usage error or gives only declared options (values only for options that
// take one), the same way twice; reading each value never traps.
import CommandLineOptions

private let options = [
  Option(name: "root", value: .text("word"), help: "A word."),
  Option(name: "min-length", value: .integer("n", range: 1...100, default: 3), help: "A number."),
  Option(name: "seed", value: .unsigned("n"), help: "A seed."),
  Option(
    name: "difficulty", value: .choice("level", choices: ["easy", "medium", "hard"]),
    help: "A level."),
  Option(name: "json", help: "A flag."),
  Option.help,
]

func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let arguments = UnsafeBufferPointer(start: data, count: size).split(
    separator: 0, omittingEmptySubsequences: false
  ).map { String(decoding: $0, as: UTF8.self) }
  let first = Result { () throws(UsageError) in
    try ArgumentParser.parse(arguments, options: options)
  }
  let second = Result { () throws(UsageError) in
    try ArgumentParser.parse(arguments, options: options)
  }
  guard first == second else { fatalError("parsing the same arguments twice differs") }
  guard case .success(let parsed) = first else { return 0 }
  for name in parsed.values.keys {
    guard options.contains(where: { $0.name == name && $0.takesValue }) else {
      fatalError("a value for '\(name)', which takes none or is not declared")
    }
  }
  for name in parsed.flags {
    guard options.contains(where: { $0.name == name && !$0.takesValue }) else {
      fatalError("a flag '\(name)' that is not declared as one")
    }
  }
  guard parsed.positionals.count <= arguments.count else {
    fatalError("more positionals than arguments")
  }
  for option in options {
    _ = try? parsed.integer(option)
    _ = try? parsed.unsigned(option)
    _ = try? parsed.choice(option)
    _ = parsed.text(option)
  }
  return 0
}
