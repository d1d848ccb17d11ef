import WordScramble

/// The line numbers of a `--roots` list by start word, found on the first
/// ask (only a skipped line needs one), as the list was read: a byte order
/// mark before the first line is none of it.
final class RootLines {
  private let list: [UInt8]
  private let language: GameLanguage
  private lazy var numbers: [String: Int] = {
    let text = list.starts(with: [0xEF, 0xBB, 0xBF]) ? list.dropFirst(3) : list[...]
    var numbers: [String: Int] = [:]
    for (index, line) in text.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
    {
      let key = language.key(Normalization.answer(String(decoding: line, as: UTF8.self)))
      if numbers[key] == nil { numbers[key] = index + 1 }
    }
    return numbers
  }()

  init(list: [UInt8], language: GameLanguage) {
    (self.list, self.language) = (list, language)
  }

  /// The number of the first line that is `root`.
  func number(of root: String) -> Int? { numbers[language.key(root)] }
}

extension RootLines {
  /// Says the line of `root` is skipped and why, naming the line as a
  /// list's other warnings do (`standard input: line 2: …`); without a
  /// list name or a line, the reason alone.
  func warnSkipped(_ reason: String, root: String, listName: String?) {
    guard let listName, let number = number(of: root) else {
      printError(messages("Warning: %s; skipped", reason))
      return
    }
    let line = messages("line %d: %s", number, reason)
    printError(messages("Warning: %s: %s; skipped", Escaping.forDisplay(listName), line))
  }

  /// Says `root` is skipped for having no required answer (`…: line 3:
  /// 'casa' has no answer of at least 3 letters to find; skipped`).
  func warnNoAnswer(
    _ root: String, minimumLength: Int, requiredList: Bool, listName: String?
  ) {
    let none = NoGame(
      startWord: language.spelling?(root) ?? root, minimumLength: minimumLength,
      requiredList: requiredList)
    warnSkipped(none.description(in: messages), root: root, listName: listName)
  }

  /// A `--roots` path as its warnings name it: standard input (`-`) in the
  /// language's words.
  static func listName(_ path: String) -> String {
    path == "-" ? messages(context: "a file's name heading a line", "standard input") : path
  }
}
