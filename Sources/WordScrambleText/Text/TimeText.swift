/// Lengths of time as the game writes them.
package enum TimeText {
  /// `seconds` as `--time` takes it: `90s`, `2m`, `1m30s`, `1h`, `1h30m`.
  package static func duration(_ seconds: Int) -> String {
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    let parts = [(hours, "h"), (minutes, "m"), (rest, "s")].filter { $0.0 > 0 }
    return parts.isEmpty ? "0s" : parts.map { "\($0.0)\($0.1)" }.joined()
  }

  /// `seconds` as a clock shows time left: `0:05`, `12:00`, `1:00:00`.
  package static func clock(_ seconds: Int) -> String {
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }
}
