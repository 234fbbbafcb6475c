// swift-tools-version: 6.0
import PackageDescription
import CompilerPluginSupport

// No `.package(...)` dependencies, ever: everything here is built from this repository alone.
let package = Package(
    name: "PatternDoc",
    products: [
        .library(name: "Composable", targets: ["Composable"]),
        .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
        .library(name: "ComposableUI", targets: ["ComposableUI"]),
        .library(name: "ComposableComponents", targets: ["ComposableComponents"]),
        .library(name: "ComposableCombine", targets: ["ComposableCombine"]),
        .plugin(name: "CasePathsPlugin", targets: ["CasePathsPlugin"]),
        .library(name: "PatternDoc", targets: ["PatternDoc"]),
        .executable(name: "patterndoc", targets: ["PatternDocCLI"]),
        .plugin(name: "PatternDocPlugin", targets: ["PatternDocPlugin"]),
    ],
    targets: [
        // The runtime.
        // The runtime's macros (`@Reducer`, `@CasePathable`, ...), expanded from source text
        // by SwiftSource's MacroExpander: a compiler plugin without swift-syntax.
        .target(name: "Composable", dependencies: ["ComposableMacros"]),
        .macro(name: "ComposableMacros", dependencies: ["SwiftSource"]),
        // The subset of Combine and CombineSchedulers that features written for the original
        // use, with the runtime's bridges (`Effect.publisher`, `store.publisher`); Linux has no
        // Combine. `DispatchQueue.test` (in ComposableTesting) is one of its schedulers.
        .target(name: "ComposableCombine", dependencies: ["Composable"]),
        .target(name: "ComposableTesting", dependencies: ["Composable", "ComposableCombine"]),
        .target(name: "ComposableUI", dependencies: ["Composable", "ComposableMacros"]),
        .target(name: "ComposableComponents", dependencies: ["Composable", "ComposableUI"]),

        // Case paths without macros: a lexer, a generator, and the build-tool plugin that runs it.
        .target(name: "SwiftSource"),
        .executableTarget(name: "CasePathsGenerator", dependencies: ["SwiftSource"]),
        .plugin(
            name: "CasePathsPlugin",
            capability: .buildTool(),
            dependencies: ["CasePathsGenerator"],
            path: "Sources/CasePathsPlugin"
        ),

        // patterndoc: Markdown through cmark, verified in one merged build, rendered to a site.
        .systemLibrary(
            name: "CCmark",
            path: "Sources/CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // The utilities several stages share: file streaming and walks, real paths, memory
        // trimming, hashing, JSON reading, parallel maps and text helpers; it depends on nothing, every stage may use it.
        .target(name: "PatternDocSupport"),
        // The first stage: a page's Markdown parsed by cmark, walked node by node.
        .target(name: "PatternDocMarkdown", dependencies: ["CCmark", "PatternDocSupport"]),
        // What the stages pass each other: DocError, SourcePosition, pages and their blocks.
        // PatternDoc re-exports it; its API pages show its public types as PatternDoc's.
        .target(name: "PatternDocModel", dependencies: ["PatternDocSupport"]),
        // Child processes (the compiler, SwiftPM, doc programs), each run in a process group of
        // its own and stopped with everything it started.
        .target(name: "PatternDocProcesses", dependencies: ["PatternDocSupport", "PatternDocModel"]),
        // The package under test: its manifests read through SwiftPM, its products, modules,
        // re-exported targets and the runtime it depends on (`PackageUnderTest`).
        .target(
            name: "PatternDocPackage",
            dependencies: ["SwiftSource", "PatternDocSupport", "PatternDocModel", "PatternDocProcesses"]
        ),
        // The load stage: the docs folder (SUMMARY.md, pages, a DocC catalog) and the doc
        // comments of the package's modules, read into pages.
        .target(
            name: "PatternDocLoad",
            dependencies: ["SwiftSource", "PatternDocSupport", "PatternDocMarkdown", "PatternDocModel", "PatternDocPackage"]
        ),
        // The extract stage: a page's fenced blocks, their attributes and problems, hidden lines,
        // continuations, syntax templates and announced errors (and the fences of unchanged
        // pages, kept between runs).
        .target(
            name: "PatternDocExtract",
            dependencies: ["CCmark", "SwiftSource", "PatternDocSupport", "PatternDocMarkdown", "PatternDocModel"]
        ),
        // The prepare and plan stages: the loaded pages' blocks narrowed to what the run
        // verifies (a filter, a shard, unchanged pages), lexed once, and planned into the doc
        // workspace's modules and files.
        .target(
            name: "PatternDocPlan",
            dependencies: [
                "SwiftSource", "PatternDocSupport", "PatternDocModel", "PatternDocPackage", "PatternDocLoad", "PatternDocExtract",
            ]
        ),
        // The render stage: one page's Markdown to HTML, with its code blocks highlighted and
        // decorated and its links checked; it knows nothing of the site around the page.
        .target(
            name: "PatternDocRender",
            dependencies: ["SwiftSource", "PatternDocSupport", "PatternDocMarkdown", "PatternDocModel", "PatternDocLoad", "PatternDocExtract"]
        ),
        // The public API of a package as its symbol graphs and sources show it: symbols, their
        // relationships, DocC symbol links and doc coverage.
        .target(
            name: "PatternDocSymbols",
            dependencies: [
                "PatternDocSupport", "PatternDocModel", "PatternDocProcesses", "PatternDocPackage", "PatternDocLoad",
                "PatternDocExtract", "PatternDocPlan",
            ]
        ),
        // The report: each block's verdict, the page entries, failure causes and summaries, and
        // the report's JSON, JUnit and GitHub forms; a run's result, read and merged by shard.
        .target(
            name: "PatternDocReport",
            dependencies: ["SwiftSource", "PatternDocSupport", "PatternDocModel", "PatternDocPlan", "PatternDocSymbols"]
        ),
        // The verify stage: the planned workspace written, built in one merged build (a module
        // sweep, blame for a failed build), run, and each block given its verdict; results of
        // unchanged blocks reused.
        .target(
            name: "PatternDocVerify",
            dependencies: [
                "PatternDocSupport", "PatternDocModel", "PatternDocProcesses", "PatternDocPackage", "PatternDocLoad",
                "PatternDocExtract", "PatternDocPlan", "PatternDocSymbols", "PatternDocReport",
            ]
        ),
        // The rules for a folder patterndoc writes into (the site, `Examples/`), checked before
        // anything is written there.
        .target(name: "PatternDocOutput", dependencies: ["PatternDocSupport", "PatternDocModel"]),
        // The examples stage: the runnable programs of the planned doc modules, as the
        // `Examples/` package that `patterndoc examples` writes and the site shows.
        .target(
            name: "PatternDocExamples",
            dependencies: [
                "PatternDocSupport", "PatternDocModel", "PatternDocPackage", "PatternDocPlan", "PatternDocVerify",
                "PatternDocOutput",
            ]
        ),
        // The page chrome every HTML page of the site shares: the layout around a page's body
        // (header, sidebar, outline, pager), block badges and preview frames, the search index,
        // and the style sheets and scripts, compiled in by SiteAssetsPlugin so that the
        // executable needs no resource folder beside it.
        .target(
            name: "PatternDocLayout",
            dependencies: ["PatternDocSupport", "PatternDocModel", "PatternDocRender", "PatternDocReport"],
            exclude: ["Assets"],
            plugins: ["SiteAssetsPlugin"]
        ),
        // The API reference: a page per module, type and member of the package's public API,
        // with its declaration, doc-comment sections, relationships and symbol links.
        .target(
            name: "PatternDocAPI",
            dependencies: [
                "PatternDocSupport", "PatternDocModel", "PatternDocLoad", "PatternDocPlan", "PatternDocRender",
                "PatternDocSymbols", "PatternDocReport", "PatternDocLayout",
            ]
        ),
        // The site stage: every page rendered in its layout, with its verification badges, the
        // API pages, the examples and the verification page, links checked, written and
        // published at once.
        .target(
            name: "PatternDocSite",
            dependencies: [
                "PatternDocSupport", "PatternDocModel", "PatternDocPackage", "PatternDocLoad", "PatternDocPlan",
                "PatternDocRender", "PatternDocSymbols", "PatternDocReport", "PatternDocVerify", "PatternDocOutput",
                "PatternDocExamples", "PatternDocLayout", "PatternDocAPI",
            ]
        ),
        .target(
            name: "PatternDoc",
            dependencies: [
                "CCmark", "SwiftSource", "PatternDocSupport", "PatternDocMarkdown", "PatternDocModel",
                "PatternDocProcesses", "PatternDocPackage", "PatternDocLoad", "PatternDocExtract", "PatternDocPlan",
                "PatternDocRender", "PatternDocSymbols", "PatternDocReport", "PatternDocVerify", "PatternDocLayout",
                "PatternDocOutput", "PatternDocExamples", "PatternDocAPI", "PatternDocSite",
            ]
        ),
        .executableTarget(name: "PatternDocCLI", dependencies: ["PatternDoc", "PatternDocSupport", "PatternDocProcesses"]),
        // `swift package patterndoc COMMAND`, for packages that depend on this one.
        .plugin(
            name: "PatternDocPlugin",
            capability: .command(
                // No declared permission, as swift-docc-plugin declares none: `test` runs as it
                // is (a declared permission is asked for every command, `test` included), and a
                // command that writes the site or Examples/ into the package is given the
                // folder with SwiftPM's --allow-writing-to-package-directory where a sandbox
                // needs it.
                intent: .custom(verb: "patterndoc", description: "Verify the Swift code in the docs, and render them as a site")
            ),
            dependencies: ["PatternDocCLI"],
            path: "Sources/PatternDocPlugin"
        ),
        .executableTarget(name: "SiteAssetsEmbedder", path: "Sources/SiteAssetsEmbedder"),
        .plugin(
            name: "SiteAssetsPlugin",
            capability: .buildTool(),
            dependencies: ["SiteAssetsEmbedder"],
            path: "Sources/SiteAssetsPlugin"
        ),

        // Benchmarks, run in release by Scripts/bench.sh.
        .executableTarget(
            name: "ComposableBenchmarks",
            dependencies: ["Composable", "ComposableUI"],
            path: "Benchmarks/ComposableBenchmarks",
            plugins: ["CasePathsPlugin"]
        ),
        .executableTarget(
            name: "SiteBenchmarks",
            dependencies: ["PatternDoc", "PatternDocPackage", "PatternDocPlan", "PatternDocRender", "PatternDocSite"],
            path: "Benchmarks/SiteBenchmarks"
        ),

        .testTarget(
            name: "ComposableTests",
            dependencies: ["Composable", "ComposableTesting"],
            plugins: ["CasePathsPlugin"]
        ),
        .testTarget(
            name: "ComposableTestingTests",
            dependencies: ["Composable", "ComposableTesting"],
            plugins: ["CasePathsPlugin"]
        ),
        .testTarget(
            name: "ComposableUITests",
            dependencies: ["Composable", "ComposableTesting", "ComposableUI"],
            plugins: ["CasePathsPlugin"]
        ),
        .testTarget(
            name: "ComposableComponentsTests",
            dependencies: ["ComposableComponents", "ComposableTesting", "ComposableUI", "Composable"],
            plugins: ["CasePathsPlugin"]
        ),
        .testTarget(
            name: "ComposableCombineTests",
            dependencies: ["ComposableCombine", "ComposableTesting", "Composable"],
            plugins: ["CasePathsPlugin"]
        ),
        .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource"]),
        .testTarget(
            name: "PatternDocTests",
            dependencies: [
                "PatternDoc", "PatternDocSupport", "PatternDocMarkdown", "PatternDocModel", "PatternDocProcesses",
                "PatternDocPackage", "PatternDocLoad", "PatternDocExtract", "PatternDocPlan", "PatternDocRender",
                "PatternDocSymbols", "PatternDocReport", "PatternDocVerify", "PatternDocLayout",
                "PatternDocOutput", "PatternDocExamples", "PatternDocAPI", "PatternDocSite",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "CasePathsGeneratorTests",
            dependencies: ["SwiftSource", "Composable"],
            plugins: ["CasePathsPlugin"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
