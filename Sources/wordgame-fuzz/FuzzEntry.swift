// The fuzz targets, one binary: `WORDGAME_FUZZ_TARGET` picks one (scripts/fuzz
// sets it; each has its seed corpus in Fuzz/corpus/TARGET):
// - lines: lines of answers through every path of `check` on Hunspell (FuzzTarget.swift);
// - listed: the same on a word list with tiers and an app's rule (FuzzTarget.swift);
// - state: round.json and statistics.json as the game reads them (StateTarget.swift);
// - affixes: .aff and .dic text through the affix expansion (AffixTarget.swift);
// - arguments: command lines through the option parser (ArgumentsTarget.swift);
// - codes: challenge and result codes as a friend pastes them (CodesTarget.swift).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The name of the target picked (`lines` by default).
let fuzzTargetName = getenv("WORDGAME_FUZZ_TARGET").map { String(cString: $0) } ?? "lines"

/// Loads what the picked target keeps for every input (the `lines` target's
/// dictionary, the `listed` target's word list: seconds under the
/// sanitizers), before libFuzzer times any input.
func prepareFuzzTarget() {
  if fuzzTargetName == "lines" || fuzzTargetName == "listed" {
    prepareLines(listed: fuzzTargetName == "listed")
  }
}

/// The target picked, read once.
let fuzzTarget: @Sendable (UnsafePointer<UInt8>, Int) -> Int32 = {
  let name = fuzzTargetName
  switch name {
  case "lines": return fuzzLines
  case "listed": return fuzzListed
  case "state": return fuzzState
  case "affixes": return fuzzAffixes
  case "arguments": return fuzzArguments
  case "codes": return fuzzCodes
  default:
    fatalError("unknown fuzz target '\(name)': lines, listed, state, affixes, arguments or codes")
  }
}()
