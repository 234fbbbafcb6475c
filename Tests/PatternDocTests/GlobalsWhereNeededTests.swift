import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocPackage
@testable import PatternDocPlan

/// A top-level `let` or `var` becomes a global only where code outside the page's program
/// needs it: a function, type or extension of the page, a `test` or `fails` block, or a later
/// layer. Elsewhere it stays a local of the program, which may have a type a global may not:
/// the `some` type another declaration returns (swift-async-algorithms' `Share.md`).
@Suite(.serialized)
struct GlobalsWhereNeededTests: ScriptPageFixture {
    static func hoisted(_ plan: WorkspacePlan, module: Int = 0) -> [String] {
        let bindings = plan.modules[module].bindings
        return bindings.keys.sorted().flatMap { bindings[$0]!.hoistedNames }
    }

    /// The opaque case: a function returning `some Sequence<Int>`, a constant made from it, and
    /// statements of a later block that use the constant.
    static let opaque = [
        block(0, line: 3, "func numbers() -> some Sequence<Int> { [1, 2, 3, 4] }\n"),
        block(1, line: 7, "let evens = numbers().filter { $0 % 2 == 0 }\n"),
        block(2, line: 11, "for even in evens { print(even) }\n"),
    ]

    @Test func aConstantOnlyStatementsUseStaysALocalOfTheProgram() throws {
        let plan = Self.plan(Self.opaque)
        #expect(Self.hoisted(plan).isEmpty)
        #expect(plan.modules[0].bindings[1]?.localNames == ["evens"])
        let declarations = try #require(plan.files["Sources/DocScript/Declarations.swift"])
        #expect(!declarations.contains("evens"))
        #expect(!declarations.contains("__patterndocOnMainActor"))
        let program = try #require(plan.files["Sources/DocScript/Program.swift"])
        #expect(program.contains("#sourceLocation(file: \"Docs/Script.md\", line: 7)\nlet evens = numbers().filter { $0 % 2 == 0 }\n"))
    }

    @Test func aVarAFunctionUsesIsStillAGlobal() throws {
        let plan = Self.plan([
            Self.block(0, line: 3, "var taps = 0\nlet label = \"taps\"\n"),
            Self.block(1, line: 7, "func tap() { taps += 1 }\ntap()\nprint(label, taps)\n"),
        ])
        #expect(Self.hoisted(plan) == ["taps"])
        #expect(plan.modules[0].bindings[0]?.localNames == ["label"])
        let declarations = try #require(plan.files["Sources/DocScript/Declarations.swift"])
        #expect(declarations.contains("nonisolated(unsafe) var taps = __patterndocOnMainActor { __patterndocBinding0_1.taps }\n"))
    }

    @Test func aFunctionDeclaredBeforeTheBindingMakesItAGlobalToo() {
        let plan = Self.plan([
            Self.block(0, line: 3, "@MainActor func show() { print(total) }\n"),
            Self.block(1, line: 6, "var total = 3\nshow()\n"),
        ])
        #expect(Self.hoisted(plan) == ["total"])
    }

    @Test func aGlobalMakesTheBindingsItsValueUsesGlobalsToo() {
        let plan = Self.plan([
            Self.block(0, line: 3, "let base = 2\nlet unused = base + 1\nlet doubled = base * 2\n"),
            Self.block(1, line: 8, "func show() -> Int { doubled }\n"),
        ])
        #expect(Self.hoisted(plan) == ["base", "doubled"])
        #expect(plan.modules[0].bindings[0]?.localNames == ["unused"])
    }

    @Test func aTestBlockOrAFailsBlockThatUsesABindingMakesItAGlobal() {
        let plan = Self.plan([
            Self.block(0, line: 3, "let limit = 3\nlet other = 4\nlet third = 5\n"),
            Self.block(1, line: 8, "@Test func limitIsThree() { #expect(limit == 3) }\n") { $0.isTest = true },
            Self.block(2, line: 12, "let wrong: String = other\n") { $0.expectedFailure = "cannot convert" },
        ])
        #expect(Self.hoisted(plan) == ["limit", "other"])
    }

    @Test func aLaterLayerThatUsesABindingMakesItAGlobalUnlessItDeclaresTheNameItself() {
        let plan = Self.plan([
            Self.block(0, line: 3, "var list = [1]\nlet source = numbers()\nstruct Item {}\n"),
            // Redeclares `Item`: a new layer, which uses the first layer's `list`.
            Self.block(1, line: 8, "struct Item { var a = 1 }\nprint(list)\n"),
            // Declares `source` again, as Share.md does: the layer means its own from then on.
            Self.block(2, line: 12, "let source = numbers()\nprint(source)\n"),
        ])
        #expect(plan.modules.map(\.name) == ["DocScript", "DocScript2"])
        #expect(plan.modules[1].blocks.map(\.index) == [1, 2])
        #expect(Self.hoisted(plan, module: 0) == ["list"])
        #expect(plan.modules[0].bindings[0]?.localNames == ["source"])
        #expect(Self.hoisted(plan, module: 1).isEmpty)
        #expect(plan.modules[1].bindings[2]?.localNames == ["source"])
    }

    @Test func theOpaqueConstantAndTheGlobalVarTypeCheckInBothLanguageModes() throws {
        let bare = PackageUnderTest(root: "/nonexistent", identity: "nonexistent", libraryProducts: [], importedModules: [], casePathsPlugin: false)
        let blocks = Self.opaque + [
            Self.block(3, line: 15, "var taps = 0\n@MainActor func tap() { taps += 1 }\ntap()\n"),
            Self.block(4, line: 20, "let shared = numbers()\nlet copy = shared\nprint(Array(copy))\n"),
        ]
        for mode in ["5", "6"] {
            var package = bare
            package.languageMode = mode
            let plan = Self.plan(blocks, package: package)
            let sources = plan.modules.flatMap { module in
                [plan.files["Sources/\(module.name)/Declarations.swift"], plan.files["Sources/\(module.name)/Program.swift"]]
            }
            // One module: nothing here redeclares a name.
            #expect(plan.modules.count == 1)
            let result = try SwiftcRun.typeCheck(sources.compactMap { $0 }, module: "DocScript", languageMode: mode)
            #expect(result.status == 0, "Swift \(mode): \(result.output)")
            #expect(!result.output.contains("error"), "Swift \(mode): \(result.output)")
        }
    }

    /// `Fixtures/OpaqueConstants`: constants of opaque types made in one block and used by the
    /// next, redeclared in a later layer, beside a `var` that a function uses.
    @Test func opaqueConstantsPassEndToEnd() async throws {
        let package = try FixtureCopy(fixture: "OpaqueConstants")
        let report = try await package.verifyPages()

        let failures = report.blocks.filter { $0.status == .failed }.map { "\($0.page):\($0.line): \($0.message ?? "")" }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        let printed = report.blocks.filter { $0.kind == .output }.map { "\($0.page):\($0.line)" }
        #expect(printed == ["Docs/Opaque.md:19", "Docs/Opaque.md:26", "Docs/Opaque.md:34"])
        #expect(report.blocks.filter { $0.status == .passed }.count == report.blocks.count)
    }
}
