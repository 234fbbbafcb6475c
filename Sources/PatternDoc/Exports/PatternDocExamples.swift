// The examples stage (ExamplesWriter, ExamplesOptions) is a target of its own,
// PatternDocExamples: `ExamplesWriter.run` is an entry point of the library. Re-exported, its
// public types are PatternDoc's, and their API pages are on PatternDoc's.
@_exported import PatternDocExamples
