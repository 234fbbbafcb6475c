/// A type or extension that a declaration is nested in, as seen from the declaration.
///
/// ```swift
/// // extension Feature { public enum Action { ... } }
/// action.enclosingTypes[0].kind           // .extension
/// action.enclosingTypes[0].qualifiedName  // "Feature"
/// ```
public struct EnclosingType: Sendable, Hashable {
    /// Whether it is a struct, class, enum, actor, protocol or extension.
    public var kind: TypeDeclaration.Kind
    /// Its name; for an extension, the name of the extended type.
    public var name: String
    /// Its name through all the types around it: `Feature.Child`.
    public var qualifiedName: String
    /// The access modifier written on it, if any.
    public var accessLevel: AccessLevel?
    /// The names of its generic parameters, such as `["T"]` for `struct Box<T: Sendable>`.
    public var genericParameters: [String]
    /// The attributes written on it, such as `@available(macOS 14, *)`.
    public var attributes: [String]

    /// Creates an enclosing type.
    public init(
        kind: TypeDeclaration.Kind,
        name: String,
        qualifiedName: String,
        accessLevel: AccessLevel? = nil,
        genericParameters: [String] = [],
        attributes: [String] = []
    ) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.accessLevel = accessLevel
        self.genericParameters = genericParameters
        self.attributes = attributes
    }
}
