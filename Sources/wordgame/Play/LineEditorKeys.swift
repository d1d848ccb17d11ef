#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
@preconcurrency import CEditLine
import Synchronization

// How libedit reads keys for ``EditLineReader``: one Unicode scalar at a time,
// from ``KeyCountdown/nextByte()``.

/// Whether a key other than Enter was pressed since the prompt: Ctrl-C then
/// clears the line instead of ending the game.
let lineTouched = Atomic<Bool>(false)

/// libedit's key reader: one Unicode scalar decoded from UTF-8 (libedit keeps
/// wide characters and takes the returned value as one), U+FFFD for bytes that
/// are not UTF-8, or -1 for end of input (and on a signal). Ctrl-C after a
/// key was pressed is Ctrl-U (libedit's kill-line): the line is cleared.
let readKey: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
  let key = keyCountdown.nextByte()
  if case .tick = key { return 0x1D }  // Ctrl-], bound to ed-redisplay
  guard case .byte(let lead) = key else {
    guard Signals.pending == SIGINT, lineTouched.exchange(false, ordering: .relaxed) else {
      return -1
    }
    Signals.consume()
    return 0x15
  }
  lineTouched.store(lead != 0x0A && lead != 0x0D, ordering: .relaxed)
  keyCountdown.pressed(lead)
  let length: Int
  var value: UInt32
  switch lead {
  case 0x00..<0x80: return Int32(lead)
  case 0xC2..<0xE0: (length, value) = (2, UInt32(lead & 0x1F))
  case 0xE0..<0xF0: (length, value) = (3, UInt32(lead & 0x0F))
  case 0xF0..<0xF5: (length, value) = (4, UInt32(lead & 0x07))
  default: return 0xFFFD
  }
  for _ in 1..<length {
    guard let next = readInputByte() else { return -1 }
    guard next & 0xC0 == 0x80 else { return 0xFFFD }
    value = value << 6 | UInt32(next & 0x3F)
  }
  let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
  guard value >= smallest, Unicode.Scalar(value) != nil else { return 0xFFFD }
  return Int32(value)
}
