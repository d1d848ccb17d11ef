// libFuzzer's entry points (its own main() runs the fuzzing; this file's top
// level is never run). The target is picked in FuzzEntry.swift.
/// libFuzzer calls this with each input; a crash or a failed invariant is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  fuzzTarget(data, size)
}

/// libFuzzer calls this once, before the first input (and its timeout).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
  prepareFuzzTarget()
  return 0
}
