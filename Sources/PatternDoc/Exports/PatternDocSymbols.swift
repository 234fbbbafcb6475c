// The symbols stage (a package's public API from its symbol graphs and sources, DocC symbol
// links, doc coverage) is a target of its own, PatternDocSymbols. Its one public type,
// DocCoverage, is what `patterndoc coverage` and a report's coverage hold: re-exported, it is
// PatternDoc's, and its API page is on PatternDoc's.
@_exported import PatternDocSymbols
