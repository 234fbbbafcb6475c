#if !canImport(Darwin)
/// Nanoseconds in a second, for `Task.sleep(nanoseconds:)`: Apple's Dispatch defines it, Linux's
/// does not, and code written for the original (its own tests among it) uses it.
///
/// ```swift
/// // snippet.hide
/// func pause() async throws {
/// // snippet.show
/// try await Task.sleep(nanoseconds: NSEC_PER_SEC / 10)
/// // snippet.hide
/// }
/// ```
public let NSEC_PER_SEC: UInt64 = 1_000_000_000

/// Nanoseconds in a millisecond, as Apple's Dispatch defines it.
///
/// ```swift
/// assert(NSEC_PER_MSEC * 1_000 == NSEC_PER_SEC)
/// ```
public let NSEC_PER_MSEC: UInt64 = 1_000_000

/// Nanoseconds in a microsecond, as Apple's Dispatch defines it.
///
/// ```swift
/// assert(NSEC_PER_USEC * 1_000 == NSEC_PER_MSEC)
/// ```
public let NSEC_PER_USEC: UInt64 = 1_000
#endif
