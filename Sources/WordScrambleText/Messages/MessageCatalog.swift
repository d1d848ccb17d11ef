/// The messages a person reads, in one language: GNU gettext's model. Each
/// message is written in English in the code, the English text is the key
/// (`msgid`), and a catalog compiled by `msgfmt` (a `.mo` file) holds its
/// translation. A message not in the catalog is shown in English.
///
/// Messages with values use C's format directives, which `msgfmt --check`
/// verifies in every translation: `%s` and `%d` in order, or `%1$s`, `%2$d`
/// where a language puts them in another order; `%%` is a percent sign.
///
/// ```swift
/// let messages = MessageCatalog.english
/// messages("Word not possible")                          // "Word not possible"
/// messages("Start word: %s", "silkworm")                 // "Start word: silkworm"
/// messages.plural("%d word", "%d words", count: 22)      // "22 words"
/// messages(context: "a word", "none yet")                // "none yet"
/// ```
///
/// One English text that needs other grammar in some language (a "none"
/// standing for a word or for rounds) takes a context, gettext's `msgctxt`:
/// the catalog keeps a translation for each context apart.
public struct MessageCatalog: Sendable {
  /// The language code of the catalog (`de`, `pt_BR`), or `en` for English.
  public let language: String
  /// How the catalog chooses among a message's plural forms.
  public let pluralRule: PluralRule
  private let translations: [String: [String]]

  /// English: every message as written in the code.
  public static let english = MessageCatalog(
    language: "en", pluralRule: .english, translations: [:])

  private init(language: String, pluralRule: PluralRule, translations: [String: [String]]) {
    self.language = language
    self.pluralRule = pluralRule
    self.translations = translations
  }

  /// The catalog in a compiled `.mo` file's bytes, or nil when they are not
  /// one (a damaged or foreign file falls back to English rather than crash).
  public init?(language: String, mo bytes: [UInt8]) {
    guard let entries = MOFile.entries(bytes) else { return nil }
    var translations: [String: [String]] = [:]
    var header = ""
    for (original, translated) in entries {
      // A plural entry's key is `singular NUL plural`; its forms are NUL-separated.
      let key = original.split(separator: "\0", omittingEmptySubsequences: false)[0]
      if key.isEmpty {
        header = translated
        continue
      }
      let forms = translated.split(separator: "\0", omittingEmptySubsequences: false).map {
        Self.shown(String($0), english: original)
      }
      // An empty translation means "not translated" to gettext: keep English.
      guard forms.contains(where: { !$0.isEmpty }) else { continue }
      translations[String(key)] = forms
    }
    var rule = PluralRule.english
    for line in header.split(separator: "\n") where line.hasPrefix("Plural-Forms:") {
      rule = PluralRule(header: String(line.dropFirst("Plural-Forms:".count))) ?? .english
    }
    self.init(language: language, pluralRule: rule, translations: translations)
  }

  /// `translation` with every character that could change or hide what a
  /// terminal shows (``Escaping/isEscaped(_:)``: `ESC`, a bidi override)
  /// escaped as words are, `\x1B`: a catalog is a file, and a hostile one
  /// must not reach the terminal with an escape sequence. A line break or
  /// tab stays where the English message (`english`) has one, and so do
  /// the joiners (U+200C, U+200D) some scripts are written with.
  static func shown(_ translation: String, english: String) -> String {
    guard translation.unicodeScalars.contains(where: Escaping.isEscaped) else { return translation }
    var kept: Set<Unicode.Scalar> = ["\u{200C}", "\u{200D}"]
    for scalar: Unicode.Scalar in ["\n", "\t"] where english.unicodeScalars.contains(scalar) {
      kept.insert(scalar)
    }
    var result = ""
    for scalar in translation.unicodeScalars {
      if Escaping.isEscaped(scalar) && !kept.contains(scalar) {
        result += Escaping.forDisplay(String(scalar))
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether the catalog translates nothing (English, or an empty catalog).
  public var isEnglish: Bool { translations.isEmpty }

  /// The message `english` in this catalog's language, its directives
  /// replaced by `arguments` (with no arguments the text is shown as it is).
  public func callAsFunction(_ english: String, _ arguments: any CustomStringConvertible...)
    -> String
  {
    translate(key: english, english, arguments)
  }

  /// The message `english` as used in `context` (gettext's `msgctxt`: the same
  /// English, another translation), its directives replaced by `arguments`.
  public func callAsFunction(
    context: String, _ english: String, _ arguments: any CustomStringConvertible...
  ) -> String {
    translate(key: Self.key(context: context, english), english, arguments)
  }

  private func translate(key: String, _ english: String, _ arguments: [any CustomStringConvertible])
    -> String
  {
    let text = translations[key]?[0] ?? english
    return arguments.isEmpty ? text : MessageFormat.format(text, arguments.map(\.description))
  }

  /// `path` escaped for display in this catalog's quotation marks (`'x'`,
  /// `„x“`, `« x »`), as its sentences quote a word.
  package func quoted(path: String) -> String {
    let messages = self
    // Translators: a file's path inside a sentence ("cannot read 'notes.txt': …"):
    // the quotation marks your translations put around a word.
    return messages(context: "a quoted path", "'%s'", Escaping.forDisplay(path))
  }

  /// `digits` (a whole number as ASCII digits, a minus first if negative)
  /// grouped in threes as this catalog's language writes numbers in a
  /// sentence: `18,446,744,073,709,551,615` in English, `18 446 744…` in
  /// French. Numbers of fewer digits than the language groups (English and
  /// most others group from five, French from four) are left as they are.
  package func grouped(_ digits: String) -> String {
    let messages = self
    // Translators: the separator between groups of three digits in a large
    // number (English 18,446,744; a no-break space U+00A0 or a narrow one
    // U+202F where the language writes a space; a full stop in German).
    let separator = messages(context: "thousands separator", ",")
    // Translators: the fewest digits a number has before its digits are
    // grouped: 5 where 4096 is written without a separator, 4 where it is
    // written 4 096.
    let fewest = Int(messages(context: "fewest digits grouped", "5")) ?? 5
    let sign = digits.hasPrefix("-") ? "-" : ""
    let body = Array(digits.dropFirst(sign.count))
    guard body.count >= max(fewest, 4), body.allSatisfy({ ("0"..."9").contains($0) }) else {
      return digits
    }
    var result = sign
    for (index, digit) in body.enumerated() {
      if index > 0 && (body.count - index) % 3 == 0 { result += separator }
      result.append(digit)
    }
    return result
  }

  /// A message's key in a `.mo` file: its English, after its context and an
  /// EOT (U+0004) when it has one.
  static func key(context: String?, _ english: String) -> String {
    context.map { $0 + "\u{04}" + english } ?? english
  }

  /// The message whose English forms are `singular` (for 1) and `plural`, in the
  /// form this catalog's language uses for `count` (Polish and Russian have three),
  /// its directives replaced by `arguments`, or by `count` when none are given.
  public func plural(
    _ singular: String, _ plural: String, count: Int, _ arguments: any CustomStringConvertible...
  ) -> String {
    pluralForm(context: nil, singular, plural, count: count, arguments)
  }

  /// The plural message `singular`/`plural` as used in `context` (gettext's
  /// `msgctxt`), in the form for `count`, as ``plural(_:_:count:_:)``.
  public func plural(
    context: String, _ singular: String, _ plural: String, count: Int,
    _ arguments: any CustomStringConvertible...
  ) -> String {
    pluralForm(context: context, singular, plural, count: count, arguments)
  }

  private func pluralForm(
    context: String?, _ singular: String, _ plural: String, count: Int,
    _ arguments: [any CustomStringConvertible]
  ) -> String {
    let values = arguments.isEmpty ? [String(count)] : arguments.map(\.description)
    let text: String
    if let forms = translations[Self.key(context: context, singular)] {
      let form = pluralRule.form(for: count)
      text = form < forms.count && !forms[form].isEmpty ? forms[form] : forms[0]
    } else {
      text = count == 1 ? singular : plural
    }
    return MessageFormat.format(text, values)
  }
}

/// C's format directives as gettext's `c-format` messages use them: `%s`,
/// `%d`, `%i`, `%u` take the next value, `%2$s` the second, `%%` is `%`.
/// Every value is already text; a directive without a value is left empty.
public enum MessageFormat {
  /// `format` with its directives replaced by `values`.
  public static func format(_ format: String, _ values: [String]) -> String {
    guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
    var result = ""
    var next = 0
    var scalars = format.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "%" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      var digits = ""
      var conversion = scalars.next()
      while let c = conversion, ("0"..."9").contains(c) {
        digits.unicodeScalars.append(c)
        conversion = scalars.next()
      }
      var index = next
      if conversion == "$", let position = Int(digits), position >= 1 {
        index = position - 1
        conversion = scalars.next()
      } else {
        next += 1
      }
      switch conversion {
      case "%" where digits.isEmpty:
        result += "%"
        next -= 1
      case "s", "d", "i", "u":
        if index < values.count { result += values[index] }
      case nil:
        result += "%" + digits
      case let other?:
        // Not a directive this catalog uses: shown as written.
        result += "%" + digits
        result.unicodeScalars.append(other)
      }
    }
    return result
  }
}
