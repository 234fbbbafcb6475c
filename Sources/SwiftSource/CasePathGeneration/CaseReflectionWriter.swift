/// Writes the second extension of a generated conformance: the enum becomes
/// `CasePathIterable`, and its `AllCasePaths` a `CasePathReflectable` `Sequence`, so that
/// `Array(Action.allCasePaths)` lists the case key paths and `action.case` names the case a
/// value is in, as the original's `@CasePathable` macro provides.
///
/// ```swift
/// CaseReflectionWriter.extensionText(conformance)
/// // extension Feature.Action: Composable.CasePathIterable {}
/// // extension Feature.Action.AllCasePaths: Composable.CasePathReflectable, Sequence {
/// //     public subscript(root: Feature.Action) -> Composable.PartialCaseKeyPath<Feature.Action> { ... }
/// //     public func makeIterator() -> IndexingIterator<[Composable.PartialCaseKeyPath<Feature.Action>]> { ... }
/// // }
/// ```
///
/// An enum with a case that carries an attribute (`@available(*, deprecated)`) gets none: naming
/// that case here would make the generated file warn. Nor does one with a case named `self`,
/// `init`, `Type` or `Protocol`, which a key path cannot name as a member.
enum CaseReflectionWriter {
    static let namesKeyPathsCannotReach: Set<String> = ["self", "init", "Type", "Protocol"]

    static func extensionText(_ conformance: Conformance) -> String? {
        guard let members = members(conformance) else { return nil }
        var lines = conformance.attributes
        lines.append("extension \(conformance.extendedType): Composable.CasePathIterable {}")
        lines += conformance.attributes
        lines.append("extension \(conformance.extendedType).AllCasePaths: Composable.CasePathReflectable, Sequence {")
        lines += members
        lines.append("}")
        return ConformanceWriter.wrapped(lines, in: conformance.condition, indent: "").joined(separator: "\n") + "\n"
    }

    /// The members that make `AllCasePaths` a `CasePathReflectable` sequence, indented for its
    /// body at file scope, or `nil` when the enum cannot have them (see above).
    static func members(_ conformance: Conformance) -> [String]? {
        guard conformance.cases.allSatisfy({ $0.attributes.isEmpty }),
            !conformance.cases.contains(where: { namesKeyPathsCannotReach.contains($0.name.filter { $0 != "`" }) })
        else { return nil }
        let access = conformance.accessModifier
        let keyPath = "Composable.PartialCaseKeyPath<\(conformance.enumType)>"
        var lines = ["    \(access)subscript(root: \(conformance.enumType)) -> \(keyPath) {"]
        lines.append("        switch root {")
        for casePath in conformance.cases {
            lines += ConformanceWriter.wrapped(
                ["        case .\(casePath.name): return \\.\(casePath.name)"], in: casePath.condition
            )
        }
        lines.append("        }")
        lines.append("    }")
        lines.append("    \(access)func makeIterator() -> IndexingIterator<[\(keyPath)]> {")
        lines.append("        var paths: [\(keyPath)] = []")
        for casePath in conformance.cases {
            lines += ConformanceWriter.wrapped(["        paths.append(\\.\(casePath.name))"], in: casePath.condition)
        }
        lines.append("        return paths.makeIterator()")
        lines.append("    }")
        return lines
    }
}
