/// Paths on the site, worked out in one place.
package enum SitePath {
    /// The way from the file at `sitePath` to the site root, as a link prefix: `""` for
    /// `index.html`, `"../"` for `Guide/Scoping.html` or `examples/Scoping.html`.
    package static func rootPrefix(of sitePath: String) -> String {
        String(repeating: "../", count: sitePath.split(separator: "/").count - 1)
    }
}
