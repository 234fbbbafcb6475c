import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocPackage
@testable import PatternDocPlan

/// A page reads as one Swift script: a top-level `let` or `var` is a global that functions and
/// types use, later blocks use whatever earlier blocks declared (the latest declaration of a
/// name wins, across layers too), values last from block to block, statements run in page
/// order and errors point at the page's lines.
@Suite(.serialized)
struct PageAsScriptTests: ScriptPageFixture {
    static let fridge = block(0, line: 3, """
        var fridgeIsOpen = false
        let fridgeContent = ["milk", "eggs"]

        @MainActor func fridgeContains(_ food: String) -> Bool {
            fridgeIsOpen = true
            defer { fridgeIsOpen = false }
            return fridgeContent.contains(food)
        }
        print(fridgeContains("eggs"))

        """)

    // MARK: Which bindings are globals

    @Test func plainTopLevelBindingsBecomeGlobalsAndTheOthersStayLocal() {
        var locals: Set<String> = []
        let bindings = TopLevelBindings.of("""
            var isOpen = false
            let (width, height) = (3, 4)
            var area: Int { width * height }
            let data = try load()
            let size = data.count
            let isOpen2 = await check()
            let a = 1, b = 2
            var later: Int
            guard let first = items.first else { fatalError() }
            @MainActor let isolated = 1
            lazy var never = 1
            var observed = 0 { didSet { print(observed) } }
            let label = "\\(size) bytes"
            @Dependency(\\.uuid) var uuid
            let id = uuid()

            """, locals: &locals)

        // A `try` runs where the page has it (`LayerValuesTests`); `await` keeps it local, and
        // so does every binding that uses a local.
        #expect(bindings.hoisted.map(\.names) == [["isOpen"], ["width", "height"], ["area"], ["data"], ["size"], ["a", "b"], ["label"]])
        #expect(bindings.hoisted.map(\.isComputed) == [false, false, true, false, false, false, false])
        #expect(bindings.hoisted.map(\.keyword) == ["var", "let", "var", "let", "let", "let", "let"])
        #expect(bindings.localNames == ["isOpen2", "later", "first", "isolated", "never", "observed", "uuid", "id"])
        #expect(locals == Set(bindings.localNames))
    }

    @Test func aBindingThatUsesItsOwnNameOrRedeclaresALocalStaysLocal() {
        var locals: Set<String> = ["store"]
        let bindings = TopLevelBindings.of("let counter = counter + 1\nlet store = 2\nvar fresh = [1]\n", locals: &locals)
        #expect(bindings.hoistedNames == ["fresh"])
        #expect(bindings.localNames == ["counter", "store"])
    }

    @Test func aHoistedBindingKeepsItsLinesAndTheCommentsAboveIt() {
        var locals: Set<String> = []
        let bindings = TopLevelBindings.of("print(1)\n\n// The door.\nvar isOpen = [\n    false,\n]\n\nprint(isOpen)\n", locals: &locals)
        #expect(bindings.hoisted == [HoistedBinding(keyword: "var", names: ["isOpen"], firstLine: 3, lastLine: 6, isComputed: false)])
    }

    // MARK: The generated module

    @Test func aTopLevelBindingIsAGlobalThatStartsOnTheMainActorWhereThePageDeclaresIt() throws {
        let plan = Self.plan([Self.fridge])
        let declarations = try #require(plan.files["Sources/DocScript/Declarations.swift"])
        #expect(declarations.contains("""
            @MainActor final class __PatternDocBinding0_1 {
            #sourceLocation(file: "Docs/Script.md", line: 3)
            var fridgeIsOpen = false
            #sourceLocation()
            }
            @MainActor let __patterndocBinding0_1 = __PatternDocBinding0_1()
            #sourceLocation(file: "Docs/Script.md", line: 3)
            nonisolated(unsafe) var fridgeIsOpen = __patterndocOnMainActor { __patterndocBinding0_1.fridgeIsOpen }
            #sourceLocation()
            """))
        #expect(declarations.contains("nonisolated(unsafe) private(set) var fridgeContent = __patterndocOnMainActor { __patterndocBinding0_2.fridgeContent }\n"))
        #expect(declarations.contains("func __patterndocOnMainActor<T>(_ body: @MainActor () -> T) -> T {"))
        let program = try #require(plan.files["Sources/DocScript/Program.swift"])
        #expect(program.contains("""
                __patterndocMark(0)
                do {
            #sourceLocation(file: "Docs/Script.md", line: 3)
            _ = fridgeIsOpen
            #sourceLocation()
            #sourceLocation(file: "Docs/Script.md", line: 4)
            _ = fridgeContent
            #sourceLocation()
            #sourceLocation(file: "Docs/Script.md", line: 11)
            print(fridgeContains("eggs"))
            #sourceLocation()
                }
            """))
        #expect(!program.contains("var fridgeIsOpen"))
    }

    @Test func anImplicitlyUnwrappedGlobalKeepsItsWrittenType() throws {
        // A function uses `plain`, which uses `assumed`: both are globals.
        let plan = Self.plan([Self.block(0, line: 3, "let assumed: String! = \"text\"\nlet plain: String = assumed\nfunc describe() -> String { plain }\n")])
        let declarations = try #require(plan.files["Sources/DocScript/Declarations.swift"])
        #expect(declarations.contains("nonisolated(unsafe) private(set) var assumed: String! = __patterndocOnMainActor { __patterndocBinding0_1.assumed }\n"))
        #expect(declarations.contains("nonisolated(unsafe) private(set) var plain = __patterndocOnMainActor { __patterndocBinding0_2.plain }\n"))
    }

    @Test func aComputedVarIsCopiedAsAComputedGlobal() throws {
        let plan = Self.plan([Self.block(0, line: 3, "let width = 3\nvar area: Int { width * 2 }\nfunc report() -> Int { area }\nprint(area)\n")])
        let declarations = try #require(plan.files["Sources/DocScript/Declarations.swift"])
        #expect(declarations.contains("#sourceLocation(file: \"Docs/Script.md\", line: 4)\nvar area: Int { width * 2 }\n#sourceLocation()\n"))
        let program = try #require(plan.files["Sources/DocScript/Program.swift"])
        #expect(program.contains("_ = width\n"))
        #expect(!program.contains("_ = area"))
    }

    @Test func theGeneratedModuleTypeChecksInBothLanguageModesAndErrorsPointAtThePage() throws {
        let bare = PackageUnderTest(root: "/nonexistent", identity: "nonexistent", libraryProducts: [], importedModules: [], casePathsPlugin: false)
        func typeCheck(_ blocks: [CodeBlock], mode: String) throws -> (status: Int32, output: String) {
            var package = bare
            package.languageMode = mode
            let plan = WorkspacePlanner.plan(pages: [Self.page], blocks: [Self.page.path: blocks], package: package)
            return try SwiftcRun.typeCheck(
                [plan.files["Sources/DocScript/Declarations.swift"], plan.files["Sources/DocScript/Program.swift"]].compactMap { $0 },
                module: "DocScript",
                languageMode: mode
            )
        }
        // TSPL's example as written: a function that is not on the main actor sets the
        // variable, and a `@Sendable` closure reads a main-actor object made at top level.
        let book = Self.block(0, line: 3, """
            var fridgeIsOpen = false
            func open() { fridgeIsOpen = true }
            @MainActor final class Door { var label = "front" }
            let door = Door()
            let check: @Sendable () -> Bool = { fridgeIsOpen }
            open()

            """)
        for mode in ["5", "6"] {
            for blocks in [[Self.fridge], [book]] {
                let result = try typeCheck(blocks, mode: mode)
                #expect(result.status == 0, "Swift \(mode): \(result.output)")
                #expect(!result.output.contains("error"), "Swift \(mode): \(result.output)")
            }
        }
        let wrong = try typeCheck([Self.block(0, line: 7, "print(1)\nlet count: Int = \"three\"\n")], mode: "6")
        #expect(wrong.output.contains("Docs/Script.md:8:18: error: cannot convert value of type 'String' to specified type 'Int'"))
    }

    // MARK: Layers

    static let redeclared = [
        block(0, line: 3, "var list = [\"Eggs\"]\nstruct Item { var name: String }\n"),
        block(1, line: 8, "list.append(\"Milk\")\nprint(list)\n// Prints \"[\\\"Eggs\\\", \\\"Milk\\\"]\"\n"),
        block(2, line: 14, "struct Item { var name: String; var count: Int }\nlet first = Item(name: list[0], count: 2)\nprint(first)\n// Prints \"x\"\n"),
        block(3, line: 20, "var list = [\"Apples\"]\n@MainActor func describe() -> String { \"\\(list) \\(first.name)\" }\n"),
        block(4, line: 25, "struct Unrelated {}\n"),
        block(5, line: 28, "struct Unrelated { var a = 1 }\nprint(Unrelated())\n"),
    ]

    @Test func aRedeclaredGlobalStartsALayerOnceTheModuleUsedTheEarlierOne() {
        let plan = Self.plan(Self.redeclared)
        #expect(plan.modules.map(\.name) == ["DocScript", "DocScript2", "DocScript3", "DocScript4"])
        #expect(plan.modules.map { $0.blocks.map(\.index) } == [[0, 1], [2], [3, 4], [5]])
    }

    @Test func aLayerImportsAnEarlierLayerNameByNameWhenALaterLayerRedeclaresOneOfItsVariables() throws {
        let plan = Self.plan(Self.redeclared)
        // DocScript3's own `list` wins over the imported one; `Item` is settled by an alias.
        let third = try #require(plan.files["Sources/DocScript3/Declarations.swift"])
        #expect(third.contains("@testable import DocScript\n@testable import DocScript2\n"))
        #expect(third.contains("typealias Item = DocScript2.Item\n"))
        // For DocScript4, DocScript3 redeclared DocScript's `list` (and DocScript2 its `Item`).
        let fourth = try #require(plan.files["Sources/DocScript4/Declarations.swift"])
        #expect(fourth.contains("""
            @testable import func DocScript.__patterndocRunStatements
            @testable import DocScript2
            @testable import DocScript3

            """))
        let tests = LayerImports(layers: [
            DocModule.Layer(name: "A", typeNames: [], imports: [], names: [
                DeclaredName(name: "total", isType: false, importKind: "var"),
                DeclaredName(name: "Row", isType: true, importKind: "struct"),
                DeclaredName(name: "default", isType: false, importKind: "func"),
            ]),
            DocModule.Layer(name: "B", typeNames: [], imports: [], names: [DeclaredName(name: "total", isType: false, importKind: "let")]),
        ])
        #expect(tests.lines == [
            "@testable import struct A.Row",
            "@testable import func A.`default`",
            "@testable import func A.__patterndocRunStatements",
            "@testable import B",
        ])
    }

    @Test func aLayerRunsTheStatementsOfEveryEarlierLayerFirst() throws {
        let plan = Self.plan(Self.redeclared)
        let second = try #require(plan.files["Sources/DocScript2/Program.swift"])
        #expect(second.contains("""
            @MainActor public func runProgram() async throws {
                try await DocScript.__patterndocRunStatements()
                try await __patterndocRunStatements()
            }
            """))
        // The last layer uses nothing of the earlier ones, and still runs them first: the
        // verifier runs the page's chain of layers once, from its last module.
        let fourth = try #require(plan.files["Sources/DocScript4/Program.swift"])
        #expect(fourth.contains("""
            @MainActor public func runProgram() async throws {
                try await DocScript.__patterndocRunStatements()
                try await DocScript2.__patterndocRunStatements()
                try await DocScript3.__patterndocRunStatements()
                try await __patterndocRunStatements()
            }
            """))
    }

    @Test func printChecksAreNumberedAcrossThePagesLayers() {
        let plan = Self.plan(Self.redeclared)
        #expect(plan.modules[0].printChecks[1]?.map(\.number) == [0])
        #expect(plan.modules[1].printChecks[2]?.map(\.number) == [1])
    }

    @Test func aRedeclarationThatUsesTheEarlierValueStaysInItsModule() {
        let plan = Self.plan([
            Self.block(0, line: 3, "var counter = 1\n"),
            Self.block(1, line: 6, "let counter = counter + 1\nprint(counter)\n"),
        ])
        #expect(plan.modules.map(\.name) == ["DocScript"])
        #expect(plan.files["Sources/DocScript/Program.swift"]?.contains("let counter = counter + 1\n") == true)
    }

    // MARK: End to end

    /// `Fixtures/ScriptPages`: a function and a type using a top-level `var` (TSPL's
    /// `fridgeIsOpen`), and a list that grows across a redeclaration of `Item` and of itself.
    @Test func scriptPagesPassEndToEnd() async throws {
        let package = try FixtureCopy(fixture: "ScriptPages")
        let report = try await package.verifyPages()

        let failures = report.blocks.filter { $0.status == .failed }.map { "\($0.page):\($0.line): \($0.message ?? "")" }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(report.summaryLine == "11 passed, 0 failed")
        let printed = report.blocks.filter { $0.kind == .output }.map { "\($0.page):\($0.line)" }
        #expect(printed == ["Docs/Fridge.md:7", "Docs/Fridge.md:37", "Docs/Redeclared.md:27", "Docs/Redeclared.md:34", "Docs/Redeclared.md:50"])
    }
}

/// Runs `swiftc -typecheck` on generated files, written to a temporary folder.
enum SwiftcRun {
    static func typeCheck(_ sources: [String], module: String, languageMode: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SwiftcRun-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (number, source) in sources.enumerated() {
            let url = folder.appendingPathComponent("File\(number).swift")
            try source.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", languageMode, "-typecheck", "-parse-as-library", "-module-name", module] + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
