import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocReport

/// Books show what the compiler rejects with a comment, not a fence attribute: `// Error`,
/// `// this will report a compile-time error`. Such a block must not compile, and passes only
/// when the compiler rejects it for a reason of its own.
@Suite struct AnnouncedErrorTests {
    @Test func theSwiftBooksWordingsAnnounceAnError() {
        for comment in [
            " Error", " Error: Return types don't match.", " error!", " this causes an error",
            " This will report a compile-time error.", " this reports a compile-time error - argument labels are required",
            " UInt8 can't store negative numbers, and so this will report an error",
            " This is a compile-time error: languageName cannot be changed.",
            " this example will not compile, and will report an error",
            // Point-Free's docs quote the compiler after Xcode's stop sign.
            " 🛑 Cannot assign to property: 'uuid' is a get-only property",
        ] {
            #expect(AnnouncedError.announces(comment), "\(comment)")
        }
    }

    @Test func commentsAboutErrorsInGeneralOrAtRunTimeAnnounceNothing() {
        for comment in [
            " Error handling: the call throws", " reports an error to the caller", " Errors are collected here",
            " this triggers a runtime error", " Error: This causes a runtime exclusivity violation",
            " `blob.id == Meeting.ID(UUID(0))` does not compile.", " print the error",
        ] {
            #expect(!AnnouncedError.announces(comment), "\(comment)")
        }
    }

    @Test func aPlainBlockWithSuchACommentIsAFailsBlockAndNoOtherIs() {
        let markdown = """
            # Page

            ```swift
            let name = "Swift"
            name = "Go" // Error: name is a constant.
            ```

            ```swift test
            @Test func x() { let a = 1; a = 2 } // Error
            ```

            ```swift
            // Error
            struct Part {
            ```

            ```swift continues
            }
            ```

            ```swift
            let text = "error" // the word error in a string
            ```

            """
        let blocks = CodeBlockExtractor.extractEachBlock(from: DocPage(path: "Docs/Page.md", title: "Page", markdown: markdown)).blocks
        #expect(blocks.map(\.attributes.announcedErrorLine) == [2, nil, nil, nil, nil])
        #expect(blocks.map(\.attributes.expectedFailure) == ["", nil, nil, nil, nil])
        #expect(BlockReport.Kind(blocks[0].attributes) == .fails)
    }

    /// A real run: the announced error is checked; a block that compiles, or fails only on a name
    /// a failing block declares, is told so at the comment's line; one that fails only on names
    /// nothing declares is an illustrative fragment; a comment about errors in general leaves
    /// its block an ordinary one.
    @Test func aBlockPassesOnlyWhenTheCompilerRejectsItForAReasonOfItsOwn() async throws {
        let package = try FixtureCopy()
        try package.write("Docs/Announced.md", """
            # Announced

            ```swift
            let greeting = "Hi"
            greeting = "Hello" // Error: greeting is a constant.
            ```

            ```swift
            // this will report a compile-time error
            let count: Int = 1
            ```

            ```swift
            nowhere.greet() // Error
            ```

            ```swift
            let broken: Int = "x"
            ```

            ```swift
            print(broken) // Error: printing is not allowed here.
            ```

            ```swift
            // Error handling: the answer is printed either way.
            print(Greeter().greet("Ann"))
            ```

            """)
        let report = try await package.verifyPages { $0.filter = "Announced" }
        func block(_ line: Int) -> BlockReport? { report.blocks.first { $0.page == "Docs/Announced.md" && $0.line == line } }
        #expect(block(3)?.status == .passed, "\(block(3)?.message ?? "")")
        #expect(block(3)?.kind == .fails)
        #expect(block(3)?.message?.contains("Docs/Announced.md:5:1: error: cannot assign to value: 'greeting' is a 'let' constant") == true, "\(block(3)?.message ?? "")")
        #expect(block(8)?.status == .failed)
        #expect(block(8)?.message?.hasPrefix("its comment at line 9 says this block shows a compile-time error, but it compiles.") == true, "\(block(8)?.message ?? "")")
        // A name nothing declares: the block stands for code the reader has elsewhere.
        #expect(block(13)?.status == .fragment)
        #expect(block(13)?.message?.contains("uses `nowhere`, which no block of the page declares") == true, "\(block(13)?.message ?? "")")
        // A name a block of the page declares, which does not compile: not the announced error.
        #expect(block(17)?.status == .failed)
        #expect(block(21)?.status == .failed)
        #expect(block(21)?.message?.hasPrefix("its comment at line 22 says this block shows a compile-time error, but the compiler only could not find names it uses:") == true, "\(block(21)?.message ?? "")")
        #expect(block(25)?.status == .passed)
        #expect(block(25)?.kind == .compiled)
        #expect(report.summaryLine.hasPrefix("2 passed, 3 failed"), "\(report.summaryLine)")
    }
}
