/// A dictionary's load error as a worker tells it to the game on one line,
/// so that the game words it in the player's language: the case and its
/// values, each path as which of the two files it is (the game knows them).
extension DictionaryError {
  /// The fields after the worker's `error` and English sentence, or nil for
  /// an error the game words as it is told.
  func workerFields(_ location: DictionaryLocation) -> [String]? {
    func file(_ path: String) -> String? {
      path == location.affixPath ? "aff" : path == location.dictionaryPath ? "dic" : nil
    }
    func safe(_ text: String) -> String? {
      text.utf8.contains { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } ? nil : text
    }
    switch self {
    case .missingFile(let path): return file(path).map { ["missingFile", $0] }
    case .unreadableFile(let path): return file(path).map { ["unreadableFile", $0] }
    case .emptyFile(let path): return file(path).map { ["emptyFile", $0] }
    case .rejectsOwnWords(let path): return file(path).map { ["rejectsOwnWords", $0] }
    case .fileTooLarge(let path, let limit):
      return file(path).map { ["fileTooLarge", $0, String(limit)] }
    case .unsupportedEncoding(let name, let path):
      guard let which = file(path), let name = safe(name) else { return nil }
      return ["unsupportedEncoding", which, name]
    case .wideEncoding(let name, let path):
      guard let which = file(path), let name = safe(name) else { return nil }
      return ["wideEncoding", which, name]
    case .notFound, .untrusted, .tooManyForms: return nil
    }
  }

  /// The error a worker told in `fields` (see ``workerFields(_:)``), or nil.
  init?(workerFields fields: [Substring], location: DictionaryLocation) {
    guard fields.count >= 2 else { return nil }
    let path: String
    switch fields[1] {
    case "aff": path = location.affixPath
    case "dic": path = location.dictionaryPath
    default: return nil
    }
    switch (fields[0], fields.count) {
    case ("missingFile", 2): self = .missingFile(path: path)
    case ("unreadableFile", 2): self = .unreadableFile(path: path)
    case ("emptyFile", 2): self = .emptyFile(path: path)
    case ("rejectsOwnWords", 2): self = .rejectsOwnWords(path: path)
    case ("fileTooLarge", 3):
      guard let limit = Int(fields[2]) else { return nil }
      self = .fileTooLarge(path: path, limit: limit)
    case ("unsupportedEncoding", 3):
      self = .unsupportedEncoding(name: String(fields[2]), path: path)
    case ("wideEncoding", 3): self = .wideEncoding(name: String(fields[2]), path: path)
    default: return nil
    }
  }
}
