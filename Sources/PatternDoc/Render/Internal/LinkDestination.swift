/// Where a link or image of a page points once the page is on the site.
///
/// - A link to another page, `Sub/Page.md` or `Sub/Page.md#part`, points at the page's HTML,
///   `Sub/Page.html#part`; a query or fragment after `.md` is kept.
/// - `#part` and other relative files (images, downloads) stay as written.
/// - A destination with a scheme (`https:`, `mailto:`) or starting with `//` is external: it
///   stays as written and opens without access to the site's window (`rel="noopener"`).
/// - `javascript:`, `vbscript:`, `file:` and `data:` (but for images in common formats) are
///   unsafe, as CommonMark's safe mode holds them, and point nowhere.
struct LinkDestination {
    /// The destination for `href` or `src`, before escaping.
    let href: String
    let isExternal: Bool
    let isUnsafe: Bool

    init(_ target: String, isImage: Bool) {
        let scheme = Self.scheme(of: target)
        isUnsafe = scheme.map { Self.isUnsafe(scheme: $0, target: target, isImage: isImage) } ?? false
        isExternal = !isUnsafe && (scheme != nil || target.hasPrefix("//"))
        if isUnsafe {
            href = ""
        } else if isExternal || isImage {
            href = target
        } else {
            href = Self.pageLink(target)
        }
    }

    /// The scheme, lowercased: letters, digits, `+`, `-` and `.`, starting with a letter, and
    /// ending at a `:`.
    private static func scheme(of target: String) -> String? {
        guard let colon = target.firstIndex(of: ":") else { return nil }
        let scheme = target[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return scheme.lowercased()
    }

    private static func isUnsafe(scheme: String, target: String, isImage: Bool) -> Bool {
        switch scheme {
        case "javascript", "vbscript", "file":
            return true
        case "data":
            let type = target.dropFirst("data:".count).lowercased()
            let images = ["image/png", "image/gif", "image/jpeg", "image/webp"]
            return !(isImage && images.contains { type.hasPrefix($0) })
        default:
            return false
        }
    }

    /// `Page.md#part` → `Page.html#part`; anything not ending in `.md` before its query or
    /// fragment is returned as it is.
    private static func pageLink(_ target: String) -> String {
        let end = target.firstIndex { $0 == "#" || $0 == "?" } ?? target.endIndex
        let path = target[..<end]
        guard path.hasSuffix(".md"), path.count > 3 else { return target }
        return path.dropLast(3) + ".html" + target[end...]
    }
}
