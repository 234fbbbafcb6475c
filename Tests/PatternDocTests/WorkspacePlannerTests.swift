import Testing

@testable import PatternDoc
@testable import PatternDocPackage
@testable import PatternDocPlan

/// A small two-page input for the workspace planner tests.
enum WorkspaceFixture {
    static let counterPage = DocPage(path: "Docs/Counter.md", title: "Counter", markdown: "")
    static let scopingPage = DocPage(
        path: "Docs/Guides/Scoping-child features.md",
        title: "Scoping child features",
        markdown: ""
    )

    static let package = PackageUnderTest(
        root: "/work/Counter",
        identity: "Counter",
        libraryProducts: ["Composable", "ComposableTesting"],
        importedModules: ["Composable"],
        casePathsPlugin: true
    )

    static func block(
        _ page: DocPage,
        _ index: Int,
        line: Int,
        _ code: String,
        language: String = "swift",
        _ configure: (inout FenceAttributes) -> Void = { _ in }
    ) -> CodeBlock {
        var attributes = FenceAttributes(language: language)
        configure(&attributes)
        return CodeBlock(page: page.path, index: index, fenceLine: line - 1, codeLine: line, code: code, attributes: attributes)
    }

    static let counterBlocks = [
        block(counterPage, 0, line: 5, "import Foundation\nstruct Counter {\n    var count = 0\n}\nlet counter = Counter()\n"),
        block(counterPage, 1, line: 13, "let counter = Counter(count: counter.count + 1)\nprint(counter.count)\n") {
            $0.checksOutput = true
        },
        block(counterPage, 2, line: 19, "@Test func startsAtZero() {\n    #expect(Counter().count == 0)\n}\n") {
            $0.isTest = true
        },
        block(counterPage, 3, line: 25, "struct Broken {}\nlet wrong: Int = \"one\"\n") {
            $0.expectedFailure = "cannot convert"
        },
        block(counterPage, 4, line: 30, "startServer()\n") { $0.skipReason = "needs a server" },
        block(counterPage, 5, line: 34, "1\n", language: "text"),
    ]

    static let scopingBlocks = [
        block(scopingPage, 0, line: 3, "enum Child {}\n"),
        block(scopingPage, 1, line: 8, "let child = 1\nprint(child)\n") { $0.startsNewModule = true },
    ]

    static func plan(package: PackageUnderTest = package) -> WorkspacePlan {
        WorkspacePlanner.plan(
            pages: [counterPage, scopingPage],
            blocks: [counterPage.path: counterBlocks, scopingPage.path: scopingBlocks],
            package: package
        )
    }

    /// `runProgram()` of `module` when it is no layer, the symbol that hands it to `DocRunner`,
    /// and the start of the function that runs its blocks' statements.
    static func programStart(_ module: String) -> String { """

        /// Runs the page's program as far as this module: the statements of the earlier layers
        /// of the page, so that their values are set, then its own.
        @MainActor public func runProgram() async throws {
            try await __patterndocRunStatements()
        }

        /// `runProgram`, under the symbol `DocRunner` declares without importing this module.
        @_silgen_name("patterndoc_program_\(module)")
        public func __patterndocProgram() -> @MainActor () async throws -> Void { runProgram }

        /// Runs the statements of the module's blocks in order. Each block runs in a scope nested
        /// in the one before, so it sees the values defined above it and may shadow them; the
        /// top-level `let`s and `var`s that are globals are used where the page declares them,
        /// which starts them there.
        @MainActor public func __patterndocRunStatements() async throws {

        """
    }

    /// The part of every `Program.swift` after `runProgram()`.
    static let markHelper = #"""

        /// Prints the mark of block `index` on both output streams (DocRunner makes standard
        /// output line-buffered), so the runner can tell which block printed what.
        func __patterndocMark(_ index: Int) {
            print("\u{1E}patterndoc-block:\(index)")
            FileHandle.standardError.write(Data("\u{1E}patterndoc-block:\(index)\n".utf8))
        }

        """#
}

@Suite struct WorkspacePlannerTests {
    let plan = WorkspaceFixture.plan()

    @Test func eachPageIsAModuleAndResetStartsAnother() {
        #expect(plan.modules.map(\.name) == ["DocCounter", "DocScopingChildFeatures", "DocScopingChildFeatures2"])
        #expect(plan.modules.map(\.page) == [
            "Docs/Counter.md", "Docs/Guides/Scoping-child features.md", "Docs/Guides/Scoping-child features.md",
        ])
        #expect(plan.modules.map(\.testTarget) == [
            "DocCounterTests", "DocScopingChildFeaturesTests", "DocScopingChildFeatures2Tests",
        ])
        #expect(plan.modules.map { $0.blocks.map(\.index) } == [[0, 1, 2], [0], [1]])
        #expect(plan.modules.map(\.programBlocks) == [[0, 1], [], [1]])
        #expect(plan.modules.map(\.testNames) == [[2: ["startsAtZero()"]], [:], [:]])
    }

    @Test func theWorkspaceHasTheseFilesAndNoOthers() {
        #expect(plan.files.keys.sorted() == [
            "Package.swift",
            "Sources/DocCounter/CasePaths.generated.swift",
            "Sources/DocCounter/Declarations.swift",
            "Sources/DocCounter/Program.swift",
            "Sources/DocRunner/main.swift",
            "Sources/DocScopingChildFeatures/CasePaths.generated.swift",
            "Sources/DocScopingChildFeatures/Declarations.swift",
            "Sources/DocScopingChildFeatures/Program.swift",
            "Sources/DocScopingChildFeatures2/CasePaths.generated.swift",
            "Sources/DocScopingChildFeatures2/Declarations.swift",
            "Sources/DocScopingChildFeatures2/Program.swift",
            "Tests/DocCounterTests/CasePaths.generated.swift",
            "Tests/DocCounterTests/Tests.swift",
        ])
    }

    @Test func declarationsKeepTheirMarkdownLinesAndSkipFailingAndSkippedBlocks() {
        #expect(plan.files["Sources/DocCounter/Declarations.swift"] == """
            // Generated by patterndoc from Docs/Counter.md. Do not edit: it is rewritten on every run.
            // The page's blocks in this module: 0, 1.
            import Composable

            #sourceLocation(file: "Docs/Counter.md", line: 5)
            import Foundation
            struct Counter {
                var count = 0
            }
            #sourceLocation()

            """)
        // `let child = 1` is used by no declaration, test or later layer: it stays in the program.
        #expect(plan.files["Sources/DocScopingChildFeatures2/Declarations.swift"] == """
            // Generated by patterndoc from Docs/Guides/Scoping-child features.md. Do not edit: it is rewritten on every run.
            // The page's blocks in this module: 1.
            import Composable

            """)
    }

    @Test func eachBlocksStatementsNestInThePreviousBlocksScopeAfterItsMark() {
        let expected = """
            // Generated by patterndoc from Docs/Counter.md. Do not edit: it is rewritten on every run.
            // The page's blocks in this module: 0, 1.
            import Composable
            import Foundation

            """ + WorkspaceFixture.programStart("DocCounter") + """
                __patterndocMark(0)
                do {
            #sourceLocation(file: "Docs/Counter.md", line: 9)
            let counter = Counter()
            #sourceLocation()
                __patterndocMark(1)
                do {
            #sourceLocation(file: "Docs/Counter.md", line: 13)
            let counter = Counter(count: counter.count + 1)
            print(counter.count)
            #sourceLocation()
                }
                }
            }

            """ + WorkspaceFixture.markHelper
        #expect(plan.files["Sources/DocCounter/Program.swift"] == expected)
    }

    @Test func aModuleWithoutStatementsStillHasAnEmptyProgram() {
        let expected = """
            // Generated by patterndoc from Docs/Guides/Scoping-child features.md. Do not edit: it is rewritten on every run.
            // The page's blocks in this module: 0.
            import Composable
            import Foundation

            """ + WorkspaceFixture.programStart("DocScopingChildFeatures") + """
            }

            """ + WorkspaceFixture.markHelper
        #expect(plan.files["Sources/DocScopingChildFeatures/Program.swift"] == expected)
    }

    @Test func testBlocksGoWholeIntoTheTestTarget() {
        #expect(plan.files["Tests/DocCounterTests/Tests.swift"] == """
            // Generated by patterndoc from Docs/Counter.md. Do not edit: it is rewritten on every run.
            // The page's blocks in this module: 2.
            import Testing
            @testable import DocCounter
            import Composable
            import Foundation

            #sourceLocation(file: "Docs/Counter.md", line: 19)
            @Test func startsAtZero() {
                #expect(Counter().count == 0)
            }
            #sourceLocation()

            """)
    }

    @Test func failingBlocksBecomeStandaloneChecksAgainstTheirModule() {
        #expect(plan.failChecks.count == 1)
        let check = plan.failChecks[0]
        #expect(check.block == WorkspaceFixture.counterBlocks[3])
        #expect(check.module == "DocCounter")
        #expect(check.source == """
            // Generated by patterndoc from Docs/Counter.md. Do not edit: it is rewritten on every run.
            import Composable
            import Foundation
            @testable import DocCounter

            #sourceLocation(file: "Docs/Counter.md", line: 25)
            struct Broken {}
            #sourceLocation()

            @MainActor func __patterndocFailingBlock() async throws {
            #sourceLocation(file: "Docs/Counter.md", line: 26)
            let wrong: Int = "one"
            #sourceLocation()
            }

            """)
    }

    @Test func skippedAndNonSwiftBlocksAreNotCompiledAnywhere() {
        let everything = plan.files.values.joined() + plan.failChecks.map(\.source).joined()
        #expect(!everything.contains("startServer"))
        #expect(!plan.modules.flatMap(\.blocks).contains { $0.attributes.skipReason != nil || !$0.attributes.isSwift })
    }

    @Test func groupsWithOnlySkippedBlocksAndPagesWithoutSwiftMakeNoModule() {
        let page = DocPage(path: "Docs/Notes.md", title: "Notes", markdown: "")
        let plan = WorkspacePlanner.plan(
            pages: [page, DocPage(path: "Docs/Empty.md", title: "Empty", markdown: "")],
            blocks: [page.path: [
                WorkspaceFixture.block(page, 0, line: 2, "offline()\n") { $0.skipReason = "offline" },
                WorkspaceFixture.block(page, 1, line: 6, "let a = 1\n") { $0.startsNewModule = true },
                WorkspaceFixture.block(page, 2, line: 9, "echo hi\n", language: "sh"),
            ]],
            package: WorkspaceFixture.package
        )
        #expect(plan.modules.map(\.name) == ["DocNotes"])
        #expect(plan.modules.map { $0.blocks.map(\.index) } == [[1]])
    }

    @Test func moduleNamesAreUniqueIdentifiersWhateverThePageNames() {
        let paths = [
            "Docs/a/Scoping.md", "Docs/b/scoping.md", "Docs/Runner.md", "Docs/Counter Tests.md",
            "Docs/Counter.md", "Docs/2024 notes (draft).md", "Docs/---.md", "Docs/Café au lait.md",
        ]
        let pages = paths.map { DocPage(path: $0, title: $0, markdown: "") }
        var blocks: [String: [CodeBlock]] = [:]
        for page in pages {
            blocks[page.path] = [WorkspaceFixture.block(page, 0, line: 1, "let x = 1\n")]
        }
        let plan = WorkspacePlanner.plan(pages: pages, blocks: blocks, package: WorkspaceFixture.package)
        #expect(plan.modules.map(\.name) == [
            "DocScoping", "DocScoping2", "DocRunner2", "DocCounterTests", "DocCounter2",
            "Doc2024NotesDraft", "Doc", "DocCafAuLait",
        ])
    }

    @Test func theSameInputGivesTheSameFilesAndOtherPagesDoNotTouchAPagesFiles() {
        #expect(WorkspaceFixture.plan() == plan)
        let changed = WorkspacePlanner.plan(
            pages: [WorkspaceFixture.counterPage, WorkspaceFixture.scopingPage],
            blocks: [
                WorkspaceFixture.counterPage.path: WorkspaceFixture.counterBlocks,
                WorkspaceFixture.scopingPage.path: [WorkspaceFixture.block(WorkspaceFixture.scopingPage, 0, line: 4, "enum Parent {}\n")],
            ],
            package: WorkspaceFixture.package
        )
        for (path, text) in plan.files where path.contains("/DocCounter") {
            #expect(changed.files[path] == text, "\(path) changed")
        }
    }
}
