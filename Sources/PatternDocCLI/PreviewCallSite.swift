import Foundation
import PatternDoc

/// Where `patterndoc preview` hands over to the preview server.
///
/// The server (Sources/PatternDoc/Preview) is built on another branch. This is the single call
/// site to wire at merge: replace the body with the server's entry point, called with these
/// options and port.
enum PreviewCallSite {
    static func run(_ options: SitePublisher.Options, port: Int?) throws -> Int32 {
        // PREVIEW CALL SITE: `return try PreviewCommand.run(options, port: port)` once the server is merged.
        FileHandle.standardError.write(Data("patterndoc: preview is not available in this build.\n".utf8))
        return 2
    }
}
