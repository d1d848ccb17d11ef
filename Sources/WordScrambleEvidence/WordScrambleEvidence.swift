/// The evidence behind a word's tier: the frequency of its word family, its
/// lemma, its tags and an editor's decision, for every word of up to eight
/// letters of each language the game ships lists for (`wordgame why` shows
/// it). About 10 MB, in a resource bundle of its own: an app that links this
/// library gets it beside the game's bundle and
/// `GameLanguage.explain(_:startWord:)` reads it; an app that does not
/// still gets each word's verdict and the rule or list that decided it,
/// without the frequency and the lemma, and ships 10 MB less.
public enum WordScrambleEvidence {
  /// The name of the resource bundle this library brings (on Linux; macOS
  /// names it `WordScramble_WordScrambleEvidence.bundle`), found where the
  /// game's own bundle is.
  public static let bundleName = "WordScramble_WordScrambleEvidence.resources"
}
