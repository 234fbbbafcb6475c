/// The files of one doc module: `Declarations.swift` and `Program.swift` in its target, and
/// `Tests.swift` in its test target when it has `test` blocks.
struct ModuleFiles {
    let module: DocModule
    let package: PackageUnderTest

    /// Relative path → contents.
    var files: [String: String] {
        var files = [
            "Sources/\(module.name)/Declarations.swift": declarations,
            "Sources/\(module.name)/Program.swift": program,
        ]
        if !module.testBlocks.isEmpty {
            files["Tests/\(module.testTarget)/Tests.swift"] = tests
        }
        return files
    }

    /// Every block's declarations at file scope, in order.
    var declarations: String {
        var parts = [
            ([GeneratedSwift.header(from: module.page)] + GeneratedSwift.imports(package.importedModules))
                .joined(separator: "\n") + "\n"
        ]
        for block in module.sourceBlocks {
            for chunk in module.splits[block.index]?.declarations ?? [] {
                parts.append(GeneratedSwift.located(chunk, page: module.page))
            }
        }
        return parts.joined(separator: "\n")
    }

    /// `runProgram()`: every block's statements, each block in a `do` scope nested in the one
    /// before, after a mark that tells the runner which block the output that follows is from.
    var program: String {
        let imports = GeneratedSwift.imports(package.importedModules + ["Foundation"], module.blockImports)
        var text = ([GeneratedSwift.header(from: module.page)] + imports).joined(separator: "\n") + "\n\n"
        text += """
            /// Runs the statements of the page's blocks in order. Each block runs in a scope nested
            /// in the one before, so it sees the values defined above it and may shadow them.
            @MainActor public func runProgram() async throws {

            """
        let blocks = module.programBlocks
        for block in blocks {
            text += "    __patterndocMark(\(block.index))\n    do {\n"
            for chunk in module.splits[block.index]?.statements ?? [] {
                text += GeneratedSwift.located(chunk, page: module.page)
            }
        }
        text += String(repeating: "    }\n", count: blocks.count)
        text += #"""
            }

            /// Prints the mark of block `index` on both output streams, flushed, so the runner
            /// can tell which block printed what.
            func __patterndocMark(_ index: Int) {
                fflush(nil)
                print("\u{1E}patterndoc-block:\(index)")
                fflush(nil)
                FileHandle.standardError.write(Data("\u{1E}patterndoc-block:\(index)\n".utf8))
            }

            """#
        return text
    }

    /// The `test` blocks, whole, in the test target.
    var tests: String {
        let imports = ["import Testing", "@testable import \(module.name)"]
            + GeneratedSwift.imports(package.importedModules, module.blockImports)
        var parts = [([GeneratedSwift.header(from: module.page)] + imports).joined(separator: "\n") + "\n"]
        for block in module.testBlocks {
            parts.append(GeneratedSwift.located(block.code, page: module.page, line: block.codeLine))
        }
        return parts.joined(separator: "\n")
    }

    /// The check of each `fails` block.
    var failChecks: [FailCheck] {
        module.failingBlocks.map { block in
            FailCheck(block: block, module: module.name, source: failCheckSource(block))
        }
    }

    /// A file holding only `block`: its declarations at file scope, its statements in a
    /// function, with the module's declarations in reach through `@testable import`.
    private func failCheckSource(_ block: CodeBlock) -> String {
        let split = module.splits[block.index] ?? SplitBlock()
        var imports = GeneratedSwift.imports(package.importedModules, module.blockImports)
        if block.attributes.isTest { imports.insert("import Testing", at: 0) }
        imports.append("@testable import \(module.name)")
        var parts = [([GeneratedSwift.header(from: module.page)] + imports).joined(separator: "\n") + "\n"]
        for chunk in split.declarations {
            parts.append(GeneratedSwift.located(chunk, page: module.page))
        }
        let statements = split.statements.map { GeneratedSwift.located($0, page: module.page) }.joined()
        parts.append("@MainActor func __patterndocFailingBlock() async throws {\n\(statements)}\n")
        return parts.joined(separator: "\n")
    }
}
