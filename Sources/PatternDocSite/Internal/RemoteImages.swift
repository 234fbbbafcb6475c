import PatternDocModel
import PatternDocRender

/// Images from other sites (`https://…`, `//host/…`): the reader's browser fetches them from
/// that server whenever the page opens, which breaks the site's promise of no external
/// requests and tells the other server who reads the docs. Links to other sites are fine: they
/// make no request until the reader follows them. `data:` images are part of the page.
enum RemoteImages {
    /// One problem per remote image of `pages`, at its page and line, in page order.
    static func problems(in pages: [DocPage], rendered: [String: RenderedPage]) -> [DocError] {
        pages.flatMap { page in
            (rendered[page.path]?.links ?? []).compactMap { link -> DocError? in
                guard link.isImage,
                      LinkDestination(link.target, isImage: true).isExternal,
                      !link.target.lowercased().hasPrefix("data:")
                else { return nil }
                return DocError(
                    at: SourcePosition(file: page.path, line: link.line),
                    "the image '\(link.target)' is loaded from another server whenever the page is read, "
                        + "so the site makes an external request.",
                    hint: "Download the image into the docs folder and link it by its path relative to the page."
                )
            }
        }
    }
}
