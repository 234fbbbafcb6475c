/// The file name generated code gives a page in `#sourceLocation` and in comments.
///
/// It is the page's path itself, unless the path holds a character that a `#sourceLocation`
/// string or a `//` comment cannot carry (a control character such as a newline, a quote, a
/// backslash): the compiler silently ignores a `#sourceLocation` whose string has an escape,
/// and a newline would end the comment. Such characters become `_`, and diagnostics and test
/// issues are mapped back to the real path with ``pages(_:)``.
package enum SourceName {
    /// The name for `page`.
    package static func of(_ page: String) -> String {
        guard page.unicodeScalars.contains(where: needsReplacing) else { return page }
        var name = ""
        for scalar in page.unicodeScalars {
            name.unicodeScalars.append(needsReplacing(scalar) ? "_" : scalar)
        }
        return name
    }

    /// Source name → page path, for the pages whose name differs from their path.
    package static func pages(_ paths: [String]) -> [String: String] {
        var map: [String: String] = [:]
        for path in paths where of(path) != path {
            map[of(path)] = map[of(path)] ?? path
        }
        return map
    }

    private static func needsReplacing(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
            || scalar == "\"" || scalar == "\\" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
