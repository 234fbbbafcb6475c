// The report (VerificationReport, BlockReport, failure causes, summaries, JUnit and GitHub
// forms) is a target of its own, PatternDocReport: what `Verifier.verify` returns and what a
// user reads, merges and prints. Re-exported, its public types are PatternDoc's, and their API
// pages are on PatternDoc's.
@_exported import PatternDocReport
