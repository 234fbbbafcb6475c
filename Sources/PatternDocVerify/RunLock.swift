import Foundation
import PatternDocModel

/// One patterndoc run at a time per package: two runs sharing the generated workspace would
/// overwrite each other's files and fail every block.
///
/// The lock is `flock` on `<work directory>/lock`, which the system releases when the process
/// ends however it ends, so a killed run never leaves a stale lock behind.
///
/// ```text
/// let lock = try RunLock.acquire(for: options)   // waits, or throws with --no-wait
/// defer { lock.release() }
/// ```
package final class RunLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Takes the lock of the package `options` names. When another run holds it, says so
    /// through `options.progress` and waits, or throws at once when
    /// ``VerifyOptions/waitForOtherRuns`` is off.
    package static func acquire(for options: VerifyOptions) throws -> RunLock {
        let path = "\(options.workDirectory)/lock"
        // The lock is the first thing a run writes: nothing is created for a folder that is
        // not a package.
        guard FileManager.default.fileExists(atPath: "\(options.packageRoot)/Package.swift") else {
            throw DocError(
                at: nil,
                "\(options.packageRoot) is not a SwiftPM package (it has no Package.swift), so there is nothing to verify against.",
                hint: "Pass the package's folder with --package, or run patterndoc from it."
            )
        }
        do {
            try FileManager.default.createDirectory(atPath: options.workDirectory, withIntermediateDirectories: true)
        } catch {
            throw DocError(
                at: nil,
                "could not create patterndoc's work folder \(options.workDirectory): \(error.localizedDescription)",
                hint: "Check that the package folder is writable."
            )
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw DocError(at: nil, "could not open the lock file \(path) (\(String(cString: strerror(errno)))).", hint: "Check that the package folder is writable.")
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard options.waitForOtherRuns else {
                close(descriptor)
                throw DocError(
                    at: nil,
                    "another patterndoc run is working on \(options.packageRoot) (it holds \(path)).",
                    hint: "Wait for it to finish and run again, or leave out --no-wait to wait for it."
                )
            }
            options.progress("Another patterndoc run is working on this package; waiting for it to finish...")
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    close(descriptor)
                    throw DocError(at: nil, "could not lock \(path) (\(String(cString: strerror(errno)))).", hint: "Run again.")
                }
            }
        }
        return RunLock(descriptor: descriptor)
    }

    /// Lets the next run go.
    package func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
