/// What the generator writes for one struct that conforms to `DependencyClient`: the type to
/// extend, who may see the generated members, and the client's stored properties.
///
/// ```swift
/// // struct APIClient: DependencyClient { var fetch: @Sendable (_ id: Int) async throws -> String }
/// plan.extendedType          // "APIClient"
/// plan.endpoints.map(\.name) // ["fetch"]
/// ```
public struct DependencyClientPlan: Sendable, Hashable {
    /// The qualified name of the client: `Feature.APIClient`.
    public var extendedType: String
    /// `"public "`, `"package "` or `""`, for the generated `init`.
    public var accessModifier: String
    /// The `#if` condition around the client, if any.
    public var condition: String?
    /// The client's stored instance properties, in order.
    public var properties: [ClientProperty]

    /// The properties that are endpoints.
    public var endpoints: [ClientProperty] { properties.filter(\.isEndpoint) }
}

/// Finds the structs of a target that conform to `DependencyClient` and plans their
/// generated members, with a warning for each one it cannot extend.
enum DependencyClientPlanner {
    static let protocolNames: Set<String> = ["DependencyClient", "Composable.DependencyClient"]

    /// Whether `declaration` asks for a generated client.
    static func isClient(_ declaration: TypeDeclaration) -> Bool {
        declaration.inheritance.contains(where: protocolNames.contains)
    }

    /// The plan for `declaration`, or the warning that says why it has none. `inPlace` is for
    /// the `@DependencyClient` macro, which writes inside the struct: where it is declared and
    /// who can see it do not matter then.
    static func plan(
        _ declaration: TypeDeclaration,
        tokens: SignificantTokens,
        index: TypeIndex,
        inPlace: Bool = false
    ) -> Result<DependencyClientPlan, DependencyClientSkipped> {
        let name = declaration.qualifiedName
        // Who writes the code, and what the user wrote that asks for it.
        let writer = inPlace ? "the @DependencyClient macro" : "CasePathsPlugin"
        let claim = inPlace ? "is a '@DependencyClient'" : "conforms to DependencyClient"
        guard declaration.kind == .struct else {
            return .failure(DependencyClientSkipped(
                "'\(name)' \(claim), which only a struct of closures can be: make it a struct"
            ))
        }
        if declaration.isLocal && !inPlace {
            return .failure(DependencyClientSkipped(
                "struct '\(name)' is declared inside a function or closure, so CasePathsPlugin cannot extend it "
                    + "with its DependencyClient init; move it to file scope or into a type"
            ))
        }
        let access = inPlace
            ? EffectiveAccess(level: declaration.accessLevel ?? .internal, limitedBy: name) : index.effectiveAccess(of: declaration)
        if access.level <= .fileprivate && !inPlace {
            return .failure(DependencyClientSkipped(
                "struct '\(name)' is visible only in its own file, so CasePathsPlugin cannot write its "
                    + "DependencyClient init; make it internal or wider"
            ))
        }
        guard let properties = ClientPropertyScanner.properties(
            in: tokens, nameLine: declaration.line, column: declaration.column
        ) else {
            return .failure(DependencyClientSkipped("struct '\(name)' has no body \(writer) could read"))
        }
        if !inPlace, let hidden = properties.first(where: { $0.accessLevel.map { $0 <= .fileprivate } ?? false && !$0.hasDefault }) {
            return .failure(DependencyClientSkipped(
                "'\(name).\(hidden.plainName)' is \(hidden.accessLevel!.keyword), so the DependencyClient init "
                    + "generated in another file cannot set it; give it a default value or make it internal"
            ))
        }
        guard properties.contains(where: \.isEndpoint) else {
            return .failure(DependencyClientSkipped(
                "struct '\(name)' \(claim) but has no endpoint (a 'var' whose type is a "
                    + "function, such as 'var fetch: @Sendable (Int) async throws -> String'); nothing is generated",
                hasNoEndpoint: true
            ))
        }
        let level = min(access.level, .public)
        return .success(DependencyClientPlan(
            extendedType: name,
            accessModifier: level >= .public ? "public " : level == .package ? "package " : "",
            condition: ConditionalBranch.expression(for: declaration.conditions),
            properties: properties
        ))
    }

    /// The endpoints of `plan` that return a value, cannot throw and have no default: calling
    /// them unimplemented can only trap, so the generator warns at each.
    static func endpointsNeedingDefaults(_ plan: DependencyClientPlan) -> [ClientProperty] {
        plan.endpoints.filter { endpoint in
            guard let closure = endpoint.closure, !endpoint.hasDefault else { return false }
            return closure.throwing != .untyped && !closure.returnsVoid && !closure.returnsOptional
        }
    }
}

/// Why a `DependencyClient` got no generated members.
struct DependencyClientSkipped: Error {
    let message: String
    /// The struct has no endpoint: there is nothing to write, which the macro (like the
    /// original's) takes as no expansion rather than an error.
    let hasNoEndpoint: Bool

    init(_ message: String, hasNoEndpoint: Bool = false) {
        self.message = message
        self.hasNoEndpoint = hasNoEndpoint
    }
}
