import PatternDocModel
import PatternDocPlan
import PatternDocReport

/// A block that uses a name nothing declares where it could see it: no block of its page at
/// file scope (a `let` of the page's program, a type, a function), nor the package, nor the
/// toolchain's modules (`downloadContent()`, `someCondition` in a book's listing; `rows` in a
/// method shown apart from the type whose property it is, or that method's `self`). It stands for code the reader has
/// elsewhere, so it cannot compile as written and no edit to another block makes it; it is
/// reported apart, with the names it uses, and counted as templates are rather than as a
/// failure.
///
/// A block whose missing names some block of the page declares at file scope is not one: it
/// fails, as "depends on a failing block" when that block does not compile, or as "missing
/// symbol".
///
/// ```text
/// // Errors: cannot find 'downloadContent' in scope; the page declares no `downloadContent`.
/// IllustrativeFragment.undeclaredNames(in: errors, page: blocks, facts: BlockFacts.init)  // ["downloadContent"]
/// ```
enum IllustrativeFragment {
    /// The names the "cannot find 'x' in scope" errors of `errors` name that no Swift block of
    /// `page` declares at file scope (as `facts` read each block), or `nil` when there is none:
    /// every other name is there to be found.
    static func undeclaredNames(in errors: [CompilerDiagnostic], page: [CodeBlock], facts: (CodeBlock) -> BlockFacts) -> [String]? {
        var declared: Set<String>?
        func pageDeclares(_ name: String) -> Bool {
            if declared == nil {
                var found: Set<String> = []
                for block in page where block.attributes.isSwift {
                    let blockFacts = facts(block)
                    found.formUnion(blockFacts.names.map(\.name))
                    found.formUnion(blockFacts.statements.flatMap(\.boundNames))
                }
                declared = found
            }
            return declared!.contains(name)
        }
        var names: [String] = []
        // "cannot find 'self' in scope; did you mean to use it in a type or extension context?":
        // a method or an accessor shown apart from its type, whose `self` no page declares.
        for error in errors where error.message.hasPrefix("cannot find ") {
            let parts = error.message.split(separator: "'", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts[2].hasPrefix(" in scope") else { continue }
            let name = String(parts[1])
            if !names.contains(name), !pageDeclares(name) {
                names.append(name)
            }
        }
        return names.isEmpty ? nil : names
    }

    /// `report` as an illustrative fragment that uses `names`.
    static func report(_ report: BlockReport, using names: [String]) -> BlockReport {
        var report = report
        let listed = names.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
        let declare = names.count == 1 ? "it" : "them"
        report.kind = .fragment
        report.status = .fragment
        report.cause = nil
        report.suggestedAttribute = nil
        report.message = "an illustrative fragment: it uses \(listed), which no block of the page declares at file scope, nor the package, "
            + "so it stands for code the reader has elsewhere and is shown, not verified. To verify it, declare \(declare) "
            + "in a ```swift hidden block above it.\n" + (report.message ?? "")
        return report
    }
}
