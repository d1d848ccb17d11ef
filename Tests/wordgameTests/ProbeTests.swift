import Testing

@testable import wordgame

@Suite("The dictionary probe's child process")
struct ProbeTests {
  @Test("How a child ends: its exit status, the signal that killed it, or a hang cut short")
  func outcomes() {
    #expect(DictionaryProbe.runChild("/bin/sh", arguments: ["-c", "exit 3"]) == .exited(3))
    #expect(DictionaryProbe.runChild("/bin/sh", arguments: ["-c", "kill -SEGV $$"]) == .signal(11))
    #expect(
      DictionaryProbe.runChild("/bin/sh", arguments: ["-c", "sleep 30"], timeout: 0.2) == .hung)
    #expect(DictionaryProbe.runChild("/nonexistent/wordgame", arguments: []) == nil)
  }

  @Test("The child's standard streams are /dev/null and its environment is passed on")
  func streamsAndEnvironment() {
    // Writing to a closed descriptor would fail; /dev/null takes it. PATH comes through.
    #expect(
      DictionaryProbe.runChild(
        "/bin/sh", arguments: ["-c", "echo out; echo err >&2; read x; test -n \"$PATH\""])
        == .exited(0))
    #expect(
      DictionaryProbe.runChild(
        "/bin/sh", arguments: ["-c", "test \"$SWIFT_BACKTRACE\" = enable=no"])
        == .exited(0))
  }
}
