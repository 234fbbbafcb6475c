import Foundation
import PatternDocModel
import PatternDocSupport

/// Reads the symbol graphs of some modules from a folder (what `swift package
/// dump-symbol-graph` writes) into one ``APIReference``.
///
/// A module's graph is `Module.symbols.json`; its extensions on other modules' types are in
/// `Module@Other.symbols.json`, and are read too. Only public and open declarations are kept,
/// and the compiler's own underscored names (`_resolve()`) are left out, as DocC leaves them.
///
/// A module's symbol graph leaves out what it re-exports; the graphs of the targets a module
/// re-exports that are no product of the package (`reexporting`) are read as that module's
/// (their symbols on its pages, their extensions of its types its own).
enum SymbolGraphLoader {
    /// Loads `modules` from `folder`, each with the targets `reexporting` lists for it. Source
    /// paths inside `packageRoot` become package-relative.
    ///
    /// - Throws: ``DocError`` when a module has no graph in the folder, or a graph is not valid.
    static func load(
        modules: [String],
        reexporting: [String: [String]] = [:],
        from folder: String,
        packageRoot: String
    ) throws -> APIReference {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var graphs: [(module: String, own: Set<String>, path: String)] = []
        for module in modules {
            let sources = [module] + (reexporting[module] ?? [])
            for source in sources {
                let main = "\(source).symbols.json"
                guard files.contains(main) else {
                    throw DocError(
                        at: nil,
                        "no symbol graph for module '\(source)' in \(folder).",
                        hint: "Check the module's name, or run 'swift package dump-symbol-graph' in the package."
                    )
                }
                let extensions = files.filter { $0.hasPrefix("\(source)@") && $0.hasSuffix(".symbols.json") }.sorted()
                for name in [main] + extensions {
                    graphs.append((module, Set(sources), (folder as NSString).appendingPathComponent(name)))
                }
            }
        }
        // The graphs are decoded on every core: a module's graph runs to megabytes of JSON, and
        // decoding them one after another was most of the time the API pages took.
        let toRead = graphs
        let read = ParallelMap.map(toRead.count) { index -> Result<([APISymbol], [APIRelationship]), DocError> in
            let (module, own, path) = toRead[index]
            return Result { () throws(DocError) in
                let graph = try decode(path: path)
                return (
                    graph.symbols.compactMap { symbol($0, module: module, ownModules: own, packageRoot: packageRoot) },
                    graph.relationships.map {
                        APIRelationship(kind: $0.kind, source: $0.source, target: $0.target, targetName: $0.targetFallback)
                    }
                )
            }
        }
        var symbols: [APISymbol] = []
        var relationships: [APIRelationship] = []
        for result in read {
            let (moduleSymbols, moduleRelationships) = try result.get()
            symbols += moduleSymbols
            relationships += moduleRelationships
        }
        return APIReference(modules: modules, symbols: symbols, relationships: relationships)
    }

    static func decode(path: String) throws(DocError) -> SymbolGraphFile {
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            // Read field by field; JSONDecoder reads what that reader does not expect, and
            // says what is wrong with it.
            if let graph = SymbolGraphJSONReader.graph(from: data) { return graph }
            return try JSONDecoder().decode(SymbolGraphFile.self, from: data)
        } catch {
            throw DocError(
                at: nil,
                "cannot read the symbol graph \(path): \(error).",
                hint: "Delete the folder and let patterndoc write the graphs again."
            )
        }
    }

    /// The symbol `raw` of `module`'s API, or nil when the pages leave it out; `ownModules`
    /// are the module and the targets it re-exports, whose types' extensions are its own.
    static func symbol(_ raw: SymbolGraphFile.Symbol, module: String, ownModules: Set<String> = [], packageRoot: String) -> APISymbol? {
        guard ["public", "open"].contains(raw.accessLevel) else { return nil }
        guard !raw.pathComponents.contains(where: { $0.hasPrefix("_") }) else { return nil }
        let documentation = raw.docComment.map { comment in
            APISymbol.DocComment(
                lines: comment.lines.map(\.text),
                sourceLines: comment.lines.map { line in line.range.map { $0.start.line + 1 } },
                file: comment.uri.map { relativePath(ofFileURI: $0, packageRoot: packageRoot) }
            )
        }
        return APISymbol(
            id: raw.identifier.precise,
            module: module,
            extendedModule: raw.swiftExtension?.extendedModule.flatMap { $0 == module || ownModules.contains($0) ? nil : $0 },
            path: raw.pathComponents,
            kind: APISymbol.Kind(identifier: raw.kind.identifier, displayName: raw.kind.displayName),
            declaration: (raw.declarationFragments ?? []).map {
                APISymbol.DeclarationFragment(kind: $0.kind, spelling: $0.spelling, symbolID: $0.preciseIdentifier)
            },
            documentation: documentation,
            location: raw.location.map {
                SourcePosition(file: relativePath(ofFileURI: $0.uri, packageRoot: packageRoot), line: $0.position.line + 1)
            }
        )
    }

    /// `file:///pkg/Sources/A/B.swift` → `Sources/A/B.swift` when `/pkg` is the package root,
    /// shown as the docs' own positions are.
    static func relativePath(ofFileURI uri: String, packageRoot: String) -> String {
        guard let file = URL(string: uri), file.isFileURL else { return uri }
        return DisplayPath.of(file, relativeTo: URL(fileURLWithPath: packageRoot))
    }
}
