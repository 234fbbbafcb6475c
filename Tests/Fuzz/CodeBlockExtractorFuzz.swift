// libFuzzer target `code-blocks`: `CodeBlockExtractor.extractEachBlock(from:)` on a whole Markdown page
// (parsed by cmark), and every accessor of the `MarkdownDocument` walk it is built on.
//
// Invariants checked on every input:
// - neither the walk nor the extraction traps; every node's accessors can be read;
// - walk events nest: every container left is the one last entered, and the walk ends where
//   it started; heading levels are 1...6; lines are within the page; a code block with an
//   info string is read as fenced (else a fenced block would silently go unverified);
// - on a page without problems, blocks are numbered 0, 1, 2, ... in order of their fences, one per fenced
//   code block of the walk, each at the same line with the same code and, where cmark's info
//   string has no escapes, entities or NULs (the extractor reads the info as written), with the
//   attributes `FenceAttributeParser` reads from it; code is empty or ends with a newline;
//   the code starts on the line after the fence; an `output` block carries the code of the
//   `text` block right after it, and only `output` blocks carry expected output;
// - on a page with problems, every problem belongs to a block and is on this page, at a line
//   of it, with a message.
//
// Compiled into one module with Sources/PatternDoc and Sources/SwiftSource, so internal API
// is visible and nothing is imported.

private let path = "Docs/Fuzz.md"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCodeBlockExtractor(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let markdown = fuzzString(data, size)
    let lineCount = lineStarts(of: Array(markdown.utf8)).count
    let fences = walkEverything(markdown, lineCount: lineCount)
    let page = DocPage(path: path, title: "Fuzz", markdown: markdown)

    let extracted = CodeBlockExtractor.extractEachBlock(from: page)
    let blocks = extracted.blocks
    if !extracted.problems.isEmpty {
        for (index, problems) in extracted.problems {
            require(index >= 0 && index < blocks.count, "problems of block \(index) of \(blocks.count)")
            require(!problems.isEmpty, "block \(index) listed with no problem")
            for problem in problems {
                require(problem.position?.file == path, "problem in \(String(describing: problem.position))")
                let line = problem.position?.line ?? 0
                require(line >= 1 && line <= lineCount, "problem at line \(line) of \(lineCount)")
                require(!problem.message.isEmpty, "problem without a message")
            }
        }
        return 0
    }

    require(blocks.count == fences.count, "\(blocks.count) blocks but the walk met \(fences.count) fences")
    for (index, block) in blocks.enumerated() {
        let fence = fences[index]
        require(block.index == index, "block \(index) has index \(block.index)")
        require(block.page == path, "block on page \(shown(block.page))")
        require(block.fenceLine == fence.line, "block \(index) at line \(block.fenceLine), fence at \(fence.line)")
        require(block.fenceLine >= 1 && block.fenceLine <= lineCount, "fence line \(block.fenceLine) of \(lineCount)")
        require(block.codeLine == block.fenceLine + 1, "code line \(block.codeLine) after fence \(block.fenceLine)")
        require(block.code == fence.code, "block \(index) code differs from the node's literal")
        require(block.code.isEmpty || block.code.hasSuffix("\n"), "block \(index) code does not end with a newline")
        require(block.codeLines.lowerBound == block.codeLine, "codeLines does not start at codeLine")
        // The extractor reads the info string as written; cmark's copy differs from it only by
        // backslash escapes, entities and NUL (read as U+FFFD). Without those, both must agree.
        let hasEscapes = fence.rawInfo.unicodeScalars.contains { $0 == "\\" || $0 == "&" }
        if !hasEscapes, !fence.info.unicodeScalars.contains("\u{FFFD}") {
            var parsed = try? FenceAttributeParser.parse(fence.info, at: block.position)
            // A plain `swift` block that declares `@Test` functions is a test block.
            if var plain = parsed, CodeBlockExtractor.isPlainSwift(plain), CodeBlockExtractor.declaresTests(block.code) {
                plain.isTest = true
                parsed = plain
            }
            require(
                parsed == block.attributes,
                "block \(index) has \(block.attributes), but its info \(shown(fence.info)) gives \(String(describing: parsed))"
            )
        }
        if block.attributes.checksOutput {
            require(index + 1 < blocks.count, "output block \(index) without a next block")
            let next = blocks[index + 1]
            require(next.attributes.language == "text", "output block \(index) followed by \(next.attributes.language)")
            require(block.expectedOutput == next.code, "output block \(index) expects other text")
        } else {
            require(block.expectedOutput == nil, "block \(index) has expected output without `output`")
        }
    }
    return 0
}

private struct Fence {
    var line: Int
    /// cmark's info string, unescaped.
    var info: String
    /// The info string as the fence reader found it written.
    var rawInfo: String
    var code: String
}

/// Walks the document reading every accessor of every node; returns the fenced code blocks.
private func walkEverything(_ markdown: String, lineCount: Int) -> [Fence] {
    let document = MarkdownDocument(parsing: markdown)
    var fences: [Fence] = []
    var open: [MarkdownNodeKind] = []
    document.walk { event in
        let node = event.node
        let kind = node.kind
        require(kind != .unknown && kind != .customBlock && kind != .customInline, "node of kind \(kind)")
        _ = (node.literal, node.fenceInfo, node.url, node.title, node.listStart, node.isTightList)
        _ = (node.startColumn, node.endColumn, node.plainText)
        require(node.startLine >= 0 && node.startLine <= lineCount + 1, "node starts at line \(node.startLine)")
        require(node.endLine >= 0 && node.endLine <= lineCount + 1, "node ends at line \(node.endLine)")
        if let level = node.headingLevel { require((1...6).contains(level), "heading level \(level)") }
        switch event {
        case .enter:
            // Only a fenced block has an info string, so cmark's info means a fence was found.
            if kind == .codeBlock, !(node.fenceInfo ?? "").isEmpty {
                require(node.codeFence != nil, "block at line \(node.startLine) with info \(shown(node.fenceInfo ?? "")) read as unfenced")
            }
            if kind == .codeBlock, let fence = node.codeFence {
                require(fence.length >= 3, "fence of \(fence.length) characters")
                require(fence.character == "`" || fence.character == "~", "fence of \(fence.character)")
                fences.append(Fence(
                    line: node.startLine, info: node.fenceInfo ?? "", rawInfo: fence.rawInfo, code: node.literal ?? ""
                ))
            }
            if isContainer(kind) { open.append(kind) }
        case .exit:
            require(open.last == kind, "left \(kind) while inside \(String(describing: open.last))")
            open.removeLast()
        }
    }
    require(open.isEmpty, "walk ended inside \(open)")
    _ = document.frontMatter
    return fences
}

private func isContainer(_ kind: MarkdownNodeKind) -> Bool {
    switch kind {
    case .document, .blockQuote, .list, .item, .paragraph, .heading, .emphasis, .strong, .link, .image:
        true
    default:
        false
    }
}
