import Foundation
import PatternDocProcesses
import PatternDocSite
import PatternDocSupport

/// `patterndoc preview`: builds the site as `patterndoc build` does, serves it on 127.0.0.1,
/// and rebuilds it whenever the docs or the package's sources change, reloading the open pages.
///
/// Use it while writing docs: save a page and the browser shows it verified and re-rendered a
/// moment later. Only what changed is verified again (an edited page rebuilds its own module;
/// an edited source file rebuilds what depends on the package, as `build` would). A rebuild
/// that fails publishes nothing: the last good site stays served, and every open page shows
/// the failure, each failing block at its `.md` line with the compiler's or the test's
/// message, in a panel over the page; the terminal prints the same.
///
/// It runs until it is stopped: Ctrl-C (`SIGINT`) or `SIGTERM` stops the server and every
/// child process a build started (`InterruptForwarding`). The site on disk is the one
/// `patterndoc build` would write; the live-reload script is added to pages as they are
/// served, never written into them.
///
/// On the command line:
///
/// ```sh
/// $ patterndoc preview --package ~/src/my-lib --port 8080
/// Serving /home/me/src/my-lib/_site at http://127.0.0.1:8080/
/// Watching Docs, Sources, Package.swift for changes. Press Ctrl-C to stop.
/// ...
/// Built 3 pages: 12 blocks verified, 0 opted out, in 41.2 s. Serving http://127.0.0.1:8080/
/// Docs/Guide.md changed: rebuilding.
/// ```
///
/// From code, with the options `build` takes; the call returns when the preview is stopped:
///
/// ```swift norun
/// import PatternDoc
///
/// func previewShop() throws -> Int32 {
///     let site = SitePublisher.Options(verify: VerifyOptions(packageRoot: "/src/Shop"))
///     return try PreviewCommand.run(site, port: 8080)
/// }
/// ```
public enum PreviewCommand {
    /// Previews the site `options` describes (the options `patterndoc build` takes) on `port`,
    /// or on a free port when `port` is `nil` or 0; prints the address, then each build's
    /// outcome, and returns only once the preview is stopped.
    ///
    /// - Throws: a ``DocError`` when the preview cannot start: the folder is not a package,
    ///   the output folder is one `build` would refuse, or the port is taken. A failing build
    ///   does not throw: it is shown, and the preview goes on.
    public static func run(_ options: SitePublisher.Options, port: Int? = nil) throws -> Int32 {
        InterruptForwarding.install()
        let session = try PreviewSession(options: options, port: port) { line in
            print(line)
            StandardOutput.flush()
        }
        print("Serving \(options.output) at \(session.url)")
        print("Watching \(session.watchedPaths.joined(separator: ", ")) for changes. Press Ctrl-C to stop.")
        StandardOutput.flush()
        session.start()
        session.waitUntilStopped()
        return 0
    }
}
