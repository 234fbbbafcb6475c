import PatternDocLoad
import PatternDocModel
import PatternDocPackage

/// What every `patterndoc` command starts from: the docs loaded, the package inspected and
/// narrowed once to the modules the docs import and document, and every page's code blocks
/// extracted with the problems of each block kept beside it.
///
/// `test`, `build`, `examples`, `coverage` and the site benchmark all take this value from
/// ``DocsPreparer/prepare(_:package:)`` instead of loading, inspecting, extracting and
/// narrowing on their own, so that they see the same pages, the same blocks and the same
/// package, and read each block's lexed facts from it (`lexedBlocks`), lexed once.
package struct PreparedDocs: Sendable {
    /// The docs folder as loaded.
    package var docs: LoadedDocs
    /// The package the docs use, narrowed to the products their blocks import (the imports of
    /// the doc-comment examples of the modules they import included, when those are verified),
    /// with the traits and language mode the options ask for. The doc-comment pages of the
    /// other ``apiModules`` each add their own module to their own doc modules when planned.
    package var package: PackageUnderTest
    /// The modules whose doc comments were read (and are verified unless `--no-doc-comments`),
    /// and the ones the documentation coverage counts: those the Markdown pages import, then
    /// the other modules of ``apiModules``.
    package var documentedModules: [String]
    /// The modules whose API pages `build` shows (none with `--no-api`), in the sidebar's
    /// order: every library module, or for a DocC catalog the module it documents. Their doc
    /// comments are among those read, so the examples on those pages are verified in the
    /// same run.
    package var apiModules: [String]
    /// The doc comments of those modules' source files: a page per file whose comments hold
    /// fenced code, and the public declarations.
    package var comments: SourceDocComments
    /// The pages to verify, in order: the Markdown pages, then the doc-comment pages when
    /// doc comments are verified.
    package var pages: [DocPage]
    /// Each extracted page, by path: its code blocks in order, those with problems included
    /// (the site still shows them), each block as written with what the run does with it
    /// (verify, skip, template, invalid with its problems, not Swift) and as the planner takes
    /// it, decided once here; and the page's hash, taken as it was extracted: the
    /// Markdown of a page read as it is from its file is let go then (``docs`` and ``pages``
    /// hold it empty), and read again by the site (`MarkdownOnDisk`).
    package var preparedPages: [String: PreparedPage]
    /// The code blocks of the doc-comment pages (``comments``), by `.swift` path, extracted once
    /// whether or not doc comments are verified: the site's API pages show them (a block the
    /// report has no entry for is badged "not verified" there).
    package var commentBlocks: [String: [CodeBlock]]
    /// The facts of the compiled Swift blocks of the pages (their `planned` code), lexed when a stage first
    /// asks for them (`lexedBlocks`) and shared by every copy of this value. They are the
    /// facts of the blocks as prepared: a stage that changed a block's code would have to plan
    /// from a `LexedBlocks` of its own.
    let blockFacts = BlockFactsCache()
    /// Where the Swift examples of the doc comments open, whether or not they are verified,
    /// for the coverage figures (an example of a file whose blocks have problems is left out
    /// when doc comments are not verified, as nothing reads that file's blocks then).
    package var commentExamples: [SourcePosition]

    /// The pages' blocks with their facts, as every plan of the run takes them: a compiled Swift
    /// block is lexed the first time any stage asks for its facts (the verifier's plans, the
    /// examples' plan, the test names of the site benchmark) and never again; a run that plans
    /// nothing (nothing changed) or whose blocks are all `skip` lexes nothing.
    package var lexedBlocks: LexedBlocks { LexedBlocks(preparedPages.mapValues(\.blocks), facts: blockFacts) }

    /// The names Swift Testing prints for the tests of `block`, one of the prepared blocks,
    /// read from its facts (lexed once): what a report made without running anything (the
    /// site benchmark's) lists for a `test` block.
    package func testNames(of block: CodeBlock) -> [String] {
        lexedBlocks.facts(of: block).tests.map(\.consoleName)
    }

    /// The blocks of the page at `path`, each with what the run does with it (none for a
    /// page that was not extracted).
    package func blocks(of path: String) -> [PreparedBlock] {
        preparedPages[path]?.blocks ?? []
    }

    /// Each page's code blocks as written, by page path (those of ``preparedPages``).
    package var blocks: [String: [CodeBlock]] {
        preparedPages.mapValues { $0.blocks.map(\.block) }
    }

    /// Each page's hash, by path (those of ``preparedPages``).
    package var pageHashes: [String: String] {
        preparedPages.compactMapValues(\.hash)
    }

    /// The Markdown pages, in reading order (the doc-comment pages left out).
    package var markdownPages: [DocPage] { docs.pages }

    /// The problems of the blocks of `pages`, page by page in their order, each page's in
    /// block order.
    package func problems(of pages: [DocPage]) -> [DocError] {
        pages.flatMap { page in blocks(of: page.path).flatMap(\.problems) }
    }
}
