#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The process's standard output as `print` writes it (C's `stdout` stream).
///
/// Flush this stream by name, never with `fflush(nil)`: flushing every stream takes glibc's
/// lock on the list of streams and then each stream's lock, while a `print` on another thread
/// holds the lock of `stdout` and may need the list's lock (printing a `Date` opens the time
/// zone file), so the two threads can wait on each other for ever.
package enum StandardOutput {
    /// Writes what `print` has buffered to the output now.
    package static func flush() {
        fflush(stdout)
    }

    /// Makes every printed line reach the output as soon as its newline is printed, so that
    /// lines printed by this process keep their order with what it writes to standard error
    /// (an unflushed pipe would hold them until the buffer fills).
    package static func flushEachLine() {
        setvbuf(stdout, nil, _IOLBF, 0)
    }
}
