import Testing

@testable import PatternDoc
@testable import PatternDocLoad

/// DocC directives become plain Markdown, line for line, and never raw text.
@Suite struct DocCDirectivesTests {
    @Test func settingsAreLeftOutWithTheirContentAndDisplayNameBecomesTheTitle() {
        let page = """
            # Start
            @Metadata {
                @DisplayName("Getting going")
                @PageImage(purpose: icon, source: "icon")
            }
            @Options(scope: local) {
                @AutomaticSeeAlso(disabled)
            }
            @Comment {
                Authors only.
            }
            Prose.
            """
        let result = DocCDirectives.rewrite(page)
        #expect(result.displayName == "Getting going")
        #expect(result.markdown.split(separator: "\n", omittingEmptySubsequences: false).count == 12)
        #expect(result.markdown == "# Start" + String(repeating: "\n", count: 11) + "Prose.")
    }

    @Test func containersKeepTheirContentMovedLeftAndTabsBecomeHeadings() {
        let page = """
            @TabNavigator {
                @Tab("Swift") {
                    ```swift
                    let x = 1
                    ```
                }
                @Tab("Shell") {
                    Run it.
                }
            }
            @Row {
                @Column { Left. }
            }
            """
        let lines = DocCDirectives.rewrite(page).markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines == ["", "#### Swift", "```swift", "let x = 1", "```", "", "#### Shell", "Run it.", "", "", "", "Left.", ""])
    }

    @Test func imagesAndSnippetsAreRewrittenInPlace() {
        let page = """
            @Image(source: "chart", alt: "A [rising] chart")
            @Snippet(path: "my-package/Snippets/basic", slice: "setup")
            @Video(source: "intro.mp4")
            """
        let result = DocCDirectives.rewrite(page)
        let lines = result.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == #"![A \[rising\] chart](chart)"#)
        #expect(DocCDirectives.snippetIndex(inMarker: String(lines[1])) == 0)
        #expect(lines[2] == "")
        #expect(result.snippets == [.init(line: 2, path: "my-package/Snippets/basic", slice: "setup")])
    }

    @Test func codeAndProseThatStartWithAnAttributeAreNotDirectives() {
        let page = """
            ```swift
            @MainActor
            @Observable class Model {}
            @Comment {
            ```
            @MainActor isolates the model.
            """
        #expect(DocCDirectives.rewrite(page).markdown == page)
    }

    @Test func argumentsMaySpanLines() throws {
        let line = try #require(DirectiveLine(lines: ["@Image(", "    source: \"a.png\",", "    alt: \"A, \\\"quoted\\\"\"", ") {", "}"], at: 0))
        #expect(line.name == "Image")
        #expect(line.lineCount == 4)
        #expect(line.arguments == ["source": "a.png", "alt": "A, \"quoted\""])
        #expect(line.opensBlock)
    }

    @Test func symbolPathsLoseTheModuleAndTheirDisambiguations() {
        #expect(SymbolPath.key("Logging/Logger/Level-swift.enum", module: "Logging") == "Logger/Level")
        #expect(SymbolPath.displayName("ParsableCommand/configuration-35km1") == "configuration")
        #expect(SymbolPath.displayName("Swift/Collection/chunks(ofCount:)") == "chunks(ofCount:)")
        #expect(SymbolPath.stripped("-(_:_:)") == "-(_:_:)")
        #expect(SymbolPath.title("Shapes/Circle", module: "Shapes") == "Circle")
    }

    @Test func aSnippetShowsItsSliceWithoutHiddenLines() {
        let code = "import A\n// snippet.hide\nlet x = 1\n// snippet.show\n// snippet.main\n    let y = x\n    print(y)\n// snippet.end\n"
        #expect(DocSnippet.shown(code, slice: "main") == "let y = x\nprint(y)\n")
        #expect(DocSnippet.shown(code, slice: nil) == "import A\n    let y = x\n    print(y)\n")
        #expect(DocSnippet.shown(code, slice: "other") == nil)
    }
}
