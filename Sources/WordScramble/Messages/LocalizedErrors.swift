#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Every public error of the library as an alert shows it (`localizedDescription`,
// SwiftUI's `alert(isPresented:error:)`), in the player's language
// (``MessageCatalog/player``): the sentences the command line prints, from
// the same catalogs. `description` stays English, for logs.

extension WordError: LocalizedError {
  /// The title and the message (`Word not possible: You can't spell that
  /// word from 'silkworm'!`) in the player's language.
  public var errorDescription: String? {
    let messages = MessageCatalog.player
    return messages("%s: %s", title(in: messages), message(in: messages))
  }
  /// The message alone, in the player's language.
  public var failureReason: String? { message(in: .player) }
}

extension ChallengeError: LocalizedError {
  /// The title and the sentence (`Bad code: this code has a typo…`) in the
  /// player's language.
  public var errorDescription: String? {
    let messages = MessageCatalog.player
    return messages("%s: %s", title(in: messages), description(in: messages))
  }
  /// The sentence alone, in the player's language.
  public var failureReason: String? { description(in: .player).sentence }
}

extension RestoreError: LocalizedError {
  /// What is wrong, as a sentence in the player's language.
  public var errorDescription: String? { description(in: .player).sentence }
  /// What to do about it, where something can be done.
  public var recoverySuggestion: String? { advice(in: .player)?.sentence }
}

extension NoGame: LocalizedError {
  /// Why there is no round to play, as a sentence in the player's language.
  public var errorDescription: String? { description(in: .player).sentence }
}

extension GameLanguageError: LocalizedError {
  /// Why the language or the start word could not be used, in the player's language.
  public var errorDescription: String? {
    switch self {
    case .dictionary(let error): error.errorDescription
    default: description(in: .player).sentence
    }
  }
  /// The dictionary's own reason, where there is one.
  public var failureReason: String? {
    if case .dictionary(let error) = self { error.failureReason } else { nil }
  }
  /// How to install a missing dictionary.
  public var recoverySuggestion: String? {
    if case .dictionary(let error) = self { error.recoverySuggestion } else { nil }
  }
}

extension DictionaryError: LocalizedError {
  /// Why the dictionary could not be loaded, in the player's language (for a
  /// dictionary not found, what was looked for; the rest below).
  public var errorDescription: String? {
    let messages = MessageCatalog.player
    if case .notFound(let name, let searched, _) = self {
      return Self.notFoundSentence(name, searched, messages).sentence
    }
    return description(in: messages).sentence
  }
  /// For a dictionary not found: which are installed.
  public var failureReason: String? {
    guard case .notFound(_, _, let installed) = self else { return nil }
    return Self.installedSentence(installed, .player)
  }
  /// For a dictionary not found: how to install it.
  public var recoverySuggestion: String? {
    guard case .notFound(let name, _, _) = self else { return nil }
    return Self.installAdvice(name, .player)
  }
}

extension StartWordsError: LocalizedError {
  /// Why the start words could not be read, in the player's language.
  public var errorDescription: String? { description(in: .player).sentence }
}

extension SolveError: LocalizedError {
  /// Why the start word was not solved, in the player's language.
  public var errorDescription: String? { description(in: .player).sentence }
}

extension StateStore.Problem: LocalizedError {
  /// Why a saved file was not used, in the player's language.
  public var errorDescription: String? { description(in: .player).sentence }
}

extension String {
  /// The text as a sentence: its first letter upper case (the engine's
  /// sentences follow `Error: ` in the command line, so they begin lower case).
  fileprivate var sentence: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
