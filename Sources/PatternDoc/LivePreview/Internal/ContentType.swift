/// The `Content-Type` the preview server gives a site file, by its extension: the kinds of
/// file a site holds (pages, style sheets, scripts, images, fonts, downloads).
enum ContentType {
    /// The type of `fileName`; `application/octet-stream` for an extension it does not know.
    static func of(_ fileName: String) -> String {
        let name = fileName.split(separator: "/").last.map(String.init) ?? fileName
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        return types[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    /// What a file of unknown kind is served as: the browser downloads it.
    static let fallback = "application/octet-stream"

    private static let types: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "swift": "text/plain; charset=utf-8",
        "xml": "application/xml",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "pdf": "application/pdf",
        "zip": "application/zip",
        "wasm": "application/wasm",
        "mp4": "video/mp4",
        "webm": "video/webm",
        "mp3": "audio/mpeg",
    ]
}
