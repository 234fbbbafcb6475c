/// A declaration as the API pages show it: highlighted like code blocks (``SwiftHighlighter``'s
/// classes), and each type it names that has a page of the site linked to that page.
enum DeclarationHTML {
    static func html(_ fragments: [APISymbol.DeclarationFragment], site: APISite, rootPrefix: String) -> String {
        var html = ""
        for fragment in fragments {
            if fragment.kind == "typeIdentifier", let id = fragment.symbolID, let symbol = site.reference.symbol(id: id),
               let place = site.place(of: symbol) {
                let href = rootPrefix + HTMLEscaping.percentEncodedPath(place.sitePath) + (place.anchor.map { "#" + $0 } ?? "")
                html += "<a class=\"type-link\" href=\"\(HTMLEscaping.url(href))\"><span class=\"ty\">"
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

    /// The declaration as one line of plain text: `func scope(state:action:)`.
    static func text(_ fragments: [APISymbol.DeclarationFragment]) -> String {
        fragments.map(\.spelling).joined()
    }
}
