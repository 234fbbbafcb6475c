/// Turns the sources of one target into the file of `CasePathable` conformances for its enums.
///
/// Every enum that another file of the module may extend gets a conformance. An enum declared
/// as a `Reducer` (`enum Destination: Reducer { case sheet(Counter) }`) is an enum reducer
/// instead: it gets the `State`, `Action`, `body` and `CaseScope` of a `Composable.CaseReducer`
/// (see ``EnumReducer``). The others are
/// skipped: with a warning when the user can do something about it (a private enum, an enum
/// in a function body, two cases with one name), silently when there is nothing to generate
/// (no cases) or the conformance is already written by hand.
///
/// ```swift
/// let result = ConformanceGenerator.generate([
///     SourceFile(path: "Feature.swift", text: "struct Feature { enum Action { case tapped } }")
/// ])
/// result.source         // "... extension Feature.Action: Composable.CasePathable { ... }"
/// result.warnings       // []
/// ```
///
/// The `CasePathsGenerator` executable is a thin command line around it, and
/// `CasePathsPlugin` runs that executable on every build.
public enum ConformanceGenerator {
    /// The generated file and the warnings for all the files of one target. The output
    /// depends only on the files' paths and contents, not on their order.
    public static func generate(_ files: [SourceFile]) -> GenerationResult {
        let sorted = files.sorted { $0.path < $1.path }
        let files = sorted.map { ($0, DeclarationScanner.scan(Lexer.tokens(in: $0.text))) }
        let scanned = files.map { ($0.0, $0.1.declarations) }
        let index = TypeIndex(scanned.flatMap(\.1))
        var conformances: [Conformance] = []
        var names: [String] = []
        var warnings: [GeneratorWarning] = []
        var enumReducers: [EnumReducer] = []
        for (file, declarations) in scanned {
            // A macro (`@CasePathable`, `@Reducer`) writes its enums' conformances where they are.
            for declaration in declarations where declaration.kind == .enum && !MacroAttribute.writesCasePaths(for: declaration) {
                if EnumReducer.isEnumReducer(declaration, index: index) {
                    switch EnumReducer.plan(declaration, index: index) {
                    case .success(let reducer):
                        enumReducers.append(reducer)
                    case .failure(let skipped):
                        warnings.append(GeneratorWarning(
                            path: file.path, line: declaration.line, column: declaration.column, message: skipped.message
                        ))
                    }
                    continue
                }
                switch plan(declaration, index: index) {
                case .generate(let conformance):
                    conformances.append(conformance)
                    names.append(declaration.qualifiedName)
                case .skip(let reason?):
                    warnings.append(
                        GeneratorWarning(path: file.path, line: declaration.line, column: declaration.column, message: reason)
                    )
                case .skip(nil):
                    break
                }
            }
        }
        let clients = DependencyClientGenerator.generate(scanned, index: index)
        return GenerationResult(
            source: ConformanceWriter.file(
                for: conformances,
                enumReducers: enumReducers,
                dependencyClients: clients.extensions,
                imports: files.flatMap(\.1.imports)
            ),
            warnings: warnings + clients.warnings,
            conformedEnums: names,
            enumReducers: enumReducers.map(\.qualifiedName),
            dependencyClients: clients.names
        )
    }

    /// What to do with one enum.
    enum Decision: Hashable {
        case generate(Conformance)
        /// Skip it, with the warning to print, if the user can act on it.
        case skip(String?)
    }

    static func plan(_ declaration: TypeDeclaration, index: TypeIndex) -> Decision {
        let name = declaration.qualifiedName
        if declaration.cases.isEmpty || index.inherits(name, from: "CasePathable") {
            return .skip(nil)
        }
        let advice = "write its CasePathable conformance by hand if it needs case paths"
        if declaration.isLocal {
            return .skip(
                "enum '\(declaration.name)' is declared inside a function, closure or other code body, "
                    + "so no other file can extend it and CasePathsPlugin skips it; "
                    + "move it to file scope or into a type, or \(advice)"
            )
        }
        if let parent = declaration.enclosingTypes.last, parent.kind == .protocol {
            return .skip("enum '\(name)' is nested in a protocol, which Swift does not allow; CasePathsPlugin skips it")
        }
        let access = index.effectiveAccess(of: declaration)
        if access.level <= .fileprivate {
            let cause = access.limitedBy == name ? "it is" : "'\(access.limitedBy)' is"
            return .skip(
                "enum '\(name)' is visible only in its own file because \(cause) \(access.level.keyword), "
                    + "so CasePathsPlugin cannot extend it from the generated file; "
                    + "make it internal or wider, or \(advice)"
            )
        }
        if let noncopyable = declaration.inheritance.first(where: { $0.hasPrefix("~") }) {
            return .skip(
                "enum '\(name)' is \(noncopyable), and case paths need copyable values; "
                    + "CasePathsPlugin skips it"
            )
        }
        if index.nestedTypeNames(of: name).contains("AllCasePaths") {
            return .skip(
                "enum '\(name)' already declares a type named 'AllCasePaths', which the generated "
                    + "conformance would redeclare; rename it, or \(advice)"
            )
        }
        if let duplicate = duplicateCaseName(in: declaration) {
            return .skip(
                "enum '\(name)' has more than one case named '\(duplicate)', and a case path is "
                    + "named after its case; give the cases different names, or \(advice)"
            )
        }
        return .generate(conformance(for: declaration, level: access.level, index: index))
    }

    /// A base name shared by two cases that can be compiled together, if any.
    private static func duplicateCaseName(in declaration: TypeDeclaration) -> String? {
        let cases = declaration.cases
        for (position, first) in cases.enumerated() {
            for second in cases[(position + 1)...] where first.baseName == second.baseName {
                if !ConditionalBranch.areExclusive(first.conditions, second.conditions) {
                    return first.baseName
                }
            }
        }
        return nil
    }

    static func conformance(for declaration: TypeDeclaration, level: AccessLevel, index: TypeIndex) -> Conformance {
        let genericArguments = declaration.genericParameters.isEmpty
            ? "" : "<\(declaration.genericParameters.joined(separator: ", "))>"
        let enumType = declaration.qualifiedName + genericArguments
        let qualifier = PayloadTypeQualifier(for: declaration, selfType: enumType, index: index)
        let attributes = (declaration.enclosingTypes.flatMap(\.attributes) + declaration.attributes)
            .filter(isAvailability)
        return Conformance(
            extendedType: declaration.qualifiedName,
            enumType: enumType,
            accessModifier: level >= .public ? "public " : level == .package ? "package " : "",
            attributes: attributes,
            condition: ConditionalBranch.expression(for: declaration.conditions),
            cases: declaration.cases.map { enumCase in
                Conformance.CasePath(
                    name: enumCase.name,
                    attributes: enumCase.attributes.filter(isAvailability),
                    condition: ConditionalBranch.expression(for: enumCase.conditions),
                    values: (enumCase.associatedValues ?? []).map {
                        AssociatedValue(label: $0.label, type: qualifier.qualify($0.type))
                    }
                )
            }
        )
    }

    private static func isAvailability(_ attribute: String) -> Bool {
        attribute.hasPrefix("@available")
    }
}
