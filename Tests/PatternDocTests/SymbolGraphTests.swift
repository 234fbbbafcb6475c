
import Foundation
@testable import PatternDoc
import PatternDocExtract
@testable import PatternDocLoad
@testable import PatternDocSymbols
import Testing

/// `Fixtures/SymbolGraphs` holds a small module's graphs as the toolchain writes them: a class
/// with two overloads of one method, an undocumented property, an underscored and an internal
/// method, doc comments with fenced examples, and an extension on `Swift.Array` in its own file.
@Suite struct SymbolGraphTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SymbolGraphs").path

    static func load() throws -> APIReference {
        try SymbolGraphLoader.load(modules: ["Mini"], from: folder, packageRoot: "/pkg")
    }

    @Test func publicSymbolsAreKeptAndUnderscoredOrInternalOnesAreNot() throws {
        let paths = try Self.load().symbols.map(\.linkPath)
        #expect(paths.contains("Store"))
        #expect(paths.contains("Store/count"))
        #expect(!paths.contains("Store/_secret()"))
        #expect(!paths.contains("Store/helper()"))
    }

    @Test func membersFromProtocolExtensionsAreKeptButMarked() throws {
        let notEqual = try #require(Self.load().symbols(at: "Store/!=(_:_:)").first)
        #expect(notEqual.isSynthesized)
        #expect(try !Self.load().symbols(at: "Store/count").first!.isSynthesized)
    }

    @Test func extensionsOnOtherModulesTypesAreReadAndSaySo() throws {
        let reduced = try #require(Self.load().symbols(at: "Array/reduced()").first)
        #expect(reduced.module == "Mini")
        #expect(reduced.extendedModule == "Swift")
        #expect(reduced.location == SourcePosition(file: "Sources/Mini/Array+Reduced.swift", line: 5))
    }

    @Test func sourcePlacesArePackageRelativeAndOneBased() throws {
        let store = try #require(Self.load().symbols(at: "Store").first)
        #expect(store.location == SourcePosition(file: "Sources/Mini/Store.swift", line: 5))
        #expect(store.documentation?.position(ofLine: 0) == SourcePosition(file: "Sources/Mini/Store.swift", line: 3))
    }

    @Test func membersAndConformancesFollowTheRelationships() throws {
        let reference = try Self.load()
        let members = reference.members(of: "s:4Mini5StoreC").map(\.name)
        #expect(members == ["!=(_:_:)", "count", "scope(state:action:)", "scope(state:action:)", "send(_:)"])
        #expect(reference.conformances(of: "s:4Mini5StoreC") == ["Swift.Sendable"])
    }

    @Test func aMissingModuleIsAnErrorThatSaysWhatToDo() {
        #expect {
            try SymbolGraphLoader.load(modules: ["Nope"], from: Self.folder, packageRoot: "/pkg")
        } throws: { error in
            "\(error)".contains("no symbol graph for module 'Nope'") && "\(error)".contains("dump-symbol-graph")
        }
    }

    @Test func aBrokenGraphIsAnErrorNotACrash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphs-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{ not json".utf8).write(to: folder.appendingPathComponent("Broken.symbols.json"))
        #expect {
            try SymbolGraphLoader.load(modules: ["Broken"], from: folder.path, packageRoot: "/pkg")
        } throws: { error in
            "\(error)".contains("cannot read the symbol graph")
        }
    }

    @Test func swiftPMsClosingLineNamesTheFolder() {
        let output = "-- Emitting symbol graph for Mini\nFiles written to /pkg/.build/x86_64-unknown-linux-gnu/symbolgraph\n"
        #expect(SymbolGraphGenerator.writtenFolder(in: output) == "/pkg/.build/x86_64-unknown-linux-gnu/symbolgraph")
        #expect(SymbolGraphGenerator.writtenFolder(in: "error: no such package") == nil)
    }

    /// A stand-in for `swift` that writes `Mini`'s graph (and, with `stale`, leaves an old
    /// `Old` graph), says where, and fails on a test module SwiftPM made up, as it does on
    /// swift-algorithms.
    private func fakeSwift(in root: URL, exitStatus: Int32) throws -> String {
        let script = root.appendingPathComponent("swift")
        try """
            #!/bin/sh
            out="$PWD/.build/symbolgraph"
            mkdir -p "$out"
            echo '{}' > "$out/Mini.symbols.json"
            echo "-- Emitting symbol graph for Mini"
            echo "error: Failed to emit symbol graph for 'MiniPackageTests': Couldn't load module 'MiniPackageTests'"
            echo "Files written to $out"
            exit \(exitStatus)

            """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script.path
    }

    @Test func aFailureOnModulesNotAskedForStillGivesTheGraphsThatWereWritten() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("symbolgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let swift = try fakeSwift(in: root, exitStatus: 1)
        let folder = try SymbolGraphGenerator.generate(packageRoot: root.path, modules: ["Mini"], swift: swift)
        #expect(folder == root.path + "/.build/symbolgraph")

        // A module whose graph this run did not write is still a failure, even when an old
        // graph of it lies in the folder.
        let old = folder + "/Old.symbols.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: old))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: old)
        #expect {
            try SymbolGraphGenerator.generate(packageRoot: root.path, modules: ["Mini", "Old"], swift: swift)
        } throws: { error in
            "\(error)".contains("no graph for Old") && "\(error)".contains("MiniPackageTests")
        }
        // Asking for no module in particular keeps SwiftPM's exit status as the answer.
        #expect(throws: DocError.self) {
            try SymbolGraphGenerator.generate(packageRoot: root.path, swift: swift)
        }
        #expect(try SymbolGraphGenerator.generate(packageRoot: root.path, swift: try fakeSwift(in: root, exitStatus: 0)) == folder)
    }
}

/// Symbol links resolve as DocC resolves them: by path, then by a kind or DocC's hash of the
/// overload; a link matching several overloads points to the group.
@Suite struct SymbolLinkTests {
    @Test func linkTextSplitsIntoPathAndDisambiguation() {
        #expect(SymbolLink("Store").path == "Store")
        #expect(SymbolLink("Store/scope(state:action:)").disambiguation == nil)
        #expect(SymbolLink("Store/send(_:)-swift.method").disambiguation == .kind("swift.method"))
        #expect(SymbolLink("Store/send(_:)-method").disambiguation == .kind("swift.method"))
        #expect(SymbolLink("Store/scope(state:action:)-1if00") == SymbolLink.hashed("Store/scope(state:action:)", "1if00"))
        // An operator's name starts with a dash that disambiguates nothing.
        #expect(SymbolLink("Effect/-(_:_:)").path == "Effect/-(_:_:)")
        #expect(SymbolLink("Effect/-(_:_:)").disambiguation == nil)
    }

    @Test func docCsHashMatchesItsPublishedValues() {
        #expect(DocCHash.of("") == "146ys")
        #expect(DocCHash.of("Hello") == "1if00")
    }

    @Test func aUniquePathResolvesToItsSymbol() throws {
        let reference = try SymbolGraphTests.load()
        guard case let .symbol(symbol) = reference.resolve(SymbolLink("Store/count")) else {
            Issue.record("Store/count did not resolve to one symbol")
            return
        }
        #expect(symbol.id == "s:4Mini5StoreC5countSivp")
        guard case .symbol = reference.resolve(SymbolLink("Mini/Store")) else {
            Issue.record("a module-qualified link did not resolve")
            return
        }
    }

    @Test func overloadsResolveAsAGroupOrByTheirHash() throws {
        let reference = try SymbolGraphTests.load()
        guard case let .overloads(group) = reference.resolve(SymbolLink("Store/scope(state:action:)")) else {
            Issue.record("an overloaded path did not resolve to its group")
            return
        }
        #expect(group.count == 2)
        for overload in group {
            let link = reference.unambiguousLink(to: overload)
            guard case let .symbol(found) = reference.resolve(SymbolLink(link)) else {
                Issue.record("\(link) did not pick one overload")
                continue
            }
            #expect(found == overload)
        }
    }

    @Test func anUnknownPathSuggestsTheClosestOnes() throws {
        let reference = try SymbolGraphTests.load()
        #expect(reference.resolve(SymbolLink("Store/cout")) == .notFound(suggestions: ["Store/count"]))
        guard case let .notFound(suggestions) = reference.resolve(SymbolLink("Store/scope(state:action:)-zzzzz")) else {
            Issue.record("a hash matching no overload resolved")
            return
        }
        #expect(suggestions.count == 2)
    }
}

/// Coverage, as `rustdoc --show-coverage` counts it, with each comment's examples read from the
/// doc-comment blocks the prepare stage extracted, not from the comment text again.
@Suite struct DocCommentCoverageTests {
    /// `Sources/Mini/Store.swift` as the fixture's graph saw it: the optional `scope`'s comment
    /// on lines 20-24 (a Swift example) and `send`'s on 51-59 (a `swift test` and a `text`
    /// block).
    static func storeSource(sendFence: String = "```swift test") -> String {
        var lines = Array(repeating: "", count: 60)
        lines[19...23] = ["/// Scopes to an optional child.", "///", "/// ```swift", "/// let child = store.scope(state: \\.child, action: \\.child)", "/// ```"]
        lines[24] = "public func scope() {}"
        lines[50...58] = ["/// Sends an action.", "///", "/// \(sendFence)", "/// store.send(.tap)", "/// ```", "///", "/// ```text", "/// not swift", "/// ```"]
        lines[59] = "public func send() {}"
        return lines.joined(separator: "\n") + "\n"
    }

    /// The blocks of `source`, as the prepare stage extracts them from its doc-comment page.
    static func commentBlocks(_ source: String) throws -> [String: [CodeBlock]] {
        let page = try #require(SourceDocComments.scan(source, module: "Mini", shownAs: "Sources/Mini/Store.swift").page)
        return CodeBlockExtractor.blocksByPage([page])
    }

    @Test func coverageCountsDocumentedSymbolsAndThoseWithExamplesFromTheExtractedBlocks() throws {
        let blocks = try Self.commentBlocks(Self.storeSource())
        #expect(blocks["Sources/Mini/Store.swift"]?.map(\.fenceLine) == [22, 53, 57])
        let coverage = DocCoverage(try SymbolGraphTests.load(), commentBlocks: blocks)
        let mini = try #require(coverage.modules.first)
        // Store, two scopes, count, send, Array.reduced: five documented, count is not. The
        // `!=` that Store gets from Equatable is Equatable's, and does not count.
        #expect(mini.symbols == 6)
        #expect(mini.documented == 5)
        // One scope overload and send carry a Swift example.
        #expect(mini.withExamples == 2)
        #expect(coverage.summary == "Mini: 5 of 6 public symbols documented (83.3%), 2 with an example")
    }

    @Test func aPlainFenceIsAnExampleAsDocCReadsItAndATextBlockOrAMissingFileIsNot() throws {
        let plain = try Self.commentBlocks(Self.storeSource(sendFence: "```"))
        #expect(DocCoverage(try SymbolGraphTests.load(), commentBlocks: plain).modules.first?.withExamples == 2)
        let text = try Self.commentBlocks(Self.storeSource(sendFence: "```text"))
        #expect(DocCoverage(try SymbolGraphTests.load(), commentBlocks: text).modules.first?.withExamples == 1)
        // Without the file's blocks there is nothing to count, and nothing is read again.
        #expect(DocCoverage(try SymbolGraphTests.load(), commentBlocks: [:]).modules.first?.withExamples == 0)
        #expect(DocCoverage(try SymbolGraphTests.load(), commentBlocks: [:]).modules.first?.documented == 5)
    }
}

extension SymbolLink {
    static func hashed(_ path: String, _ hash: String) -> SymbolLink {
        var link = SymbolLink(path)
        link.disambiguation = .hash(hash)
        return link
    }
}

/// The field-by-field symbol graph reader gives what `JSONDecoder` gives, or nothing.
@Suite struct SymbolGraphJSONReaderTests {
    private static let graphs: [String] = [SymbolGraphTests.folder, APIPagesTests.folder].flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".symbols.json") }
            .map { "\(folder)/\($0)" }
    }

    @Test func everyFixtureGraphReadsAsJSONDecoderDecodesIt() throws {
        #expect(Self.graphs.count >= 3)
        for path in Self.graphs {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let decoded = try JSONDecoder().decode(SymbolGraphFile.self, from: data)
            #expect(SymbolGraphJSONReader.graph(from: data) == decoded, "\(path)")
            // As kept by the store: only the fields read, in the encoder's key order.
            let kept = try JSONEncoder().encode(decoded)
            #expect(SymbolGraphJSONReader.graph(from: kept) == decoded, "\(path), kept")
        }
    }

    @Test func anyKeyOrderNullsEscapesAndUnknownFieldsRead() throws {
        let json = #"""
            {"relationships": [{"target": "t", "kind": "memberOf", "source": "s", "targetFallback": null, "extra": [1, {"a": true}]}],
             "metadata": {"formatVersion": {"major": 0}},
             "symbols": [{"accessLevel": "public", "names": {"subHeading": [], "title": "f()"},
                          "pathComponents": ["T", "f()"], "identifier": {"interfaceLanguage": "swift", "precise": "s:1T1fyyF"},
                          "kind": {"displayName": "Instance Method", "identifier": "swift.method"},
                          "docComment": {"lines": [{"text": "Says \"hi\" \u00e9\ud83d\ude00", "range": {"start": {"line": 3, "character": 4}, "end": {"line": 3, "character": 9}}}]},
                          "location": {"position": {"character": 1, "line": 7}, "uri": "file:///p/A.swift"},
                          "swiftExtension": {"extendedModule": "Swift", "constraints": []},
                          "declarationFragments": [{"kind": "keyword", "spelling": "func"}]}],
             "module": {"platform": {}, "name": "M"}}
            """#
        let data = Data(json.utf8)
        let decoded = try JSONDecoder().decode(SymbolGraphFile.self, from: data)
        #expect(SymbolGraphJSONReader.graph(from: data) == decoded)
        #expect(decoded.symbols.first?.docComment?.lines.first?.text == "Says \"hi\" é😀")
    }

    @Test func whatItDoesNotExpectIsLeftToJSONDecoder() {
        for json in [
            #"{"module": {"name": "M"}, "symbols": []}"#,                          // no relationships
            #"{"module": {"name": "M"}, "symbols": [], "relationships": []} x"#,  // trailing text
            #"{"module": {"name": 3}, "symbols": [], "relationships": []}"#,      // wrong type
            #"{"module": {"name": "M"}, "symbols": [{}], "relationships": []}"#,  // a symbol without fields
            "",
        ] {
            #expect(SymbolGraphJSONReader.graph(from: Data(json.utf8)) == nil, "\(json)")
        }
    }
}
