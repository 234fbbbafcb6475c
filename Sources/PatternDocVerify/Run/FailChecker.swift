import Foundation
import PatternDocModel
import PatternDocPlan
import PatternDocProcesses
import PatternDocReport
import PatternDocSupport

/// Compiles each block that must not compile, on its own, against the modules of the built
/// workspace, several at a time; a block passes when the compiler rejects it with the expected
/// message.
///
/// The compiler runs as far as SIL (`-emit-sil`, written nowhere), not only the type-checker:
/// some errors are found only by the passes after it, such as a constant used before being
/// initialized or a missing return, and a block that shows one must fail as it does in a build.
enum FailChecker {
    /// Checks `checks` with as many compilers at once as there are cores; `manifest` is the
    /// workspace's `.build/debug.yaml`, `scratch` a folder for the block files, `sourceNames`
    /// the pages whose `#sourceLocation` name is not their path (see `SourceName`).
    static func run(_ checks: [FailCheck], manifest: String, scratch: String, sourceNames: [String: String] = [:]) -> [CompileCheckOutcome] {
        guard !checks.isEmpty else { return [] }
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        return ParallelMap.map(checks.count) { index in
            check(checks[index], manifest: manifest, scratch: scratch, sourceNames: sourceNames)
        }
    }

    static func check(_ check: FailCheck, manifest: String, scratch: String, sourceNames: [String: String]) -> CompileCheckOutcome {
        let block = check.block
        guard let flags = CompilerFlags.read(module: check.module, manifestPath: manifest) else {
            return CompileCheckOutcome(
                block: block,
                passed: false,
                message: "the build manifest has no compile command for module '\(check.module)', so this block could not be checked.",
                seconds: 0
            )
        }
        let file = "\(scratch)/\(check.module)_block\(block.index).swift"
        do {
            try check.source.write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            return CompileCheckOutcome(block: block, passed: false, message: "could not write \(file): \(error)", seconds: 0)
        }
        let result: ProcessResult
        do {
            result = try ProcessRunner.run(flags.compiler, ["-emit-sil", "-o", "/dev/null"] + flags.arguments + [file])
        } catch {
            return CompileCheckOutcome(block: block, passed: false, message: "\(error)", seconds: 0)
        }
        let errors = CompilerDiagnostic.parse(result.combinedOutput)
            .filter { $0.severity == .error }
            .map { $0.inPage(sourceNames) }
        let text = errors.map(\.rendered).joined(separator: "\n")
        let fragment = block.attributes.expectedFailure ?? ""
        if let line = block.attributes.announcedErrorLine {
            return announced(block, line: line, errors: errors, compiled: result.succeeded || errors.isEmpty, seconds: result.seconds)
        }
        if result.succeeded || errors.isEmpty {
            return CompileCheckOutcome(
                block: block,
                passed: false,
                message: "this block is marked 'fails' but it compiled. Fix the example so that it shows the error, or remove 'fails'.",
                seconds: result.seconds
            )
        }
        if !fragment.isEmpty, !errors.contains(where: { $0.message.contains(fragment) }) {
            return CompileCheckOutcome(
                block: block,
                passed: false,
                message: "the compiler rejected this block, but not with \"\(fragment)\". Its errors:\n\(text)\nUpdate the fragment in fails(\"...\") to part of the real message.",
                seconds: result.seconds
            )
        }
        return CompileCheckOutcome(block: block, passed: true, message: text, seconds: result.seconds)
    }

    /// The verdict on a block whose comment announces a compile-time error (``AnnouncedError``):
    /// it passes when the compiler rejects it with an error of its own. Errors that only say a
    /// name cannot be found (declared in a block that failed, or nowhere) show nothing of the
    /// announced error, so they do not count.
    private static func announced(
        _ block: CodeBlock, line: Int, errors: [CompilerDiagnostic], compiled: Bool, seconds: Double
    ) -> CompileCheckOutcome {
        let comment = "its comment at line \(block.codeLine + line - 1) says this block shows a compile-time error"
        let text = errors.map(\.rendered).joined(separator: "\n")
        if compiled {
            return CompileCheckOutcome(
                block: block, passed: false,
                message: "\(comment), but it compiles. Fix the example so that it shows the error, or the comment (an error the code meets when it runs is not checked this way).",
                seconds: seconds
            )
        }
        guard errors.contains(where: { !isMissingName($0.message) }) else {
            return CompileCheckOutcome(
                block: block, passed: false,
                message: "\(comment), but the compiler only could not find names it uses:\n\(text)\nDeclare them in a block before it (or fix the block that declares them), so that the error checked is the one the comment announces.",
                seconds: seconds,
                errors: errors
            )
        }
        return CompileCheckOutcome(block: block, passed: true, message: text, seconds: seconds)
    }

    /// Whether a compiler error only says that a name or module cannot be found.
    private static func isMissingName(_ message: String) -> Bool {
        (message.hasPrefix("cannot find ") && message.contains(" in scope")) || message.hasPrefix("no such module")
    }
}
