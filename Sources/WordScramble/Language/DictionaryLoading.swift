import Synchronization

/// Where ``Opening`` loads a dictionary: in this process when its files are
/// trusted (a system folder, or one the app trusts), else in a worker
/// process, where a crafted file can crash only the worker.
extension Opening {
  /// Whether the dictionary is loaded in this process: its files are in a
  /// system folder or one the app trusts (``GameLanguage/Options/trustedFolders``).
  var isTrusted: Bool {
    DictionaryWorker.isTrusted(location, also: options.trustedFolders)
  }

  /// Loads the dictionary: in this process from a trusted folder, else in a worker.
  func load() throws(GameLanguageError) -> any DictionaryFiles {
    guard isTrusted else {
      do throws(DictionaryWorkerError) {
        return try DictionaryWorker(location: location, executable: options.workerExecutable)
      } catch {
        // A load error the worker named: worded in the player's language.
        if case .refused(_, let error?) = error { throw .dictionary(error) }
        throw .worker(error.description)
      }
    }
    do throws(DictionaryError) {
      return try Self.loaded(location)
    } catch {
      throw .dictionary(error)
    }
  }

  /// The system dictionaries loaded in this process, by their files and
  /// their stamps: a language opened again (a house rule toggled, a view
  /// model made anew) reuses its loaded dictionary instead of loading another
  /// copy (about 10 MB for French), and one whose files changed is loaded
  /// anew. They live until the process exits: freeing their ~50,000 entries
  /// one by one would only delay the exit (Hunspell_destroy costs ~10 ms).
  private static let dictionaries = Mutex<[String: HunspellDictionary]>([:])

  /// The loaded dictionary at `location`, loaded now if it was not (or its
  /// files changed since). Trusted files only.
  static func loaded(_ location: DictionaryLocation) throws(DictionaryError)
    -> HunspellDictionary
  {
    let files = [location.affixPath, location.dictionaryPath]
    let key = (files + files.map { SystemFiles.stamp(of: $0) ?? "-" }).joined(separator: "\u{0}")
    if let known = dictionaries.withLock({ $0[key] }) { return known }
    let dictionary = try HunspellDictionary(location: location)
    return dictionaries.withLock { known in
      // Of two loading at once, the first kept wins; the other is freed.
      if let first = known[key] { return first }
      known = known.filter { !$0.key.hasPrefix(files.joined(separator: "\u{0}") + "\u{0}") }
      known[key] = dictionary
      return dictionary
    }
  }
}
