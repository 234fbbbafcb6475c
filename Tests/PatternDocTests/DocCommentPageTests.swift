import Foundation
import SwiftSource
import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocLoad
@testable import PatternDocSymbols
@testable import PatternDocVerify

/// A source file's doc comments as a page whose lines are the file's lines, and the public
/// declarations coverage counts, read without a build.
@Suite struct DocCommentPageTests {
    private static let source = """
        import Foundation

        /// A counter.
        ///
        /// ```swift
        /// let counter = Counter()
        /// ```
        public struct Counter {
            /// The count.
            @Clamped<Int>(0...9) public var count = 0
            var hidden = 0

            /**
             Steps the count.

             ```swift test
             @Test func steps() {}
             ```
             */
            public mutating func step(by amount: Int = .init()) {
                func helper() {}
                count += amount
            }
        }

        public enum Direction {
            case up, down
        }

        extension Counter {
            /// Internal.
            func internalHelper() {}
        }

        public extension Counter {
            /// Public without saying so.
            func reset() {}
        }

        """

    private func page() throws -> DocPage {
        let scanned = SourceDocComments.scan(Self.source, module: "Counting", shownAs: "Sources/Counting/Counter.swift")
        return try #require(scanned.page)
    }

    @Test func aFenceInADocCommentIsExtractedAtTheSwiftFilesLines() throws {
        let blocks = try blocksWithoutProblems(of: page())

        #expect(blocks.map(\.page) == ["Sources/Counting/Counter.swift", "Sources/Counting/Counter.swift"])
        #expect(blocks.map(\.fenceLine) == [5, 16])
        #expect(blocks[0].code == "let counter = Counter()\n")
        #expect(blocks[1].attributes.isTest)
        #expect(blocks[1].code == "@Test func steps() {}\n")
    }

    @Test func codeOutsideDocCommentsLeavesItsLinesBlank() throws {
        let lines = try page().markdown.split(separator: "\n", omittingEmptySubsequences: false)

        #expect(lines[0] == "")
        #expect(lines[2] == "A counter.")
        #expect(lines[7] == "")
        #expect(lines[13] == "Steps the count.")
    }

    @Test func aFileWithoutFencesInItsCommentsHasNoPage() throws {
        let scanned = SourceDocComments.scan("/// Plain.\npublic let x = 1\n// ```swift\n", module: "M", shownAs: "M.swift")

        #expect(scanned.page == nil)
        #expect(scanned.declarations.map(\.name) == ["let x"])
    }

    @Test func publicDeclarationsAreCountedWithTheirDocComments() throws {
        let declarations = PublicDeclarations.of(
            Lexer.tokens(in: Self.source), module: "Counting", file: "Counter.swift"
        )

        #expect(declarations.map(\.name) == [
            "struct Counter", "var count", "func step", "enum Direction", "case up", "func reset",
        ])
        #expect(declarations.map(\.docLines) == [3...7, 9...9, 13...19, nil, nil, 36...36])
    }

    @Test func coverageCountsDocumentedDeclarationsAndTheirVerifiedExamples() throws {
        let declarations = PublicDeclarations.of(
            Lexer.tokens(in: Self.source), module: "Counting", file: "Counter.swift"
        )
        let coverage = DocCoverage(
            declarations: declarations,
            modules: ["Counting"],
            examples: [SourcePosition(file: "Counter.swift", line: 5), SourcePosition(file: "Counter.swift", line: 16)],
            verified: [SourcePosition(file: "Counter.swift", line: 16)]
        )

        #expect(coverage.modules == [DocCoverage.Module(name: "Counting", symbols: 6, documented: 4, withExamples: 2, verified: 1)])
        #expect(coverage.summary == "Counting: 4 of 6 public symbols documented (66.7%), 2 with an example, 1 verified")
    }

    @Test func underscoredDeclarationsAreLeftOutOfCoverageAsDocCLeavesThemOut() {
        let declarations = [
            PublicDeclaration(module: "M", file: "A.swift", line: 2, name: "func run", docLines: 1...1),
            PublicDeclaration(module: "M", file: "A.swift", line: 4, name: "func _resolve", docLines: nil),
            PublicDeclaration(module: "M", file: "A.swift", line: 5, name: "var _storage", docLines: nil),
        ]
        let coverage = DocCoverage(declarations: declarations, modules: ["M"], examples: [], verified: nil)
        #expect(coverage.modules == [DocCoverage.Module(name: "M", symbols: 1, documented: 1, withExamples: 0)])
    }

    @Test func declarationsTheDocumentationAttributeHidesAreLeftOutOfCoverage() {
        let source = """
            /// A shared value.
            public struct Shared {
                /// Reads the key.
                public init(key: String) {}

                @_disfavoredOverload
                @_documentation(visibility: private)
                public init(legacyKey: String) {}
            }
            """
        let declarations = PublicDeclarations.of(Lexer.tokens(in: source), module: "M", file: "Shared.swift")

        #expect(declarations.map(\.name) == ["struct Shared", "init"])
        let coverage = DocCoverage(declarations: declarations, modules: ["M"], examples: [], verified: nil)
        #expect(coverage.modules == [DocCoverage.Module(name: "M", symbols: 2, documented: 2, withExamples: 0)])
    }
}

/// What the reuse key hashes of a Swift file: everything but its `///` lines.
@Suite struct CodeWithoutDocLinesTests {
    @Test func docLinesAreLeftOutAndCodeIsKept() {
        let source = "/// A.\n  /// B.\nlet a = 1 /// trailing\n// plain\n"

        #expect(String(decoding: CodeWithoutDocLines.of(Data(source.utf8)), as: UTF8.self) == "let a = 1 /// trailing\n// plain\n")
    }

    @Test func aFileWithAMultiLineStringIsKeptWhole() {
        let source = "let text = \"\"\"\n    /// not a comment\n    \"\"\"\n"

        #expect(CodeWithoutDocLines.of(Data(source.utf8)) == Data(source.utf8))
    }
}
