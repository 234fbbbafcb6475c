import Foundation

/// Writes `Examples/`: a package with one executable per page (or `reset` group) whose blocks
/// run, holding that page's code as a reader would copy it, so that
/// `swift run --package-path Examples Scoping` prints what the page shows. With `check`, it
/// writes nothing and reports the files that differ from what it would write.
public enum ExamplesWriter {
    /// What a run did.
    public struct Result: Sendable {
        /// Whether the examples are (now) up to date.
        public var succeeded: Bool
        /// What to tell the user.
        public var message: String
    }

    /// Generates the examples for `options` and writes or checks them.
    public static func run(_ options: ExamplesOptions) throws -> Result {
        let pages = try DocsLoader.load(docs: options.docs, packageRoot: options.packageRoot).pages
        var blocks: [String: [CodeBlock]] = [:]
        var problems: [DocError] = []
        for page in pages {
            do {
                blocks[page.path] = try CodeBlockExtractor.extract(from: page)
            } catch let errors as DocErrors {
                problems += errors.errors
            }
        }
        guard problems.isEmpty else { throw DocErrors(problems) }
        let package = try PackageInspector.inspect(root: options.packageRoot)
            .narrowed(toImportsIn: blocks.values.flatMap { $0 })
        let plan = WorkspacePlanner.plan(pages: pages, blocks: blocks, package: package)
        let relativeRoot = relativePath(from: options.output, to: options.packageRoot)
        let files = ExampleFiles.make(plan: plan, package: package, rootPath: relativeRoot)

        if options.check {
            let stale = staleFiles(files, in: options.output)
            guard stale.isEmpty else {
                return Result(
                    succeeded: false,
                    message: """
                        Examples/ is stale; these files differ from what the docs generate:
                        \(stale.map { "  \(options.output)/\($0)" }.joined(separator: "\n"))
                        Run 'swift run patterndoc examples' and commit the result.
                        """
                )
            }
            return Result(succeeded: true, message: "Examples/ is up to date (\(files.count) files).")
        }
        let written = try WorkspaceWriter.write(files, to: options.output)
        let targets = files.keys.filter { $0.hasPrefix("Sources/") }.count
        return Result(
            succeeded: true,
            message: "Wrote \(written) of \(files.count) files to \(options.output) (\(targets) examples)."
        )
    }

    /// Files that are missing, different, or left over from pages that no longer run.
    static func staleFiles(_ files: [String: String], in directory: String) -> [String] {
        let manager = FileManager.default
        var stale = files.keys.filter { relative in
            manager.contents(atPath: "\(directory)/\(relative)") != Data(files[relative]!.utf8)
        }
        let sources = "\(directory)/Sources"
        for entry in (manager.enumerator(atPath: sources)?.allObjects as? [String]) ?? [] {
            let relative = "Sources/\(entry)"
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: "\(directory)/\(relative)", isDirectory: &isDirectory)
            if !isDirectory.boolValue, files[relative] == nil { stale.append(relative) }
        }
        return stale.sorted()
    }

    /// The path from `directory` to `target`, both absolute: `..` for a package's `Examples`.
    static func relativePath(from directory: String, to target: String) -> String {
        let from = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        let path = (ups + to[common...]).joined(separator: "/")
        return path.isEmpty ? "." : path
    }
}
