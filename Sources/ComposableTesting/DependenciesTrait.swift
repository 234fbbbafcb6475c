import Composable
import Testing

/// A Swift Testing trait that runs a test, or every test of a suite, with some dependencies
/// set: what ``Testing/Trait/dependency(_:_:)``, ``Testing/Trait/dependency(_:)`` and
/// ``Testing/Trait/dependencies(_:)`` make.
///
/// ```swift
/// // snippet.hide
/// import Foundation
/// import Testing
/// // snippet.show
/// @Test(.dependency(\.date, .constant(Date(timeIntervalSince1970: 0))))
/// func stampsTheEpoch() {
///     @Dependency(\.date.now) var now
///     #expect(now == Date(timeIntervalSince1970: 0))
/// }
/// ```
///
/// The outermost trait starts from fresh values in the test context (each dependency takes
/// its test value, and reading one that has none fails the test); a suite's traits apply
/// before its tests' own, so a test can change what its suite set.
public struct _DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
    let updateValues: @Sendable (inout DependencyValues) async throws -> Void

    /// Whether no other dependencies trait is in force around this one.
    @TaskLocal static var isOutermost = true

    /// The trait applies to every test of a suite it is put on.
    public var isRecursive: Bool { true }

    /// Runs the test with the dependencies set.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withDependencies {
            if Self.isOutermost {
                $0 = DependencyValues.test
            }
            try await updateValues(&$0)
        } operation: {
            try await Self.$isOutermost.withValue(false) {
                try await function()
            }
        }
    }
}

extension Trait where Self == _DependenciesTrait {
    /// Runs the test with fresh dependencies in the test context, changing none.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Testing
    /// // snippet.show
    /// @Suite(.dependencies)
    /// struct FeatureTests {
    ///     @Test func runsInTheTestContext() {
    ///         @Dependency(\.context) var context
    ///         #expect(context == .test)
    ///     }
    /// }
    /// ```
    public static var dependencies: Self {
        Self { _ in }
    }

    /// Runs the test with the dependency at `keyPath` set to `value`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Testing
    /// // snippet.show
    /// @Test(.dependency(\.uuid, .incrementing))
    /// func makesIDsInOrder() {
    ///     @Dependency(\.uuid) var uuid
    ///     #expect(uuid() == UUID(0))
    /// }
    /// ```
    public static func dependency<Value>(
        _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
        _ value: @autoclosure @escaping @Sendable () throws -> Value
    ) -> Self {
        Self { $0[keyPath: keyPath] = try value() }
    }

    /// Runs the test with the dependency that is its own key set to `value`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Testing
    /// // snippet.show
    /// struct Greeter: TestDependencyKey, Sendable {
    ///     var greet: @Sendable (String) -> String
    ///     static let testValue = Greeter { "Hi, \($0)" }
    /// }
    ///
    /// @Test(.dependency(Greeter { "Hello, \($0)" }))
    /// func greets() {
    ///     @Dependency(Greeter.self) var greeter
    ///     #expect(greeter.greet("Blob") == "Hello, Blob")
    /// }
    /// ```
    public static func dependency<Value: TestDependencyKey>(
        _ value: @autoclosure @escaping @Sendable () throws -> Value
    ) -> Self where Value == Value.Value {
        Self { $0[Value.self] = try value() }
    }

    /// Runs the test with the dependencies `updateValues` sets.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Testing
    /// // snippet.show
    /// @Suite(.dependencies {
    ///     $0.uuid = .incrementing
    ///     $0.date = .constant(Date(timeIntervalSince1970: 0))
    /// })
    /// struct TodoTests {
    ///     @Test func idsCountFromZero() {
    ///         @Dependency(\.uuid) var uuid
    ///         #expect(uuid() == UUID(0))
    ///     }
    /// }
    /// ```
    public static func dependencies(
        _ updateValues: @escaping @Sendable (inout DependencyValues) async throws -> Void
    ) -> Self {
        Self(updateValues: updateValues)
    }
}
