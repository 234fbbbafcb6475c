import PatternDocSupport

/// Where a link or image of a page points once the page is on the site.
///
/// - A link to another page, `Sub/Page.md` or `Sub/Page.md#part`, points at the page's HTML,
///   `Sub/Page.html#part`; a query or fragment after `.md` is kept.
/// - `#part` stays as written; so do other relative files (images, downloads), which the site
///   copies to the same place.
/// - The path of a relative destination is percent-encoded the one way the browser decodes it
///   back to the file's name: `C%23.md` and `<100% done.md>` (written with its `%` as is)
///   become `C%23.html` and `100%25%20done.html`.
/// - A destination with a scheme (`https:`, `mailto:`) or starting with `//` is external: it
///   stays as written and opens without access to the site's window (`rel="noopener"`).
/// - `javascript:`, `vbscript:`, `file:` and `data:` (but for images in common formats) are
///   unsafe, as CommonMark's safe mode holds them, and point nowhere.
package struct LinkDestination {
    /// The destination for `href` or `src`, before escaping.
    package let href: String
    package let isExternal: Bool
    package let isUnsafe: Bool

    package init(_ target: String, isImage: Bool) {
        let scheme = Self.scheme(of: target)
        isUnsafe = scheme.map { Self.isUnsafe(scheme: $0, target: target, isImage: isImage) } ?? false
        isExternal = !isUnsafe && (scheme != nil || target.hasPrefix("//"))
        if isUnsafe {
            href = ""
        } else if isExternal {
            href = target
        } else {
            href = Self.localLink(target, isImage: isImage)
        }
    }

    /// The scheme, lowercased: letters, digits, `+`, `-` and `.`, starting with a letter, and
    /// ending at a `:`. Read byte by byte: every link of every page comes through here.
    private static func scheme(of target: String) -> String? {
        guard let colon = target.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = target.utf8[..<colon]
        guard let first = scheme.first, isASCIILetter(first),
              scheme.allSatisfy({ isASCIILetter($0) || isASCIIDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { return nil }
        return String(target[..<colon]).lowercased()
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
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

    /// `Page.md#part` → `Page.html#part` (for links, not images), the path percent-encoded
    /// once whether or not the author encoded it; the query and fragment are kept as written.
    private static func localLink(_ target: String, isImage: Bool) -> String {
        let end = pathEnd(of: target)
        let written = target[..<end]
        guard !written.isEmpty else { return target }
        if written.utf8.allSatisfy(HTMLEscaping.isPathSafe) {
            // Nothing to decode or encode (`%` is not path-safe), as in nearly every link: the
            // address is made in one string.
            var href = ""
            href.reserveCapacity(target.utf8.count + 2)
            if !isImage, written.utf8.count > 3, isMarkdown(written) {
                href += written.dropLast(3)
                href += ".html"
            } else {
                href += written
            }
            href += target[end...]
            return href
        }
        // A `%` that starts no escape (`100% done.md`) makes decoding fail: the name is as written.
        var path = written.percentDecoded ?? String(written)
        if !isImage, path.utf8.count > 3, isMarkdown(path) {
            path = path.dropLast(3) + ".html"
        }
        return HTMLEscaping.percentEncodedPath(path) + target[end...]
    }

    /// Where a destination's path ends: at its query or fragment, or at its end.
    package static func pathEnd(of target: String) -> String.Index {
        target.utf8.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? target.endIndex
    }

    /// Whether `path` names a Markdown page (ends in `.md`), compared byte by byte.
    package static func isMarkdown(_ path: some StringProtocol) -> Bool {
        // The last three bytes, in place (a reversed view of a generic string's UTF-8 would be
        // an array made for every link).
        let utf8 = path.utf8
        let count = utf8.count
        return count >= 3 && utf8.dropFirst(count - 3).elementsEqual(".md".utf8)
    }
}
