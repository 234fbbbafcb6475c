/// `#Preview`: SwiftUI's freestanding preview macro, as `ComposableUI` declares it. The
/// expansion is a function under a name only the compiler knows, returning the `Preview` value
/// the macro's arguments describe, so the preview's body is type-checked where it is written
/// and a file written for SwiftUI compiles unchanged.
///
/// ```swift
/// // #Preview("Two") { Badge(count: 2) }
/// // becomes
/// // func $s…7PreviewfMu_() -> ComposableUI.Preview {
/// //     ComposableUI.Preview("Two") { Badge(count: 2) }
/// // }
/// ```
enum PreviewExpansion {
    /// The declarations for `syntax` (the whole `#Preview(…) { … }` as written); `discriminator`
    /// is the compiler's prefix for names unique to this use of the macro.
    static func expand(_ syntax: String, discriminator: String) -> Result<String, MacroExpansionError> {
        let tokens = Lexer.tokens(in: syntax)
        guard let macro = tokens.firstIndex(where: { !$0.kind.isTrivia }),
            tokens[macro].text == "#Preview"
        else {
            return .failure(MacroExpansionError("'#Preview' expected here"))
        }
        let arguments = tokens[(macro + 1)...].map(\.text).joined()
        // The compiler takes a name made this way (its discriminator, the name's length and
        // the name, then `fMu`) as unique to the expansion, which needs no `names:` clause.
        let name = "\(discriminator)7PreviewfMu_"
        return .success("""
            func \(name)() -> ComposableUI.Preview {
                ComposableUI.Preview\(arguments)
            }
            """)
    }
}
