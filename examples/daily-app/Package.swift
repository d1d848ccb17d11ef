// swift-tools-version:6.0
// An app's package outside WordScramble's: it depends on a clone named
// WordScramble beside it (as the README's "As a library" says) and uses the
// public API only (`package` declarations are not visible from here).
// Tests/wordgameTests/OutsidePackageTests.swift builds it with a link named
// WordScramble to this repository and compares what it prints with `wordgame`.
import PackageDescription

let package = Package(
  name: "daily-app",
  dependencies: [.package(path: "../WordScramble")],
  targets: [
    .executableTarget(
      name: "daily-app",
      dependencies: [.product(name: "WordScramble", package: "WordScramble")],
      swiftSettings: [.swiftLanguageMode(.v6)])
  ]
)
