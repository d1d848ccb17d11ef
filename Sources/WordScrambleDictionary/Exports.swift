// The dictionary layer builds on the text and system layer.
@_exported import WordScrambleText
