/// Turns the pages' code blocks into the files of one generated SwiftPM package, where every
/// Swift block is compiled, run or tested in a single build.
///
/// Each page is one module (`Docs/Scoping.md` → `DocScoping`); a block marked `reset` starts
/// another (`DocScoping2`). In a module, every verified block's declarations go to
/// `Sources/<M>/Declarations.swift` and its statements into `runProgram()` in
/// `Sources/<M>/Program.swift`, each block's statements nested in the previous block's scope
/// (as Scala mdoc does) so later blocks see earlier values. `test` blocks go whole to
/// `Tests/<M>Tests/Tests.swift`. `skip` blocks are left out; `fails` blocks become
/// ``FailCheck``s. Every chunk of code sits between `#sourceLocation` directives naming the
/// Markdown file and line, so diagnostics and test failures point at the page.
///
/// ```swift
/// let plan = WorkspacePlanner.plan(
///     pages: [DocPage(path: "Docs/Scoping.md", title: "Scoping", markdown: text)],
///     blocks: ["Docs/Scoping.md": extractedBlocks],
///     package: package
/// )
/// // plan.files: Package.swift, Sources/DocScoping/{Declarations,Program}.swift,
/// //             Tests/DocScopingTests/Tests.swift, Sources/DocRunner/main.swift
/// ```
///
/// Then `swift build --build-tests` builds everything, `DocRunner DocScoping` runs the page's
/// statements, and `swift test --filter DocScopingTests` runs its tests.
public enum WorkspacePlanner {
    /// The workspace for `pages`, in order, with each page's blocks from `blocks` (keyed by
    /// page path, in page order), depending on `package`.
    public static func plan(
        pages: [DocPage],
        blocks: [String: [CodeBlock]],
        package: PackageUnderTest
    ) -> WorkspacePlan {
        var names = ModuleNames(reserved: package.targetNames)
        var modules: [DocModule] = []
        for page in pages {
            let base = ModuleNames.base(forPageNamed: page.name)
            for group in groups(blocks[page.path] ?? []) {
                modules.append(DocModule(name: names.claim(base), page: page.path, group: group))
            }
        }
        let manifest = WorkspaceManifest(modules: modules, package: package)
        var files = [
            "Package.swift": manifest.manifest,
            "Sources/DocRunner/main.swift": manifest.runner,
        ]
        var failChecks: [FailCheck] = []
        for module in modules {
            let moduleFiles = ModuleFiles(module: module, package: package)
            files.merge(moduleFiles.files) { first, _ in first }
            failChecks += moduleFiles.failChecks
        }
        return WorkspacePlan(files: files, modules: modules.map(\.planned), failChecks: failChecks)
    }

    /// A page's Swift blocks cut into modules at each `reset` block; groups with nothing to
    /// compile (only `skip` blocks) are dropped.
    static func groups(_ blocks: [CodeBlock]) -> [[CodeBlock]] {
        var groups: [[CodeBlock]] = []
        for block in blocks where block.attributes.isSwift {
            if groups.isEmpty || block.attributes.startsNewModule {
                groups.append([])
            }
            groups[groups.count - 1].append(block)
        }
        return groups.filter { $0.contains { $0.attributes.skipReason == nil } }
    }
}
