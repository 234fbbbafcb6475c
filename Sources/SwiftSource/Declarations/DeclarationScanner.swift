/// Finds the type declarations and extensions in Swift source, with enum cases, without a
/// parser.
///
/// It walks the tokens from ``Lexer`` and tracks braces, so it understands nesting, `#if`
/// blocks, modifiers and attributes, but not statements or expressions: it is made for
/// tools that generate code around types, such as the case-path generator. On malformed input
/// it does its best and never fails.
///
/// ```swift
/// let source = """
///     struct Feature {
///         enum Action { case child(Child.Action), tapped }
///     }
///     """
/// let declarations = DeclarationScanner.declarations(in: source)
/// declarations.map(\.qualifiedName)  // ["Feature", "Feature.Action"]
/// declarations[1].cases.count        // 2
/// ```
public enum DeclarationScanner {
    /// The declarations in `source`, in source order (outer before inner).
    public static func declarations(in source: String) -> [TypeDeclaration] {
        declarations(in: Lexer.tokens(in: source))
    }

    /// The declarations among `tokens`, which should be a whole file as cut by ``Lexer``.
    public static func declarations(in tokens: [Token]) -> [TypeDeclaration] {
        scan(tokens).declarations
    }

    /// Every declaration among `tokens` outside code bodies, types and members alike, in
    /// source order, from the same walk as ``scan(_:)``.
    ///
    /// ```swift
    /// let tokens = Lexer.tokens(in: "public enum Mode { case on, off\n    public init() { self = .on } }")
    /// DeclarationScanner.allDeclarations(in: tokens).map(\.keyword)  // ["enum", "case", "init"]
    /// ```
    public static func allDeclarations(in tokens: [Token]) -> [SourceDeclaration] {
        var walk = DeclarationWalk(tokens: tokens)
        walk.run()
        return walk.allDeclarations
    }

    /// The declarations and the file-scope imports among `tokens`, in one walk.
    ///
    /// ```swift
    /// let file = DeclarationScanner.scan(Lexer.tokens(in: "import Foundation\nenum Action { case added(UUID) }"))
    /// file.imports.map(\.text)  // ["import Foundation"]
    /// ```
    public static func scan(_ tokens: [Token]) -> (declarations: [TypeDeclaration], imports: [ImportDeclaration]) {
        var walk = DeclarationWalk(tokens: tokens)
        walk.run()
        return (walk.declarations, walk.imports)
    }
}
