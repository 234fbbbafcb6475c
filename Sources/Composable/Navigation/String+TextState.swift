import Foundation

extension String {
    /// The plain text of a ``TextState``, for a log line, an accessibility label or a test.
    /// `locale` is accepted for the original's spelling; text here is not localized, so it is
    /// not used.
    ///
    /// ```swift output
    /// print(String(state: TextState("Hello, ") + TextState("Blob")))
    /// ```
    ///
    /// ```text
    /// Hello, Blob
    /// ```
    public init(state: TextState, locale: Locale? = nil) {
        self = state.string
    }
}
