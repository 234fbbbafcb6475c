/// What one run of ``ConformanceGenerator`` produces: the file to write and the warnings to
/// print.
///
/// ```swift
/// let result = ConformanceGenerator.generate(files)
/// result.warnings.forEach { print($0) }
/// try write(result.source)
/// ```
public struct GenerationResult: Sendable, Hashable {
    /// The Swift source of the generated file.
    public var source: String
    /// One warning per enum that was skipped for a reason the user can act on.
    public var warnings: [GeneratorWarning]
    /// The qualified names of the enums that got a conformance, in output order.
    public var conformedEnums: [String]

    /// The qualified names of the enums written as reducers (`enum Destination: Reducer`) that
    /// got a generated `CaseReducer` conformance, in output order.
    public var enumReducers: [String]

    /// The qualified names of the structs conforming to `DependencyClient` that got a generated
    /// `init` and endpoint methods, in output order.
    public var dependencyClients: [String]

    /// Creates a result.
    public init(
        source: String,
        warnings: [GeneratorWarning],
        conformedEnums: [String],
        enumReducers: [String] = [],
        dependencyClients: [String] = []
    ) {
        self.source = source
        self.warnings = warnings
        self.conformedEnums = conformedEnums
        self.enumReducers = enumReducers
        self.dependencyClients = dependencyClients
    }
}
