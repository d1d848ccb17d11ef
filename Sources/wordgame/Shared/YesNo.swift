import WordScramble

/// A yes-or-no question asked on a terminal, in the player's language: its
/// choices (`[y/N]`, `[j/N]`: no unless the answer is yes) and the answers
/// that mean yes (`y`, `yes`, and the language's own: `j`, `ja`, `oui`, `да`).
enum YesNo {
  /// The choices shown after a question in the language of `messages`, no
  /// being the default: `[y/N]`.
  static func choices(in messages: MessageCatalog = messages) -> String {
    // Translators: the choices after a yes-or-no question, yes first; the capital letter (no) is what Enter answers.
    messages("[y/N]")
  }

  /// `question` with its choices, as a prompt: `Erase all statistics? [y/N] `.
  static func prompt(_ question: String) -> String { question + " " + choices() + " " }

  /// Whether `answer` means yes in the language of `messages`: English `y` or
  /// `yes`, or one of the language's yes words, in any case, spaces around.
  static func isYes(_ answer: String, in messages: MessageCatalog = messages) -> Bool {
    let answer = Normalization.answer(answer)
    // Translators: the answers that mean yes, lowercase, separated by spaces (German: "j ja"); English y and yes are always understood too.
    let own = messages("y yes").split(separator: " ").map { Normalization.answer(String($0)) }
    return !answer.isEmpty && (["y", "yes"] + own).contains(answer)
  }
}
