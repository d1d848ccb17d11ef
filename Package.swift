// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "WordScramble",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "WordScramble", targets: ["WordScramble"]),
    .library(name: "WordScrambleBatch", targets: ["WordScrambleBatch"]),
    .library(name: "WordScrambleEvidence", targets: ["WordScrambleEvidence"]),
    .executable(name: "wordgame", targets: ["wordgame"]),
    .executable(name: "wordgame-worker", targets: ["wordgame-worker"]),
  ],
  targets: [
    .systemLibrary(
      name: "CHunspell",
      pkgConfig: "hunspell",
      providers: [.apt(["libhunspell-dev"]), .brew(["hunspell"])]
    ),
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    // The engine, in layers the compiler keeps one-way (each imports only
    // the one below); the product is the top one, which re-exports them all.
    // Text, letters and the system calls every layer uses.
    .target(name: "WordScrambleText"),
    // A prefetch hint, which Swift cannot express, for the word list's lookups.
    .target(name: "CPrefetch"),
    // Hunspell dictionaries, the untrusted-dictionary worker and word lists.
    .target(
      name: "WordScrambleDictionary", dependencies: ["CHunspell", "CPrefetch", "WordScrambleText"]
    ),
    // The rules, rounds, games, the solver and start words.
    .target(name: "WordScrambleGame", dependencies: ["WordScrambleDictionary"]),
    // A language's game opened in one call and saved state.
    .target(
      name: "WordScramble",
      dependencies: ["WordScrambleGame"],
      resources: [
        .copy("../../Resources/start.txt"), .copy("../../Resources/tiers"),
        .copy("../../Resources/locale"),
      ]
    ),
    // The evidence `wordgame why` shows (10 MB), a bundle an app opts into by
    // linking this library.
    .target(name: "WordScrambleEvidence", resources: [.copy("../../Resources/why")]),
    // The command line's options and parser, declared once (a library so the
    // fuzz target can parse too).
    .target(name: "CommandLineOptions", dependencies: ["WordScrambleText"]),
    // Checking a list of answers in one round, fast, and the verdicts' output
    // formats: what `wordgame check` runs, public for an app or a script.
    .target(name: "WordScrambleBatch", dependencies: ["WordScramble"]),
    // The command line's other output formats (solutions, statistics), on
    // the batch checker's renderers (a library so the fuzz target renders as
    // check does).
    .target(name: "Rendering", dependencies: ["WordScrambleBatch"]),
    .executableTarget(
      name: "wordgame",
      dependencies: [
        "WordScramble", "WordScrambleBatch", "WordScrambleEvidence", "Rendering", "CEditLine",
        "CommandLineOptions",
      ]
    ),
    // The process an app's untrusted dictionaries are loaded in.
    .executableTarget(name: "wordgame-worker", dependencies: ["WordScramble"]),
    // The README's library section as one program: the build compiles it.
    .executableTarget(
      name: "library-example",
      dependencies: ["WordScramble"],
      path: "examples/library"
    ),
    // `wordgame check --json --root WORD` from the library alone (tests compare the two).
    .executableTarget(
      name: "verdicts-example",
      dependencies: ["WordScramble", "WordScrambleBatch"],
      path: "examples/verdicts"
    ),
    .executableTarget(
      name: "wordgame-fuzz",
      dependencies: ["WordScramble", "WordScrambleBatch", "Rendering", "CommandLineOptions"]
    ),
    // The tests compile unoptimized (the code they test is optimized, as
    // `make test` builds it): optimizing their 17,000 lines of expectations
    // tripled the test build's time and made no test faster. A flag on a
    // test target never reaches a package that depends on this one.
    .testTarget(
      name: "WordScrambleTests",
      dependencies: [
        "WordScramble", "WordScrambleGame", "WordScrambleDictionary", "WordScrambleText",
        "WordScrambleBatch", "WordScrambleEvidence", "Rendering",
      ],
      resources: [.copy("Fixtures")],
      swiftSettings: [.unsafeFlags(["-Onone"])]
    ),
    .testTarget(
      name: "wordgameTests",
      dependencies: [
        "WordScramble", "WordScrambleBatch", "Rendering", "wordgame", "CommandLineOptions",
      ],
      swiftSettings: [.unsafeFlags(["-Onone"])]
    ),
  ],
  swiftLanguageModes: [.v6]
)
