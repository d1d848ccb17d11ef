/// Which language a person reads messages in, chosen as GNU programs choose
/// it, from the environment alone: `LC_ALL`, else `LC_MESSAGES`, else `LANG`
/// names the locale; `LANGUAGE` (a list such as `fr:de`) comes before it unless
/// that locale is plain `C` or `POSIX`, or none is set (as glibc: it reads
/// `LANGUAGE` under `C.UTF-8`). The variables are read here, not through
/// `setlocale`: Debian images generate only `C.UTF-8`, and glibc falls back to
/// `C` for a locale it lacks, which would lose the player's language.
public enum MessageLocale {
  /// The languages to try, best first: `de_DE.UTF-8@euro` gives `de_DE`, then
  /// `de`. Empty for `C`, `POSIX` or nothing set: English.
  public static func languages(environment: [String: String]) -> [String] {
    let value = { (name: String) -> String? in
      environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
    let locale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG")
    let isC = locale.map { ["C", "POSIX"].contains($0) } ?? true
    var names: [String] = []
    if !isC, let list = value("LANGUAGE") {
      names = list.split(separator: ":").map(String.init)
    }
    if let locale { names.append(locale) }
    var languages: [String] = []
    for name in names {
      let base = baseName(name)
      guard !["C", "POSIX", ""].contains(base) else { continue }
      for candidate in [base, String(base.prefix { $0 != "_" })]
      where !languages.contains(candidate) {
        languages.append(candidate)
      }
    }
    return languages
  }

  /// `de_DE` from `de_DE.UTF-8@euro`: the name without its codeset and modifier.
  static func baseName(_ locale: String) -> String {
    String(locale.prefix { $0 != "." && $0 != "@" })
  }
}
