import PatternDocModel
import PatternDocSupport
import SwiftSource

/// Finds a page's fenced code blocks, with their attributes and lines, in one walk of its
/// Markdown.
///
/// Every fenced block becomes a ``CodeBlock``, whatever its language: ``CodeBlock/index``
/// counts them all, and the site shows them all, though only `swift` blocks are verified.
/// Indented code blocks have no info string to say what they are, so they are not extracted.
///
/// An `output` block takes the next fenced block of the page, which must be a `text` block,
/// as its ``CodeBlock/expectedOutput``. That `text` block stays in the list, to be shown.
///
/// A Swift block's lines between `// snippet.hide` and `// snippet.show` are verified but not
/// shown: its ``CodeBlock/shownCode`` leaves them out (``HiddenLines``).
///
/// A plain `swift` block that declares `@Test` functions or a `@Suite` is a `test` block, as
/// if its fence said so: docs show tests in plain Swift fences.
///
/// A `swift continues` block goes on with the Swift block before it (``BlockContinuations``);
/// one with no Swift block before it on the page is a problem at its fence.
///
/// A DocC page's `@Snippet`s (``DocPage/snippets``) follow the fenced blocks, numbered after
/// them, each a Swift block whose ``CodeBlock/sourceFile`` is the snippet's file.
///
/// ```text
/// let extracted = CodeBlockExtractor.extractEachBlock(from: page)
/// for block in extracted.blocks where block.attributes.isSwift && extracted.problems[block.index] == nil {
///     print(block.position, block.code)
/// }
/// ```
package enum CodeBlockExtractor {
    /// The fenced code blocks of `page`, in order, with the problems of each block by its
    /// ``CodeBlock/index``: a problem in one block is that block's alone, so a caller can
    /// verify every other block (``ExtractedBlocks``).
    ///
    /// A block that is not Swift, or is skipped (`skip("...")`), is never inspected beyond its
    /// info string.
    package static func extractEachBlock(from page: DocPage) -> ExtractedBlocks {
        extractEachBlock(from: page, fenced: FencedBlock.all(in: page.markdown))
    }

    /// The blocks of each of `pages` (problems set aside), by page path, extracted on every
    /// core: for doc-comment pages read apart from a prepared run, such as the documentation
    /// coverage of a package whose docs were not prepared.
    package static func blocksByPage(_ pages: [DocPage]) -> [String: [CodeBlock]] {
        let blocks = ParallelMap.map(pages.count) { extractEachBlock(from: pages[$0]).blocks }
        return Dictionary(zip(pages.map(\.path), blocks)) { first, _ in first }
    }

    /// ``extractEachBlock(from:)`` with the page's fenced blocks already found (by one parse
    /// of its Markdown, or read from ``FenceCache`` when its text has not changed).
    package static func extractEachBlock(from page: DocPage, fenced fencedBlocks: [FencedBlock]) -> ExtractedBlocks {
        var problems: [Int: [DocError]] = [:]
        var blocks: [CodeBlock] = []
        for fenced in fencedBlocks {
            let position = SourcePosition(file: page.path, line: fenced.line)
            if !fenced.isClosed {
                let closing = fenced.closingFence
                problems[blocks.count, default: []].append(DocError(
                    at: position,
                    "the code fence opened here is never closed",
                    hint: "Add a \(closing) line after the code, inside the same list item or quote; "
                        + "until then the rest of the page reads as code."
                ))
            }
            var attributes = Self.attributes(of: fenced, on: page, at: position) { problems[blocks.count, default: []] += $0 }
            if isPlainSwift(attributes), !attributes.continuesPrevious, declaresTests(fenced.code) {
                attributes.isTest = true
            }
            if attributes.isSwift, attributes.skipReason == nil, let line = sourceLocationLine(in: fenced.code) {
                problems[blocks.count, default: []].append(DocError(
                    at: SourcePosition(file: page.path, line: fenced.line + line),
                    "a block may not contain '#sourceLocation': patterndoc places every block with it, so that errors point at this page",
                    hint: "Remove the directive; errors in this block are already reported at its lines in the page."
                ))
            }
            var block = CodeBlock(
                page: page.path,
                index: blocks.count,
                fenceLine: fenced.line,
                codeLine: fenced.line + 1,
                code: fenced.code,
                attributes: attributes
            )
            if attributes.isSwift { block.shownCode = HiddenLines.shown(fenced.code) }
            blocks.append(block)
        }
        markAnnouncedErrors(&blocks)
        pairTextBlocks(&blocks, markdown: page.markdown)
        for (index, problem) in pairOutputs(&blocks) { problems[index, default: []].append(problem) }
        for (index, problem) in BlockContinuations.problems(in: blocks) { problems[index, default: []].append(problem) }
        for snippet in page.snippets {
            var block = CodeBlock(
                page: page.path,
                index: blocks.count,
                fenceLine: snippet.line,
                codeLine: 1,
                code: snippet.code,
                attributes: FenceAttributes(language: "swift")
            )
            block.sourceFile = snippet.file
            block.shownCode = snippet.shownCode
            blocks.append(block)
        }
        return ExtractedBlocks(blocks: blocks, problems: problems)
    }

    /// The attributes of `fenced`'s info string. Malformed ones are handed to `problem`, and the
    /// block keeps the language its info string names. A plain fence in a doc comment is Swift
    /// (``FenceLanguage``): decided here, once, so that the block is verified, shown and counted
    /// as the Swift block it is.
    private static func attributes(
        of fenced: FencedBlock,
        on page: DocPage,
        at position: SourcePosition,
        problem: ([DocError]) -> Void
    ) -> FenceAttributes {
        var attributes: FenceAttributes
        do {
            attributes = try FenceAttributeParser.attributes(of: fenced.info, at: position)
        } catch {
            problem(error.errors)
            attributes = FenceAttributes(language: FenceInfoScanner(fenced.info).language)
        }
        attributes.language = FenceLanguage.of(named: attributes.language, on: page)
        return attributes
    }

    /// Whether a Swift fence asks for nothing but to be compiled.
    static func isPlainSwift(_ attributes: FenceAttributes) -> Bool {
        attributes.isSwift && !attributes.isTest && !attributes.checksOutput && attributes.expectedFailure == nil
            && attributes.expectedWarning == nil && attributes.skipReason == nil && !attributes.isNotRun
    }

    /// Whether the code declares Swift Testing tests (`@Test`, `@Suite`): such a block is a
    /// `test` block without saying so, as docs that show tests write them.
    static func declaresTests(_ code: String) -> Bool {
        guard code.containsBytes("@Test") || code.containsBytes("@Suite") else { return false }
        return Lexer.tokens(in: code).contains { $0.kind == .attribute && ($0.text == "@Test" || $0.text == "@Suite") }
    }

    /// Makes a plain Swift block whose comment announces a compile-time error
    /// (``AnnouncedError``) a `fails` block, unless the next block continues it.
    private static func markAnnouncedErrors(_ blocks: inout [CodeBlock]) {
        for index in blocks.indices where isPlainSwift(blocks[index].attributes) && !blocks[index].attributes.continuesPrevious {
            let continued = blocks.indices.contains(index + 1) && blocks[index + 1].attributes.continuesPrevious
            guard !continued, let line = AnnouncedError.line(in: blocks[index].code) else { continue }
            blocks[index].attributes.expectedFailure = ""
            blocks[index].attributes.announcedErrorLine = line
        }
    }

    /// Makes a plain Swift block that prints an `output` block when a ```text block follows it
    /// directly (nothing but blank lines between them), as books show what an example prints:
    /// its output must then equal that text. A writer who means the text as something else
    /// puts a sentence between the blocks, or fences it with another language (```console).
    private static func pairTextBlocks(_ blocks: inout [CodeBlock], markdown: String) {
        var lines: [Substring]?
        for index in blocks.indices.dropLast() {
            let block = blocks[index]
            let next = blocks[index + 1]
            guard next.attributes.language == "text", isPlainSwift(block.attributes), !block.attributes.continuesPrevious,
                !next.attributes.continuesPrevious, block.sourceFile == nil, block.code.contains("print(")
            else { continue }
            if lines == nil { lines = markdown.split(separator: "\n", omittingEmptySubsequences: false) }
            let between = (block.endLine + 1)..<next.fenceLine
            guard let lines, between.allSatisfy({ lines.indices.contains($0 - 1) && lines[$0 - 1].allSatisfy(\.isWhitespace) }) else { continue }
            blocks[index].attributes.checksOutput = true
        }
    }

    /// Gives each `output` block the text of the `text` block after it.
    private static func pairOutputs(_ blocks: inout [CodeBlock]) -> [(index: Int, problem: DocError)] {
        var problems: [(index: Int, problem: DocError)] = []
        for index in blocks.indices where blocks[index].attributes.checksOutput {
            let next = blocks.indices.contains(index + 1) ? blocks[index + 1] : nil
            if let next, next.attributes.language == "text" {
                blocks[index].expectedOutput = next.code
                continue
            }
            let found = next.map { block in
                let language = block.attributes.language.isEmpty ? "a fence without a language" : "```\(block.attributes.language)"
                return "The next code block, at line \(block.fenceLine), is \(language)."
            } ?? "No code block follows it."
            problems.append((index, DocError(
                at: blocks[index].position,
                "an `output` block must be followed by a ```text block holding the expected output",
                hint: "\(found) Add a ```text block with exactly what the code prints."
            )))
        }
        return problems
    }

    /// The 1-based line of the block's code holding a `#sourceLocation` directive (outside
    /// strings and comments), if any.
    private static func sourceLocationLine(in code: String) -> Int? {
        guard code.containsBytes("#sourceLocation") else { return nil }
        return Lexer.tokens(in: code).first { $0.kind == .poundDirective && $0.text == "#sourceLocation" }?.line
    }
}
