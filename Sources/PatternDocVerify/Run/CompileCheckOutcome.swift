import PatternDocModel
import PatternDocReport

/// What the compiler made of one block checked on its own, outside the workspace's build: a
/// block that must not compile (`FailChecker`) or a `Package.swift` excerpt (`ManifestChecker`).
struct CompileCheckOutcome: Sendable {
    /// The block.
    var block: CodeBlock
    /// Whether the block passed its check.
    var passed: Bool
    /// The compiler's errors, or why the check failed or could not run.
    var message: String
    /// Seconds the compiler took.
    var seconds: Double
    /// The compiler's errors, where a verdict needs more than the message: those of a block whose
    /// announced error the compiler never reached (``FailChecker``).
    var errors: [CompilerDiagnostic] = []
}
