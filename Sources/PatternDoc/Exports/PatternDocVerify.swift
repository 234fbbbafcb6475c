// The verify stage (Verifier, VerifyOptions, ImplicitImports) is a target of its own,
// PatternDocVerify. `Verifier.verify` is the library's entry point and its options are what a
// user fills in: re-exported, they are PatternDoc's, and their API pages are on PatternDoc's.
@_exported import PatternDocVerify
