import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocProcesses
@testable import PatternDocPlan
@testable import PatternDocVerify

/// Code patterndoc generates for a page (a layer's aliases of the names earlier layers
/// declared) can fail to build although no block has an error. That page fails, alone; the rest
/// of the docs is verified. Found on the Swift book, whose Attributes chapter renames a protocol
/// with `@available(*, unavailable, renamed:)`, and whose whole run then failed.
@Suite struct GeneratedCodeContainmentTests {
    static let layered = DocPage(path: "Docs/Renames.md", title: "Renames", markdown: "")
    static let plain = DocPage(path: "Docs/Plain.md", title: "Plain", markdown: "")

    static let layeredBlocks = [
        WorkspaceFixture.block(layered, 0, line: 3, "protocol Old {}\nstruct Thing {}\n"),
        WorkspaceFixture.block(
            layered, 1, line: 8,
            "protocol New {}\n@available(*, unavailable, renamed: \"New\")\ntypealias Old = New\n"
        ),
        WorkspaceFixture.block(layered, 2, line: 14, "protocol New { func go() }\n"),
    ]
    static let plainBlocks = [WorkspaceFixture.block(plain, 0, line: 3, "let answer = 42\n")]

    static func plan(leftOut: Set<BlockID> = []) -> WorkspacePlan {
        WorkspacePlanner.plan(
            pages: [layered, plain],
            blocks: [layered.path: layeredBlocks, plain.path: plainBlocks],
            package: WorkspaceFixture.package,
            options: PlanOptions(leftOut: leftOut)
        )
    }

    /// A build loop over `pages`, whose builds each test stands in for; nothing is written
    /// to its working folder.
    static func loop(_ pages: [DocPage], progress: ProgressLines = ProgressLines()) -> BuildLoop {
        let blocks = [layered.path: layeredBlocks, plain.path: plainBlocks]
        return BuildLoop(
            pages: pages,
            blocks: LexedBlocks(blocks.filter { path, _ in pages.contains { $0.path == path } }),
            package: WorkspaceFixture.package,
            planOptions: PlanOptions(),
            options: VerifyOptions(
                packageRoot: WorkspaceFixture.package.root,
                workDirectory: NSTemporaryDirectory() + "generated-\(UUID().uuidString)",
                progress: progress.append
            )
        )
    }

    @Test func aNameMarkedUnavailableIsNotAliasedByALaterLayer() throws {
        let plan = Self.plan()
        #expect(plan.modules.map(\.name) == ["DocRenames", "DocRenames2", "DocRenames3", "DocPlain"])
        let third = try #require(plan.files["Sources/DocRenames3/Declarations.swift"])
        // An alias of the unavailable `DocRenames2.Old` is itself an error; the latest
        // declaration a later layer may name is the first block's protocol.
        #expect(!third.contains("typealias Old = DocRenames2.Old"))
        #expect(third.contains("typealias Old = DocRenames.Old\n"))
        #expect(third.contains("typealias Thing = DocRenames2.Thing\n"))
        #expect(!third.contains("typealias New"))
    }

    @Test func laterLayersWhoseGeneratedCodeDoesNotBuildCostOnlyTheirOwnBlocks() throws {
        let loop = Self.loop([Self.layered, Self.plain])
        let options = loop.options
        // Stands in for `swift build`: any later layer of the page fails in its generated
        // header, at a line no block wrote, as an alias of an unusable name would. Without the
        // second layer's block, the third layer fails the same way, so it joins the search.
        var planned: [[String]] = []
        let outcome = try loop.run { plan, _ in
            planned.append(plan.modules.map(\.name))
            guard let layer = plan.modules.first(where: { $0.name.hasPrefix("DocRenames") && $0.name != "DocRenames" }) else {
                return ProcessResult(status: 0, standardOutput: "", standardError: "", seconds: 0)
            }
            let file = "\(options.workspace)/Sources/\(layer.name)/Declarations.swift"
            return ProcessResult(
                status: 1,
                standardOutput: "\(file):9:19: error: 'Old' is unavailable: renamed to 'New'\n",
                standardError: "",
                seconds: 0
            )
        }
        #expect(outcome.succeeded)
        #expect(outcome.problems.isEmpty)
        #expect(outcome.plan.modules.map(\.name) == ["DocRenames", "DocPlain"])
        #expect(Set(outcome.leftOut.keys) == [BlockID(Self.layeredBlocks[1]), BlockID(Self.layeredBlocks[2])])
        let note = try #require(outcome.leftOut[BlockID(Self.layeredBlocks[1])]?.note)
        #expect(note.contains("The build failed when this block was added"))
        #expect(outcome.leftOut[BlockID(Self.layeredBlocks[1])]?.errors.first?.message.contains("'Old' is unavailable") == true)
        #expect(planned.last == ["DocRenames", "DocPlain"])
    }

    @Test func aFailureThatSwiftPMReachesOnlyOnceAnotherIsGoneIsNotBlamedOnTheOtherPage() throws {
        let loop = Self.loop([Self.layered, Self.plain])
        let options = loop.options
        // As SwiftPM does, the build stops at the first module that fails: the plain page's
        // block breaks its module's generated program; only without it does the build reach
        // the layered page, whose later layers fail in their generated code.
        let outcome = try loop.run { plan, _ in
            func failure(_ module: String, _ file: String) -> ProcessResult {
                ProcessResult(
                    status: 1,
                    standardOutput: "\(options.workspace)/Sources/\(module)/\(file):3:1: error: expected declaration\n",
                    standardError: "",
                    seconds: 0
                )
            }
            if plan.modules.contains(where: { $0.name == "DocPlain" && !$0.blocks.isEmpty }) {
                return failure("DocPlain", "Program.swift")
            }
            if let layer = plan.modules.first(where: { $0.name.hasPrefix("DocRenames") && $0.name != "DocRenames" }) {
                return failure(layer.name, "Declarations.swift")
            }
            return ProcessResult(status: 0, standardOutput: "", standardError: "", seconds: 0)
        }
        #expect(outcome.succeeded)
        let plainNote = try #require(outcome.leftOut[BlockID(Self.plainBlocks[0])]?.note)
        #expect(plainNote.contains("The build failed when this block was added"))
        #expect(!plainNote.contains("generates for this page"))
        #expect(outcome.leftOut.keys.contains(BlockID(Self.layeredBlocks[1])))
        #expect(!outcome.leftOut.keys.contains(BlockID(Self.layeredBlocks[0])))
    }

    @Test func aWorkspaceThatFailsWithNoPageToBlameIsStillAProblemOfTheRun() throws {
        let loop = Self.loop([Self.plain])
        let outcome = try loop.run { _, _ in
            ProcessResult(status: 1, standardOutput: "", standardError: "error: link command failed\n", seconds: 0)
        }
        #expect(!outcome.succeeded)
        #expect(outcome.problems.count == 1)
        #expect(outcome.problems.first?.contains("does not build even without any doc block") == true)
    }

    /// A compiler that crashes or is killed prints no error a block could be blamed for; before
    /// the search for the block that causes it, the run shows what the build said, so that a
    /// reader of a long CI log sees the cause without waiting for the search.
    @Test func whatABuildSaidThatPointsAtNoBlockIsShownBeforeTheSearch() throws {
        let progress = ProgressLines()
        let loop = Self.loop([Self.plain], progress: progress)
        var builds = 0
        _ = try loop.run { _, _ in
            builds += 1
            guard builds == 1 else { return ProcessResult(status: 0, standardOutput: "", standardError: "", seconds: 0) }
            return ProcessResult(
                status: 1, standardOutput: "[12/30] Compiling DocRunner main.swift\n",
                standardError: "error: compile command failed due to signal 9 (use -v to see invocation)\n", seconds: 0
            )
        }
        let lines = progress.lines
        let shown = try #require(lines.firstIndex { $0.hasPrefix("The build failed, and its errors point at no doc block:") })
        #expect(lines[shown].contains("    error: compile command failed due to signal 9"))
        let search = try #require(lines.firstIndex { $0.hasPrefix("Narrowing the errors down to a block among 1...") })
        #expect(shown < search)
    }
}
