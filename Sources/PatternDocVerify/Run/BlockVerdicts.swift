import Foundation
import PatternDocExtract
import PatternDocModel
import PatternDocPlan
import PatternDocReport

/// Turns what happened to a page in the workspace (compiler errors, test events, its
/// program's output, fail checks) into one report per block, each from what the prepare stage
/// decided to do with the block (``PreparedBlock/Disposition``): a syntax template's counted as
/// one, a block with problems failed at its line, a `skip` block's with the writer's reason,
/// and a verified block's from what its verification came to.
struct BlockVerdicts {
    var page: DocPage
    /// The page's blocks, in order, each with its disposition and as the planner compiled it.
    var blocks: [PreparedBlock]
    /// The page's blocks the build left out because they do not compile, by index.
    var leftOut: [BlockID: BuildLoop.Failure]
    var buildSucceeded: Bool
    var modules: [PlannedModule]
    var tests: TestEvents
    var programs: [String: ProgramRun]
    var failOutcomes: [CompileCheckOutcome]
    /// The indexes of the page's blocks that are package manifests, as the plan found them
    /// (its `manifestChecks`): checked as `Package.swift` files, not compiled with the page.
    var manifests: Set<Int> = []
    var manifestOutcomes: [CompileCheckOutcome] = []
    /// The time limit of each program and test run, for the messages of blocks that hit it.
    var timeout: Double
    /// Blocks that stopped their page's program, by index, with that run: the program ran
    /// again without running them.
    var stoppedRuns: [Int: ProgramRun] = [:]
    /// Each block's facts, as the planner lexed them (what ``CompletingBlock`` reads).
    var facts: (CodeBlock) -> BlockFacts

    /// The page's blocks as the planner compiled them (made anew on each use: read it once per
    /// verdict, not once per block looked up).
    private var planned: [CodeBlock] { blocks.map(\.planned) }

    /// The runtime warnings Composable prints start with this.
    static let runtimeWarningMarker = "runtime warning"

    /// One report per Swift block, and one per block with problems, in block order; a block
    /// joined into the block it continues (``PreparedBlock/joinedInto``) reports what that
    /// block's unit came to. Each report says where its block ends and, for a hidden block
    /// (which the page does not show), its code, so that a reader of the report finds the
    /// block without the Markdown.
    func reports() -> [BlockReport] {
        var reports: [BlockReport] = []
        // The reports of the blocks continuations are joined into, by index.
        var units: [Int: BlockReport] = [:]
        for prepared in blocks {
            let block = prepared.planned
            var report: BlockReport
            switch prepared.disposition {
            case .notSwift:
                continue
            case .template:
                report = templateReport(for: block)
            case .invalid(let problems, let template):
                report = invalidReport(for: prepared.block, problems: problems, template: template)
            case .skip, .verify:
                if let head = prepared.joinedInto, let unit = units[head] {
                    report = continuationReport(for: block, of: unit)
                } else {
                    report = classified(self.report(for: block, skipping: prepared.disposition), of: block)
                }
            }
            if block.sourceFile == nil, !block.attributes.continuesPrevious { units[block.index] = report }
            report.endLine = prepared.block.endLine
            report.code = report.isHidden ? prepared.block.code : nil
            reports.append(report)
        }
        return reports
    }

    /// The report of a syntax template: shown, not compiled, counted apart.
    private func templateReport(for block: CodeBlock) -> BlockReport {
        BlockReport(
            page: page.path, line: block.fenceLine, index: block.index, kind: .template,
            isHidden: block.attributes.isHidden, status: .template, message: SyntaxTemplate.message
        )
    }

    /// The report of a block whose fence or text could not be read as written: failed with
    /// its problems, each with its hint (and for a doc comment's block, what to do about it).
    private func invalidReport(for block: CodeBlock, problems: [DocError], template: Bool) -> BlockReport {
        let extraHint = page.sourceModule == nil ? nil : Verifier.docCommentAdvice
        let kind: BlockReport.Kind = !block.attributes.isSwift ? .compiled : template ? .template : .skipped
        var report = BlockReport(
            page: page.path, line: block.fenceLine, index: block.index, kind: kind,
            isHidden: block.attributes.isHidden, status: .failed
        )
        report.message = problems.map { error in
            let place = error.position.map { $0.line != block.fenceLine ? "line \($0.line): " : "" } ?? ""
            let hint = [error.hint, extraHint].compactMap { $0 }.joined(separator: " ")
            return place + error.message + (hint.isEmpty ? "" : " " + hint)
        }.joined(separator: "\n")
        report.cause = .invalidBlock
        return report
    }

    /// `report` with the cause of its failure, if it failed, and the attribute that would let
    /// it be verified.
    private func classified(_ report: BlockReport, of block: CodeBlock) -> BlockReport {
        var report = report
        guard report.status == .failed else { return report }
        let blocks = planned
        let errors = leftOut[BlockID(block)]?.errors
        if let errors, let completing = CompletingBlock.of(
            block, errors: errors, later: blocks.filter { $0.index > block.index }, facts: facts
        ) {
            report.cause = .declarationInParts
            report.message = "the block at line \(completing.fenceLine) goes on with this declaration: mark it ```swift continues "
                + "(and each part between), so that the parts compile as one.\n" + (report.message ?? "")
            return report
        }
        let missing = FailureCause.missingNames(in: errors ?? [])
        let failing = leftOut.keys.filter { $0.index != block.index }.compactMap { id in blocks.first { $0.index == id.index } }
            .sorted { $0.index < $1.index }
        let failedFirst = missing.lazy.compactMap { name in failing.first { FailureCause.declares(name, in: $0.code) } }.first
        let cause = FailureCause.classify(block: block, report: report, compileErrors: errors, missingFromFailingBlocks: failedFirst != nil)
        // A block that stopped the program is compiled again with its bindings out of reach, so
        // a name it declares is missing for the blocks after it without their being fragments.
        let declaredByAStoppedBlock = missing.contains { name in
            blocks.contains { stoppedRuns[$0.index] != nil && FailureCause.declares(name, in: $0.code) }
        }
        if cause == .missingSymbol || cause == .dependsOnFailingBlock, !declaredByAStoppedBlock,
            let undeclared = IllustrativeFragment.undeclaredNames(in: errors ?? [], page: blocks, facts: facts)
        {
            return IllustrativeFragment.report(report, using: undeclared)
        }
        report.cause = cause
        if cause == .dependsOnFailingBlock, let failedFirst {
            report.message = FailureCause.dependsOnBlockPhrase(line: failedFirst.fenceLine) + (report.message ?? "")
        }
        report.suggestedAttribute = cause.suggestedAttribute(
            missing: missing,
            module: FailureCause.missingModule(in: errors ?? [])
        )
        return report
    }

    /// The report of a continuation: the verdict of the unit it was verified in (`unit`, the
    /// report of the unit's first block), at its own place.
    private func continuationReport(for block: CodeBlock, of unit: BlockReport) -> BlockReport {
        var report = unit
        report.line = block.fenceLine
        report.index = block.index
        report.isHidden = block.attributes.isHidden
        report.tests = []
        report.seconds = 0
        report.previews = []
        report.suggestedAttribute = nil
        if unit.status == .failed {
            report.message = "the declaration this block continues, from line \(unit.line), does not verify:\n" + (unit.message ?? "")
        }
        return report
    }

    /// The report of `block`, a block to verify or one whose fence says `skip` (`disposition`).
    private func report(for block: CodeBlock, skipping disposition: PreparedBlock.Disposition) -> BlockReport {
        var report = BlockReport(
            page: page.path,
            line: block.fenceLine,
            index: block.index,
            kind: BlockReport.Kind(block.attributes),
            isHidden: block.attributes.isHidden,
            status: .passed
        )
        if case .skip(let reason) = disposition {
            report.status = .skipped
            report.message = reason
            return report
        }
        if manifests.contains(block.index) {
            return manifestReport(report, block: block)
        }
        if report.kind == .fails {
            return failsReport(report, block: block)
        }
        if let failure = leftOut[BlockID(block)] {
            return failed(report, compileFailureMessage(failure, block: block))
        }
        guard buildSucceeded, let module = modules.first(where: { $0.blocks.contains { $0.index == block.index } }) else {
            return failed(report, "not verified: the doc workspace did not build; see the problems above.")
        }
        if block.attributes.isTest {
            return testReport(report, block: block, module: module)
        }
        if let run = stoppedRuns[block.index] {
            return programReport(report, block: block, module: module, run: run)
        }
        if block.attributes.isNotRun {
            return report
        }
        guard module.programBlocks.contains(block.index) else {
            return declarationsReport(report, block: block, module: module)
        }
        return programReport(report, block: block, module: module)
    }

    /// The verdict of a package manifest block (``ManifestCheck``).
    private func manifestReport(_ base: BlockReport, block: CodeBlock) -> BlockReport {
        var report = base
        report.kind = .manifest
        guard let outcome = manifestOutcomes.first(where: { $0.block.index == block.index }) else {
            return failed(report, "not checked: the manifest check did not run.")
        }
        report.status = outcome.passed ? .passed : .failed
        report.message = outcome.passed ? nil : outcome.message
        report.seconds = outcome.seconds
        return report
    }

    /// The verdict of a block that must fail to compile (``FailCheck``).
    private func failsReport(_ base: BlockReport, block: CodeBlock) -> BlockReport {
        var report = base
        guard let outcome = failOutcomes.first(where: { $0.block.index == block.index }) else {
            return failed(report, "not checked: the page's module did not build.")
        }
        report.status = outcome.passed ? .passed : .failed
        report.message = outcome.message
        report.seconds = outcome.seconds
        // A block whose announced error the compiler never reached, for names nothing on the
        // page declares, stands for code the reader has elsewhere, as any such block does.
        if !outcome.passed, block.attributes.announcedErrorLine != nil,
            let undeclared = IllustrativeFragment.undeclaredNames(in: outcome.errors, page: planned, facts: facts)
        {
            return IllustrativeFragment.report(report, using: undeclared)
        }
        return report
    }

    /// The verdict of a block that compiled and holds no statements of the page's program:
    /// passed, unless it asked for output it cannot print, or a `print` of one of its
    /// functions printed something other than its `// Prints` comment says.
    private func declarationsReport(_ base: BlockReport, block: CodeBlock, module: PlannedModule) -> BlockReport {
        var report = base
        if report.kind == .output || report.kind == .warns {
            return failed(report, "this block has no statements to run, so it can print nothing. Add the statements that print, or remove '\(report.kind == .output ? "output" : "warns")'.")
        }
        // A `print` with its `// Prints` comment in a function the page's program calls.
        if let checks = module.printChecks[block.index], !checks.isEmpty, let run = programs[module.name] {
            let problems = checks.compactMap { printProblem($0, in: block.codeFile, output: run.output) }
            if checks.contains(where: { run.output.printedRuns[$0.number] != nil }) { report.kind = .output }
            guard problems.isEmpty else { return failed(report, problems.joined(separator: "\n")) }
        }
        return report
    }

    private func testReport(_ base: BlockReport, block: CodeBlock, module: PlannedModule) -> BlockReport {
        var report = base
        // A test's declared location is the generated file's (the `@Test` macro does not
        // follow `#sourceLocation`), so tests are matched by module and name instead; the
        // issues they record do point at the Markdown.
        let declared = module.tests[block.index] ?? []
        let mine = tests.tests.filter { record in
            guard record.id.hasPrefix("\(module.testTarget).") else { return false }
            return declared.contains { test in
                // Swift Testing's ids separate nested suites with `/`: `Tests.Outer/Inner/basics()`.
                test.functionName == record.name
                    && (test.enclosingType.map { type in
                        let path = type.replacingOccurrences(of: ".", with: "/")
                        return record.id.contains(".\(path)/") || record.id.contains("/\(path)/")
                    } ?? true)
            }
        }
        report.tests = declared.map(\.consoleName)
        report.seconds = mine.compactMap { tests.seconds[$0.id] }.reduce(0, +)
        if declared.isEmpty, let suite = suiteReport(report, block: block, module: module) {
            return suite
        }
        guard !mine.isEmpty else {
            return failed(report, "no test from this block ran. A 'test' block needs at least one '@Test' function.")
        }
        let ids = Set(mine.map(\.id))
        let issues = tests.issues.filter { ids.contains($0.testID) }
        if !issues.isEmpty {
            let text = issues.map { issue in
                let place = issue.position.map { "\($0): " } ?? ""
                return "\(place)\(issue.message)"
            }
            return failed(report, text.joined(separator: "\n"))
        }
        let stopped = mine.compactMap { record in tests.stopped[record.id].map { "\(record.name): \($0)" } }
        if !stopped.isEmpty {
            return failed(report, stopped.joined(separator: "\n"))
        }
        let unfinished = mine.filter { !tests.finished.contains($0.id) }
        if !unfinished.isEmpty {
            return failed(report, "these tests did not finish: \(unfinished.map(\.name).joined(separator: ", ")). The test process may have crashed.")
        }
        return report
    }

    /// For a block that declares a `@Suite` and no test of its own (`@Suite(.dependencies)
    /// struct BaseSuite {}`, which later blocks' suites and tests go in, in extensions of it):
    /// passed when tests ran inside a type it declares, `nil` when none did.
    private func suiteReport(_ base: BlockReport, block: CodeBlock, module: PlannedModule) -> BlockReport? {
        let types = facts(block).fileScopeNames.filter(\.isType).map(\.name)
        let inside = tests.tests.filter { record in
            types.contains { record.id.hasPrefix("\(module.testTarget).\($0)/") }
        }
        guard !inside.isEmpty else { return nil }
        var report = base
        report.seconds = inside.compactMap { tests.seconds[$0.id] }.reduce(0, +)
        return report
    }

    private func programReport(_ base: BlockReport, block: CodeBlock, module: PlannedModule, run stoppedRun: ProgramRun? = nil) -> BlockReport {
        var report = base
        guard let run = stoppedRun ?? programs[module.name] else {
            return failed(report, "not run: the page's program did not start.")
        }
        let printed = run.output.standardOutput[block.index]
        let errors = run.output.standardError[block.index] ?? ""
        if printed == nil && errors.isEmpty {
            guard run.stoppedEarly else {
                return failed(report, "the page's program did not reach this block.\n\(CrashSummary.text(of: run.rawError))")
            }
            let culprit = run.output.lastBlock.flatMap { index in blocks.first { $0.block.index == index }?.planned }
            let place = culprit.map { " at line \($0.fenceLine)" } ?? ""
            return failed(report, "not run: the page's program stopped in an earlier block\(place). Fix that block first.")
        }
        if run.stoppedEarly, run.output.lastBlock == block.index {
            if run.timedOut {
                return failed(report, "this block did not finish within \(TimeLimit.describe(timeout)) and \(TimeLimit.stopped(endedProcesses: run.endedProcesses)). Fix the example (an endless loop, a wait that never ends), or raise the limit with --timeout SECONDS.")
            }
            let how = run.signal.map { "this block crashed the program (signal \($0))" }
                ?? "this block stopped the program (exit status \(run.status))"
            return failed(report, "\(how):\n\(CrashSummary.text(of: errors))")
        }
        // Previews are taken out of the output before anything looks at it.
        let lines = PreviewLines(parsing: printed ?? "")
        report.previews = lines.previews
        if !lines.problems.isEmpty {
            return failed(report, lines.problems.joined(separator: "\n"))
        }
        if let fragment = block.attributes.expectedWarning {
            guard errors.contains(Self.runtimeWarningMarker), errors.contains(fragment) else {
                return failed(report, "this block was expected to report a runtime warning containing \"\(fragment)\", but it reported \(errors.isEmpty ? "none" : "this instead:\n\(errors)")")
            }
            report.message = errors.trimmingCharacters(in: .newlines)
        } else if errors.contains(Self.runtimeWarningMarker) {
            return failed(report, "this block reported a runtime warning. Fix the example, or mark the block 'warns(\"...\")' if the warning is the point:\n\(errors)")
        }
        if block.attributes.checksOutput {
            let expected = (block.expectedOutput ?? "").trimmingCharacters(in: .newlines)
            let actual = lines.output.trimmingCharacters(in: .newlines)
            guard expected == actual else {
                return failed(report, "the output differs from the text block that follows.\nExpected:\n\(expected)\nActual:\n\(actual)")
            }
        }
        if let checks = module.printChecks[block.index], !checks.isEmpty {
            let problems = checks.compactMap { printProblem($0, in: block.codeFile, output: run.output) }
            if report.kind == .compiled { report.kind = .output }
            guard problems.isEmpty else { return failed(report, problems.joined(separator: "\n")) }
        }
        return report
    }

    /// What is wrong with a `// Prints` check, or `nil` when the statement printed what the
    /// comment says.
    /// A `print` in a body (``PrintCheck/isInBody``) passes when one of its runs printed what
    /// the comment says; one that never ran is not checked (the page never calls its function).
    private func printProblem(_ check: PrintCheck, in file: String, output: ProgramOutput) -> String? {
        let place = "\(file):\(check.commentLine)"
        func trimmed(_ text: String) -> String {
            var text = text
            while text.hasSuffix("\n") { text.removeLast() }
            return text
        }
        if check.isInBody {
            let runs = (output.printedRuns[check.number] ?? []).map(trimmed)
            guard let first = runs.first else { return nil }
            guard !runs.contains(where: { $0 == check.expected || check.alternatives.contains($0) }) else { return nil }
            let times = runs.count == 1 ? "once" : "\(runs.count) times, first"
            return "\(place): the comment says the print at line \(check.firstLine) prints\n\(Self.quoted(check.expected))\nbut it ran \(times) printing\n\(Self.quoted(first))\nFix the comment or the code."
        }
        guard let printed = output.printed[check.number] else {
            return "\(place): the print at line \(check.firstLine) did not finish, so what it prints could not be compared with its '// Prints' comment."
        }
        let actual = trimmed(printed)
        guard actual != check.expected, !check.alternatives.contains(actual) else { return nil }
        return "\(place): the comment says the print at line \(check.firstLine) prints\n\(Self.quoted(check.expected))\nbut it printed\n\(Self.quoted(actual))\nFix the comment or the code."
    }

    /// Text as a `// Prints` comment would quote it, one line per line.
    private static func quoted(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    \"\($0)\"" }.joined(separator: "\n")
    }

    /// A left-out block's errors, with how it was found when they point elsewhere, and the
    /// blocks above it on the page that were left out before it, which it may depend on.
    private func compileFailureMessage(_ failure: BuildLoop.Failure, block: CodeBlock) -> String {
        var lines = failure.errors.map(\.rendered)
        if let note = failure.note { lines.append(note) }
        let earlier = leftOut
            .filter { $0.value.build < failure.build }
            .compactMap { entry in blocks.first { $0.block.index == entry.key.index }?.planned.fenceLine }
            .sorted()
        if !earlier.isEmpty {
            let list = earlier.map(String.init).joined(separator: ", ")
            lines.append("This block was compiled without the block(s) at line \(list) of this page, which do not compile; it may use what they declare.")
        }
        return lines.joined(separator: "\n")
    }

    private func failed(_ base: BlockReport, _ message: String) -> BlockReport {
        var report = base
        report.status = .failed
        report.message = message
        return report
    }
}
