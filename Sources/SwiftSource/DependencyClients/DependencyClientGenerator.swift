/// The dependency-client part of one run of ``ConformanceGenerator``: every struct of the target
/// that conforms to `DependencyClient` gets the members the `@DependencyClient` macro would
/// write (see ``DependencyClientWriter``), or a warning saying why not.
///
/// ```swift
/// let clients = DependencyClientGenerator.generate(scanned, index: index)
/// clients.extensions  // ["extension APIClient { init() { ... } }"]
/// ```
enum DependencyClientGenerator {
    struct Output {
        var extensions: [String] = []
        var warnings: [GeneratorWarning] = []
        var names: [String] = []
    }

    static func generate(_ files: [(SourceFile, [TypeDeclaration])], index: TypeIndex) -> Output {
        var output = Output()
        for (file, declarations) in files {
            let clients = declarations.filter(DependencyClientPlanner.isClient)
            guard !clients.isEmpty else { continue }
            let tokens = SignificantTokens(Lexer.tokens(in: file.text))
            for declaration in clients {
                switch DependencyClientPlanner.plan(declaration, tokens: tokens, index: index) {
                case .success(let plan):
                    output.extensions.append(DependencyClientWriter.extensionText(plan))
                    output.names.append(plan.extendedType)
                    for endpoint in DependencyClientPlanner.endpointsNeedingDefaults(plan) {
                        output.warnings.append(GeneratorWarning(
                            path: file.path, line: endpoint.line, column: endpoint.column,
                            message: "endpoint '\(plan.extendedType).\(endpoint.plainName)' returns a value and "
                                + "cannot throw, so its unimplemented version can only stop the program; give it a "
                                + "default value, such as '= { <#\(endpoint.closure?.result ?? "value")#> }'"
                        ))
                    }
                case .failure(let skipped):
                    output.warnings.append(GeneratorWarning(
                        path: file.path, line: declaration.line, column: declaration.column, message: skipped.message
                    ))
                }
            }
        }
        return output
    }
}
