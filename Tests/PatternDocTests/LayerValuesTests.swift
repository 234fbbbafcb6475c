import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocPlan
@testable import PatternDocVerify

/// A page's later layers (blocks that redeclare a name) see the values of the blocks before
/// them, as a reader assumes; the page's statements run once, in order, whatever the layers;
/// and `// Prints` is checked where a book writes it: on a `print` inside a loop, a function or
/// a closure the program calls, over several comment lines, or in a ```text block right after
/// the block.
@Suite(.serialized)
struct LayerValuesTests: ScriptPageFixture {
    // MARK: Values across layers, as planned

    @Test func aBindingThatUsesAPropertyWrappersProjectionStaysBesideIt() {
        // `@UIBinding var settings` stays a statement (it has an attribute), so `volume`, which
        // reads `$settings`, must stay one too: as a global it could not see the local.
        var locals: Set<String> = []
        let bindings = TopLevelBindings.of(
            "@UIBinding var settings = Settings()\nlet volume = $settings.volume\nlet total = [1].map { $0 * 2 }\n", locals: &locals
        )
        #expect(bindings.localNames.contains("volume"))
        #expect(bindings.hoistedNames == ["total"], "a closure's $0 is no variable's projection")
    }

    @Test func aBindingWithTryIsAGlobalWhoseInitializerRunsWhereThePageHasIt() throws {
        var locals: Set<String> = []
        let bindings = TopLevelBindings.of("let data = try load(\n    2\n) // the bytes\nlet safe = try? load(1)\n", locals: &locals)
        #expect(bindings.hoistedNames == ["data", "safe"])
        #expect(bindings.hoisted[0].declaration == "let data = __patterndocTrying { try load(\n    2\n) } // the bytes\n")
        #expect(bindings.hoisted[1].declaration == nil)
        // `await` still keeps a binding local: a global's initializer cannot wait.
        #expect(TopLevelBindings.of("let fetched = await fetch()\n", locals: &locals).localNames == ["fetched"])

        let plan = Self.plan([
            Self.block(0, line: 3, "func load(_ n: Int) throws -> Int { n }\nlet data = try load(2)\n"),
            Self.block(1, line: 7, "func helper() -> Int { data * 2 }\n"),
        ])
        let declarations = try #require(plan.files["Sources/DocScript/Declarations.swift"])
        #expect(declarations.contains("let data = __patterndocTrying { try load(2) }\n"))
        #expect(declarations.contains("func __patterndocTrying<T>(_ body: () throws -> T) -> T {"))
    }

    @Test func severalBindingsInOneStatementAreGlobalsTogether() {
        var locals: Set<String> = []
        let bindings = TopLevelBindings.of("var a = 1, b = [2, 3]\nvar c: Int, d = 4\n", locals: &locals)
        #expect(bindings.hoisted.map(\.names) == [["a", "b"]])
        // The names of a statement that stays local are all locals, not only its first.
        #expect(bindings.localNames == ["c", "d"])
    }

    @Test func aNameDeclaredAgainFromItsEarlierValueIsAGlobalOfItsLayerThatReadsTheEarlierOne() throws {
        var locals: Set<String> = []
        let statement = "let total = total + report.total + f(total: total)\n"
        let layered = TopLevelBindings.of(statement, locals: &locals, earlierGlobals: ["total": "DocA"])
        #expect(layered.hoisted.first?.declaration == "let total = DocA.total + report.total + f(total: DocA.total)\n")
        // Within one module it is a statement, nested in the scope of the earlier one.
        #expect(TopLevelBindings.of(statement, locals: &locals).localNames == ["total"])

        let plan = Self.plan([
            Self.block(0, line: 3, "struct Example {}\nvar total = 1\n"),
            Self.block(1, line: 7, "struct Example {}\nlet total = total + 1\n"),
            Self.block(2, line: 11, "struct Example {}\nprint(total)\n"),
        ])
        #expect(plan.modules.map(\.name) == ["DocScript", "DocScript2", "DocScript3"])
        let second = try #require(plan.files["Sources/DocScript2/Declarations.swift"])
        #expect(second.contains("let total = DocScript.total + 1\n"))
        #expect(second.contains("nonisolated(unsafe) private(set) var total = __patterndocOnMainActor"))
        // The last layer sees the second `total`, not the first.
        let third = try #require(plan.files["Sources/DocScript3/Declarations.swift"])
        #expect(!third.contains("@testable import DocScript\n"))
        #expect(third.contains("@testable import DocScript2\n"))
    }

    @Test func aBlockThatDeclaresANameTwiceRunsTheSecondInAScopeOfItsOwn() throws {
        // Books show alternatives side by side: "the following two declarations are equivalent".
        let facts = BlockFacts(code: "let a = 2\nlet (a) = 2\nprint(a)\nlet (a): Int = 2\nvar b = 1\n", firstLine: 10)
        #expect(facts.split.statements.map(\.line) == [10, 11, 13])
        #expect(facts.split.statements.map(\.opensScope) == [false, true, true])
        // The second and third are locals of their scopes, whatever the first is.
        var locals: Set<String> = []
        let bindings = TopLevelBindings.of(facts.statements, locals: &locals)
        #expect(bindings.hoistedNames == ["a", "b"])
        #expect(bindings.localNames == ["a", "a"])

        let plan = Self.plan([
            Self.block(0, line: 3, "let a = 2\nlet (a) = 3\n"),
            Self.block(1, line: 7, "print(a)\n"),
        ])
        let program = try #require(plan.files["Sources/DocScript/Program.swift"])
        // The second `a` opens a scope that the next block runs in, so it sees that `a`; every
        // scope is closed.
        let second = try #require(program.range(of: "let (a) = 3"))
        let print = try #require(program.range(of: "print(a)"))
        #expect(program[..<second.lowerBound].hasSuffix("    do {\n#sourceLocation(file: \"Docs/Script.md\", line: 4)\n"))
        #expect(second.upperBound < print.lowerBound)
        #expect(program.filter { $0 == "{" }.count == program.filter { $0 == "}" }.count)
    }

    @Test func aLaterLayerRunsEveryEarlierLayerOfItsChainFirstAndTheVerifierRunsOnlyTheLast() throws {
        let plan = Self.plan([
            Self.block(0, line: 3, "struct Example {}\nprint(\"first\")\n"),
            Self.block(1, line: 7, "struct Example {}\nprint(\"second\")\n"),
            Self.block(2, line: 11, "struct Example {}\nprint(\"third\")\n"),
        ])
        #expect(plan.modules.map(\.name) == ["DocScript", "DocScript2", "DocScript3"])
        #expect(plan.modules.map(\.layers) == [[], ["DocScript"], ["DocScript", "DocScript2"]])
        let program = try #require(plan.files["Sources/DocScript3/Program.swift"])
        #expect(program.contains("""
                try await DocScript.__patterndocRunStatements()
                try await DocScript2.__patterndocRunStatements()
                try await __patterndocRunStatements()
            """))
    }

    // MARK: `// Prints` where books write it

    @Test func aPrintInALoopOrAFunctionBodyIsCheckedWithItsComment() {
        let code = """
            func greet(_ name: String) {
                print("Hello, \\(name)!")
                // Prints "Hello, Ada!"
            }
            for number in [1, 2] {
                print(number * 10) // Prints "10"
            }
            let numbers = [3].map { value in
                print(value)
                // Prints "3"
                return value
            }
            if true { print("same line") }
            // Prints "same line"
            """
        let checks = PrintCheck.find(in: code, firstLine: 20)
        #expect(checks.map(\.expected) == ["Hello, Ada!", "10", "3", "same line"])
        #expect(checks.map(\.firstLine) == [21, 25, 28, 32])
        #expect(checks.map(\.commentLine) == [22, 25, 29, 33])
        #expect(checks.map(\.isInBody) == [true, true, true, false])
    }

    @Test func aQuotationOverSeveralCommentLinesIsOneExpectation() {
        let code = """
            print(summary)
            // Prints "The shopping list has 2 items
            // and the first one is Eggs."
            print(1)
            """
        let checks = PrintCheck.find(in: code, firstLine: 1)
        #expect(checks.count == 1)
        #expect(checks.first?.expected == "The shopping list has 2 items and the first one is Eggs.")
        #expect(checks.first?.alternatives.contains("The shopping list has 2 items\nand the first one is Eggs.") == true)
    }

    @Test func nestedChecksAndEveryRunOfAPrintInABodyAreKept() throws {
        let page = DocPage(path: "Docs/P.md", title: "P", markdown: "")
        let block = WorkspaceFixture.block(page, 0, line: 4, "for i in 1...2 {\n    print(i)\n    // Prints \"1\"\n}\n// Prints \"1\"\n// Prints \"2\"\n")
        let plan = WorkspacePlanner.plan(pages: [page], blocks: [page.path: [block]], package: WorkspaceFixture.package)
        let program = try #require(plan.files["Sources/DocP/Program.swift"])
        // The loop's check opens first and closes last.
        #expect(program.contains("""
            __patterndocPrints(0, end: false)
            #sourceLocation(file: "Docs/P.md", line: 4)
            for i in 1...2 {
            #sourceLocation()
            __patterndocPrints(1, end: false)
            #sourceLocation(file: "Docs/P.md", line: 5)
                print(i)
            #sourceLocation()
            __patterndocPrints(1, end: true)
            """))
        #expect(program.contains("__patterndocPrints(0, end: true)\n"))
        let prints = "\u{1E}patterndoc-prints"
        let output = ProgramOutput(
            standardOutput: "\u{1E}patterndoc-block:0\n\(prints):0\n\(prints):1\n1\n\(prints)-end:1\n\(prints):1\n2\n\(prints)-end:1\n\(prints)-end:0\n",
            standardError: ""
        )
        #expect(output.printed == [0: "1\n2", 1: "1"])
        #expect(output.printedRuns[1] == ["1", "2"])
        #expect(output.standardOutput[0] == "1\n2\n")
    }

    @Test func aCheckedPrintThatFinishesALineOthersStartedComparesTheWholeLine() {
        // TSPL: a loop prints code units with `terminator: " "`, then `print("")` ends the line.
        let output = ProgramOutput(
            standardOutput: "\u{1E}patterndoc-block:0\n68 111 \u{1E}patterndoc-prints:0\n\n\u{1E}patterndoc-prints-end:0\nafter\n",
            standardError: ""
        )
        #expect(output.printed == [0: "68 111 "])
        #expect(output.standardOutput[0] == "68 111 \nafter\n")
    }

    @Test func aTextBlockRightAfterABlockThatPrintsIsItsExpectedOutput() throws {
        let markdown = """
            # P

            ```swift
            print("one")
            ```

            ```text
            one
            ```

            ```swift
            print("two")
            ```

            A sentence between them: the text is something else.

            ```text
            not the output
            ```

            ```swift
            let three = 3
            ```

            ```text
            a block that prints nothing
            ```

            """
        let blocks = try blocksWithoutProblems(of: DocPage(path: "Docs/P.md", title: "P", markdown: markdown))
        #expect(blocks.map(\.attributes.checksOutput) == [true, false, false, false, false, false])
        #expect(blocks[0].expectedOutput == "one\n")
    }

    // MARK: End to end

    /// A page whose later layers use earlier values (a `let` with `try`, two names bound in one
    /// statement, a `var` reassigned across layers, a redeclared name), whose first block has a
    /// side effect that must happen once, and a page of `// Prints` as books write them, one of
    /// them wrong.
    @Test func valuesCrossLayersAndPrintsAreCheckedWhereBooksWriteThem() async throws {
        let sideEffects = FileManager.default.temporaryDirectory.appendingPathComponent("LayerValues-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: sideEffects) }
        let scratch = try DocsFolderScratch(files: [
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Layers",
                    products: [.library(name: "Layers", targets: ["Layers"])],
                    targets: [.target(name: "Layers")]
                )

                """,
            "Sources/Layers/Layers.swift": "/// Nothing: the pages are what is tested.\npublic enum Layers {}\n",
            "Docs/Values.md": """
                # Values

                ```swift
                struct Example { var n = 1 }
                func load() throws -> Int { 40 }
                let data = try load()
                var a = 1, b = 2
                var counter = 0
                counter += 5
                var total = 100
                let log = URL(fileURLWithPath: "\(sideEffects)")
                let before = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                try (before + "ran\\n").write(to: log, atomically: true, encoding: .utf8)
                ```

                ```swift
                struct Example { var n = 2 }
                print(data + Example().n, a + b, counter)
                // Prints "42 3 5"
                counter += 1
                var total = 7
                ```

                ```swift
                struct Example { var n = 3 }
                print(counter, total, data + Example().n)
                // Prints "6 7 43"
                ```

                ```swift
                struct Example { var n = 4 }
                let total = total + 1
                ```

                ```swift
                struct Example { var n = 5 }
                print(total, Example().n)
                // Prints "8 5"
                ```

                """,
            "Docs/Prints.md": """
                # Prints

                ```swift
                func greet(_ name: String) {
                    print("Hello, \\(name)!")
                    // Prints "Hello, Ada!"
                }
                greet("Ada")
                for number in [1, 2] {
                    print(number * 10)
                    // Prints "10"
                }
                print("The list has 2 items and the first is Eggs.")
                // Prints "The list has 2 items
                // and the first is Eggs."
                ```

                ```swift
                print("one")
                print("two")
                ```

                ```text
                one
                two
                ```

                ```swift
                for name in ["Ada", "Grace"] {
                    print(name.count)
                    // Prints "4"
                }
                ```

                """,
            "Docs/Replaced.md": """
                # Replaced

                ```swift
                class Person { var residence: Residence? }
                class Residence { var rooms = 1 }
                ```

                ```swift
                class Residence { var rooms = 2; var address = "Acacia Road" }
                let john = Person()
                john.residence = Residence()
                print(john.residence?.address ?? "none", john.residence?.rooms ?? 0)
                // Prints "Acacia Road 2"
                ```

                ```swift
                struct Meter { var value = 1 }
                struct Ruler { var length = Meter(); var twice: Int { length.value * 2 } }
                ```

                ```swift
                struct Meter { var amount = 3 }
                print(Meter().amount, Ruler().twice)
                ```

                """,
            "Docs/Alternatives.md": """
                # Alternatives

                The following declarations are equivalent:

                ```swift
                let names: Array<String> = ["Ada", "Grace"]
                let names: [String] = ["Ada", "Grace"]
                var count: Int?
                var count: Optional<Int>
                ```

                ```swift
                count = 3
                print(names.count, count ?? -1)
                // Prints "2 3"
                ```

                """,
        ])
        defer { scratch.remove() }
        let root = scratch.root.path
        let report = try await offThePool {
            var options = VerifyOptions(packageRoot: root, timeout: 60)
            options.docComments = false
            return try Verifier.verify(options)
        }
        let failures = report.blocks.filter { $0.status == .failed }
        #expect(Set(failures.map { "\($0.page):\($0.line)" }) == ["Docs/Prints.md:28", "Docs/Replaced.md:21"])
        // A declaration carried into a later layer that does not compile with the new type is
        // the redeclaring block's failure, not the earlier block's, which compiled in its layer.
        let carried = failures.first { $0.page == "Docs/Replaced.md" }?.message ?? ""
        #expect(carried.contains("Docs/Replaced.md:18:"))
        #expect(carried.contains("value of type 'Meter' has no member 'value'"))
        #expect(carried.contains("which this block's redeclaration of a type it names compiles again with the new type"))
        let message = failures.first { $0.page == "Docs/Prints.md" }?.message ?? ""
        #expect(message.contains("Docs/Prints.md:31: the comment says the print at line 30 prints\n    \"4\"\nbut it ran 2 times, first printing\n    \"3\""))
        let passed = report.blocks.filter { $0.status == .passed }.map { "\($0.page):\($0.line):\($0.kind.rawValue)" }
        #expect(Set(passed) == [
            "Docs/Prints.md:3:output", "Docs/Prints.md:18:output",
            "Docs/Values.md:3:compiled", "Docs/Values.md:16:output", "Docs/Values.md:24:output",
            "Docs/Values.md:30:compiled", "Docs/Values.md:35:output",
            "Docs/Alternatives.md:5:compiled", "Docs/Alternatives.md:12:output",
            // The second `Residence` is the one the first `Person` holds in the later layer.
            "Docs/Replaced.md:3:compiled", "Docs/Replaced.md:8:output", "Docs/Replaced.md:16:compiled",
        ])
        #expect(passed.count == 12)
        // The first layer's statements ran once, though two later layers use its values.
        #expect(try String(contentsOfFile: sideEffects, encoding: .utf8) == "ran\n")
    }
}
