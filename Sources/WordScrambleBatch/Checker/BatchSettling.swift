import WordScramble

/// Settling: "used already" applied in input order, and every line's output
/// written, from the lines prejudged.
extension BatchChecker {
  /// Applies "used already" in order and writes every line's output.
  mutating func settle(_ lines: PrejudgedLines) {
    assert(lines.openLines == 0, "lines left out of the items")
    var start = 0
    var nextLookup = 0
    for item in lines.items {
      switch item {
      case .finals(let end, let count):
        pendingOutput.append(lines.bytes, start..<end)
        summary.rejected += count
        start = end
      case .listed(let count):
        lines.bytes.withUnsafeBytes { bytes in
          for lookup in lines.lookups[nextLookup..<(nextLookup + count)] {
            let end = Int(lookup.end)
            let head = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            start = end
            if !prejudger.pieces.mayBeBlocked(lookup.hash) {
              settleListed(Int(lookup.line), length: Int(lookup.length), head: head)
            } else {
              settle(maybeBlocked: head, length: Int(lookup.length))
            }
          }
        }
        nextLookup += count
      case .candidate(let index):
        settle(
          lines.candidates[index], shown: lines.shown[index], typed: lines.typed[index],
          headWritten: false)
      }
    }
  }

  /// Settles a candidate, shown as `shown` (by default its word) and typed
  /// as `typed` (by default as shown), its head written already or not.
  mutating func settle(
    _ prejudgement: Prejudgement, shown: String?, typed: String? = nil, headWritten: Bool
  ) {
    // An answer typed otherwise than its key (`buße` for `busse`) is shown
    // as typed where the dictionary takes that form: the general path.
    if let wordList, (shown == nil && typed == nil) || !renderer.showsDetails,
      case .candidate(var word, _, true) = prejudgement,
      case let length = Normalization.letterCount(word), length < pointsByLength.count,
      let line = word.withUTF8({ wordList.line(of: $0) })
    {
      // A listed word that took the general path: settled by the same bits.
      if !headWritten { append(renderer.head(word)) }
      settleListed(line, length: length)
      return
    }
    let verdict = round.settle(prejudgement)
    // The judgement is made once: the summary counts its bonus mark, the line shows it.
    let judgement =
      verdict.isAccepted
      ? renderer.judgement(of: verdict, in: round, typed: typed ?? shown) : nil
    summary.add(verdict, isBonus: judgement?.isBonus ?? false)
    if !headWritten { append(renderer.head(shown ?? verdict.word)) }
    // A form of the letters of a word found before (Spanish `dudó` after
    // `dudo`) counts as that word: the line names it, as play does; the
    // form accepted is kept for that (a form the dictionary lacks, French
    // `recu` for `reçu`, is the word found misspelled: "used already").
    switch verdict {
    case .accepted(let key, _):
      if let form = typed ?? shown {
        round.keepSpelling(Normalization.typed(form), of: key)
      } else if round.dictionary.dictionarySpelling(of: key) != key {
        // Typed as its key (`pero`, a word as `però` is), it is kept so too.
        round.keepSpelling(key, of: key)
      }
    case .rejected(let key, .usedAlready):
      // A word the word list's path settled was typed as its key (`pero`
      // before `però`): that is the form found, as play shows it.
      if let written = round.dictionary.typedSpelling(
        Normalization.typed(typed ?? shown ?? key), key: key),
        case let found =
          round.records(key)
          ? round.spelling(of: key)
          : round.dictionary.typedSpelling(key, key: key) ?? key,
        written.lowercased() != found.lowercased()
      {
        append(renderer.usedAlreadyTail(countsAs: found))
        return
      }
    default: break
    }
    appendTail(verdict, judgement: judgement)
  }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { pendingOutput.append(UnsafeRawBufferPointer($0)) }
  }

  /// Appends the tail of the line for `verdict`, shown as `judgement` when accepted.
  mutating func appendTail(_ verdict: Verdict, judgement: Judgement?) {
    switch verdict {
    case .accepted:
      if let judgement { append(renderer.acceptedTail(judgement)) }
    case .rejected(_, let error):
      if let hit = rejectedTails.first(where: { $0.error == error }) {
        pendingOutput.append(hit.tail)
        return
      }
      let tail = Array(renderer.rejectedTail(error).utf8)
      if rejectedTails.count >= 16 { rejectedTails.removeFirst() }
      rejectedTails.append((error, tail))
      pendingOutput.append(tail)
    }
  }
}
