/// Any declaration ``DeclarationScanner`` finds outside code bodies, types and members alike:
/// a `struct`, a `func`, an `init`, a `var`, an enum `case` (once for `case a, b`), with who
/// can see it as written, the types around it, and the lines of the doc comment above it.
///
/// A tool that lists a module's API uses it, where ``TypeDeclaration`` (types only, with what
/// a code generator needs) is too little: DocC-style coverage counts, doc-comment checks.
///
/// ```swift
/// let source = """
///     /// A counter.
///     public struct Counter {
///         public var count = 0
///         func reset() {}
///     }
///     """
/// let declarations = DeclarationScanner.allDeclarations(in: Lexer.tokens(in: source))
/// declarations.map(\.keyword)          // ["struct", "var", "func"]
/// declarations[0].docCommentLines      // 1...1
/// declarations[1].accessLevel          // .public
/// declarations[2].enclosingTypes[0].name  // "Counter"
/// ```
public struct SourceDeclaration: Sendable, Hashable {
    /// The declaring keyword: `struct`, `class`, `enum`, `actor`, `protocol`, `extension`,
    /// `func`, `var`, `let`, `init`, `subscript`, `typealias`, `case`, `associatedtype` or
    /// `macro`.
    public var keyword: String
    /// The name right after the keyword (backticks kept), `nil` when none follows (`init`,
    /// `subscript`, `func ==`).
    public var name: String?
    /// The access modifier written on it, if any; `private(set)` and the like are not counted.
    public var accessLevel: AccessLevel?
    /// The types and extensions around it, outermost first.
    public var enclosingTypes: [EnclosingType]
    /// The 1-based line of its keyword.
    public var line: Int
    /// The lines of the doc comment (`///` or `/** */`) right above its attributes and
    /// modifiers, with only whitespace between; `nil` when it has none.
    public var docCommentLines: ClosedRange<Int>?
    /// The attributes written before it, each as written with its arguments:
    /// `@available(*, deprecated)`, `@_documentation(visibility: private)`.
    public var attributes: [String]

    /// Whether an `@_documentation(visibility:)` attribute keeps it out of the documentation
    /// (any visibility but `public` and `open`), as DocC leaves it out.
    public var isHiddenFromDocumentation: Bool {
        attributes.contains { attribute in
            attribute.hasPrefix("@_documentation") && !attribute.contains("public") && !attribute.contains("open")
        }
    }

    /// Creates a declaration; ``DeclarationScanner/allDeclarations(in:)`` is the usual way to
    /// get one.
    public init(
        keyword: String,
        name: String?,
        accessLevel: AccessLevel? = nil,
        enclosingTypes: [EnclosingType] = [],
        line: Int = 1,
        docCommentLines: ClosedRange<Int>? = nil,
        attributes: [String] = []
    ) {
        self.keyword = keyword
        self.name = name
        self.accessLevel = accessLevel
        self.enclosingTypes = enclosingTypes
        self.line = line
        self.docCommentLines = docCommentLines
        self.attributes = attributes
    }
}
