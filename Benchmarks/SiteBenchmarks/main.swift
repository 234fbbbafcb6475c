import Foundation
import PatternDoc
import PatternDocPackage
import PatternDocPlan
import PatternDocSite

// Measures how long patterndoc takes to render a whole site, against Debian's `cmark` tool
// converting the same Markdown. Run through Scripts/bench.sh (release build).
//
// patterndoc's time is what `patterndoc build` spends besides verification: preparing the docs
// (loading them and extracting their code blocks, DocsPreparer) and building every file of the
// site in memory, with a report
// in which every block passed so that each block gets its badge. Writing the files is timed
// on its own. cmark's time is one process converting all pages concatenated into one file.
// `--pages N` changes the corpus size, `--runs N` how many runs each time is the best of,
// `--shape catalogue|small-pages` what its pages look like (see CorpusShape; catalogue by
// default). `--write-corpus DIR` only writes the corpus into DIR, in the forms
// Scripts/bench-site.sh hands to `patterndoc build`, `cmark`, `docc` and Hugo (see
// CorpusFolder), and exits.

func option(_ name: String, default value: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
    return Int(arguments[index + 1]) ?? value
}

let pageCount = max(1, option("--pages", default: 1_000))
let runs = max(1, option("--runs", default: 3))
let targetRatio = 6.0
let shape: CorpusShape = {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--shape") else { return .catalogue }
    guard index + 1 < arguments.count, let shape = CorpusShape(rawValue: arguments[index + 1]) else {
        print("SiteBenchmarks: --shape takes one of \(CorpusShape.allCases.map(\.rawValue).joined(separator: ", ")).")
        exit(2)
    }
    return shape
}()

if let index = CommandLine.arguments.firstIndex(of: "--write-corpus") {
    guard index + 1 < CommandLine.arguments.count else {
        print("SiteBenchmarks: --write-corpus needs a folder: --write-corpus DIR [--pages N]")
        exit(2)
    }
    let folder = URL(fileURLWithPath: CommandLine.arguments[index + 1])
    do {
        try CorpusFolder(corpus: DocsCorpus(pageCount: pageCount, seed: 2_024, shape: shape)).write(to: folder)
        exit(0)
    } catch {
        print("SiteBenchmarks: could not write the corpus to \(folder.path): \(error)")
        exit(1)
    }
}

let workspace = FileManager.default.temporaryDirectory
    .appendingPathComponent("patterndoc-site-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
let docsFolder = workspace.appendingPathComponent("Docs")
let siteFolder = workspace.appendingPathComponent("_site")
let allPages = workspace.appendingPathComponent("all-pages.md")

/// The stages of one render, in seconds.
struct RenderTiming {
    var prepare: Double
    var build: Double

    var total: Double { prepare + build }
}

/// The corpus has no package to inspect: it is verified against none, as a book's docs are.
let standInPackage = PackageUnderTest(
    root: workspace.path, identity: "PatternDoc", libraryProducts: [], importedModules: [], casePathsPlugin: false
)

/// The prepare stage every command starts from: load the docs and extract their blocks.
func prepareDocs() throws -> PreparedDocs {
    try DocsPreparer.prepare(PrepareOptions(packageRoot: workspace.path, docs: docsFolder.path), package: standInPackage)
}

/// Prepares and builds the whole site in memory, as `patterndoc build` does around
/// verification.
func renderSite(report: VerificationReport) throws -> (site: SiteBuilder.Output, timing: RenderTiming) {
    let (prepared, prepare) = try timed(prepareDocs)
    let input = SiteInput(
        title: "PatternDoc",
        docs: prepared.docs,
        docsFolder: "Docs",
        blocks: prepared.blocks,
        report: report,
        modules: [],
        examples: [],
        pageHashes: prepared.pageHashes
    )
    let (site, build) = try timed { try SiteBuilder.build(input) }
    return (site, RenderTiming(prepare: prepare, build: build))
}

func megabytes(_ bytes: Int) -> String {
    format(Double(bytes) / 1_000_000, decimals: 1) + " MB"
}

do {
    let corpus = DocsCorpus(pageCount: pageCount, seed: 2_024, shape: shape)
    try corpus.write(to: docsFolder)
    try Data(corpus.concatenated.utf8).write(to: allPages)

    // The report is verification's answer, an earlier stage: made here, outside the timing.
    let prepared = try prepareDocs()
    let blocks = prepared.blocks
    let report = PassingReport.make(prepared)

    var best: (site: SiteBuilder.Output, timing: RenderTiming)?
    for _ in 0..<runs {
        let render = try renderSite(report: report)
        if best.map({ render.timing.total < $0.timing.total }) ?? true { best = render }
    }
    guard let (site, timing) = best else { throw BenchmarkFailure("the site was never built.") }
    let writeSeconds = try bestOfRuns(runs, prepare: { try? FileManager.default.removeItem(at: siteFolder) }) {
        try SiteWriter.write(site.files, to: siteFolder.path)
    }
    let cmarkSeconds = try CmarkRun.executable().map { cmark in
        try bestOfRuns(runs) { try CmarkRun.convert(allPages, with: cmark) }
    }

    let blockCount = blocks.values.reduce(0) { $0 + $1.count }
    let htmlBytes = site.files.values.reduce(0) { $0 + $1.count }
    print("Site rendering: \(site.pageCount) pages, \(megabytes(corpus.byteCount)) of Markdown, "
        + "\(blockCount) code blocks (\(report.blocks.count) Swift) -> \(site.files.count) files, "
        + "\(megabytes(htmlBytes)); best of \(runs) runs")
    if !site.warnings.isEmpty {
        print("warning: the build reported \(site.warnings.count) warnings; the corpus should have none")
    }
    let ratio = cmarkSeconds.map { timing.total / $0 }
    print("| pages | patterndoc render (s) | write (s) | cmark (s) | render / cmark |")
    print("|------:|----------------------:|----------:|----------:|---------------:|")
    print(
        "|\(pad("\(site.pageCount)", 6)) |\(pad(format(timing.total), 22)) |\(pad(format(writeSeconds), 10)) |"
            + "\(pad(cmarkSeconds.map { format($0) } ?? "n/a", 10)) |"
            + "\(pad(ratio.map { format($0, decimals: 1) + "x" } ?? "n/a", 15)) |"
    )
    print("Render stages of the best run: prepare (load and extract) \(format(timing.prepare)) s, "
        + "SiteBuilder.build \(format(timing.build)) s.")
    if let ratio {
        let verdict = ratio <= targetRatio ? "met" : "NOT met"
        print("Target: render within \(format(targetRatio, decimals: 0))x of cmark: \(verdict).")
    } else {
        print("cmark was not found on PATH: install Debian's cmark package (Scripts/bench.sh does) to compare.")
    }
} catch {
    print("SiteBenchmarks: \(error)")
    try? FileManager.default.removeItem(at: workspace)
    exit(1)
}
try? FileManager.default.removeItem(at: workspace)
