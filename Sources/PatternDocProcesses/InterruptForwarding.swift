import Foundation
import Synchronization

/// Makes Ctrl-C (`SIGINT`), `SIGTERM` and `SIGHUP` reach everything patterndoc started.
///
/// Each child runs in a process group of its own, so the terminal's signal reaches patterndoc
/// alone. Once installed, such a signal stops every running child and its descendants (doc
/// programs, `swift build`, `swift test` and the test binary it starts), says so on standard
/// error, and exits with 128 + the signal's number, as a shell does. The previous site and the
/// previous report stay as they were: both are only ever replaced whole.
///
/// ```text
/// InterruptForwarding.install()   // first thing in main.swift
/// ```
package enum InterruptForwarding {
    /// The installed signal sources, kept alive; `nil` until ``install()``.
    private static let sources = Mutex<[any DispatchSourceSignal]?>(nil)

    /// Installs the handlers; calling it again does nothing.
    package static func install() {
        sources.withLock { sources in
            guard sources == nil else { return }
            sources = [SIGINT, SIGTERM, SIGHUP].map { number in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    let stopped = RunningChildren.shared.stopAll()
                    let name = number == SIGINT ? "interrupted" : "stopped by signal \(number)"
                    let detail = stopped == 0 ? "" : "; stopped \(stopped) running child process(es) and everything they started"
                    FileHandle.standardError.write(Data("\npatterndoc: \(name)\(detail).\n".utf8))
                    exit(128 + number)
                }
                source.resume()
                return source
            }
        }
    }
}
