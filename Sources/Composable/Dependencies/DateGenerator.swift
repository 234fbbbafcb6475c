#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Tells the current date: `Date()` in the app, a fixed date in tests.
///
/// ```swift
/// // snippet.hide
/// import Foundation
///
/// struct Note {
///     var createdAt = Date.distantPast
/// }
///
/// var state = Note()
/// // snippet.show
/// @Dependency(\.date) var date
/// // ...
/// state.createdAt = date.now
/// // snippet.hide
/// precondition(state.createdAt > Date.distantPast)
/// ```
///
/// In a test, set `$0.date = .constant(Date(timeIntervalSince1970: 0))`.
public struct DateGenerator: Sendable {
    private var generate: @Sendable () -> Date

    /// A generator that calls `generate` each time the date is asked for.
    ///
    /// ```swift
    /// let later = DateGenerator { Date().addingTimeInterval(3600) }
    /// ```
    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    /// The current date. Setting it makes the generator return that date from now on, as
    /// `$0.date.now = Date(timeIntervalSince1970: 0)` in a test's dependencies does.
    public var now: Date {
        get { generate() }
        set { generate = { newValue } }
    }

    /// The current date, as `date()`.
    public func callAsFunction() -> Date {
        generate()
    }

    /// The real date, as the app uses.
    public static var live: Self {
        Self { Date() }
    }

    /// Always `now`.
    ///
    /// ```swift
    /// // snippet.hide
    /// let today = withDependencies {
    /// // snippet.show
    /// $0.date = .constant(Date(timeIntervalSince1970: 1_234_567_890))
    /// // snippet.hide
    /// } operation: {
    ///     @Dependency(\.date.now) var now
    ///     return now
    /// }
    /// precondition(today == Date(timeIntervalSince1970: 1_234_567_890))
    /// ```
    public static func constant(_ now: Date) -> Self {
        Self { now }
    }
}

extension DependencyValues {
    /// Tells the current date; ``DateGenerator/live`` in the app.
    ///
    /// ```swift
    /// @Dependency(\.date.now) var now
    /// ```
    ///
    /// It has no test value: a test says what the date is, usually with `.constant(...)`.
    public var date: DateGenerator {
        get { self[DateGeneratorKey.self] }
        set { self[DateGeneratorKey.self] = newValue }
    }
}

enum DateGeneratorKey: DependencyKey {
    static let liveValue = DateGenerator.live
}
