import Foundation
import Testing

@testable import PatternDoc

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

    @Test func aPageWhoseGeneratedCodeDoesNotBuildFailsAloneAndTheRestIsVerified() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let options = VerifyOptions(packageRoot: WorkspaceFixture.package.root, workDirectory: root)
        let loop = BuildLoop(
            pages: [Self.layered, Self.plain],
            blocks: [Self.layered.path: Self.layeredBlocks, Self.plain.path: Self.plainBlocks],
            package: WorkspaceFixture.package,
            planOptions: PlanOptions(),
            options: options
        )
        // Stands in for `swift build`: any later layer of the page fails in its generated
        // header, at a line no block wrote, as an alias of an unusable name would.
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
        #expect(outcome.plan.modules.map(\.name) == ["DocPlain"])
        let leftOut = outcome.leftOut.keys.filter { $0.page == Self.layered.path }
        #expect(leftOut.count == 3)
        let note = try #require(outcome.leftOut.values.first?.note)
        #expect(note.contains("generates for this page's modules did not build"))
        #expect(note.contains("'Old' is unavailable"))
        #expect(outcome.leftOut.keys.allSatisfy { $0.page == Self.layered.path })
        #expect(planned.last == ["DocPlain"])
    }

    @Test func aWorkspaceThatFailsWithNoPageToBlameIsStillAProblemOfTheRun() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let options = VerifyOptions(packageRoot: WorkspaceFixture.package.root, workDirectory: root)
        let loop = BuildLoop(
            pages: [Self.plain],
            blocks: [Self.plain.path: Self.plainBlocks],
            package: WorkspaceFixture.package,
            planOptions: PlanOptions(),
            options: options
        )
        let outcome = try loop.run { _, _ in
            ProcessResult(status: 1, standardOutput: "", standardError: "error: link command failed\n", seconds: 0)
        }
        #expect(!outcome.succeeded)
        #expect(outcome.problems.count == 1)
        #expect(outcome.problems.first?.contains("does not build even without any doc block") == true)
    }
}
