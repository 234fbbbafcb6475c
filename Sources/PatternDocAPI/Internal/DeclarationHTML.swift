import PatternDocRender
import PatternDocSymbols

/// A declaration as the API pages show it: highlighted like code blocks (``SwiftHighlighter``'s
/// classes), each type it names that has a page of the site linked to that page, and, when it
/// is longer than a line, its parameters one per line, as DocC shows them.
enum DeclarationHTML {
    /// Longer declarations put each parameter on a line of its own.
    static let lineLimit = 80

    static func html(_ fragments: [APISymbol.DeclarationFragment], site: APISite, rootPrefix: String) -> String {
        var html = ""
        for fragment in text(fragments).count > lineLimit ? brokenAtParameters(fragments) : fragments {
            if fragment.kind == "typeIdentifier", let id = fragment.symbolID, let symbol = site.reference.symbol(id: id),
               let place = site.place(of: symbol) {
                let href = rootPrefix + HTMLEscaping.percentEncodedPath(place.sitePath) + (place.anchor.map { "#" + $0 } ?? "")
                html += "<a class=\"type-link\" href=\"\(HTMLEscaping.url(href))\"><span class=t>"
                html += HTMLEscaping.text(fragment.spelling)
                html += "</span></a>"
            } else if fragment.kind == "text" {
                html += HTMLEscaping.text(fragment.spelling)
            } else {
                html += SwiftHighlighter.html(fragment.spelling)
            }
        }
        return html
    }

    /// The fragments with a line break after the parameter list's `(`, after each of its
    /// commas, and before its `)`: commas inside generic parameters, tuples and closure types
    /// stay as they are.
    static func brokenAtParameters(_ fragments: [APISymbol.DeclarationFragment]) -> [APISymbol.DeclarationFragment] {
        var named = false
        var parentheses = 0
        var angles = 0
        var inList = false
        var done = false
        return fragments.map { fragment in
            if fragment.kind == "identifier" || (fragment.kind == "keyword" && ["init", "subscript"].contains(fragment.spelling)) {
                named = true
            }
            guard fragment.kind == "text", named, !done else { return fragment }
            var spelling = ""
            var previous: Character = " "
            var skipSpace = false
            let characters = Array(fragment.spelling)
            for (index, character) in characters.enumerated() {
                defer { previous = character }
                if skipSpace, character == " " { continue }
                skipSpace = false
                switch character {
                case "(" where !done:
                    parentheses += 1
                    spelling.append(character)
                    let isEmpty = index + 1 < characters.count && characters[index + 1] == ")"
                    if parentheses == 1, angles == 0, !isEmpty {
                        inList = true
                        spelling += "\n    "
                    }
                case ")" where !done:
                    if inList, parentheses == 1 {
                        spelling += "\n"
                        inList = false
                        done = true
                    }
                    parentheses -= 1
                    spelling.append(character)
                case "," where inList && parentheses == 1 && angles == 0:
                    spelling += ",\n    "
                    skipSpace = true
                case "<":
                    angles += 1
                    spelling.append(character)
                case ">" where previous != "-":
                    angles = max(0, angles - 1)
                    spelling.append(character)
                default:
                    spelling.append(character)
                }
            }
            return APISymbol.DeclarationFragment(kind: fragment.kind, spelling: spelling, symbolID: fragment.symbolID)
        }
    }

    /// The declaration as one line of plain text: `func scope(state:action:)`.
    static func text(_ fragments: [APISymbol.DeclarationFragment]) -> String {
        fragments.map(\.spelling).joined()
    }
}
