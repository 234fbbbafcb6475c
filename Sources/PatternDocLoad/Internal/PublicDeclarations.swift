import SwiftSource

/// Picks the ``PublicDeclaration``s of one file out of everything SwiftSource's
/// ``DeclarationScanner`` finds in it.
///
/// A declaration is public when it says `public` or `open`, or when it is a requirement of a
/// public protocol, a case of a public enum, or a member of a `public extension`; and every
/// type around it is public too (an extension is as visible as what is around it). Extensions
/// themselves are not declarations of the API, nor is a declaration that
/// `@_documentation(visibility: private)` (or `internal`, ...) keeps out of the documentation.
enum PublicDeclarations {
    /// What a pair of braces around a declaration makes of it.
    private struct Scope {
        var isPublic = true
        var isProtocol = false
        var isEnum = false
        /// Whether its members are public without saying so (a `public extension`).
        var membersPublic = false

        /// The scope of the body of `type`, declared in this scope.
        func body(of type: EnclosingType) -> Scope {
            let typeIsPublic = declares(isPublic: type.accessLevel, keyword: type.kind.rawValue)
            return Scope(
                isPublic: type.kind == .extension ? isPublic : typeIsPublic,
                isProtocol: type.kind == .protocol,
                isEnum: type.kind == .enum,
                membersPublic: type.kind == .extension && Self.saysPublic(type.accessLevel)
            )
        }

        /// Whether a declaration with the keyword `keyword` and the access `level`, declared in
        /// this scope, is public.
        func declares(isPublic level: AccessLevel?, keyword: String) -> Bool {
            isPublic && (Self.saysPublic(level) || isProtocol || membersPublic || (isEnum && keyword == "case"))
        }

        private static func saysPublic(_ level: AccessLevel?) -> Bool {
            level == .public || level == .open
        }
    }

    /// The public declarations of `tokens`, the file `file` of `module`.
    static func of(_ tokens: [Token], module: String, file: String) -> [PublicDeclaration] {
        DeclarationScanner.allDeclarations(in: tokens).compactMap { declaration in
            guard declaration.keyword != "extension", !declaration.isHiddenFromDocumentation else { return nil }
            let scope = declaration.enclosingTypes.reduce(Scope()) { $0.body(of: $1) }
            guard scope.declares(isPublic: declaration.accessLevel, keyword: declaration.keyword) else { return nil }
            return PublicDeclaration(
                module: module,
                file: file,
                line: declaration.line,
                name: declaration.name.map { "\(declaration.keyword) \($0)" } ?? declaration.keyword,
                docLines: declaration.docCommentLines
            )
        }
    }
}
