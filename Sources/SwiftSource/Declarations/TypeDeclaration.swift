/// A struct, class, enum, actor, protocol or extension found in Swift source.
///
/// It carries what a code generator needs to know to extend the type from another file:
/// where it is nested, who can see it, what it conforms to, which `#if` it sits in, which
/// types it declares, and, for an enum, its cases.
///
/// ```swift
/// let source = "extension Feature { public enum Action: Equatable { case tapped } }"
/// let action = DeclarationScanner.declarations(in: source)[1]
/// action.qualifiedName  // "Feature.Action"
/// action.accessLevel    // .public
/// action.inheritance    // ["Equatable"]
/// action.cases[0].name  // "tapped"
/// ```
public struct TypeDeclaration: Sendable, Hashable {
    /// The declaration keyword.
    public enum Kind: String, Sendable, Hashable {
        case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
    }

    /// Which kind of declaration it is.
    public var kind: Kind
    /// The name as written (backticks kept); for an extension, the extended type's name
    /// without generic arguments: `Feature.Child` for `extension Feature.Child<T>`.
    public var name: String
    /// The name through all the types and extensions around it: `Feature.Action`.
    public var qualifiedName: String
    /// The types and extensions around it, outermost first.
    public var enclosingTypes: [EnclosingType]
    /// The access modifier written on it, if any.
    public var accessLevel: AccessLevel?
    /// The other modifiers written on it, such as `indirect`, `final` or `nonisolated`.
    public var modifiers: [String]
    /// The attributes written on it, arguments included: `@available(macOS 14, *)`.
    public var attributes: [String]
    /// The names of its own generic parameters: `["Value"]` for `enum Loadable<Value>`.
    public var genericParameters: [String]
    /// The inheritance list, one entry per type as written: `["Equatable", "Sendable"]`.
    public var inheritance: [String]
    /// Whether it sits inside a function, closure, accessor or any other code body, where no
    /// other file can name it.
    public var isLocal: Bool
    /// The `#if` branches it sits in, outermost first.
    public var conditions: [ConditionalBranch]
    /// The names of the types and type aliases declared directly in its body.
    public var nestedTypeNames: [String]
    /// The `static` (or `class`) properties declared directly in its body, by name, with their
    /// type as written (empty when it is inferred): an enum reducer that declares
    /// `static var body` keeps it, and the generator writes none.
    public var staticPropertyTypes: [String: String] = [:]
    /// The cases of an enum, in order; empty for other kinds.
    public var cases: [EnumCase]
    /// The 1-based line of its name.
    public var line: Int
    /// The 1-based column of its name, in UTF-8 bytes.
    public var column: Int

    /// Creates a declaration; ``DeclarationScanner`` is the usual way to get one.
    public init(
        kind: Kind,
        name: String,
        qualifiedName: String,
        enclosingTypes: [EnclosingType] = [],
        accessLevel: AccessLevel? = nil,
        modifiers: [String] = [],
        attributes: [String] = [],
        genericParameters: [String] = [],
        inheritance: [String] = [],
        isLocal: Bool = false,
        conditions: [ConditionalBranch] = [],
        nestedTypeNames: [String] = [],
        cases: [EnumCase] = [],
        line: Int = 1,
        column: Int = 1
    ) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.enclosingTypes = enclosingTypes
        self.accessLevel = accessLevel
        self.modifiers = modifiers
        self.attributes = attributes
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.isLocal = isLocal
        self.conditions = conditions
        self.nestedTypeNames = nestedTypeNames
        self.cases = cases
        self.line = line
        self.column = column
    }

    /// This declaration as seen from a declaration nested in it.
    public var asEnclosingType: EnclosingType {
        EnclosingType(
            kind: kind,
            name: name,
            qualifiedName: qualifiedName,
            accessLevel: accessLevel,
            genericParameters: genericParameters,
            attributes: attributes
        )
    }
}
