import Testing

@testable import PatternDoc
@testable import PatternDocPlan

/// `code` split as the planner splits a block: through ``BlockFacts``, which lexes it once and
/// hands its items to ``BlockSplitter``.
private func split(_ code: String, firstLine: Int = 1) -> SplitBlock {
    BlockFacts(code: code, firstLine: firstLine).split
}

/// Shorthand for an expected chunk.
private func chunk(_ line: Int, _ text: String) -> BlockSplitter.Chunk {
    BlockSplitter.Chunk(text: text, line: line)
}

@Suite struct BlockSplitterTests {
    @Test func declarationsAfterAttributesAndModifiersStayAtFileScope() {
        let split = split("""
            @MainActor
            public final class Model {}
            @available(macOS 14, *) nonisolated struct Clock {}
            @Suite("Counter") struct CounterTests {}
            fileprivate extension Model {}
            indirect enum Tree { case leaf }
            distributed actor Worker {}
            prefix operator ~~
            precedencegroup Strong { higherThan: AdditionPrecedence }
            typealias Count = Int
            nonisolated(unsafe) func unsafeHelper() {}

            """)
        #expect(split.statements == [])
        #expect(split.declarations == [chunk(1, """
            @MainActor
            public final class Model {}
            @available(macOS 14, *) nonisolated struct Clock {}
            @Suite("Counter") struct CounterTests {}
            fileprivate extension Model {}
            indirect enum Tree { case leaf }
            distributed actor Worker {}
            prefix operator ~~
            precedencegroup Strong { higherThan: AdditionPrecedence }
            typealias Count = Int
            nonisolated(unsafe) func unsafeHelper() {}

            """)])
    }

    @Test func topLevelBindingsAndControlFlowAreStatements() {
        let split = split("""
            let store = Store()
            @MainActor var count = 0
            private(set) var hidden = 1
            await store.send(.increment)
            try store.check()
            if count > 0 { print(count) }
            for item in items { print(item) }
            switch count { default: break }
            actor.run()
            package.name = "x"

            """)
        #expect(split.declarations == [])
        #expect(split.statements.count == 1)
        #expect(split.statements.first?.line == 1)
        #expect(split.statements.first?.text.hasSuffix("package.name = \"x\"\n") == true)
    }

    @Test func alternatingRunsBecomeSeparateChunksWithTheirMarkdownLines() {
        let split = split("""
            struct Counter {
                var count = 0
            }

            var counter = Counter()
            counter.count += 1

            extension Counter {
                mutating func reset() { count = 0 }
            }
            counter.reset()

            """, firstLine: 40)
        #expect(split.declarations == [
            chunk(40, "struct Counter {\n    var count = 0\n}\n"),
            chunk(47, "extension Counter {\n    mutating func reset() { count = 0 }\n}\n"),
        ])
        #expect(split.statements == [
            chunk(44, "var counter = Counter()\ncounter.count += 1\n"),
            chunk(50, "counter.reset()\n"),
        ])
    }

    @Test func splittingACodeBlockCountsLinesFromItsFirstCodeLine() {
        var attributes = FenceAttributes(language: "swift")
        attributes.checksOutput = true
        let block = CodeBlock(
            page: "Docs/Counter.md",
            index: 2,
            fenceLine: 11,
            codeLine: 12,
            code: "struct A {}\nprint(A())\n",
            attributes: attributes
        )
        let split = split(block.code, firstLine: block.codeLine)
        #expect(split.declarations == [chunk(12, "struct A {}\n")])
        #expect(split.statements == [chunk(13, "print(A())\n")])
    }

    @Test func nestedBracesAndTrailingClosuresStayInOneItem() {
        let split = split("""
            await store.send(.child(.increment)) {
                $0.child.count = 1
                struct Inside {}
            }
            let reducer = Reduce { state, action in
                switch action {
                case .tap: [
                    1,
                    2,
                ].forEach { _ in }
                }
                return .none
            }
            func helper() {}

            """)
        #expect(split.statements == [chunk(1, """
            await store.send(.child(.increment)) {
                $0.child.count = 1
                struct Inside {}
            }
            let reducer = Reduce { state, action in
                switch action {
                case .tap: [
                    1,
                    2,
                ].forEach { _ in }
                }
                return .none
            }

            """)])
        #expect(split.declarations == [chunk(14, "func helper() {}\n")])
    }

    @Test func bracesAndKeywordsInsideStringsAndCommentsAreIgnored() {
        let split = split(#"""
            let open = "{ struct Fake {"
            let text = """
            }
            struct NotADeclaration {}
            """
            /* a comment with { and
            struct Hidden {} */
            struct Real {} // {

            """#)
        #expect(split.statements == [chunk(1, #"""
            let open = "{ struct Fake {"
            let text = """
            }
            struct NotADeclaration {}
            """

            """#)])
        #expect(split.declarations == [chunk(6, """
            /* a comment with { and
            struct Hidden {} */
            struct Real {} // {

            """)])
    }

    @Test func commentsGoWithTheItemBelowAndTrailingCommentsWithTheLast() {
        let split = split("""
            // The model.
            /// A counter.
            struct Counter {}

            // Make one.
            let counter = Counter()
            // That's all.

            """, firstLine: 3)
        #expect(split.declarations == [chunk(3, "// The model.\n/// A counter.\nstruct Counter {}\n")])
        #expect(split.statements == [chunk(7, "// Make one.\nlet counter = Counter()\n// That's all.\n")])
    }

    @Test func aCommentThatStartsOnAnItemsLastLineStaysWithThatItem() {
        let split = split("""
            let a = 1 /* explains a,
               and more */
            struct B {}

            """)
        #expect(split.statements == [chunk(1, "let a = 1 /* explains a,\n   and more */\n")])
        #expect(split.declarations == [chunk(3, "struct B {}\n")])
    }

    @Test func multiLineExpressionsAreOneStatement() {
        let split = split("""
            let total = values
                .map { $0 * 2 }
                .filter { $0 > 2 }
            let sum = 1 +
                2
            let flag = first
                && second
            let label = flag
                ? "yes"
                : "no"
            if flag {
                print(sum)
            }
            else {
                print(total)
            }
            do {
                try run()
            }
            catch {}
            struct After {}

            """)
        #expect(split.statements.count == 1)
        #expect(split.statements.first?.text.hasSuffix("catch {}\n") == true)
        #expect(split.declarations == [chunk(21, "struct After {}\n")])
    }

    @Test func attributesOnTheirOwnLinesJoinTheDeclarationBelow() {
        let split = split("""
            let before = 0
            @MainActor
            @available(*, deprecated)
            final class Model {}

            """)
        #expect(split.statements == [chunk(1, "let before = 0\n")])
        #expect(split.declarations == [chunk(2, "@MainActor\n@available(*, deprecated)\nfinal class Model {}\n")])
    }

    @Test func anAttributeWithGenericArgumentsJoinsTheDeclarationBelow() {
        // The Swift book's attached macro: `@OptionSet<Int>` on its own line.
        let split = split("""
            let before = 0
            @OptionSet<Int>
            struct Toppings {}
            @Wrapper<Array<Int>>(default: [])
            public struct Nested {}

            """)
        #expect(split.statements == [chunk(1, "let before = 0\n")])
        #expect(split.declarations == [
            chunk(2, "@OptionSet<Int>\nstruct Toppings {}\n@Wrapper<Array<Int>>(default: [])\npublic struct Nested {}\n"),
        ])
    }

    @Test func topLevelConditionalCompilationIsClassifiedByItsFirstItem() {
        let split = split("""
            #if canImport(Foundation)
            import Foundation
            let now = Date()
            #else
            let now = 0
            #endif
            #if DEBUG
            print("debug")
            #endif

            """, firstLine: 10)
        #expect(split.declarations == [chunk(10, """
            #if canImport(Foundation)
            import Foundation
            let now = Date()
            #else
            let now = 0
            #endif

            """)])
        #expect(split.statements == [chunk(16, "#if DEBUG\nprint(\"debug\")\n#endif\n")])
    }

    @Test func itemsSharingALineAreClassifiedByTheFirst() {
        let split = split("""
            struct A {}; let x = 1
            let y = 2; struct B {}

            """)
        #expect(split.declarations == [chunk(1, "struct A {}; let x = 1\n")])
        #expect(split.statements == [chunk(2, "let y = 2; struct B {}\n")])
    }

    @Test func aLineEndingInAnOperatorContinuesUnlessItDeclaresThatOperator() {
        let split = split("""
            infix operator <>
            let joined = first <>
                second

            """)
        #expect(split.declarations == [chunk(1, "infix operator <>\n")])
        #expect(split.statements == [chunk(2, "let joined = first <>\n    second\n")])
    }

    @Test func blankLinesAtTheEdgesOfChunksAreDropped() {
        let split = split("\n\nstruct A {}\n\n\nlet a = A()\n\n")
        #expect(split.declarations == [chunk(3, "struct A {}\n")])
        #expect(split.statements == [chunk(6, "let a = A()\n")])
    }

    @Test func blocksWithoutCodeHaveNoChunks() {
        #expect(split("") == SplitBlock())
        #expect(split("// Just a note.\n\n/* and another */\n") == SplitBlock())
    }

    @Test func importsAreCollectedAsWrittenWithoutComments() {
        let split = split("""
            import Foundation // for Date
            @testable import Composable
            import struct Foundation.URL
            let url = URL(string: "https://example.com")

            """)
        #expect(split.imports == ["import Foundation", "@testable import Composable", "import struct Foundation.URL"])
    }

    @Test func windowsLineEndingsKeepLineNumbers() {
        let split = split("struct A {}\r\nlet a = A()\r\n", firstLine: 5)
        #expect(split.declarations == [chunk(5, "struct A {}\n")])
        #expect(split.statements == [chunk(6, "let a = A()\n")])
    }
}
