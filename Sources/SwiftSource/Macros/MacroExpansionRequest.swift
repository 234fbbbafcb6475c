/// What the compiler asks of one attached macro of `Composable`, reduced to the source text the
/// expansion reads: which macro, in which role, and the declarations around it.
///
/// ```swift
/// let request = MacroExpansionRequest(
///     macro: "CasePathableMacro",
///     role: .member,
///     attribute: "@CasePathable",
///     declaration: "@CasePathable enum Action { case tapped }"
/// )
/// MacroExpander.expand(request)  // .success("    struct AllCasePaths: ...")
/// ```
public struct MacroExpansionRequest: Sendable, Hashable {
    /// The roles of an attached macro that `Composable`'s macros take.
    public enum Role: String, Sendable, Hashable {
        /// Adds members to the declaration.
        case member
        /// Adds attributes to each member of the declaration.
        case memberAttribute
        /// Adds extensions (conformances) of the declaration.
        case `extension`
        /// Adds declarations beside it.
        case peer
    }

    /// The type that implements the macro, as its declaration names it: `ReducerMacro`.
    public let macro: String
    /// What the compiler asks for.
    public let role: Role
    /// The attribute as written, arguments included: `@Reducer(state: .equatable)`; the
    /// comments before it are dropped.
    public let attribute: String
    /// The declaration the macro is attached to, as written (for `memberAttribute`, the member).
    public let declaration: String
    /// For `memberAttribute`, the type whose member ``declaration`` is.
    public let parent: String?
    /// For `extension`, the type to extend, as the compiler spells it: `Feature.Action`.
    public let extendedType: String?
    /// For `extension`, the protocols of the macro's `conformances:` the type does not conform
    /// to yet.
    public let missingConformances: [String]

    /// Creates a request.
    public init(
        macro: String,
        role: Role,
        attribute: String,
        declaration: String,
        parent: String? = nil,
        extendedType: String? = nil,
        missingConformances: [String] = []
    ) {
        self.macro = macro
        self.role = role
        self.attribute = Self.withoutTrivia(attribute)
        self.declaration = declaration
        self.parent = parent
        self.extendedType = extendedType
        self.missingConformances = missingConformances
        self.source = ScannedDeclaration(declaration)
    }

    /// ``declaration`` lexed and scanned once, for every expansion that reads it.
    let source: ScannedDeclaration

    /// The protocols listed in the compiler's placeholder declaration for an extension macro,
    /// `struct Placeholder: Composable.Reducer, Sendable {}`.
    public static func conformances(inPlaceholder placeholder: String) -> [String] {
        guard let colon = placeholder.firstIndex(of: ":") else { return [] }
        let list = placeholder[placeholder.index(after: colon)...].prefix { $0 != "{" }
        return list.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }.filter { !$0.isEmpty }
    }

    /// `text` without the comments and blank space before and after it: the compiler hands an
    /// attribute over with the comments written above it.
    static func withoutTrivia(_ text: String) -> String {
        let tokens = Lexer.tokens(in: text)
        guard let first = tokens.firstIndex(where: { !$0.kind.isTrivia }),
            let last = tokens.lastIndex(where: { !$0.kind.isTrivia })
        else { return "" }
        return tokens[first...last].map(\.text).joined()
    }

    /// The first declaration written at the top of ``declaration``, not one nested in it.
    var declared: TypeDeclaration? { source.declared }

    /// Requests are equal when the compiler asked the same thing: ``source`` follows from
    /// ``declaration``.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.macro == rhs.macro && lhs.role == rhs.role && lhs.attribute == rhs.attribute
            && lhs.declaration == rhs.declaration && lhs.parent == rhs.parent
            && lhs.extendedType == rhs.extendedType && lhs.missingConformances == rhs.missingConformances
    }

    /// Hashes what the compiler asked, as ``==`` compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(macro)
        hasher.combine(role)
        hasher.combine(attribute)
        hasher.combine(declaration)
        hasher.combine(parent)
        hasher.combine(extendedType)
        hasher.combine(missingConformances)
    }
}

/// Why a macro could not expand, worded for the person who wrote the attribute.
public struct MacroExpansionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong and what to do.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
