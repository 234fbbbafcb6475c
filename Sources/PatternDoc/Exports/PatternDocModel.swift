// The model the stages pass each other (DocError, DocErrors, SourcePosition and the values
// they hold) is a target of its own, below every stage, so that each stage can be one. A user
// of the library meets those types in what its entry points throw and return: re-exported,
// they are PatternDoc's, and the site shows them on PatternDoc's API pages (a target that is
// no product has no pages of its own).
@_exported import PatternDocModel
