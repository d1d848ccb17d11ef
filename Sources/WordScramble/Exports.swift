// One `import WordScramble` gives an app the whole engine: this top layer
// (language opening, batch checking, saved state) and every layer below it.
@_exported import WordScrambleGame
