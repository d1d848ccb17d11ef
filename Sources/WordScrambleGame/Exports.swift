// The game layer builds on the dictionary layer (and, through it, text and system).
@_exported import WordScrambleDictionary
