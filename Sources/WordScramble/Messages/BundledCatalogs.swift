/// The message catalogs shipped in the resource bundle (`locale/LL.mo`, compiled
/// by `scripts/catalogs` from `po/LL.po`).
extension MessageCatalog {
  /// The catalog for the person reading: the first language of
  /// ``MessageLocale/languages(environment:)`` that has a bundled catalog, else
  /// English. Only the locale variables choose it, never the dictionary played.
  public static func forEnvironment(_ environment: [String: String]) -> MessageCatalog {
    for language in MessageLocale.languages(environment: environment) {
      if let catalog = bundled(language: language) { return catalog }
    }
    return .english
  }

  /// The bundled catalog of `language` (`de`, `pt_BR`), or nil when there is
  /// none or it is damaged. English has none: it is the code's own text.
  public static func bundled(language: String) -> MessageCatalog? {
    // A name from the environment: letters, digits and `_` only, so it names a file in `locale/`.
    guard !language.isEmpty, language.count <= 16,
      language.unicodeScalars.allSatisfy({
        $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
          || $0 == "_"
      }),
      let path = StartWords.bundledResource("locale/" + language + ".mo"),
      let bytes = SystemFiles.contents(of: path, limit: 4 << 20)
    else { return nil }
    return MessageCatalog(language: language, mo: bytes)
  }
}
