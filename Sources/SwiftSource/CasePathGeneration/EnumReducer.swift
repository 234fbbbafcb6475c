/// The plan for one enum reducer, `enum Destination: Reducer { case sheet(Counter) }`: what
/// ``EnumReducerWriter`` needs to write its `State`, `Action`, `body` and `CaseScope`, already
/// decided and qualified.
///
/// This is the generator's stand-in for the original library's `@Reducer enum` macro: the
/// user writes the enum as a `Reducer` (or `CaseReducer`), one case per feature, and the
/// generated extension makes it a `Composable.CaseReducer`.
struct EnumReducer: Sendable, Hashable {
    /// The enum's qualified name: `Feature.Destination`.
    var qualifiedName: String
    /// `"public "`, `"package "` or `""`.
    var accessModifier: String
    /// `@available` attributes of the enum and the types around it.
    var attributes: [String]
    /// The `#if` condition the whole extension needs, if any.
    var condition: String?
    /// One entry per case, in declaration order.
    var cases: [Feature]
    /// Whether the user declared the enum's `Action` themselves (then it is not generated).
    var declaresAction: Bool
    /// Whether the user's code already conforms the enum to `CaseReducer` (then the generated
    /// extension must not repeat it).
    var declaresCaseReducer: Bool
    /// Whether the user made the generated `State` `Equatable` in an extension, so that its
    /// `==` must be written here (Swift synthesizes it only in the declaring file).
    var stateIsEquatable: Bool
    /// Whether the user made the generated `State` `Hashable` in an extension.
    var stateIsHashable: Bool

    /// What one case holds.
    struct Feature: Sendable, Hashable {
        /// The case name as written, backticks kept.
        var name: String
        /// The `#if` condition of the case inside the enum, if any.
        var condition: String?
        /// What the case's state and action are.
        var kind: Kind

        enum Kind: Sendable, Hashable {
            /// A reducer type, qualified: state `R.State`, action `R.Action`, run by `R()`.
            case reducer(String)
            /// `AlertState<A>` or `ConfirmationDialogState<A>`: the state as written, action `A`.
            case ephemeral(state: String, action: String)
            /// No payload: a state case without a value, and an action that cannot be sent.
            case empty
        }

        var stateType: String? {
            switch kind {
            case .reducer(let type): "\(type).State"
            case .ephemeral(let state, _): state
            case .empty: nil
            }
        }

        var actionType: String {
            switch kind {
            case .reducer(let type): "\(type).Action"
            case .ephemeral(_, let action): action
            case .empty: "Swift.Never"
            }
        }

        /// The payload of the `CaseScope` case: a store of the feature, or the state itself.
        var scopeType: String? {
            switch kind {
            case .reducer(let type): "Composable.StoreOf<\(type)>"
            case .ephemeral(let state, _): state
            case .empty: nil
            }
        }
    }

    /// Whether `declaration` is written as an enum reducer: an enum whose inheritance list (or
    /// an extension's) names `Reducer` or `CaseReducer`.
    static func isEnumReducer(_ declaration: TypeDeclaration, index: TypeIndex) -> Bool {
        declaration.kind == .enum
            && (index.inherits(declaration.qualifiedName, from: "Reducer")
                || index.inherits(declaration.qualifiedName, from: "CaseReducer"))
    }

    /// The plan for `declaration`, or the warning that says why it cannot have one.
    static func plan(_ declaration: TypeDeclaration, index: TypeIndex) -> Result<EnumReducer, Skipped> {
        let name = declaration.qualifiedName
        let advice = "write its State, Action and body by hand as a struct reducer"
        if declaration.isLocal {
            return .failure(Skipped(
                "enum reducer '\(declaration.name)' is declared inside a function, closure or other code body, "
                    + "so CasePathsPlugin cannot extend it; move it to file scope or into a type, or \(advice)"
            ))
        }
        let access = index.effectiveAccess(of: declaration)
        if access.level <= .fileprivate {
            return .failure(Skipped(
                "enum reducer '\(name)' is \(access.level.keyword), so CasePathsPlugin cannot extend it "
                    + "from the generated file; make it internal or wider, or \(advice)"
            ))
        }
        if !declaration.genericParameters.isEmpty {
            return .failure(Skipped("enum reducer '\(name)' is generic, which CasePathsPlugin does not support; \(advice)"))
        }
        let nested = index.nestedTypeNames(of: name)
        if let clash = ["State", "CaseScope"].first(where: nested.contains) {
            return .failure(Skipped(
                "enum reducer '\(name)' declares its own '\(clash)', which CasePathsPlugin generates; "
                    + "remove it (the generated State has one case per feature), or \(advice)"
            ))
        }
        let qualifier = PayloadTypeQualifier(for: declaration, selfType: name, index: index)
        var features: [Feature] = []
        for enumCase in declaration.cases {
            let values = enumCase.associatedValues ?? []
            guard values.count <= 1 else {
                return .failure(Skipped(
                    "case '\(enumCase.name)' of enum reducer '\(name)' has \(values.count) associated values; "
                        + "each case of an enum reducer holds one feature (a reducer, an AlertState or a "
                        + "ConfirmationDialogState), or none"
                ))
            }
            let kind = values.first.map { Self.kind(of: qualifier.qualify($0.type)) } ?? Feature.Kind.empty
            features.append(Feature(
                name: enumCase.name,
                condition: ConditionalBranch.expression(for: enumCase.conditions),
                kind: kind
            ))
        }
        let attributes = (declaration.enclosingTypes.flatMap(\.attributes) + declaration.attributes)
            .filter { $0.hasPrefix("@available") }
        let hashable = index.inherits(name + ".State", from: "Hashable")
        return .success(EnumReducer(
            qualifiedName: name,
            accessModifier: access.level >= .public ? "public " : access.level == .package ? "package " : "",
            attributes: attributes,
            condition: ConditionalBranch.expression(for: declaration.conditions),
            cases: features,
            declaresAction: nested.contains("Action"),
            declaresCaseReducer: index.inherits(name, from: "CaseReducer"),
            stateIsEquatable: hashable || index.inherits(name + ".State", from: "Equatable"),
            stateIsHashable: hashable
        ))
    }

    /// A payload type's kind: `AlertState<A>` and `ConfirmationDialogState<A>` (module
    /// qualified or not) are ephemeral; anything else is taken for a reducer.
    static func kind(of type: String) -> Feature.Kind {
        let trimmed = type.trimmingWhitespace
        for ephemeral in ["AlertState", "ConfirmationDialogState"] {
            for prefix in [ephemeral + "<", "Composable." + ephemeral + "<"] where trimmed.hasPrefix(prefix) && trimmed.hasSuffix(">") {
                let action = trimmed.dropFirst(prefix.count).dropLast()
                return .ephemeral(state: trimmed, action: String(action).trimmingWhitespace)
            }
        }
        return .reducer(trimmed)
    }

    /// Why an enum reducer was not generated, worded for the person who wrote it.
    struct Skipped: Error, Hashable {
        var message: String
        init(_ message: String) { self.message = message }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    fileprivate var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
