import PatternDocModel
import PatternDocPackage
import SwiftSource

/// The files of one doc module: `Declarations.swift` and `Program.swift` in its target, and
/// `Tests.swift` in its test target when it has `test` blocks.
struct ModuleFiles {
    let module: DocModule
    let package: PackageUnderTest
    /// The modules every generated file imports (``PlanOptions/implicitImports``).
    let implicitImports: [String]
    /// Modules imported because the module's blocks use them (`@Observable`, `URLSession`),
    /// each only where the toolchain has it (`#if canImport`).
    var usedImports: [String] = []

    /// The name of the function that runs the statements of a module's own blocks; a later
    /// layer's program calls it for each earlier layer of its page first.
    static let statementsFunction = "__patterndocRunStatements"

    /// The symbol under which a module hands `DocRunner` its program. The runner declares it
    /// without importing the module: importing every doc module into one file cost the compiler
    /// more memory than the machine had once the docs passed 500 modules.
    static func programSymbol(of module: String) -> String { "patterndoc_program_\(module)" }

    /// What a file of the module imports before its own blocks' imports: the implicit modules,
    /// then for a layer what the earlier layers imported and the layers themselves (see
    /// ``LayerImports``); `outside` for the files outside the module, which import it too.
    private func importLines(_ modules: [String], own: [String] = [], outside: Bool = false) -> [String] {
        GeneratedSwift.imports(modules, (module.layers.last?.imports ?? []) + own)
            + usedImports.map { "#if canImport(\($0))\nimport \($0)\n#endif" }
            + LayerImports(layers: module.layers, followedBy: outside ? [module.asLayer] : []).lines
    }

    /// The first lines of a file of the module: the header, and the blocks the file's target
    /// holds (`blocks`: the module's own blocks, or its `test` blocks for the test target).
    /// A block left out after a failed build changes every file of its target, so that no
    /// object file compiled while it was there (referring to what it declared) is reused; the
    /// other target keeps its files, so that what compiled is not compiled again (the test
    /// target imports the module, and the driver sees when what it imports changed).
    private func headerLines(listing blocks: [CodeBlock]) -> [String] {
        [GeneratedSwift.header(from: module.page), "// The page's blocks in this module: \(blocks.map { String($0.index) }.joined(separator: ", "))."]
    }

    /// `typealias` lines that settle names several imported layers declare.
    private static func aliasLines(_ aliases: [(name: String, module: String)]) -> String {
        guard !aliases.isEmpty else { return "" }
        let lines = aliases.map { "typealias \($0.name) = \($0.module).\($0.name)" }
        return "// Names earlier layers of the page declared, as the latest of them declared them.\n"
            + lines.joined(separator: "\n") + "\n"
    }

    /// Relative path → contents. With the package's case-path plugin, each target also gets
    /// the case paths of its enums (``GeneratedCasePaths``).
    var files: [String: String] {
        var targets = [
            "Sources/\(module.name)": [
                "Sources/\(module.name)/Declarations.swift": declarations,
                "Sources/\(module.name)/Program.swift": program,
            ]
        ]
        if !module.testBlocks.isEmpty {
            targets["Tests/\(module.testTarget)"] = ["Tests/\(module.testTarget)/Tests.swift": tests]
        }
        var files: [String: String] = [:]
        for (folder, sources) in targets {
            files.merge(sources) { first, _ in first }
            if package.casePathsPlugin {
                files["\(folder)/\(GeneratedCasePaths.fileName)"] = GeneratedCasePaths.source(for: sources)
            }
        }
        return files
    }

    /// Every block's declarations at file scope, in order.
    var declarations: String {
        var parts = [
            (headerLines(listing: module.sourceBlocks) + importLines(implicitImports)).joined(separator: "\n") + "\n"
        ]
        let aliases = Self.aliasLines(module.aliases)
        if !aliases.isEmpty { parts.append(aliases) }
        for carried in module.carried {
            let chunk = carried.declaration.chunk
            parts.append(GeneratedSwift.located(chunk.text, sourceName: carried.sourceName(in: module.name), line: chunk.line))
        }
        let printChecks = module.printChecks
        for block in module.sourceBlocks {
            for chunk in module.splits[block.index]?.declarations ?? [] {
                // A `print` with a `// Prints` comment in a body is marked where it runs.
                let checks = (printChecks[block.index] ?? []).filter(\.isInBody)
                parts.append(checks.isEmpty ? GeneratedSwift.located(chunk, page: block.codeFile) : Self.located(chunk, file: block.codeFile, checks: checks))
            }
            for binding in module.bindings[block.index]?.hoisted ?? [] {
                parts.append(global(binding, of: block))
            }
        }
        if module.bindings.values.contains(where: { $0.hoisted.contains { !$0.isComputed } }) {
            parts.append(Self.onMainActorFunction)
        }
        if module.bindings.values.contains(where: { $0.hoisted.contains(where: \.tries) }) {
            parts.append(Self.tryingFunction)
        }
        return parts.joined(separator: "\n")
    }

    /// A top-level binding of `block` as globals that any function or closure can use, as in a
    /// `main.swift` script written for the Swift 5 language mode, whose values start on the
    /// main actor, where the program runs, as a script's do.
    ///
    /// The binding is copied as written, at its page line, into a main-actor class of its own
    /// (its initializer may call main-actor code, such as `Store.init`); each name it binds is
    /// then a `nonisolated(unsafe)` global `var` (`private(set)` for a `let`) that takes its
    /// value from there on first use, so that a `@Sendable` closure may use it as it could use
    /// the constant of a script. A computed `var` is copied as is.
    private func global(_ binding: HoistedBinding, of block: CodeBlock) -> String {
        let lines = block.code.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        let text = binding.declaration ?? lines[(binding.firstLine - 1)...(binding.lastLine - 1)].joined(separator: "\n") + "\n"
        let located = GeneratedSwift.located(text, page: block.codeFile, line: block.codeLine + binding.firstLine - 1)
        guard !binding.isComputed else { return located }
        let box = "__PatternDocBinding\(block.index)_\(binding.firstLine)"
        let instance = "__patterndocBinding\(block.index)_\(binding.firstLine)"
        var result = "@MainActor final class \(box) {\n\(located)}\n@MainActor let \(instance) = \(box)()\n"
        // A `let` is a `var` whose setter no other file sees: `nonisolated(unsafe) let` draws a
        // warning when the value's type is `Sendable`, which only the compiler knows.
        let declaration = binding.keyword == "let" ? "private(set) var" : "var"
        // At the binding's page line, so that an error in it (a name the block declares twice,
        // say) fails the block, not the generated file.
        for name in binding.names {
            let spelled = Keywords.reserved.contains(name) ? "`\(name)`" : name
            let type = binding.unwrappedType.map { ": \($0)" } ?? ""
            result += GeneratedSwift.located(
                "nonisolated(unsafe) \(declaration) \(spelled)\(type) = __patterndocOnMainActor { \(instance).\(spelled) }\n",
                page: block.codeFile,
                line: block.codeLine + binding.firstLine - 1
            )
        }
        return result
    }

    /// The function that starts the globals on the main actor, in modules that have some.
    static let onMainActorFunction = """
        /// Runs `body` on the main actor, where the program that starts the page's globals runs.
        func __patterndocOnMainActor<T>(_ body: @MainActor () -> T) -> T {
            nonisolated(unsafe) var result: T?
            MainActor.assumeIsolated { result = body() }
            return result!
        }

        """

    /// The function that runs the initializer of a global whose page line has `try`: an error
    /// it throws ends the program, as an error thrown at a script's top level does.
    static let tryingFunction = """
        /// Runs `body`, the initializer of a top-level binding with `try`, ending the program with
        /// the error it throws, as an error thrown at a script's top level does.
        func __patterndocTrying<T>(_ body: () throws -> T) -> T {
            do {
                return try body()
            } catch {
                fatalError("Error raised at top level: \\(String(reflecting: error))")
            }
        }

        """

    /// `runProgram()`: every block's statements, each block in a `do` scope nested in the one
    /// before, after a mark that tells the runner which block the output that follows is from.
    var program: String {
        let imports = importLines(implicitImports + ["Foundation"], own: module.blockImports)
        var text = (headerLines(listing: module.sourceBlocks) + imports).joined(separator: "\n") + "\n\n"
        // Every earlier layer, in page order: the verifier runs a chain of layers once, from its
        // last module, so that each block's statements run once and in order.
        let earlier = module.layers.map { "    try await \($0.name).\(Self.statementsFunction)()\n" }
        text += """
            /// Runs the page's program as far as this module: the statements of the earlier layers
            /// of the page, so that their values are set, then its own.
            @MainActor public func runProgram() async throws {
            \(earlier.joined())    try await \(Self.statementsFunction)()
            }

            /// `runProgram`, under the symbol `DocRunner` declares without importing this module.
            @_silgen_name(\(GeneratedSwift.literal(Self.programSymbol(of: module.name))))
            public func __patterndocProgram() -> @MainActor () async throws -> Void { runProgram }

            /// Runs the statements of the module's blocks in order. Each block runs in a scope nested
            /// in the one before, so it sees the values defined above it and may shadow them; the
            /// top-level `let`s and `var`s that are globals are used where the page declares them,
            /// which starts them there.
            @MainActor public func \(Self.statementsFunction)() async throws {

            """
        let blocks = module.programBlocks
        let printChecks = module.printChecks
        var scopes = blocks.count
        for block in blocks {
            text += "    __patterndocMark(\(block.index))\n    do {\n"
            // A `norun` block's statements are type-checked in place and never run.
            if block.attributes.isNotRun { text += "    if ProcessInfo.processInfo.arguments.isEmpty {\n" }
            let globals = (module.bindings[block.index]?.hoisted ?? []).map { binding in
                GlobalUse(
                    firstLine: block.codeLine + binding.firstLine - 1,
                    lastLine: block.codeLine + binding.lastLine - 1,
                    use: binding.isComputed ? "" : "_ = \(binding.names[0])\n"
                )
            }
            // A statement that binds a name of its block again opens a scope, which stays open
            // for the blocks after it, so they see the names as the block left them.
            var opened = 0
            for chunk in module.splits[block.index]?.statements ?? [] {
                if chunk.opensScope {
                    text += "    do {\n"
                    opened += 1
                }
                text += Self.located(chunk, file: block.codeFile, checks: printChecks[block.index] ?? [], globals: globals)
            }
            if block.attributes.isNotRun {
                text += String(repeating: "    }\n", count: opened) + "    }\n"
            } else {
                scopes += opened
            }
        }
        text += String(repeating: "    }\n", count: scopes)
        text += #"""
            }

            /// Prints the mark of block `index` on both output streams (DocRunner makes standard
            /// output line-buffered), so the runner can tell which block printed what.
            func __patterndocMark(_ index: Int) {
                print("\u{1E}patterndoc-block:\(index)")
                FileHandle.standardError.write(Data("\u{1E}patterndoc-block:\(index)\n".utf8))
            }

            """#
        if !printChecks.isEmpty {
            text += #"""

                /// Marks where the output of a `print` with a `// Prints` comment starts and ends.
                func __patterndocPrints(_ number: Int, end: Bool) {
                    print("\u{1E}patterndoc-prints\(end ? "-end" : ""):\(number)")
                }

                """#
        }
        return text
    }

    /// A top-level binding that is a global, where the program meets it: the lines it takes out
    /// of the statements (file lines) and the statement that starts it there.
    struct GlobalUse {
        var firstLine: Int
        var lastLine: Int
        var use: String
    }

    /// A chunk of statements between `#sourceLocation` directives, cut around each checked
    /// `print` so that marks before and after it tell what it printed, and around each
    /// binding that is a global, which is used there instead.
    /// Checks nest (a checked `print` in a checked loop): the outer one's mark comes first
    /// before its lines and last after them.
    static func located(_ chunk: BlockSplitter.Chunk, file: String, checks: [PrintCheck], globals: [GlobalUse] = []) -> String {
        let lines = chunk.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let last = chunk.line + lines.count - 1
        let inChunk = checks.filter { $0.firstLine >= chunk.line && $0.lastLine <= last }
        let uses = globals.filter { $0.firstLine >= chunk.line && $0.lastLine <= last }
        guard !inChunk.isEmpty || !uses.isEmpty else { return GeneratedSwift.located(chunk, page: file) }
        var before: [Int: String] = [:]
        var after: [Int: String] = [:]
        for check in inChunk.sorted(by: { ($0.firstLine, $1.lastLine) < ($1.firstLine, $0.lastLine) }) {
            before[check.firstLine, default: ""] += "__patterndocPrints(\(check.number), end: false)\n"
        }
        for check in inChunk.sorted(by: { ($0.lastLine, $1.firstLine) < ($1.lastLine, $0.firstLine) }) {
            after[check.lastLine, default: ""] += "__patterndocPrints(\(check.number), end: true)\n"
        }
        let usesByLine = Dictionary(uses.map { ($0.firstLine, $0) }) { first, _ in first }
        var text = ""
        var pending: [Substring] = []
        var pendingStart = chunk.line
        func flush() {
            guard !pending.isEmpty else { return }
            text += GeneratedSwift.located(pending.joined(separator: "\n") + "\n", page: file, line: pendingStart)
            pending = []
        }
        var line = chunk.line
        while line <= last {
            if let marks = before[line] {
                flush()
                text += marks
            }
            if let global = usesByLine[line] {
                // Where the page declares it, as the binding's own line would be.
                flush()
                if !global.use.isEmpty { text += GeneratedSwift.located(global.use, page: file, line: global.firstLine) }
                line = global.lastLine + 1
                continue
            }
            if pending.isEmpty { pendingStart = line }
            pending.append(lines[line - chunk.line])
            if let marks = after[line] {
                flush()
                text += marks
            }
            line += 1
        }
        flush()
        return text
    }

    /// The `test` blocks, whole, in the test target.
    var tests: String {
        let imports = ["import Testing", "@testable import \(module.name)"]
            + importLines(implicitImports, own: module.blockImports, outside: true)
        var parts = [(headerLines(listing: module.testBlocks) + imports).joined(separator: "\n") + "\n"]
        let testNames = Set(module.testBlocks.flatMap { module.facts[$0.index]?.names ?? [] }.map(\.name))
        let aliases = Self.aliasLines(module.layers.isEmpty ? [] : DocModule.aliases(over: module.layers + [module.asLayer], except: testNames))
        if !aliases.isEmpty { parts.append(aliases) }
        for block in module.testBlocks {
            parts.append(GeneratedSwift.located(block.code, page: block.codeFile, line: block.codeLine))
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
        var imports = importLines(implicitImports, own: module.blockImports, outside: true)
        if block.attributes.isTest { imports.insert("import Testing", at: 0) }
        imports.append("@testable import \(module.name)")
        var parts = [([GeneratedSwift.header(from: module.page)] + imports).joined(separator: "\n") + "\n"]
        let own = Set((module.facts[block.index]?.fileScopeNames ?? []).map(\.name))
        let aliases = Self.aliasLines(module.layers.isEmpty ? [] : DocModule.aliases(over: module.layers + [module.asLayer], except: own))
        if !aliases.isEmpty { parts.append(aliases) }
        for chunk in split.declarations {
            parts.append(GeneratedSwift.located(chunk, page: block.codeFile))
        }
        let statements = split.statements.map { GeneratedSwift.located($0, page: block.codeFile) }.joined()
        parts.append("@MainActor func __patterndocFailingBlock() async throws {\n\(statements)}\n")
        return parts.joined(separator: "\n")
    }
}
