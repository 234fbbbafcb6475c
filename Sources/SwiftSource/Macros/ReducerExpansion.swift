/// `@Reducer`: on a struct, its `Reducer` conformance and `@CasePathable` on the `Action` enum
/// of its body; on an enum of features, the `State`, `Action`, `body` and `CaseScope` of a
/// `CaseReducer` (see ``EnumReducer``), with the protocols its arguments ask of them:
/// `@Reducer(state: .equatable, .hashable, .sendable, action: .equatable, .sendable)`.
///
/// ```swift
/// @Reducer struct Counter { enum Action { case tapped } ... }
/// // extension:        extension Counter: Composable.Reducer {}
/// // member attribute: @CasePathable on 'enum Action'
/// ```
enum ReducerExpansion {
    static func expand(_ request: MacroExpansionRequest) -> Result<String, MacroExpansionError> {
        switch request.role {
        case .memberAttribute:
            if needsBuilder(request) {
                return .success("@Composable.ReducerBuilder<Self.State, Self.Action>")
            }
            return .success(needsCasePaths(request) ? "@CasePathable" : "")
        case .extension:
            // An enum names `CaseReducer` first: Swift then infers the body's type from the
            // enum's own `static var body: some ReducerOf<Self>`, where it may otherwise settle
            // on `Reducer`'s default first.
            let isEnum = request.declared?.kind == .enum
            return MacroExpander.conformances(request, isEnum ? ["CaseReducer", "Reducer"] : ["Reducer"])
        case .member:
            guard let declaration = request.declared else { return .success("") }
            if declaration.kind == .enum {
                return enumReducerMembers(declaration, in: request)
            }
            return .success(missingFeatureMembers(declaration, in: request))
        case .peer:
            return .success("")
        }
    }

    /// What a struct leaves out of a feature, as the original's macro writes it: a `State` with
    /// nothing in it, an `Action` with no case, and a `body` that does nothing, so that
    /// `@Reducer struct Placeholder {}` is a feature. A struct that writes its reducer out
    /// (``ExplicitReducerBody``) is given no `State` or `Action`: its body names them.
    private static func missingFeatureMembers(_ declaration: TypeDeclaration, in request: MacroExpansionRequest) -> String {
        let access = MacroExpander.memberAccess(declaration.accessLevel)
        let names = Set(request.source.directMembers.compactMap(\.name))
        var lines: [String] = []
        let hasExplicitBody = ExplicitReducerBody.isWritten(in: request.source.tokens)
        if !names.contains("State"), !hasExplicitBody {
            lines.append("\(access)struct State: Codable, Equatable, Hashable, Sendable { \(access)init() {} }")
        }
        if !names.contains("Action"), !hasExplicitBody {
            lines.append("\(access)enum Action: Equatable, Hashable, Sendable {}")
        }
        if !names.contains("body") && !names.contains("reduce") {
            lines.append("\(access)var body: Composable.EmptyReducer<State, Action> { Composable.EmptyReducer() }")
        }
        return lines.joined(separator: "\n")
    }

    /// Whether the member is the `body` of an `@Reducer` struct without a result builder of its
    /// own. Swift infers `ReducerBuilder` from the `Reducer` requirement only once it knows the
    /// conformance, which the macro adds later, so a body of several reducers needs it written.
    private static func needsBuilder(_ request: MacroExpansionRequest) -> Bool {
        guard let parent = request.parent.flatMap({ DeclarationScanner.declarations(in: $0).first }),
            parent.kind != .enum
        else { return false }
        var attributes: [Substring] = []
        for token in request.source.tokens where !token.kind.isTrivia {
            switch token.kind {
            case .attribute:
                attributes.append(token.text)
            case .keyword where token.text == "var":
                continue
            case .keyword, .identifier:
                if token.text == "body" {
                    return !attributes.contains { $0.hasSuffix("ReducerBuilder") }
                }
                // Modifiers (`public`, `nonisolated`) come before `var`; `static` rules it out.
                if token.text == "static" || token.text == "class" || token.text == "let" || token.text == "func" {
                    return false
                }
            default:
                return false
            }
        }
        return false
    }

    /// Whether the member is the `Action` (or an enum `State`) of an `@Reducer` struct without
    /// case paths of its own.
    private static func needsCasePaths(_ request: MacroExpansionRequest) -> Bool {
        guard let parent = request.parent.flatMap({ DeclarationScanner.declarations(in: $0).first }),
            parent.kind != .enum,
            let member = request.declared, member.kind == .enum, member.name == "Action" || member.name == "State"
        else { return false }
        let hasCasePaths = MacroAttribute.casePathable.isWritten(on: member)
            || member.inheritance.contains { $0 == "CasePathable" || $0.hasSuffix(".CasePathable") }
            || member.nestedTypeNames.contains("AllCasePaths")
        return !hasCasePaths
    }

    private static func enumReducerMembers(
        _ declaration: TypeDeclaration,
        in request: MacroExpansionRequest
    ) -> Result<String, MacroExpansionError> {
        let index = TypeIndex(request.source.types)
        switch EnumReducer.plan(declaration, index: index, access: declaration.accessLevel ?? .internal, writer: "@Reducer") {
        case .success(var reducer):
            let arguments = Arguments(request.attribute)
            reducer.stateIsEquatable = reducer.stateIsEquatable || arguments.state.contains("equatable") || arguments.state.contains("hashable")
            reducer.stateIsHashable = reducer.stateIsHashable || arguments.state.contains("hashable")
            reducer.stateConformances = arguments.protocols(arguments.state)
            reducer.actionConformances = arguments.protocols(arguments.action)
            return .success(EnumReducerWriter.members(reducer).joined(separator: "\n"))
        case .failure(let skipped):
            return .failure(MacroExpansionError(skipped.message))
        }
    }

    /// The `state:` and `action:` arguments of `@Reducer(state: .equatable, action: .sendable)`,
    /// as the lowercase names after each dot.
    struct Arguments {
        var state: [String] = []
        var action: [String] = []

        init(_ attribute: String) {
            guard let open = attribute.firstIndex(of: "(") else { return }
            var current: WritableKeyPath<Arguments, [String]>?
            let text = attribute[attribute.index(after: open)...].prefix { $0 != ")" }
            for part in text.split(separator: ",") {
                var item = Substring(part.filter { !$0.isWhitespace })
                if item.hasPrefix("state:") {
                    current = \.state
                    item = item.dropFirst("state:".count)
                } else if item.hasPrefix("action:") {
                    current = \.action
                    item = item.dropFirst("action:".count)
                }
                if let current, item.hasPrefix(".") {
                    self[keyPath: current].append(String(item.dropFirst()))
                }
            }
        }

        /// The protocols the generated enum declares for `options`.
        func protocols(_ options: [String]) -> [String] {
            var names: [String] = []
            if options.contains("hashable") {
                names.append("Hashable")
            } else if options.contains("equatable") {
                names.append("Equatable")
            }
            if options.contains("sendable") { names.append("Sendable") }
            return names
        }
    }
}
