import CCmark
import Foundation
import Testing
@testable import PatternDoc
@testable import PatternDocMarkdown

/// The Markdown parser's arena must give cmark exactly what its own allocator would: the same
/// trees, from any thread, with documents parsed inside other documents' walks, and with text
/// read outside a walk (which comes from the heap).
@Suite struct CmarkArenaTests {
    /// Every event of a walk, with each node's kind, lines and text.
    private func trace(_ document: MarkdownDocument) -> [String] {
        var lines: [String] = []
        document.walk { event in
            switch event {
            case .enter(let node):
                lines.append("+\(node.kind)@\(node.startLine)-\(node.endLine) \(node.literal ?? "") \(node.url ?? "") \(node.fenceInfo ?? "")")
            case .exit(let node):
                lines.append("-\(node.kind)")
            }
        }
        return lines
    }

    /// The same walk of a tree made by cmark's own allocator, read with its C API.
    private func referenceTrace(_ markdown: String) -> [String] {
        let root = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT)!
        defer { cmark_node_free(root) }
        let iterator = cmark_iter_new(root)!
        defer { cmark_iter_free(iterator) }
        var lines: [String] = []
        func text(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "" }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            let node = cmark_iter_get_node(iterator)!
            let kind = MarkdownNodeKind(cmark_node_get_type(node))
            if event == CMARK_EVENT_ENTER {
                let literal = [CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE]
                    .contains(cmark_node_get_type(node)) ? text(cmark_node_get_literal(node)) : ""
                let url = [CMARK_NODE_LINK, CMARK_NODE_IMAGE].contains(cmark_node_get_type(node)) ? text(cmark_node_get_url(node)) : ""
                let info = cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK ? text(cmark_node_get_fence_info(node)) : ""
                lines.append("+\(kind)@\(cmark_node_get_start_line(node))-\(cmark_node_get_end_line(node)) \(literal) \(url) \(info)")
            } else {
                lines.append("-\(kind)")
            }
        }
        return lines
    }

    /// A page large enough to need many chunks and to grow buffers past them: long
    /// paragraphs, a code block of thousands of lines, nested lists and quotes, links.
    private var largePage: String {
        var page = "# Large\n\n"
        for section in 0..<200 {
            page += "## Section \(section)\n\n"
            page += String(repeating: "Some *emphasis* and [a link](p\(section).md) with `code`. ", count: 40) + "\n\n"
            page += "> - item \(section)\n>   ```swift\n>   let x = \(section)\n>   ```\n\n"
        }
        page += "```swift\n" + (0..<5_000).map { "let value\($0) = \"\(String(repeating: "x", count: $0 % 300))\"" }.joined(separator: "\n") + "\n```\n"
        return page
    }

    @Test func treesAreThoseCmarksOwnAllocatorMakes() {
        for markdown in ["", "text", "# T\n\n- a\n  - b\n\n> q\n", largePage] {
            #expect(trace(MarkdownDocument(parsing: markdown)) == referenceTrace(markdown))
        }
    }

    @Test func aDocumentParsedAndWalkedInsideAnothersWalkLeavesBothWhole() {
        let outer = MarkdownDocument(parsing: largePage)
        var innerTraces: [[String]] = []
        var outerEvents = 0
        outer.walk { event in
            outerEvents += 1
            if case .enter(let node) = event, node.kind == .heading, innerTraces.count < 3 {
                innerTraces.append(trace(MarkdownDocument(parsing: "Inner [link](x.md) \(node.plainText)\n")))
            }
        }
        #expect(innerTraces.count == 3)
        #expect(innerTraces[0] == referenceTrace("Inner [link](x.md) Large\n"))
        #expect(trace(outer) == referenceTrace(largePage))
        #expect(outerEvents == trace(outer).count)
    }

    @Test func textReadOutsideAWalkComesFromTheHeapAndIsFreedWithTheTree() {
        var nodes: [MarkdownNode] = []
        do {
            let document = MarkdownDocument(parsing: "```swift\nlet x = 1\n```\n\n[a](b.md \"t\")\n")
            document.walk { event in
                if case .enter(let node) = event { nodes.append(node) }
            }
            // Read after the walk, so cmark caches these strings outside any arena.
            #expect(nodes.compactMap(\.literal).contains("let x = 1\n"))
            #expect(nodes.compactMap(\.title) == ["t"])
        }
        nodes.removeAll()
    }

    @Test func documentsParsedOnManyThreadsAtOnceAreEachWhole() async {
        let pages = (0..<16).map { "# Page \($0)\n\n" + String(repeating: "- [link \($0)](l\($0).md) *x*\n", count: 200 + $0) }
        let expected = pages.map(referenceTrace)
        let traces = await withTaskGroup(of: (Int, [String]).self) { group in
            for (index, page) in pages.enumerated() {
                group.addTask { (index, trace(MarkdownDocument(parsing: page))) }
            }
            var traces = [[String]](repeating: [], count: pages.count)
            for await (index, trace) in group { traces[index] = trace }
            return traces
        }
        #expect(traces == expected)
    }
}
