import CCmark

/// A Markdown page parsed by cmark into a tree, read with one walk.
///
/// The document owns the C tree and frees it when the last reference goes away. Read it by
/// walking it once, start to end, reacting to each node as it is entered and left:
///
/// ```text
/// let document = MarkdownDocument(parsing: "# Title\n\n```swift\nlet x = 1\n```\n")
/// document.walk { event in
///     if case .enter(let node) = event, node.kind == .codeBlock {
///         print(node.startLine, node.fenceInfo ?? "", node.literal ?? "")
///     }
/// }
/// ```
///
/// Line numbers are those of the text given: a YAML front-matter block at the top (see
/// ``frontMatter``) is read as blank lines, so it is not rendered, yet every later line keeps its
/// number.
///
/// Not `Sendable`: cmark caches strings inside nodes on first read, so even reading a tree
/// mutates it. Parse on the task that reads.
package final class MarkdownDocument {
    /// The root node of cmark's tree; freed in `deinit`.
    private let root: OpaquePointer
    /// The memory of the tree, and of what cmark allocates while the tree is walked.
    private let arena: CmarkArena
    /// The text cmark parsed, for facts cmark does not record (how a code block was fenced).
    package let source: MarkdownSource
    /// The YAML front matter between the opening and closing `---` lines, without them; `nil`
    /// when the page has none.
    package let frontMatter: String?

    /// Parses CommonMark text.
    ///
    /// ```text
    /// let document = MarkdownDocument(parsing: try String(contentsOfFile: path, encoding: .utf8))
    /// ```
    package init(parsing markdown: String) {
        let split = MarkdownFrontMatter(splitting: markdown)
        frontMatter = split.frontMatter
        source = MarkdownSource(split.body)
        // cmark reads the source's own bytes, given their length: no NUL-terminated copy.
        let arena = CmarkArena()
        self.arena = arena
        let source = self.source
        let parsed = arena.with {
            source.withBytes { text in
                text.withMemoryRebound(to: CChar.self) { text -> OpaquePointer? in
                    let parser = cmark_parser_new_with_mem(CMARK_OPT_DEFAULT, CmarkArena.allocator)
                    defer { cmark_parser_free(parser) }
                    cmark_parser_feed(parser, text.baseAddress, text.count)
                    return cmark_parser_finish(parser)
                }
            }
        }
        guard let parsed else {
            // cmark aborts on allocation failure rather than returning NULL; this is unreachable.
            preconditionFailure("cmark_parser_finish returned no document")
        }
        root = parsed
    }

    deinit {
        cmark_node_free(root)
    }

    /// Visits every node in document order: `.enter` when a node starts, `.exit` when a
    /// container node ends after its children.
    ///
    /// Leaf nodes (text, inline code, code blocks, HTML, breaks, thematic breaks) are only
    /// entered, as in cmark. Errors thrown by `visit` stop the walk and propagate.
    ///
    /// ```text
    /// var depth = 0
    /// document.walk { event in
    ///     switch event {
    ///     case .enter(let node) where node.kind == .list: depth += 1
    ///     case .exit(let node) where node.kind == .list: depth -= 1
    ///     default: break
    ///     }
    /// }
    /// ```
    package func walk(_ visit: (MarkdownEvent) throws -> Void) rethrows {
        try arena.with { try iterate(skippingInlines: false, visit) }
    }

    /// Visits the block nodes only, in document order, as ``walk(_:)`` does: the inline content
    /// of paragraphs and headings (text, emphasis, links) is skipped, which is most of a page's
    /// nodes. For readers that look at block structure alone, such as finding code blocks;
    /// a heading's text is still there to read (``MarkdownNode/plainText``).
    package func walkBlocks(_ visit: (MarkdownEvent) throws -> Void) rethrows {
        try arena.with { try iterate(skippingInlines: true, visit) }
    }

    /// Whether a node of this type holds inline content (and only that).
    private static func holdsInlines(_ type: cmark_node_type) -> Bool {
        type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING
    }

    /// The walk itself, with this document's arena current.
    private func iterate(skippingInlines: Bool, _ visit: (MarkdownEvent) throws -> Void) rethrows {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { return }
            let pointer = cmark_iter_get_node(iterator)!
            let node = MarkdownNode(pointer: pointer, document: self)
            if event == CMARK_EVENT_ENTER {
                try visit(.enter(node))
                if skippingInlines, Self.holdsInlines(cmark_node_get_type(pointer)) {
                    // Straight to the node's exit, past its inline children.
                    cmark_iter_reset(iterator, pointer, CMARK_EVENT_EXIT)
                    try visit(.exit(node))
                }
            } else if event == CMARK_EVENT_EXIT {
                try visit(.exit(node))
            }
        }
    }
}
