/// Writes the extension that makes an enum reducer (``EnumReducer``) a `Composable.CaseReducer`:
///
/// ```swift
/// // enum Destination: Reducer { case sheet(Counter); case alert(AlertState<Alert>) }
/// extension Destination: Composable.CaseReducer {
///     @dynamicMemberLookup
///     enum State: Composable.CaseReducerState, Composable.CasePathable {
///         typealias StateReducer = Destination
///         case sheet(Counter.State)
///         case alert(AlertState<Alert>)
///         // AllCasePaths, and `==` when the user made State Equatable
///     }
///     enum Action: Composable.CasePathable { case sheet(Counter.Action); case alert(Alert) }
///     static var body: Composable.Reduce<State, Action> { ... ifCaseLet per reducer case ... }
///     @dynamicMemberLookup
///     enum CaseScope: Composable.CasePathable { case sheet(StoreOf<Counter>); case alert(AlertState<Alert>) }
///     @MainActor static func scope(_ store: Composable.Store<State, Action>) -> CaseScope { ... }
/// }
/// ```
///
/// The nested enums carry their case paths in their own bodies, where payload types resolve
/// as they do in the user's enum.
enum EnumReducerWriter {
    static func extensionText(_ reducer: EnumReducer) -> String {
        var lines = reducer.attributes
        let conformance = reducer.declaresCaseReducer ? "" : ": Composable.CaseReducer"
        lines.append("extension \(reducer.qualifiedName)\(conformance) {")
        lines += members(reducer)
        lines.append("}")
        return ConformanceWriter.wrapped(lines, in: reducer.condition, indent: "").joined(separator: "\n") + "\n"
    }

    /// The members that make the enum a `CaseReducer`, indented for a type body at file scope:
    /// what the extension holds, and what the `@Reducer` macro writes inside the enum.
    static func members(_ reducer: EnumReducer) -> [String] {
        let access = reducer.accessModifier
        var lines = stateEnum(reducer)
        if !reducer.declaresAction {
            lines += actionEnum(reducer)
        }
        if let bodyType = reducer.handWrittenBodyType {
            // An opaque body's type cannot be named: `CaseReducer` lets Swift infer it.
            if !bodyType.isEmpty && !bodyType.hasPrefix("some ") {
                lines += ["", "    \(reducer.accessModifier)typealias Body = \(bodyType)"]
            }
        } else {
            lines += body(reducer)
        }
        lines += caseScopeEnum(reducer)
        lines.append("")
        lines.append("    @MainActor")
        lines.append("    \(access)static func scope(_ store: Composable.Store<State, Action>) -> CaseScope {")
        lines += switchLines(over: "store.state", reducer.cases, indent: "        ") { feature in
            switch feature.kind {
            case .reducer:
                let path = "\\Composable.Case<State>.\(feature.name)"
                return ["case .\(feature.name):",
                        "    return .\(feature.name)(store.scope(state: \(path), action: \\.\(feature.name))!)"]
            case .ephemeral, .ignored, .empty:
                let values = feature.stateValues
                return ["case \(pattern(feature.name, values, prefix: "value")):",
                        "    return .\(feature.name)\(arguments(values, prefix: "value"))"]
            }
        }
        lines.append("    }")
        return lines
    }

    private static func stateEnum(_ reducer: EnumReducer) -> [String] {
        let access = reducer.accessModifier
        var lines = [
            "    @dynamicMemberLookup",
            "    \(access)enum State: " + (["Composable.CaseReducerState", "Composable.CasePathable"] + reducer.stateConformances)
                .joined(separator: ", ") + " {",
            "        \(access)typealias StateReducer = \(reducer.qualifiedName)",
        ]
        lines += caseLines(reducer.cases) { $0.stateValues }
        if reducer.stateIsEquatable {
            lines += equality(reducer)
        }
        if reducer.stateIsHashable {
            lines += hashing(reducer)
        }
        lines += nested(ConformanceWriter.members(conformance(reducer, enumName: "State") { $0.stateValues }))
        lines.append("    }")
        return lines
    }

    private static func actionEnum(_ reducer: EnumReducer) -> [String] {
        let conformances = (["Composable.CasePathable"] + reducer.actionConformances).joined(separator: ", ")
        var lines = ["", "    \(reducer.accessModifier)enum Action: \(conformances) {"]
        lines += caseLines(reducer.cases) { $0.actionValues }
        lines += nested(ConformanceWriter.members(conformance(reducer, enumName: "Action") { $0.actionValues }))
        lines.append("    }")
        return lines
    }

    private static func caseScopeEnum(_ reducer: EnumReducer) -> [String] {
        var lines = ["", "    @dynamicMemberLookup", "    \(reducer.accessModifier)enum CaseScope: Composable.CasePathable {"]
        lines += caseLines(reducer.cases) { $0.scopeValues }
        lines += nested(ConformanceWriter.members(conformance(reducer, enumName: "CaseScope") { $0.scopeValues }))
        lines.append("    }")
        return lines
    }

    /// Each reducer case runs its reducer while the state is in that case; alerts, dialogs and
    /// empty cases have nothing to run.
    private static func body(_ reducer: EnumReducer) -> [String] {
        var lines = [
            "",
            // Named, so that Swift does not take `Reducer`'s `body` for reducers without one.
            "    \(reducer.accessModifier)typealias Body = Composable.Reduce<State, Action>",
            "",
            "    \(reducer.accessModifier)static var body: Composable.Reduce<State, Action> {",
            "        Composable.Reduce(",
            "            Composable.EmptyReducer<State, Action>()",
        ]
        for feature in reducer.cases {
            guard case .reducer = feature.kind, let reducerExpression = feature.reducerExpression else { continue }
            lines += ConformanceWriter.wrapped(
                ["                .ifCaseLet(\\.\(feature.name), action: \\.\(feature.name)) { \(reducerExpression) }"],
                in: feature.condition
            )
        }
        lines += ["        )", "    }"]
        return lines
    }

    private static func equality(_ reducer: EnumReducer) -> [String] {
        var lines = ["", "        \(reducer.accessModifier)static func == (lhs: Self, rhs: Self) -> Bool {"]
        if reducer.cases.isEmpty {
            lines.append("            true")
        } else {
            lines += switchLines(over: "(lhs, rhs)", reducer.cases, indent: "            ") { feature in
                let values = feature.stateValues
                let equal = (values ?? []).indices.map { "lhs\($0) == rhs\($0)" }
                return ["case (\(pattern(feature.name, values, prefix: "lhs")), \(pattern(feature.name, values, prefix: "rhs"))):",
                        "    return \(equal.isEmpty ? "true" : equal.joined(separator: " && "))"]
            } after: {
                reducer.cases.count > 1 ? ["default:", "    return false"] : []
            }
        }
        lines.append("        }")
        return lines
    }

    private static func hashing(_ reducer: EnumReducer) -> [String] {
        var lines = ["", "        \(reducer.accessModifier)func hash(into hasher: inout Hasher) {"]
        if !reducer.cases.isEmpty {
            var position = 0
            lines += switchLines(over: "self", reducer.cases, indent: "            ") { feature in
                defer { position += 1 }
                let values = feature.stateValues
                return ["case \(pattern(feature.name, values, prefix: "value")):", "    hasher.combine(\(position))"]
                    + (values ?? []).indices.map { "    hasher.combine(value\($0))" }
            }
        }
        lines.append("        }")
        return lines
    }

    /// `switch subject { ... }` with one clause per case, each inside its case's `#if`.
    private static func switchLines(
        over subject: String,
        _ cases: [EnumReducer.Feature],
        indent: String,
        clause: (EnumReducer.Feature) -> [String],
        after: () -> [String] = { [] }
    ) -> [String] {
        var lines = ["\(indent)switch \(subject) {"]
        for feature in cases {
            lines += ConformanceWriter.wrapped(clause(feature).map { indent + $0 }, in: feature.condition, indent: indent)
        }
        lines += after().map { indent + $0 }
        lines.append("\(indent)}")
        return lines
    }

    /// `let .name(prefix0, prefix1)`, or `.name` for a case without values.
    private static func pattern(_ name: String, _ values: [AssociatedValue]?, prefix: String) -> String {
        guard let values else { return ".\(name)" }
        return "let .\(name)(" + values.indices.map { "\(prefix)\($0)" }.joined(separator: ", ") + ")"
    }

    /// `(label: prefix0, prefix1)`: the arguments that rebuild a case bound by ``pattern(_:_:prefix:)``.
    private static func arguments(_ values: [AssociatedValue]?, prefix: String) -> String {
        guard let values else { return "" }
        return "(" + values.enumerated().map { position, value in
            (value.label.map { "\($0): " } ?? "") + "\(prefix)\(position)"
        }.joined(separator: ", ") + ")"
    }

    /// `(label: Type, Type)`: a case's associated values as a declaration writes them.
    private static func declaration(_ values: [AssociatedValue]) -> String {
        "(" + values.map { ($0.label.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", ") + ")"
    }

    private static func caseLines(_ cases: [EnumReducer.Feature], payload: (EnumReducer.Feature) -> [AssociatedValue]?) -> [String] {
        cases.flatMap { feature in
            let text = "        case \(feature.name)" + (payload(feature).map(declaration) ?? "")
            return ConformanceWriter.wrapped([text], in: feature.condition)
        }
    }

    /// The `CasePathable` plan for one of the generated enums.
    private static func conformance(
        _ reducer: EnumReducer,
        enumName: String,
        payload: (EnumReducer.Feature) -> [AssociatedValue]?
    ) -> Conformance {
        let type = "\(reducer.qualifiedName).\(enumName)"
        return Conformance(
            extendedType: type,
            enumType: type,
            accessModifier: reducer.accessModifier,
            attributes: [],
            condition: nil,
            cases: reducer.cases.map { feature in
                Conformance.CasePath(
                    name: feature.name,
                    attributes: [],
                    condition: feature.condition,
                    values: payload(feature) ?? []
                )
            }
        )
    }

    /// Lines written for a type at file scope, moved into a type nested one level deeper.
    private static func nested(_ lines: [String]) -> [String] {
        lines.map { $0.isEmpty ? $0 : "    " + $0 }
    }
}
