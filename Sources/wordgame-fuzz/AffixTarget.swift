// The `affixes` fuzz target: bytes as an .aff text, then (after the first NUL)
// a .dic text, through the affix file parser and the stem expansion that build
// the solver's word list. Hunspell itself is not called (a crash in
// libhunspell is contained by the game's worker process, not fuzzed here).
import WordScramble

func fuzzAffixes(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let split = bytes.firstIndex(of: 0) ?? size
  let affixText = String(decoding: bytes[..<split], as: UTF8.self)
  let dictionaryText = String(decoding: bytes[min(size, split + 1)...], as: UTF8.self)
  let (forms, _) = Lexicon.candidates(affixText: affixText, dictionaryText: dictionaryText)
  for form in forms where !WordShape.isLettersOnly(form) {
    fatalError("a form that is not letters only: \(form.unicodeScalars.map(\.value))")
  }
  return 0
}
