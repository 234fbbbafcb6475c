import PatternDocModel
import PatternDocSupport
import SwiftSource

/// Recognises syntax templates: Swift blocks with editor placeholders (`<#name#>`), which stand
/// for code the reader fills in, as books show a declaration's grammar
/// (`func <#name#>(<#parameters#>) -> <#return type#> {`). Such a block is shown and
/// highlighted, never compiled, and counted apart from passes, failures and opt-outs; no fence
/// attribute is needed.
///
/// ```text
/// import PatternDoc
///
/// print(SyntaxTemplate.hasPlaceholder("func <#name#>() {}"))  // Prints "true"
/// print(SyntaxTemplate.hasPlaceholder("let s = \"<#not one#>\""))  // Prints "false"
/// ```
package enum SyntaxTemplate {
    /// What a syntax template's report says.
    package static let message = "a syntax template: its editor placeholders (<#...#>) stand for code to fill in, so it is shown, not compiled"

    /// Whether `code` holds an editor placeholder outside string literals and comments.
    static func hasPlaceholder(_ code: String) -> Bool {
        guard code.containsBytes("<#"), code.containsBytes("#>") else { return false }
        // Placeholders are not Swift tokens: blank out strings and comments, then look again.
        var kept = ""
        for token in Lexer.tokens(in: code) {
            kept += token.kind == .stringLiteral || token.kind.isComment ? " " : String(token.text)
        }
        guard let open = kept.range(of: "<#") else { return false }
        return kept[open.upperBound...].contains("#>")
    }

    /// Whether `block` is a syntax template: a Swift block, not skipped, holding a placeholder.
    package static func isTemplate(_ block: CodeBlock) -> Bool {
        block.attributes.isSwift && block.attributes.skipReason == nil && block.sourceFile == nil && hasPlaceholder(block.code)
    }
}
