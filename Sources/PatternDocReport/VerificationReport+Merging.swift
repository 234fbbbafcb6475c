import PatternDocModel
import PatternDocSymbols

/// Joining the reports of a sharded run (`patterndoc test --shard K/N`) into the report an
/// unsharded run would have written: `patterndoc merge-reports`.
extension VerificationReport {
    /// The report of the whole run whose shards wrote `shards`, given in any order.
    ///
    /// Pages come back in docs order (a ``Shard`` deals them out round the table, and they are
    /// dealt back the same way), each with its blocks; problems are kept once each; the
    /// documentation coverage is the shards' (each counts the verified examples of its own pages,
    /// so their counts add up). Its time is the slowest shard's, as the shards ran side by side,
    /// and its builds the sum of theirs.
    ///
    /// - Throws: a ``DocError`` when a report is not a shard's, the shards are of different runs
    ///   (different N), or one is missing or given twice.
    ///
    /// ```swift
    /// import PatternDoc
    ///
    /// func shard(_ index: Int, _ pages: [String]) -> VerificationReport {
    ///     var report = VerificationReport(
    ///         dependencyHash: "h",
    ///         pages: pages.map { .init(path: $0, title: $0, hash: $0, reused: false) },
    ///         blocks: [], problems: [], seconds: Double(index)
    ///     )
    ///     report.shard = Shard(index: index, count: 2)
    ///     return report
    /// }
    /// let merged = try VerificationReport.merged([shard(2, ["B.md"]), shard(1, ["A.md", "C.md"])])
    /// assert(merged.pages.map(\.path) == ["A.md", "B.md", "C.md"] && merged.seconds == 2 && merged.shard == nil)
    /// ```
    public static func merged(_ shards: [VerificationReport]) throws -> VerificationReport {
        guard let first = shards.first else {
            throw DocError(at: nil, "there are no shard reports to merge.", hint: "Name the report of every shard.")
        }
        for (number, report) in shards.enumerated() where report.shard == nil {
            throw DocError(
                at: nil,
                "report \(number + 1) is not a shard's: it was written by a run without --shard.",
                hint: "Merge the reports of 'patterndoc test --shard K/N --report FILE', one per shard."
            )
        }
        let count = first.shard!.count
        if let other = shards.first(where: { $0.shard!.count != count }) {
            throw DocError(
                at: nil,
                "the reports are of different sharded runs: shard \(first.shard!) and shard \(other.shard!).",
                hint: "Merge the reports of one run, whose shards are all K/\(count)."
            )
        }
        var byIndex: [Int: VerificationReport] = [:]
        for report in shards {
            guard byIndex.updateValue(report, forKey: report.shard!.index) == nil else {
                throw DocError(at: nil, "shard \(report.shard!) was given twice.", hint: "Name each shard's report once.")
            }
        }
        let missing = (1...count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            throw DocError(
                at: nil,
                "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) "
                    + "\(missing.count == 1 ? "is" : "are") missing, so the merged report would lack \(missing.count == 1 ? "its" : "their") pages.",
                hint: "Name the report of every shard, 1/\(count) to \(count)/\(count)."
            )
        }
        let ordered = (1...count).map { byIndex[$0]! }

        var pages: [PageEntry] = []
        let rounds = ordered.map(\.pages.count).max() ?? 0
        for round in 0..<rounds {
            for report in ordered where round < report.pages.count {
                pages.append(report.pages[round])
            }
        }
        let blocksByPage = Dictionary(grouping: ordered.flatMap(\.blocks), by: \.page)
        var problems: [String] = []
        for problem in ordered.flatMap(\.problems) where !problems.contains(problem) {
            problems.append(problem)
        }
        let hashes = Set(ordered.map(\.dependencyHash))
        var merged = VerificationReport(
            dependencyHash: hashes.count == 1 ? first.dependencyHash : "",
            pages: pages,
            blocks: pages.flatMap { blocksByPage[$0.path] ?? [] },
            problems: problems,
            seconds: ordered.map(\.seconds).max() ?? 0
        )
        merged.builds = ordered.reduce(0) { $0 + $1.builds }
        merged.coverage = mergedCoverage(ordered.map(\.coverage))
        return merged
    }

    /// The shards' coverage: the same declarations in each, with the verified examples summed.
    private static func mergedCoverage(_ coverages: [DocCoverage?]) -> DocCoverage? {
        guard var merged = coverages.compactMap({ $0 }).first else { return nil }
        let all = coverages.compactMap { $0 }
        for (position, module) in merged.modules.enumerated() {
            let counts = all.map { $0.modules.first { $0.name == module.name }?.verified }
            merged.modules[position].verified = counts.contains(where: { $0 == nil }) || all.count < coverages.count
                ? nil
                : counts.reduce(0) { $0 + ($1 ?? 0) }
        }
        return merged
    }
}
