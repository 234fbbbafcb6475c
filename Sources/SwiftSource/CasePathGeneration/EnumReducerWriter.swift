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
        let access = reducer.accessModifier
        var lines = reducer.attributes
        let conformance = reducer.declaresCaseReducer ? "" : ": Composable.CaseReducer"
        lines.append("extension \(reducer.qualifiedName)\(conformance) {")
        lines += stateEnum(reducer)
        if !reducer.declaresAction {
            lines += actionEnum(reducer)
        }
        lines += body(reducer)
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
            case .ephemeral:
                return ["case let .\(feature.name)(state):", "    return .\(feature.name)(state)"]
            case .empty:
                return ["case .\(feature.name):", "    return .\(feature.name)"]
            }
        }
        lines.append("    }")
        lines.append("}")
        return ConformanceWriter.wrapped(lines, in: reducer.condition, indent: "").joined(separator: "\n") + "\n"
    }

    private static func stateEnum(_ reducer: EnumReducer) -> [String] {
        let access = reducer.accessModifier
        var lines = [
            "    @dynamicMemberLookup",
            "    \(access)enum State: Composable.CaseReducerState, Composable.CasePathable {",
            "        \(access)typealias StateReducer = \(reducer.qualifiedName)",
        ]
        lines += caseLines(reducer.cases) { $0.stateType }
        if reducer.stateIsEquatable {
            lines += equality(reducer)
        }
        if reducer.stateIsHashable {
            lines += hashing(reducer)
        }
        lines += nested(ConformanceWriter.members(conformance(reducer, enumName: "State") { $0.stateType }))
        lines.append("    }")
        return lines
    }

    private static func actionEnum(_ reducer: EnumReducer) -> [String] {
        var lines = ["", "    \(reducer.accessModifier)enum Action: Composable.CasePathable {"]
        lines += caseLines(reducer.cases) { $0.actionType }
        lines += nested(ConformanceWriter.members(conformance(reducer, enumName: "Action") { $0.actionType }))
        lines.append("    }")
        return lines
    }

    private static func caseScopeEnum(_ reducer: EnumReducer) -> [String] {
        var lines = ["", "    @dynamicMemberLookup", "    \(reducer.accessModifier)enum CaseScope: Composable.CasePathable {"]
        lines += caseLines(reducer.cases) { $0.scopeType }
        lines += nested(ConformanceWriter.members(conformance(reducer, enumName: "CaseScope") { $0.scopeType }))
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
            guard case .reducer(let type) = feature.kind else { continue }
            lines += ConformanceWriter.wrapped(
                ["                .ifCaseLet(\\.\(feature.name), action: \\.\(feature.name)) { \(type)() }"],
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
                feature.stateType == nil
                    ? ["case (.\(feature.name), .\(feature.name)):", "    return true"]
                    : ["case let (.\(feature.name)(lhs), .\(feature.name)(rhs)):", "    return lhs == rhs"]
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
                return feature.stateType == nil
                    ? ["case .\(feature.name):", "    hasher.combine(\(position))"]
                    : ["case let .\(feature.name)(value):", "    hasher.combine(\(position))", "    hasher.combine(value)"]
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

    private static func caseLines(_ cases: [EnumReducer.Feature], payload: (EnumReducer.Feature) -> String?) -> [String] {
        cases.flatMap { feature in
            let text = "        case \(feature.name)" + (payload(feature).map { "(\($0))" } ?? "")
            return ConformanceWriter.wrapped([text], in: feature.condition)
        }
    }

    /// The `CasePathable` plan for one of the generated enums.
    private static func conformance(
        _ reducer: EnumReducer,
        enumName: String,
        payload: (EnumReducer.Feature) -> String?
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
                    values: payload(feature).map { [AssociatedValue(label: nil, type: $0)] } ?? []
                )
            }
        )
    }

    /// Lines written for a type at file scope, moved into a type nested one level deeper.
    private static func nested(_ lines: [String]) -> [String] {
        lines.map { $0.isEmpty ? $0 : "    " + $0 }
    }
}
