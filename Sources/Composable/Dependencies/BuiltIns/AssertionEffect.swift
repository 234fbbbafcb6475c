/// Checks a condition the way `assert` does, as a dependency: in the app it is Swift's
/// `assert` (or `precondition`), in a test a failed check records an issue instead of stopping
/// the process, so that a test can show that a check fails.
///
/// Read it with `@Dependency(\.assert)` or `@Dependency(\.precondition)`:
///
/// ```swift
/// struct Cart: Reducer {
///     struct State: Equatable {
///         var count = 0
///     }
///
///     enum Action {
///         case removeTapped
///     }
///
///     @Dependency(\.assert) var assert
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             assert(state.count > 0, "Removed an item from an empty cart")
///             state.count = max(0, state.count - 1)
///             return .none
///         }
///     }
/// }
/// ```
public protocol AssertionEffect: Sendable {
    /// Checks `condition`; when it is false, fails with `message` at `file` and `line`.
    func callAsFunction(
        _ condition: @autoclosure () -> Bool,
        _ message: @autoclosure () -> String,
        file: StaticString,
        line: UInt
    )
}

extension AssertionEffect {
    /// Checks `condition`, failing with `message` at the caller's line when it is false.
    ///
    /// ```swift
    /// @Dependency(\.precondition) var precondition
    /// precondition(1 + 1 == 2)
    /// ```
    @_disfavoredOverload
    public func callAsFunction(
        _ condition: @autoclosure () -> Bool,
        _ message: @autoclosure () -> String = "",
        file: StaticString = #file,
        line: UInt = #line
    ) {
        callAsFunction(condition(), message(), file: file, line: line)
    }
}

/// Fails unconditionally the way `assertionFailure` does, as a dependency: in a test it records
/// an issue instead of stopping the process.
///
/// ```swift
/// @Dependency(\.assertionFailure) var assertionFailure
///
/// func handle(_ code: Int) {
///     guard code == 200 else {
///         assertionFailure("Unexpected status \(code)")
///         return
///     }
/// }
/// ```
public protocol AssertionFailureEffect: Sendable {
    /// Fails with `message` at `file` and `line`.
    func callAsFunction(
        _ message: @autoclosure () -> String,
        file: StaticString,
        line: UInt
    )
}

extension AssertionFailureEffect {
    /// Fails with `message` at the caller's line.
    ///
    /// ```swift
    /// @Dependency(\.assertionFailure) var assertionFailure
    /// if Bool.random() && false { assertionFailure("never") }
    /// ```
    @_disfavoredOverload
    public func callAsFunction(
        _ message: @autoclosure () -> String = "",
        file: StaticString = #file,
        line: UInt = #line
    ) {
        callAsFunction(message(), file: file, line: line)
    }
}

extension DependencyValues {
    /// Swift's `assert` as a dependency: in a test a failed assertion records an issue.
    ///
    /// ```swift
    /// @Dependency(\.assert) var assert
    /// assert(2 > 1, "Numbers are broken")
    /// ```
    public var assert: any AssertionEffect {
        self[AssertKey.self]
    }

    /// Swift's `assertionFailure` as a dependency: in a test it records an issue.
    ///
    /// ```swift
    /// @Dependency(\.assertionFailure) var assertionFailure
    /// ```
    public var assertionFailure: any AssertionFailureEffect {
        AssertionFailure(base: assert)
    }

    /// Swift's `precondition` as a dependency: in a test a failed precondition records an issue
    /// instead of stopping the process.
    ///
    /// ```swift
    /// @Dependency(\.precondition) var precondition
    /// precondition(!"name".isEmpty, "A name is required")
    /// ```
    public var precondition: any AssertionEffect {
        self[PreconditionKey.self]
    }
}

private struct LiveAssertion: AssertionEffect {
    func callAsFunction(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt) {
        Swift.assert(condition(), message(), file: file, line: line)
    }
}

private struct LivePrecondition: AssertionEffect {
    func callAsFunction(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt) {
        Swift.precondition(condition(), message(), file: file, line: line)
    }
}

/// Records a failed check as a runtime warning: an issue of the running test.
private struct RecordingAssertion: AssertionEffect {
    func callAsFunction(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt) {
        guard !condition() else { return }
        let text = message()
        RuntimeWarning(message: text.isEmpty ? "Assertion failed" : text, callSite: CallSite(fileID: file, line: line))
            .report()
    }
}

private struct AssertionFailure: AssertionFailureEffect {
    let base: any AssertionEffect

    func callAsFunction(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
        base(false, message(), file: file, line: line)
    }
}

private enum AssertKey: DependencyKey {
    static let liveValue: any AssertionEffect = LiveAssertion()
    static let testValue: any AssertionEffect = RecordingAssertion()
}

private enum PreconditionKey: DependencyKey {
    static let liveValue: any AssertionEffect = LivePrecondition()
    static let testValue: any AssertionEffect = RecordingAssertion()
}
