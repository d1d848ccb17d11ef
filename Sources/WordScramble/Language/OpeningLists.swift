/// Building a language's word lists while it opens: the whole list (with a
/// second process checking half the words), or the forbidden and
/// never-suggested words alone; each stops when the opening is cancelled.
extension Opening {
  /// The options of a pass over every entry for the forbidden and
  /// never-suggested words alone, bounded as `full` is.
  func marksOnlyOptions(_ full: Lexicon.Options) -> Lexicon.Options {
    var marksOnly = Lexicon.Options.marksOnly
    (marksOnly.warning, marksOnly.boundsExpansion) = (options.warning, full.boundsExpansion)
    marksOnly.isCancelled = options.isCancelled
    marksOnly.messages = full.messages
    return marksOnly
  }

  /// Builds the word list (or reads it from the cache), with a second process
  /// checking half the words and the progress told.
  func build(
    _ dictionary: any DictionaryFiles, name: String, options listOptions: Lexicon.Options,
    cache: Lexicon.Cache?, bundled: Bool
  ) -> Lexicon? {
    var listOptions = listOptions
    let progress = options.progress
    if let progress {
      listOptions.progress = { @Sendable fraction in progress(.fraction(fraction)) }
    }
    listOptions.marksJunk = !bundled
    listOptions.isCancelled = options.isCancelled
    let helper = Helper()
    let location = dictionary.location
    let (executable, trusted) = (options.workerExecutable, isTrusted)
    let added = listOptions.addedWords
    listOptions.helper = {
      helper.worker = try? DictionaryWorker(
        location: location, executable: executable, answersInBatches: trusted)
      return helper.worker.map { AddedWords.adding(added, to: $0) }
    }
    defer {
      helper.worker?.stop()
      progress?(.finished)
    }
    // open() has looked for this list in the cache already.
    return loadReporting(dictionary, cache: cache, options: listOptions, cacheRead: true)
  }

  /// A word list read from the cache or built; nil when it cannot be, after
  /// warning when the dictionary has too many forms to list.
  func loadReporting(
    _ dictionary: any DictionaryFiles, cache: Lexicon.Cache?, options listOptions: Lexicon.Options,
    cacheRead: Bool = false
  ) -> Lexicon? {
    do throws(DictionaryError) {
      return try Lexicon.load(
        files: dictionary, cache: cache, options: listOptions, cacheRead: cacheRead)
    } catch {
      if case .tooManyForms = error { options.warning?("\(error)") }
      return nil
    }
  }

  /// The second process a build started, if any, to stop when it is done. It
  /// is set and read on the building thread only.
  fileprivate final class Helper: @unchecked Sendable {
    var worker: DictionaryWorker?
  }
}
