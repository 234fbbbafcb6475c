import PatternDoc
import PatternDocExtract

/// The blocks of `page` as the pipeline extracts them (`CodeBlockExtractor.extractEachBlock`),
/// for the tests of later stages (rendering, planning, the site), whose pages are meant to have
/// no problem: a page with one throws its problems, so that such a test fails at its page rather
/// than somewhere downstream.
func blocksWithoutProblems(of page: DocPage) throws -> [CodeBlock] {
    let extracted = CodeBlockExtractor.extractEachBlock(from: page)
    let problems = extracted.problems.keys.sorted().flatMap { extracted.problems[$0] ?? [] }
    guard problems.isEmpty else { throw DocErrors(problems) }
    return extracted.blocks
}
