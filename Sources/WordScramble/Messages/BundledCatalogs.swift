import Synchronization

#if canImport(Darwin)
  import Foundation
#endif

/// The message catalogs shipped in the resource bundle (`locale/LL.mo`, compiled
/// by `scripts/catalogs` from `po/LL.po`).
extension MessageCatalog {
  /// The catalog for the person reading: the first language of
  /// ``MessageLocale/languages(environment:)`` that has a bundled catalog, else
  /// English. Only the locale variables choose it, never the dictionary played.
  public static func forEnvironment(_ environment: [String: String]) -> MessageCatalog {
    forEnvironment(environment, problem: nil)
  }

  /// The catalog of the person playing, in which the library's errors
  /// describe themselves to an app (`localizedDescription`, the
  /// `errorDescription` a SwiftUI alert shows): by default the first of the
  /// person's languages with a bundled catalog (on Apple's systems the app's
  /// preferred languages, `Locale.preferredLanguages`; elsewhere the locale
  /// variables, as ``forEnvironment(_:)`` and the command line read them),
  /// else English. An app whose player picks a language sets it:
  ///
  /// ```swift
  /// MessageCatalog.player = .bundled(language: "de") ?? .english
  /// ```
  public static var player: MessageCatalog {
    get {
      if let playerOfThisRun { return playerOfThisRun }
      return chosenForPlayer.withLock { chosen in
        if let chosen { return chosen }
        let found = first(ofLanguages: playerLanguages)
        chosen = found
        return found
      }
    }
    set { chosenForPlayer.withLock { $0 = newValue } }
  }

  /// The catalog ``player`` gives in a run of `wordgame`'s commands that a
  /// test makes in its own process, each in its own locale.
  @TaskLocal package static var playerOfThisRun: MessageCatalog?

  /// The catalog ``player`` gives, once read or set.
  private static let chosenForPlayer = Mutex<MessageCatalog?>(nil)

  /// The person's languages, best first (`de_DE`, then `de`).
  private static var playerLanguages: [String] {
    #if canImport(Darwin)
      var languages: [String] = []
      for name in Locale.preferredLanguages {
        // `de-DE`, `zh-Hans-CN`: as the environment writes them, `de_DE`.
        let name = name.replacingOccurrences(of: "-", with: "_")
        for candidate in [name, String(name.prefix { $0 != "_" })]
        where !languages.contains(candidate) {
          languages.append(candidate)
        }
      }
      return languages
    #else
      MessageLocale.languages(environment: SystemFiles.environment)
    #endif
  }

  /// The bundled catalog of the first of `languages` that has a usable one, else English.
  private static func first(ofLanguages languages: [String]) -> MessageCatalog {
    languages.lazy.compactMap(bundled(language:)).first ?? .english
  }

  /// ``forEnvironment(_:)``, telling `problem` of a catalog file that cannot
  /// be used (not a regular file, over 4 MiB): it is passed over, as a
  /// missing one is.
  package static func forEnvironment(
    _ environment: [String: String], problem: ((StartWordsError) -> Void)?
  ) -> MessageCatalog {
    for language in MessageLocale.languages(environment: environment) {
      do throws(StartWordsError) {
        if let catalog = try bundledCatalog(language: language) { return catalog }
      } catch {
        problem?(error)
      }
    }
    return .english
  }

  /// The bundled catalog of `language` (`de`, `pt_BR`), or nil when there is
  /// none or it is damaged. English has none: it is the code's own text.
  public static func bundled(language: String) -> MessageCatalog? {
    (try? bundledCatalog(language: language)) ?? nil
  }

  /// The most bytes of a catalog read (the largest shipped is 67 KB).
  static let maximumCatalogBytes = 4 << 20

  /// ``bundled(language:)``, throwing when the catalog's file is not a
  /// regular file (never waited on) or is over ``maximumCatalogBytes``.
  static func bundledCatalog(language: String) throws(StartWordsError) -> MessageCatalog? {
    // A name from the environment: letters, digits and `_` only, so it names a file in `locale/`.
    guard !language.isEmpty, language.count <= 16,
      language.unicodeScalars.allSatisfy({
        $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
          || $0 == "_"
      }),
      let bytes = try StartWords.bundledBytes(
        "locale/" + language + ".mo", limit: maximumCatalogBytes)
    else { return nil }
    return MessageCatalog(language: language, mo: bytes)
  }
}
