import PatternDocModel

/// One public declaration of a module, as the API reference shows it: where it sits
/// (`Store/scope(state:action:)`), what it is, its declaration, and its doc comment.
package struct APISymbol: Hashable, Sendable {
    /// The compiler's unique name for the declaration (its USR): overloads differ here.
    package var id: String
    /// The module whose API this is.
    package var module: String
    /// The module of the type this declaration extends, when that is another module's type
    /// (`Reducer` extensions in `ComposableUI` say `Composable`); `nil` otherwise.
    package var extendedModule: String?
    /// The path from the module: `["Store", "scope(state:action:)"]`.
    package var path: [String]
    /// What kind of declaration it is.
    package var kind: Kind
    /// The declaration, in fragments that keep their roles for highlighting.
    package var declaration: [DeclarationFragment]
    /// The doc comment, when the declaration has one.
    package var documentation: DocComment?
    /// Where the declaration is, as a package-relative `.swift` path and 1-based line.
    package var location: SourcePosition?

    /// Creates a symbol.
    init(
        id: String,
        module: String,
        extendedModule: String? = nil,
        path: [String],
        kind: Kind,
        declaration: [DeclarationFragment] = [],
        documentation: DocComment? = nil,
        location: SourcePosition? = nil
    ) {
        self.id = id
        self.module = module
        self.extendedModule = extendedModule
        self.path = path
        self.kind = kind
        self.declaration = declaration
        self.documentation = documentation
        self.location = location
    }

    /// The path as links write it: `Store/scope(state:action:)`.
    package var linkPath: String { path.joined(separator: "/") }

    /// The symbol's own name: the last path component.
    package var name: String { path.last ?? "" }

    /// Whether the compiler listed it for a type that gets it from a protocol extension
    /// (`Equatable`'s `!=` on every equatable type) rather than declaring it: such symbols
    /// can be linked to, but are not the module's own declarations.
    package var isSynthesized: Bool { id.contains("::SYNTHESIZED::") }

    /// A kind of declaration, as the symbol graph names it.
    package struct Kind: Hashable, Sendable {
        /// `swift.method`, `swift.struct`, ...
        package var identifier: String
        /// `Instance Method`, `Structure`, ...
        package var displayName: String

        /// Creates a kind.
        init(identifier: String, displayName: String) {
            self.identifier = identifier
            self.displayName = displayName
        }

        /// Whether declarations of this kind hold members and get a page of their own.
        package var isType: Bool {
            ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.actor", "swift.typealias"]
                .contains(identifier)
        }
    }

    /// A piece of a declaration: `func`, `scope`, `KeyPath`, with what role it plays.
    package struct DeclarationFragment: Hashable, Sendable {
        /// `keyword`, `identifier`, `typeIdentifier`, `externalParam`, `text`, ...
        package var kind: String
        /// The text.
        package var spelling: String
        /// The USR of the type it names, for `typeIdentifier` fragments that name a declaration.
        package var symbolID: String?

        /// Creates a fragment.
        package init(kind: String, spelling: String, symbolID: String? = nil) {
            self.kind = kind
            self.spelling = spelling
            self.symbolID = symbolID
        }
    }

    /// A doc comment: its lines without the `///`, and where its first line is in the source.
    package struct DocComment: Hashable, Sendable {
        /// The comment's text, one element per line.
        package var lines: [String]
        /// The source line of each element of `lines` (1-based), when the graph gave it.
        package var sourceLines: [Int?]
        /// The `.swift` file the comment is in, package-relative when it is in the package.
        package var file: String?

        /// Creates a doc comment.
        init(lines: [String], sourceLines: [Int?] = [], file: String? = nil) {
            self.lines = lines
            self.sourceLines = sourceLines.isEmpty ? lines.map { _ in nil } : sourceLines
            self.file = file
        }

        /// Where line `index` of the comment is, when known.
        func position(ofLine index: Int) -> SourcePosition? {
            guard let file, sourceLines.indices.contains(index), let line = sourceLines[index] else { return nil }
            return SourcePosition(file: file, line: line)
        }

        /// Whether the comment says anything (a comment of blank lines does not count).
        package var isEmpty: Bool {
            lines.allSatisfy { $0.allSatisfy(\.isWhitespace) }
        }
    }
}
