/// A message from the compiler, decoded as far as `Composable`'s macros need it. Each message
/// is a JSON object with one key, the request's name.
struct HostMessage: Decodable {
    /// The compiler asks which protocol version the plugin speaks.
    var getCapability: Empty?
    /// Expand an attached macro.
    var expandAttachedMacro: AttachedMacroRequest?
    /// Expand a freestanding macro (`#Preview`).
    var expandFreestandingMacro: FreestandingMacroRequest?
    /// Load a macro library: only the compiler's own plugin server does.
    var loadPluginLibrary: Empty?

    struct Empty: Decodable {}

    /// A piece of the user's source, with where it starts.
    struct Syntax: Decodable {
        var source: String
        var location: Location
    }

    /// Where a piece of source starts: the file and the UTF-8 offset in it.
    struct Location: Decodable {
        var fileName: String
        var offset: Int
    }

    /// Which macro is expanded.
    struct MacroReference: Decodable {
        var typeName: String
    }

    /// `expandAttachedMacro`.
    struct AttachedMacroRequest: Decodable {
        var macro: MacroReference
        var macroRole: String
        var attributeSyntax: Syntax
        var declSyntax: Syntax
        var parentDeclSyntax: Syntax?
        var extendedTypeSyntax: Syntax?
        var conformanceListSyntax: Syntax?
    }

    /// `expandFreestandingMacro`.
    struct FreestandingMacroRequest: Decodable {
        var macro: MacroReference
        var discriminator: String
        var syntax: Syntax
    }
}
