// The site stage is a target of its own, PatternDocSite. `SitePublisher.publish` is an entry
// point of the library: re-exported, SitePublisher is PatternDoc's, and its API page is on
// PatternDoc's.
@_exported import PatternDocSite
