import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleText

@Suite("Lists a round keeps in the state folder, named by their SHA-256")
struct KeptListTests {
  @Test(
    "SHA-256 gives the FIPS 180-4 vectors",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (
        String(repeating: "a", count: 1_000_000),
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
      ),
    ])
  func vectors(text: String, hash: String) {
    #expect(SHA256.hex(of: Array(text.utf8)) == hash)
    #expect(SHA256.isHex(hash))
  }

  @Test("Only 64 lowercase hex digits name a copy: never a path out of the folder")
  func hashShape() {
    #expect(!SHA256.isHex("../../etc/passwd"))
    #expect(!SHA256.isHex(String(repeating: "A", count: 64)))
    #expect(!SHA256.isHex(String(repeating: "a", count: 63)))
  }

  @Test("A list is kept once, read back as kept, and refused once it changed")
  func keptAndReadBack() throws {
    let folder = try FileManager.default.url(
      for: .itemReplacementDirectory, in: .userDomainMask,
      appropriateFor: FileManager.default.temporaryDirectory, create: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = StateStore(folder: folder.path)
    let text = String(repeating: "silk\n", count: 1000)
    let hash = try store.keepList(text).get()
    #expect(hash == SHA256.hex(of: Array(text.utf8)))
    #expect(try store.keepList(text).get() == hash, "one copy for one text")
    #expect(
      SystemFiles.names(in: store.listsFolder)?.filter { $0.hasSuffix(".txt") } == [hash + ".txt"])
    #expect(try store.keptList(hash, list: "big.txt").get() == text)
    try "silk\nworm\n".write(toFile: store.listPath(hash), atomically: true, encoding: .utf8)
    #expect(
      store.keptList(hash, list: "big.txt")
        == .failure(.changed(list: "big.txt", copy: store.listPath(hash))))
    #expect(store.keptList("../round", list: "big.txt") == .failure(.notKept(list: "big.txt")))
  }

  @Test("Copies no saved round names go once they are an hour old; named and new ones stay")
  func unusedCopiesRemoved() throws {
    let folder = try FileManager.default.url(
      for: .itemReplacementDirectory, in: .userDomainMask,
      appropriateFor: FileManager.default.temporaryDirectory, create: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = StateStore(folder: folder.path)
    let daily = StateStore(folder: folder.path, roundFile: "daily-2026-12-04.json")
    let (named, old, new) = try (
      store.keepList("named\n").get(), store.keepList("old\n").get(), store.keepList("new\n").get()
    )
    var saved = SavedRound(
      startWord: "silkworm", dictionary: "en_US", minimumLength: 3, words: [], score: 0,
      hintsUsed: 0, seed: nil, generatorState: 1, answers: ["silk"])
    saved.options = .init(required: "/dev/fd/63")
    saved.options?.copies = ["/dev/fd/63": named]
    try daily.saveRound(saved)
    let hoursAgo = Date().addingTimeInterval(-7200)
    for hash in [named, old] {
      try FileManager.default.setAttributes(
        [.modificationDate: hoursAgo], ofItemAtPath: store.listPath(hash))
    }
    store.withLock { store.removeUnusedLists() }
    let left = Set(SystemFiles.names(in: store.listsFolder) ?? [])
    #expect(left.contains(named + ".txt"), "named by the paused daily round")
    #expect(!left.contains(old + ".txt"))
    #expect(left.contains(new + ".txt"), "a round just started may not be saved yet")
  }

  @Test("A saved round naming a copy by anything but a hash is damage")
  func copiesInRange() {
    var saved = SavedRound(
      startWord: "silkworm", dictionary: "en_US", minimumLength: 3, words: [], score: 0,
      hintsUsed: 0, seed: nil, generatorState: 1, answers: ["silk"])
    saved.options = .init(required: "big.txt")
    saved.options?.copies = ["big.txt": SHA256.hex(of: [])]
    #expect(saved.isValid)
    saved.options?.copies = ["big.txt": "../../../etc/passwd"]
    #expect(!saved.isValid)
  }
}
