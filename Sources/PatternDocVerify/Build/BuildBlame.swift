import PatternDocModel
import PatternDocPlan
import PatternDocReport

/// Who a failed build of the workspace blames: the doc blocks its errors point at, the
/// generated modules they come from when they point at no block, or the package itself.
///
/// An error at a line of a block's code (or at its closing fence, where the compiler reports
/// a brace left open) is that block's. An error at another line of a page, between blocks, is
/// the block above it. An error in a generated file, or a linker error naming an object file,
/// names a module but no block; an error in a file of the package under test names the package.
///
/// ```text
/// let blame = BuildBlame(errors: errors, output: build.combinedOutput, plan: plan, packageRoot: root, workspace: ws)
/// for (id, diagnostics) in blame.blocks { print(id, diagnostics.map(\.rendered)) }
/// ```
struct BuildBlame {
    /// The errors of each block they point at.
    var blocks: [BlockID: [CompilerDiagnostic]] = [:]
    /// Modules of the workspace that an error names without pointing at a block of theirs.
    var modules: Set<String> = []
    /// Errors in the package's own files: the package does not build.
    var packageErrors: [CompilerDiagnostic] = []

    /// Blames the `errors` of a failed build of `plan` (file paths mapped back to pages);
    /// `output` is the build's whole output, for the object files linker errors name.
    init(errors: [CompilerDiagnostic], output: String, plan: WorkspacePlan, packageRoot: String, workspace: String) {
        let blocksByFile = Dictionary(grouping: plan.modules.flatMap(\.blocks), by: \.codeFile)
        let moduleNames = Set(plan.modules.map(\.name))
        let carriers = Self.carriers(in: plan)
        for error in errors {
            if let carrier = carriers[error.file] {
                // An earlier layer's declaration that the block's redeclaration carried into
                // its layer: the earlier block compiled in its own layer.
                var error = error
                error.file = carrier.codeFile
                error.message += " (in a declaration of line \(error.line), which this block's redeclaration of a type it names compiles again with the new type)"
                blocks[BlockID(carrier), default: []].append(error)
            } else if let block = Self.block(at: error, among: blocksByFile[error.file] ?? []) {
                blocks[BlockID(block), default: []].append(error)
            } else if let module = Self.module(in: error.file, workspace: workspace), moduleNames.contains(module) {
                modules.insert(module)
            } else if error.file.hasPrefix(packageRoot + "/"), !error.file.hasPrefix(workspace + "/") {
                packageErrors.append(error)
            }
        }
        if blocks.isEmpty {
            for line in output.split(separator: "\n") where line.contains("error") {
                for module in moduleNames where line.contains("/\(module).build/") {
                    modules.insert(module)
                }
            }
        }
    }

    /// The block each file name of a carried declaration (``CarriedDeclaration``) blames.
    private static func carriers(in plan: WorkspacePlan) -> [String: CodeBlock] {
        var carriers: [String: CodeBlock] = [:]
        for module in plan.modules {
            for (source, index) in module.carriedSources {
                carriers[source] = module.blocks.first { $0.index == index }
            }
        }
        return carriers
    }

    /// The block of `blocks` (all of one file) that `error` points at: the one whose code or
    /// closing fence holds its line, else the nearest one above it.
    static func block(at error: CompilerDiagnostic, among blocks: [CodeBlock]) -> CodeBlock? {
        guard !blocks.isEmpty else { return nil }
        if let holder = blocks.first(where: { ($0.codeLine...($0.codeLines.upperBound + 1)).contains(error.line) }) {
            return holder
        }
        return blocks.filter { $0.codeLine <= error.line }.max { $0.codeLine < $1.codeLine }
    }

    /// The doc module a generated file belongs to: `DocScoping` for
    /// `<workspace>/Sources/DocScoping/Program.swift` and `<workspace>/Tests/DocScopingTests/Tests.swift`.
    static func module(in file: String, workspace: String) -> String? {
        guard file.hasPrefix(workspace + "/") else { return nil }
        let parts = file.dropFirst(workspace.count + 1).split(separator: "/")
        guard parts.count >= 3 else { return nil }
        if parts[0] == "Sources" { return String(parts[1]) }
        if parts[0] == "Tests", parts[1].hasSuffix("Tests") { return String(parts[1].dropLast("Tests".count)) }
        return nil
    }
}
