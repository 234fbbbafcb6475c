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
    /// The type of the enum's `static var body`, when the user wrote it themselves (then only
    /// its `Body` type alias is generated); empty when the body's type is opaque, as in
    /// `static var body: some ReducerOf<Self>` (then Swift infers `Body` from it).
    var handWrittenBodyType: String? = nil
    /// Whether the user's code already conforms the enum to `CaseReducer` (then the generated
    /// extension must not repeat it).
    var declaresCaseReducer: Bool
    /// Whether the user made the generated `State` `Equatable` in an extension, so that its
    /// `==` must be written here (Swift synthesizes it only in the declaring file).
    var stateIsEquatable: Bool
    /// Whether the user made the generated `State` `Hashable` in an extension.
    var stateIsHashable: Bool
    /// Protocols the generated `State` declares, after its own (`Equatable` for the macro's
    /// `@Reducer(state: .equatable)`).
    var stateConformances: [String] = []
    /// Protocols the generated `Action` declares, after its own.
    var actionConformances: [String] = []

    /// What one case holds.
    struct Feature: Sendable, Hashable {
        /// The case name as written, backticks kept.
        var name: String
        /// The `#if` condition of the case inside the enum, if any.
        var condition: String?
        /// What the case's state and action are.
        var kind: Kind
        /// The expression that makes a reducer case's reducer: `Counter()`, or the default
        /// value written in the case, `case sheet(Counter = Counter(step: 2))`.
        var reducerExpression: String? = nil

        enum Kind: Sendable, Hashable {
            /// A reducer type, qualified: state `R.State`, action `R.Action`, run by `R()`.
            case reducer(String)
            /// `AlertState<A>` or `ConfirmationDialogState<A>`: the state as written, action `A`.
            case ephemeral(state: String, action: String)
            /// No payload: a state case without a value, and an action that cannot be sent.
            case empty
            /// Plain data, not a feature: the state keeps the values as written, the action
            /// cannot be sent, and nothing runs. `case meeting(Meeting, syncUp: SyncUp)`, or a
            /// case marked `/* @ReducerCaseIgnored */`.
            case ignored([AssociatedValue])
        }

        /// The associated values of the generated `State` case, or `nil` for none.
        var stateValues: [AssociatedValue]? {
            switch kind {
            case .reducer(let type): [AssociatedValue(label: nil, type: "\(type).State")]
            case .ephemeral(let state, _): [AssociatedValue(label: nil, type: state)]
            case .empty: nil
            case .ignored(let values): values
            }
        }

        /// The associated values of the generated `Action` case: always one.
        var actionValues: [AssociatedValue]? {
            switch kind {
            case .reducer(let type): [AssociatedValue(label: nil, type: "\(type).Action")]
            case .ephemeral(_, let action): [AssociatedValue(label: nil, type: action)]
            case .empty, .ignored: [AssociatedValue(label: nil, type: "Swift.Never")]
            }
        }

        /// The payload of the `CaseScope` case: a store of the feature, or the state itself.
        var scopeValues: [AssociatedValue]? {
            switch kind {
            case .reducer(let type): [AssociatedValue(label: nil, type: "Composable.StoreOf<\(type)>")]
            case .ephemeral, .empty, .ignored: stateValues
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
        return plan(declaration, index: index, access: access.level)
    }

    /// The plan for `declaration` once it is known to be extendable, written at `access`;
    /// `writer` names who writes it in a message (the plugin, or the `@Reducer` macro).
    static func plan(
        _ declaration: TypeDeclaration,
        index: TypeIndex,
        access: AccessLevel,
        writer: String = "CasePathsPlugin"
    ) -> Result<EnumReducer, Skipped> {
        let name = declaration.qualifiedName
        let advice = "write its State, Action and body by hand as a struct reducer"
        let nested = index.nestedTypeNames(of: name)
        let bodyType = index.staticPropertyTypes(of: name)["body"]
        if let clash = ["State", "CaseScope"].first(where: nested.contains) {
            return .failure(Skipped(
                "enum reducer '\(name)' declares its own '\(clash)', which \(writer) generates; "
                    + "remove it (the generated State has one case per feature), or \(advice)"
            ))
        }
        let qualifier = PayloadTypeQualifier(for: declaration, selfType: name, index: index)
        var features: [Feature] = []
        for enumCase in declaration.cases {
            let kind = Self.kind(of: enumCase, qualifier: qualifier, index: index)
            var feature = Feature(
                name: enumCase.name,
                condition: ConditionalBranch.expression(for: enumCase.conditions),
                kind: kind
            )
            if case .reducer(let type) = kind {
                feature.reducerExpression = enumCase.associatedValues?.first?.defaultValue ?? "\(type)()"
            }
            features.append(feature)
        }
        let attributes = (declaration.enclosingTypes.flatMap(\.attributes) + declaration.attributes)
            .filter { $0.hasPrefix("@available") }
        let hashable = index.inherits(name + ".State", from: "Hashable")
        return .success(EnumReducer(
            qualifiedName: name,
            accessModifier: access >= .public ? "public " : access == .package ? "package " : "",
            attributes: attributes,
            condition: ConditionalBranch.expression(for: declaration.conditions),
            cases: features,
            declaresAction: nested.contains("Action"),
            handWrittenBodyType: bodyType,
            declaresCaseReducer: index.inherits(name, from: "CaseReducer"),
            stateIsEquatable: hashable || index.inherits(name + ".State", from: "Equatable"),
            stateIsHashable: hashable
        ))
    }

    /// What one case holds, following the original library's rules: no payload is `.empty`;
    /// a case marked ignored, or whose payload is not one value of a named type, is plain data;
    /// `AlertState<A>`, `ConfirmationDialogState<A>` and a case marked ephemeral keep their
    /// state; any other named type is a feature, unless the target declares it and it is not a
    /// reducer (then it is plain data too).
    static func kind(of enumCase: EnumCase, qualifier: PayloadTypeQualifier, index: TypeIndex) -> Feature.Kind {
        guard let values = enumCase.associatedValues else { return .empty }
        let qualified = values.map {
            AssociatedValue(label: $0.label, type: qualifier.qualify($0.type).trimmingWhitespace)
        }
        guard !enumCase.attributes.contains("@ReducerCaseIgnored"), qualified.count == 1, isNamedType(qualified[0].type)
        else { return .ignored(qualified) }
        let type = qualified[0].type
        let kind = kind(of: type)
        if enumCase.attributes.contains("@ReducerCaseEphemeral"), case .reducer = kind {
            return .ephemeral(state: type, action: "\(type).Action")
        }
        if case .reducer = kind, let declared = index.type(named: type), declared.kind != .protocol,
            !index.inherits(type, from: "Reducer"), !index.inherits(type, from: "CaseReducer")
        {
            return .ignored(qualified)
        }
        return kind
    }

    /// Whether `type` names a type, as `Counter`, `Feature.Child` or `Box<Int>` do, rather than
    /// spelling an optional, array, dictionary, tuple, function or existential.
    static func isNamedType(_ type: String) -> Bool {
        var name = Substring(type)
        if name.hasSuffix(">"), let open = name.firstIndex(of: "<") {
            name = name[..<open]
        }
        guard let first = name.first, first.isLetter || first == "_" || first == "`" else { return false }
        return !name.hasPrefix("any ") && !name.hasPrefix("some ")
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "`" }
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
