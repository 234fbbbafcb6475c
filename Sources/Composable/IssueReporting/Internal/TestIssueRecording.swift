/// What `ComposableTesting` provides so that an issue reported inside a Swift Testing test (by
/// `reportIssue`, a runtime warning of a plain `Store`, an effect, a dependency) fails that test,
/// as the original's issue reporting does, without `Composable` linking the testing library
/// into apps.
///
/// `Composable` finds the conforming type by name at run time; it is there whenever the test
/// target links `ComposableTesting`.
package protocol TestIssueRecording: SendableMetatype {
    /// Whether a Swift Testing test is running in the current task.
    static var isRunningTest: Bool { get }

    /// Records an issue of the test running now; returns `false`, recording nothing, when no
    /// test is running.
    static func record(
        _ message: String?,
        isWarning: Bool,
        fileID: String,
        filePath: String,
        line: Int,
        column: Int
    ) -> Bool

    /// Records an error as an issue of the test running now; `false` when none is running.
    static func record(
        _ error: any Error,
        _ message: String?,
        fileID: String,
        filePath: String,
        line: Int,
        column: Int
    ) -> Bool

    /// The Swift Testing test running in the current task, with its id and traits, for
    /// ``TestContext/current``; `nil` when none is.
    static var currentTest: (id: AnyHashable, traits: [any Sendable])? { get }

    /// Swift Testing's `withKnownIssue`, for a body that does not suspend.
    static func withKnownIssue(
        _ message: String?,
        isIntermittent: Bool,
        fileID: String,
        filePath: String,
        line: Int,
        column: Int,
        _ body: () throws -> Void
    )

    /// Swift Testing's `withKnownIssue`, for an async body.
    static func withKnownIssue(
        _ message: String?,
        isIntermittent: Bool,
        isolation: isolated (any Actor)?,
        fileID: String,
        filePath: String,
        line: Int,
        column: Int,
        _ body: () async throws -> Void
    ) async
}

/// The recorder `ComposableTesting` provides, when it is linked into this process.
///
/// `_typeByName` looks the type up among the type metadata the Swift runtime knows, which
/// covers statically linked test executables (where `dlsym` sees nothing). The name is the
/// mangled name of `ComposableTesting.TestIssueRecorder`, an enum.
let linkedTestIssueRecorder: (any TestIssueRecording.Type)? =
    _typeByName("17ComposableTesting17TestIssueRecorderO") as? any TestIssueRecording.Type
