/// The declaration a macro is attached to, lexed once and walked once: every expansion of a
/// request reads these instead of scanning the text again.
struct ScannedDeclaration: Sendable {
    /// The declaration's tokens, as ``Lexer`` cuts them.
    let tokens: [Token]
    /// The types the declaration declares (itself first, then the types nested in it).
    let types: [TypeDeclaration]
    /// Every declaration outside code bodies, types and members alike, in source order.
    let members: [SourceDeclaration]

    init(_ text: String) {
        tokens = Lexer.tokens(in: text)
        var walk = DeclarationWalk(tokens: tokens)
        walk.run()
        types = walk.declarations
        members = walk.allDeclarations
    }

    /// The first type written at the top of the text, not one nested in it.
    var declared: TypeDeclaration? {
        types.first { $0.enclosingTypes.isEmpty && !$0.isLocal }
    }

    /// The members declared directly inside ``declared``'s body.
    var directMembers: [SourceDeclaration] {
        members.filter { $0.enclosingTypes.count == 1 }
    }
}
