import Foundation
import Testing
@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocLoad
@testable import PatternDocPackage
@testable import PatternDocPlan
@testable import PatternDocVerify

/// A rebuild does not parse a page whose text has not changed to find its blocks: the fenced
/// blocks cmark found in it last time are read from `fences.bin` in the work folder. What is
/// read must be what a parse gives, and a cache that does not fit (another page text, another
/// patterndoc or cmark, a damaged file) must only ever cost a parse.
@Suite struct FenceCacheTests {
    private static let package = PackageUnderTest(
        root: "/work/Counter",
        identity: "Counter",
        libraryProducts: [],
        importedModules: [],
        casePathsPlugin: false
    )

    private static let intro = "# Intro\n\n```swift skip(\"shown\")\nlet a = 1\n```\n"

    /// Fences of every shape a page may hold: tildes, a long fence, one inside a list and a
    /// quote, an info string with escaped quotes, an `output` block and its text, a bad
    /// attribute, hidden lines, and a fence never closed.
    private static let hostile = """
        # Shapes

        ~~~~swift skip("tildes")
        let t = 1
        ~~~~

        - an item

          ```swift fails("a \\"quoted\\" word")
          let x: Int = "no"
          ```

        > ```text
        > quoted
        > ```

        ```swift output
        print("hi")
        ```

        ```text
        hi
        ```

        ```swift hidden wobble
        // snippet.hide
        let secret = 2
        // snippet.show
        print(secret)
        ```

        ``````swift
        let never = "closed"

        """

    private static let pages = [
        "Package/Docs/SUMMARY.md": "- [Intro](Intro.md)\n- [Shapes](Shapes.md)\n",
        "Package/Docs/Intro.md": intro,
        "Package/Docs/Shapes.md": hostile,
    ]

    private func options(_ scratch: DocsFolderScratch) throws -> VerifyOptions {
        let options = VerifyOptions(packageRoot: scratch.path("Package"), docs: scratch.path("Package/Docs"))
        try FileManager.default.createDirectory(atPath: options.workDirectory, withIntermediateDirectories: true)
        return options
    }

    private func prepare(_ options: VerifyOptions) throws -> PreparedDocs {
        try DocsPreparer.prepare(options.preparing, package: Self.package)
    }

    /// The hash the cache knows a loaded page by.
    private func hash(_ page: DocPage) -> UInt64 {
        PageHash.contentHash(of: page).digest
    }

    @Test func blocksReadFromTheCacheAreThoseAParseGives() throws {
        let scratch = try DocsFolderScratch(files: Self.pages)
        defer { scratch.remove() }
        let options = try options(scratch)
        let parsed = try prepare(options)
        let loaded = try scratch.load()

        let cache = FenceCache(reading: options.preparing.fenceCachePath)
        #expect(cache.count == 2)
        for page in loaded.pages {
            #expect(cache.fences(of: hash(page)) == FencedBlock.all(in: page.markdown), "\(page.path)")
        }
        let shapes = try #require(cache.fences(of: hash(loaded.pages[1])))
        #expect(shapes.map(\.isClosed) == [true, true, true, true, true, true, false])
        #expect(shapes[0].character == UInt8(ascii: "~") && shapes[0].length == 4)
        #expect(shapes[1].info == "swift fails(\"a \\\"quoted\\\" word\")")

        let again = try prepare(options)
        #expect(again.preparedPages == parsed.preparedPages)
        #expect(parsed.blocks(of: "Docs/Shapes.md").contains { !$0.problems.isEmpty })
        #expect(again.pageHashes == parsed.pageHashes)
    }

    @Test func aPageWhoseTextIsUnchangedIsNotParsedAgain() throws {
        let scratch = try DocsFolderScratch(files: Self.pages)
        defer { scratch.remove() }
        let options = try options(scratch)
        _ = try prepare(options)
        let loaded = try scratch.load()
        // A record that no parse of the page could give: only the cache can be its source.
        let doctored = FencedBlock(line: 3, info: "swift skip(\"cached\")", code: "let cached = 1\n", character: UInt8(ascii: "`"), length: 3, isClosed: true)
        try FenceCache.write(
            [(hash(loaded.pages[0]), [doctored]), (hash(loaded.pages[1]), FencedBlock.all(in: loaded.pages[1].markdown))],
            to: options.preparing.fenceCachePath
        )

        let prepared = try prepare(options)

        #expect(prepared.blocks["Docs/Intro.md"]?.map(\.code) == ["let cached = 1\n"])
        #expect(prepared.blocks["Docs/Intro.md"]?.first?.attributes.skipReason == "cached")
    }

    @Test func anUnchangedPagesRecordIsCarriedIntoTheRewrittenCache() throws {
        let scratch = try DocsFolderScratch(files: Self.pages)
        defer { scratch.remove() }
        let options = try options(scratch)
        let loaded = try scratch.load()
        let doctored = FencedBlock(line: 3, info: "swift skip(\"cached\")", code: "let cached = 1\n", character: UInt8(ascii: "`"), length: 3, isClosed: true)
        try FenceCache.write([(hash(loaded.pages[0]), [doctored])], to: options.preparing.fenceCachePath)
        // Shapes.md is not in the cache: it is parsed, and the cache written anew.
        let prepared = try prepare(options)

        #expect(prepared.blocks["Docs/Intro.md"]?.map(\.code) == ["let cached = 1\n"])
        let cache = FenceCache(reading: options.preparing.fenceCachePath)
        #expect(cache.count == 2)
        #expect(cache.fences(of: hash(loaded.pages[0])) == [doctored])
        #expect(cache.fences(of: hash(loaded.pages[1])) == FencedBlock.all(in: loaded.pages[1].markdown))
    }

    @Test func anEditedPageIsParsedAndTheCacheKeepsOnlyThisRunsPages() throws {
        let scratch = try DocsFolderScratch(files: Self.pages)
        defer { scratch.remove() }
        let options = try options(scratch)
        _ = try prepare(options)
        let before = try scratch.load()
        try Data(Self.intro.replacingOccurrences(of: "let a = 1", with: "let b = 2").utf8).write(to: URL(fileURLWithPath: scratch.path("Package/Docs/Intro.md")))

        let prepared = try prepare(options)

        #expect(prepared.blocks["Docs/Intro.md"]?.map(\.code) == ["let b = 2\n"])
        let after = try scratch.load()
        let cache = FenceCache(reading: options.preparing.fenceCachePath)
        #expect(cache.count == 2)
        #expect(cache.fences(of: hash(before.pages[0])) == nil)
        #expect(cache.fences(of: hash(after.pages[0]))?.map(\.code) == ["let b = 2\n"])
        #expect(cache.fences(of: hash(after.pages[1])) == FencedBlock.all(in: after.pages[1].markdown))
    }

    @Test func aCacheWrittenByAnotherPatterndocOrCmarkIsIgnored() throws {
        let scratch = try DocsFolderScratch(files: Self.pages)
        defer { scratch.remove() }
        let options = try options(scratch)
        let loaded = try scratch.load()
        let doctored = FencedBlock(line: 3, info: "swift", code: "let stale = 1\n", character: UInt8(ascii: "`"), length: 3, isClosed: true)
        try FenceCache.write([(hash(loaded.pages[0]), [doctored])], to: options.preparing.fenceCachePath, stamp: "cmark 0.0.1 /elsewhere/patterndoc 1 2 3")
        #expect(FenceCache(reading: options.preparing.fenceCachePath).count == 0)

        let prepared = try prepare(options)

        #expect(prepared.blocks["Docs/Intro.md"]?.map(\.code) == ["let a = 1\n"])
        // Written anew for this executable.
        #expect(FenceCache(reading: options.preparing.fenceCachePath).count == 2)
    }

    @Test func aDamagedCacheCostsAParseAndNothingElse() throws {
        let scratch = try DocsFolderScratch(files: Self.pages)
        defer { scratch.remove() }
        let options = try options(scratch)
        let expected = try prepare(options).blocks
        let whole = try Data(contentsOf: URL(fileURLWithPath: options.preparing.fenceCachePath))
        var damaged: [Data] = [Data(), Data("not a cache at all".utf8), Data(repeating: 0xFF, count: whole.count)]
        for cut in stride(from: 1, to: whole.count, by: max(1, whole.count / 40)) { damaged.append(whole.prefix(cut)) }
        for offset in stride(from: 0, to: whole.count, by: max(1, whole.count / 60)) {
            var flipped = whole
            flipped[offset] ^= 0x5A
            damaged.append(flipped)
        }

        for (number, bytes) in damaged.enumerated() {
            try bytes.write(to: URL(fileURLWithPath: options.preparing.fenceCachePath))
            let prepared = try prepare(options)
            #expect(prepared.blocks == expected, "damaged file \(number) of \(damaged.count)")
        }
        // The last run left a whole cache again.
        #expect(FenceCache(reading: options.preparing.fenceCachePath).count == 2)
    }

    @Test func withoutAWorkFolderNothingIsWrittenAndThePagesAreParsed() throws {
        let scratch = try DocsFolderScratch(files: Self.pages)
        defer { scratch.remove() }
        let options = VerifyOptions(packageRoot: scratch.path("Package"), docs: scratch.path("Package/Docs"))

        let prepared = try prepare(options)

        #expect(prepared.blocks["Docs/Intro.md"]?.map(\.code) == ["let a = 1\n"])
        #expect(!FileManager.default.fileExists(atPath: options.workDirectory))
    }
}
