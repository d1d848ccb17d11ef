import Testing

@testable import WordScramble
@testable import WordScrambleText

#if canImport(Glibc)
  import Glibc
#endif

/// Why a cached file was not read, in the player's language (#51, a twelfth
/// read: the reasons in a translated warning were English).
@Suite("A cached file's reasons in the player's language")
struct SealedReasonTests {
  @Test(
    "Each reason a read gives has its translation; numbers are grouped as the language groups them")
  func translated() throws {
    let english = MessageCatalog.english
    let reasons = [
      "it is not a regular file", "it is cut short", "it is of no known format",
      "its seal line is damaged", "it was made from other files",
      "its contents do not match their seal", "its contents are not a word list",
      "it cannot be verified: its folder has no key of the player's own to check it with",
      "its folder cannot keep the key it is sealed with (.seal-key)",
    ]
    for language in ["de", "es", "fr", "it", "nl", "pl", "pt", "ru", "sv"] {
      let messages = try #require(MessageCatalog.bundled(language: language))
      for reason in reasons {
        #expect(SealedFile.reason(reason, in: english) == reason)
        #expect(SealedFile.reason(reason, in: messages) != reason, "\(language): \(reason)")
      }
      let held = SealedFile.reason(
        "it holds 49128874 bytes, not the 49128869 it was written with", in: messages)
      #expect(held.contains(messages.grouped("49128874")), "\(language): \(held)")
      #expect(held.contains(messages.grouped("49128869")), "\(language): \(held)")
      #expect(!held.contains("bytes, not the"), "\(language): \(held)")
      let large = SealedFile.reason("it is too large (2038 bytes)", in: messages)
      #expect(
        large.contains(messages.grouped("2038")) && !large.hasPrefix("it is"),
        "\(language): \(large)")
      // A system error's reason comes through the catalog too.
      #expect(
        SealedFile.reason(String(cString: strerror(EINVAL)), in: messages) != "Invalid argument",
        "\(language)")
    }
    #expect(
      SealedFile.reason("it holds 5 bytes, not the 7 it was written with", in: english)
        == "it holds 5 bytes, not the 7 it was written with")
  }
}
