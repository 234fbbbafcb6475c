/// What `ComposableTesting` provides so that a runtime warning raised inside a Swift Testing
/// test (by a plain `Store`, an effect, a dependency) fails that test, as the original's issue
/// reporting does, without `Composable` linking the testing library into apps.
///
/// `Composable` finds the conforming type by name at run time; it is there whenever the test
/// target links `ComposableTesting`.
package protocol TestIssueRecording: SendableMetatype {
    /// Records `warning` as an issue of the test running now; returns `false`, recording
    /// nothing, when no test is running.
    static func recordIfTesting(_ warning: RuntimeWarning) -> Bool
}

/// The recorder `ComposableTesting` provides, when it is linked into this process.
///
/// `_typeByName` looks the type up among the type metadata the Swift runtime knows, which
/// covers statically linked test executables (where `dlsym` sees nothing). The name is the
/// mangled name of `ComposableTesting.TestIssueRecorder`, an enum.
let linkedTestIssueRecorder: (any TestIssueRecording.Type)? =
    _typeByName("17ComposableTesting17TestIssueRecorderO") as? any TestIssueRecording.Type
