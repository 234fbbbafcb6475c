@testable import PatternDoc
@testable import PatternDocRender
import Testing

@Suite struct RenderCodeBlockTests {
    private let markdown = """
        ```swift hidden
        let secret = 1
        ```

        ```swift output
        print("hi")
        ```

        ```text
        hi
        ```

        ```swift
        let x = 1
        ```

        """

    @Test func hiddenBlocksAreNotOnThePage() throws {
        let rendered = try renderGuide(markdown)
        #expect(!rendered.bodyHTML.contains("secret"))
        #expect(!rendered.bodyHTML.contains("block-0"))
        #expect(!rendered.anchors.contains("block-0"))
    }

    @Test func shownBlocksAreFiguresWithDecorationAndHighlightedCode() throws {
        var decorated: [Int] = []
        let rendered = try renderGuide(markdown) { block in
            decorated.append(block.index)
            return CodeBlockDecoration(toolbarHTML: "<b>\(block.index)</b>", footerHTML: "<i>\(block.index)</i>")
        }
        #expect(rendered.bodyHTML == """
            <figure class="code" id="block-1"><div class="code-toolbar"><b>1</b></div>\
            <pre><code class="language-swift"><span class=f>print</span>(<span class=s>"hi"</span>)
            </code></pre><i>1</i></figure>
            <figure class="code output" id="block-2"><figcaption>Output</figcaption>\
            <pre><code class="language-text">hi
            </code></pre></figure>
            <figure class="code" id="block-3"><div class="code-toolbar"><b>3</b></div>\
            <pre><code class="language-swift"><span class=k>let</span> x = <span class=n>1</span>
            </code></pre><i>3</i></figure>

            """)
        #expect(decorated == [1, 3])
        #expect(rendered.anchors == ["block-1", "block-2", "block-3"])
    }

    @Test func textBlockNotAfterAnOutputBlockIsAnOrdinaryBlock() throws {
        let rendered = try renderGuide("```text\n<hi>\n```\n\n```\nplain\n```\n")
        #expect(rendered.bodyHTML == """
            <figure class="code" id="block-0"><div class="code-toolbar"></div>\
            <pre><code class="language-text">&lt;hi&gt;
            </code></pre></figure>
            <figure class="code" id="block-1"><div class="code-toolbar"></div>\
            <pre><code>plain
            </code></pre></figure>

            """)
    }

    @Test func blockIndicesCountEveryFencedBlockInListsAndQuotes() throws {
        let rendered = try renderGuide("- item\n\n  ```swift\n  let a = 1\n  ```\n\n> ```text\n> b\n> ```\n")
        #expect(rendered.anchors == ["block-0", "block-1"])
        #expect(rendered.bodyHTML.contains("<li>\n<p>item</p>\n<figure class=\"code\" id=\"block-0\">"))
        #expect(rendered.bodyHTML.contains("<blockquote>\n<figure class=\"code\" id=\"block-1\">"))
    }

    @Test func headingsDoNotTakeTheIDsOfCodeBlocks() throws {
        let rendered = try renderGuide("## Block 0\n\n```swift\nlet a = 1\n```\n")
        #expect(rendered.headings.map(\.slug) == ["block-0-1"])
    }

    @Test func indentedCodeIsShownPlainWithAWarningToFenceIt() throws {
        let rendered = try renderGuide("Text\n\n    let a = 1\n")
        #expect(rendered.bodyHTML == """
            <p>Text</p>
            <figure class="code"><div class="code-toolbar"></div><pre><code>let a = 1
            </code></pre></figure>

            """)
        #expect(rendered.warnings.map(\.position?.line) == [3])
    }
}
