import Foundation
import PatternDocModel
import PatternDocReport
import PatternDocSite
import Synchronization

/// A running `patterndoc preview`: the server, the watcher and the builds, tied together.
///
/// It builds the site as `patterndoc build` does (``SitePublisher``: verify, reusing the
/// results of unchanged pages, then render and swap the folder in whole), serves the folder,
/// and rebuilds whenever a watched file changes. A build that publishes moves the site's
/// generation on, and the open pages reload; a build that fails (a block, a broken link, a bad
/// fence) publishes nothing, so the last good site stays served, and the failure goes to the
/// terminal and to a panel over every open page.
///
/// Builds run one at a time on the session's own thread; an edit made during a build starts
/// another as soon as it ends.
final class PreviewSession: Sendable {
    /// The server, listening from the moment the session is made.
    let server: PreviewServer
    /// What the open pages are told.
    let channel: ReloadChannel
    private let options: SitePublisher.Options
    private let watcher: SourceWatcher
    private let log: @Sendable (String) -> Void
    private let loopEnded = DispatchSemaphore(value: 0)
    private struct Progress {
        var isStarted = false
        var isStopped = false
    }

    private let progress = Mutex(Progress())

    /// Checks `options` as `patterndoc build` would and starts serving `options.output` on
    /// `port` (a free one when `nil` or 0); the first build starts with ``start()``.
    ///
    /// - Parameters:
    ///   - pollInterval: seconds between two looks at the watched files.
    ///   - log: where the preview's own lines go (the verifier's progress goes to
    ///     `options.verify.progress`).
    /// - Throws: a ``DocError`` for a folder that is no package, an output folder `build`
    ///   would refuse, or a port that cannot be had.
    init(
        options: SitePublisher.Options,
        port: Int? = nil,
        pollInterval: Double = 0.3,
        log: @escaping @Sendable (String) -> Void
    ) throws {
        guard FileManager.default.fileExists(atPath: "\(options.verify.packageRoot)/Package.swift") else {
            throw DocError(
                at: nil,
                "\(options.verify.packageRoot) is not a SwiftPM package (it has no Package.swift), so there is nothing to preview.",
                hint: "Pass the package's folder with --package, or run patterndoc from it."
            )
        }
        try SiteWriter.folder.check(options.output, package: options.verify.packageRoot, docs: options.verify.docs)
        self.options = options
        self.log = log
        channel = ReloadChannel()
        watcher = SourceWatcher(for: options, interval: pollInterval)
        server = try PreviewServer(serving: options.output, port: port, channel: channel)
    }

    /// The address of the site: `http://127.0.0.1:PORT/`.
    var url: String { server.url }

    /// The folders and files the session rebuilds on, as the terminal shows them.
    var watchedPaths: [String] {
        watcher.roots.filter { FileManager.default.fileExists(atPath: $0) }.map(displayed)
    }

    /// Builds the site, then rebuilds on every change until ``stop()``, on a thread of its own.
    func start() {
        let first = progress.withLock { progress in
            defer { progress.isStarted = true }
            return !progress.isStarted && !progress.isStopped
        }
        guard first else { return }
        let thread = Thread { [self] in
            var snapshot = watcher.snapshot()
            build()
            while let change = watcher.waitForChange(from: snapshot, isStopped: { self.stopped }) {
                snapshot = change.snapshot
                log("\(describe(change.changed)) changed: rebuilding.")
                build()
            }
            loopEnded.signal()
        }
        thread.name = "patterndoc preview builds"
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits until the session has stopped.
    func waitUntilStopped() {
        guard progress.withLock({ $0.isStarted }) else { return }
        loopEnded.wait()
        loopEnded.signal()
    }

    /// Stops watching (after the build under way, if any, has finished), stops the server and
    /// ends the open pages' event streams. Calling it again does nothing.
    func stop() {
        let started = progress.withLock { progress in
            let started = progress.isStarted && !progress.isStopped
            progress.isStopped = true
            return started
        }
        server.stop()
        if started {
            loopEnded.wait()
            loopEnded.signal()
        }
        channel.close()
    }

    private var stopped: Bool { progress.withLock { $0.isStopped } }

    /// One build: publishes and tells the pages to reload, or keeps the last good site and
    /// says why not.
    private func build() {
        channel.buildStarted()
        let start = Date()
        do {
            let result = try SitePublisher.publish(options)
            for warning in result.warnings {
                log(warning.rendered(as: "warning"))
            }
            guard result.indexPath != nil else {
                // The summary's "Failures:" heading is the panel's own title on the page.
                var failures = FailureSummary.text(for: result.report).trimmingCharacters(in: .newlines)
                if failures.hasPrefix("Failures:\n") { failures.removeFirst("Failures:\n".count) }
                failed(failures, summary: result.report.summaryLine)
                return
            }
            let report = result.report
            // The terminal hears first, then the pages: whoever waits on the pages has the whole log.
            log(
                "Built \(result.pageCount) pages: \(report.passedCount) blocks verified, \(report.skippedCount) opted out, "
                    + "in \(String(format: "%.1f", Date().timeIntervalSince(start))) s. Serving \(url)"
            )
            channel.sitePublished()
        } catch {
            failed(Self.message(of: error), summary: nil)
        }
    }

    private func failed(_ message: String, summary: String?) {
        let siteIsThere = FileManager.default.fileExists(atPath: "\(options.output)/index.html")
        let kept = siteIsThere ? "The last good site stays served at \(url)" : "There is no site to serve yet"
        log("\n" + message + "\n" + (summary.map { $0 + "\n" } ?? "") + "\(kept); fix the failure and save to rebuild.")
        channel.buildFailed(message)
    }

    /// An error as the terminal and the page show it: `file:line: error: ...` lines.
    static func message(of error: any Error) -> String {
        switch error {
        case let errors as DocErrors: errors.description
        case let error as DocError: error.description
        default: "error: \(error)"
        }
    }

    /// `changed` as a short list of paths below the package (or absolute when outside it).
    private func describe(_ changed: [String]) -> String {
        let shown = changed.prefix(3).map(displayed).joined(separator: ", ")
        return changed.count > 3 ? "\(shown) and \(changed.count - 3) more" : shown
    }

    private func displayed(_ path: String) -> String {
        let root = watcherRoot
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    private var watcherRoot: String {
        URL(fileURLWithPath: options.verify.packageRoot).standardizedFileURL.path + "/"
    }
}
