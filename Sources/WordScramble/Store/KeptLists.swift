#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lists a round keeps in the state folder: those too large to keep in
/// round.json (``SavedRound/listsLimit``), each a regular file the game wrote
/// itself, `lists/HASH.txt`, named by the SHA-256 of its text. A resumed
/// round reads its lists there (or in round.json), never from the paths they
/// were given by: a pipe (`<(…)`, `/dev/fd/63`) is read once, a file may be
/// gone or changed, and a path in a round file is text anyone could have
/// written (`/dev/stdin`, `/etc/passwd`).
extension StateStore {
  /// Why a round's list cannot be read back.
  package enum ListProblem: Error, Equatable, Sendable {
    /// The round names the list (its path) but kept neither its text nor a
    /// copy: an earlier release kept large lists by path only, or the round
    /// file was written by hand.
    case notKept(list: String)
    /// The copy (its path) is gone.
    case missing(list: String, copy: String)
    /// The copy is not the text the round kept: changed, damaged, too large
    /// or not a regular file.
    case changed(list: String, copy: String)
    /// The system refused to read the copy (the reason): not damage, left as it is.
    case cannotRead(list: String, copy: String, reason: String)

    /// Why, in the language of `messages`.
    package func description(in messages: MessageCatalog) -> String {
      switch self {
      case .notKept(let list):
        messages("its list '%s' was not kept with it", Escaping.forDisplay(list))
      case .missing(let list, let copy):
        messages(
          "the copy of its list '%s' is gone ('%s')", Escaping.forDisplay(list),
          Escaping.forDisplay(copy))
      case .changed(let list, let copy):
        messages(
          "the copy of its list '%s' ('%s') is not the list it was started with",
          Escaping.forDisplay(list), Escaping.forDisplay(copy))
      case .cannotRead(let list, let copy, let reason):
        messages(
          "cannot read '%s', the copy of its list '%s': %s", Escaping.forDisplay(copy),
          Escaping.forDisplay(list), SystemError.reason(reason, in: messages))
      }
    }
  }

  /// The folder of the kept lists.
  package var listsFolder: String { folder + "/lists" }

  /// The most bytes of a kept list: as much as a list given is read
  /// (64 MiB; start words, 16 MiB).
  package static let maximumKeptListBytes = 64 << 20

  /// The path of the copy of the text whose SHA-256 is `hash`.
  package func listPath(_ hash: String) -> String { listsFolder + "/" + hash + ".txt" }

  /// Keeps `text` in the state folder; returns its SHA-256 (by which a
  /// round names it), or why it cannot be kept. A copy already there is
  /// kept as it is (one copy for any number of rounds on one list).
  package func keepList(_ text: String) -> Result<String, Problem> {
    let bytes = Array(text.utf8)
    let hash = SHA256.hex(of: bytes)
    let path = listPath(hash)
    return withLock { () -> Result<String, Problem> in
      if case .success(let kept) = SystemFiles.regularFile(at: path, limit: bytes.count),
        kept == bytes
      {
        // Fresh again, so that no sweep takes it before the round is saved.
        utimes(path, nil)
        return .success(hash)
      }
      guard SystemFiles.createFolder(listsFolder) else {
        return .failure(.cannotWrite(path: listsFolder, reason: String(cString: strerror(errno))))
      }
      SystemFiles.removeStaleTemporaryFiles(in: listsFolder)
      if let failure = SystemFiles.writeAtomically(bytes, to: path) {
        return .failure(.cannotWrite(path: path, reason: failure))
      }
      removeUnusedLists()
      return .success(hash)
    }
  }

  /// The text kept under `hash` for the list given as `list`: read only as
  /// a regular file (never through a link, never waited on), of at most
  /// ``maximumKeptListBytes``, and only if its SHA-256 is still `hash`.
  package func keptList(_ hash: String, list: String) -> Result<String, ListProblem> {
    guard SHA256.isHex(hash) else { return .failure(.notKept(list: list)) }
    let path = listPath(hash)
    switch SystemFiles.regularFile(at: path, limit: Self.maximumKeptListBytes) {
    case .success(let bytes) where SHA256.hex(of: bytes) == hash:
      return .success(String(decoding: bytes, as: UTF8.self))
    case .failure(.missing): return .failure(.missing(list: list, copy: path))
    case .failure(.failed(let reason)):
      return .failure(.cannotRead(list: list, copy: path, reason: reason))
    case .success, .failure(.notRegular), .failure(.tooLarge):
      return .failure(.changed(list: list, copy: path))
    }
  }

  /// Removes the kept lists no saved round names, once they are an hour old
  /// (a round just started may not be saved yet). Nothing is removed when a
  /// round file cannot be read. Called with the lock held.
  func removeUnusedLists() {
    guard SystemFiles.isFolder(listsFolder), let names = SystemFiles.names(in: folder) else {
      return
    }
    var named: Set<String> = []
    for name in names where name.hasSuffix(".json") && name != "statistics.json" {
      switch SystemFiles.regularFile(at: folder + "/" + name, limit: Self.maximumFileBytes) {
      case .success(let bytes):
        let copies = Self.decode(SavedRound.self, from: bytes)?.options?.copies ?? [:]
        named.formUnion(copies.values)
      case .failure(.failed): return
      case .failure: continue
      }
    }
    let hourAgo = time(nil) - 3600
    for name in SystemFiles.names(in: listsFolder) ?? [] where name.hasSuffix(".txt") {
      let path = listsFolder + "/" + name
      var info = stat()
      guard !named.contains(String(name.dropLast(4))), lstat(path, &info) == 0 else { continue }
      #if canImport(Darwin)
        let modified = info.st_mtimespec.tv_sec
      #else
        let modified = info.st_mtim.tv_sec
      #endif
      if modified < hourAgo { unlink(path) }
    }
  }

  /// Moves the saved round `id` aside (`NAME.unreadable-TIMESTAMP`), if it
  /// is still that round: it cannot be resumed, and nothing of it is
  /// deleted. Returns where it went, nil when the file is no longer that
  /// round (another game saved its own since), or why it could not be moved.
  package func setAsideRound(id: String?) -> Result<String?, Problem> {
    withLock { () -> Result<String?, Problem> in
      guard
        case .success(let bytes) = SystemFiles.regularFile(
          at: roundPath, limit: Self.maximumFileBytes),
        let saved = Self.decode(SavedRound.self, from: bytes), saved.id == id
      else { return .success(nil) }
      guard let aside = Self.moveAside(roundPath) else {
        return .failure(.cannotWrite(path: roundPath, reason: String(cString: strerror(errno))))
      }
      return .success(aside)
    }
  }
}
