/// The release of the library and of `wordgame` (semantic versioning): the
/// one place the version is written. `wordgame --version` prints it, and
/// CHANGELOG.md's newest release heading names it (a test compares them).
/// A release is tagged `v` and this version (`v0.1.0`) on the commit that
/// sets it: see CHANGELOG.md.
public enum WordScrambleVersion {
  /// The version, `MAJOR.MINOR.PATCH`.
  public static let current = "0.1.0"
}
