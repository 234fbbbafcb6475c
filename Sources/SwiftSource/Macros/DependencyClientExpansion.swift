/// `@DependencyClient`: inside the struct, an `init()` whose endpoints are unimplemented and a
/// labelled method for each endpoint with named parameters (see ``DependencyClientWriter``);
/// and the struct's `DependencyClient` conformance, which reports the unimplemented calls.
///
/// ```swift
/// @DependencyClient struct APIClient { var fetch: @Sendable (_ id: Int) async throws -> String }
/// // member:    init() { self.fetch = { _ in ... throw Composable.Unimplemented("fetch") } }
/// //            func fetch(id p0: Int) async throws -> String { try await self.fetch(p0) }
/// // extension: extension APIClient: Composable.DependencyClient {}
/// ```
enum DependencyClientExpansion {
    static func expand(_ request: MacroExpansionRequest) -> Result<String, MacroExpansionError> {
        switch request.role {
        case .extension:
            return MacroExpander.conformances(request, ["DependencyClient"])
        case .member:
            guard let declaration = request.declared else {
                return .failure(MacroExpansionError("'@DependencyClient' applies to a struct of closures"))
            }
            let tokens = SignificantTokens(request.source.tokens)
            let index = TypeIndex(request.source.types)
            switch DependencyClientPlanner.plan(declaration, tokens: tokens, index: index, inPlace: true) {
            case .success(let plan):
                return .success(DependencyClientWriter.members(plan, inPlace: true).joined(separator: "\n"))
            case .failure(let skipped) where skipped.hasNoEndpoint:
                return .success("")
            case .failure(let skipped):
                return .failure(MacroExpansionError(skipped.message))
            }
        case .memberAttribute, .peer:
            return .success("")
        }
    }
}
