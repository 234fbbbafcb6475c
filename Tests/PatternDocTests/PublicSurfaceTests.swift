import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocLoad
@testable import PatternDocSupport

/// PatternDoc's public API is what a user of the library calls (the stages' entry points) and
/// the model types the values they return hold; what only the `patterndoc` executable and
/// SiteBenchmarks call is `package`, the rest internal. The site writes an API page for every
/// public symbol, so this list is also the list of PatternDoc's API pages.
@Suite struct PublicSurfaceTests {
    /// The module's folder, `Sources/PatternDoc`, and the folders of the targets it re-exports
    /// (`@_exported import` in `Sources/PatternDoc/Exports`), whose public declarations are its
    /// own to a user and on its API pages: `Sources/PatternDocModel`, `Sources/PatternDocSymbols`, ...
    private static let sources: [URL] = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let exports = FileTree.files(at: root.appendingPathComponent("PatternDoc/Exports").path)
            .compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            .flatMap { $0.split(separator: "\n") }
            .filter { $0.hasPrefix("@_exported import ") }
            .map { String($0.dropFirst("@_exported import ".count)) }
        return (["PatternDoc"] + exports.sorted()).map { root.appendingPathComponent($0) }
    }()

    /// Every `.swift` file of the module and of the targets it re-exports, scanned as coverage
    /// scans it: the file's doc-comment page (when a comment holds a fence) and its public
    /// declarations.
    private static func scannedFiles() throws -> [(path: String, page: DocPage?, declarations: [PublicDeclaration])] {
        try sources.flatMap { FileTree.files(at: $0.path) }.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let scanned = SourceDocComments.scan(try String(contentsOfFile: path, encoding: .utf8), module: "PatternDoc", shownAs: path)
            return (path, scanned.page, scanned.declarations)
        }
    }

    /// The fence lines of the Swift examples in a file's doc comments that document no public
    /// declaration: examples that `import PatternDoc` cannot compile, as they use what it does
    /// not export.
    private static func swiftExamplesOffThePublicAPI(page: DocPage?, declarations: [PublicDeclaration]) throws -> [Int] {
        guard let page else { return [] }
        return try blocksWithoutProblems(of: page)
            .filter(\.attributes.isSwift)
            .map(\.fenceLine)
            .filter { line in !declarations.contains { $0.docLines?.contains(line) == true } }
    }

    @Test func publicTypesAreTheEntryPointsAndTheModelTypesTheirValuesHold() throws {
        let typeKeywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        let types = try Self.scannedFiles()
            .flatMap(\.declarations)
            .map(\.name)
            .filter { typeKeywords.contains($0.split(separator: " ")[0]) }
            .sorted()
        #expect(types == [
            "enum AdoptionSummary",
            "enum ExamplesWriter",
            "enum FailureCause",
            "enum FailureFormat",
            "enum FailureSummary",
            "enum GitHubAnnotations",
            "enum JUnitReport",
            "enum Kind",  // BlockReport.Kind
            "enum PreviewCommand",
            "enum SitePublisher",
            "enum Status",  // BlockReport.Status
            "enum Verifier",
            "struct BlockPreview",
            "struct BlockReport",
            "struct DocCoverage",
            "struct DocError",
            "struct DocErrors",
            "struct ExamplesOptions",
            "struct ImplicitImports",
            "struct Module",  // DocCoverage.Module
            "struct Options",  // SitePublisher.Options
            "struct PageEntry",  // VerificationReport.PageEntry
            "struct Result",  // ExamplesWriter.Result
            "struct Result",  // SitePublisher.Result
            "struct Shard",
            "struct SourcePosition",
            "struct VerificationReport",
            "struct VerifyOptions",
        ])
    }

    @Test func everyPublicDeclarationOfPatternDocHasADocComment() throws {
        let declarations = try Self.scannedFiles().flatMap(\.declarations)
        #expect(declarations.count > 100)
        let undocumented = declarations.filter { !$0.isDocumented }.map { "\($0.file):\($0.line) \($0.name)" }
        #expect(undocumented == [])
    }

    @Test func swiftExamplesInPatternDocsCommentsDocumentOnlyPublicDeclarations() throws {
        let files = try Self.scannedFiles()
        let offTheAPI = try files.flatMap { file in
            try Self.swiftExamplesOffThePublicAPI(page: file.page, declarations: file.declarations).map { "\(file.path):\($0)" }
        }
        #expect(offTheAPI == [])
        // The public declarations keep theirs: Shard, JUnitReport, VerificationReport.merged, ...
        let onTheAPI = try files.reduce(0) { count, file in
            guard let page = file.page else { return count }
            return count + (try blocksWithoutProblems(of: page).filter(\.attributes.isSwift).count)
        }
        #expect(onTheAPI >= 29)
    }

    @Test func everyPublicTypeOfPatternDocShowsASwiftExample() throws {
        let typeKeywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor"]
        let withoutExample = try Self.scannedFiles().flatMap { file -> [String] in
            let fences = try file.page.map { page in
                try blocksWithoutProblems(of: page).filter(\.attributes.isSwift).map(\.fenceLine)
            } ?? []
            return file.declarations
                .filter { typeKeywords.contains($0.name.split(separator: " ")[0]) }
                .filter { declaration in !fences.contains { declaration.docLines?.contains($0) == true } }
                .map { "\(file.path):\($0.line) \($0.name)" }
        }
        #expect(withoutExample == [])
    }

    @Test func aSwiftExampleOnAnInternalDeclarationIsFoundOffThePublicAPI() throws {
        let source = """
            /// Public, with an example.
            ///
            /// ```swift
            /// let shown = Shown()
            /// ```
            public struct Shown {}

            /// Internal, with an example no client can compile.
            ///
            /// ```swift
            /// let hidden = Hidden()
            /// ```
            struct Hidden {}

            /// Internal, its example as text.
            ///
            /// ```text
            /// let told = Told()
            /// ```
            struct Told {}
            """
        let scanned = SourceDocComments.scan(source, module: "Example", shownAs: "Example.swift")
        #expect(try Self.swiftExamplesOffThePublicAPI(page: scanned.page, declarations: scanned.declarations) == [10])
    }
}
