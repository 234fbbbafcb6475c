/// `@CasePathable`: the enum's `AllCasePaths` (one case path per case, and the sequence of
/// them) and `allCasePaths` inside the enum, and its `CasePathable` and `CasePathIterable`
/// conformances.
///
/// ```swift
/// @CasePathable enum Action { case tapped, loaded(Int) }
/// // member:    struct AllCasePaths: Sendable, Composable.CasePathReflectable, Sequence { ... }
/// //            nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
/// // extension: extension Action: Composable.CasePathable, Composable.CasePathIterable {}
/// ```
enum CasePathableExpansion {
    static func expand(_ request: MacroExpansionRequest) -> Result<String, MacroExpansionError> {
        guard let declaration = request.declared, declaration.kind == .enum else {
            return .failure(MacroExpansionError("'@CasePathable' applies to an enum; remove it from this declaration"))
        }
        let conformance = conformance(for: declaration)
        switch request.role {
        case .member:
            return .success(ConformanceWriter.members(conformance, reflection: true).joined(separator: "\n"))
        case .extension:
            let reflects = CaseReflectionWriter.members(conformance) != nil
            return MacroExpander.conformances(request, reflects ? ["CasePathable", "CasePathIterable"] : ["CasePathable"])
        case .memberAttribute, .peer:
            return .success("")
        }
    }

    /// The enum's case paths as its own body names them: payload types resolve there as the
    /// user wrote them, so nothing is qualified.
    static func conformance(for declaration: TypeDeclaration) -> Conformance {
        let generics = declaration.genericParameters.isEmpty ? "" : "<\(declaration.genericParameters.joined(separator: ", "))>"
        return Conformance(
            extendedType: declaration.name,
            enumType: declaration.name + generics,
            accessModifier: MacroExpander.memberAccess(declaration.accessLevel),
            attributes: [],
            condition: nil,
            cases: declaration.cases.map { enumCase in
                Conformance.CasePath(
                    name: enumCase.name,
                    attributes: enumCase.attributes.filter { $0.hasPrefix("@available") },
                    condition: ConditionalBranch.expression(for: enumCase.conditions),
                    values: (enumCase.associatedValues ?? []).map { AssociatedValue(label: $0.label, type: $0.type) }
                )
            }
        )
    }
}
