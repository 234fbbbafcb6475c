/// What `patterndoc examples` writes, and where: `<package>/Examples` from `<package>/Docs`
/// by default; with ``check``, nothing is written and stale files are reported, as
/// `patterndoc examples --check` does in CI.
///
/// ```swift
/// import PatternDoc
///
/// let options = ExamplesOptions(packageRoot: "/src/Shop", check: true)
/// assert(options.docs == "/src/Shop/Docs" && options.output == "/src/Shop/Examples")
/// ```
public struct ExamplesOptions: Sendable {
    /// The package the docs belong to (absolute path).
    public var packageRoot: String
    /// The docs folder (absolute path).
    public var docs: String
    /// The examples package folder; `<package>/Examples` by default.
    public var output: String
    /// Compare with what is on disk instead of writing.
    public var check: Bool

    /// Options with the usual folders.
    public init(packageRoot: String, docs: String? = nil, output: String? = nil, check: Bool = false) {
        self.packageRoot = packageRoot
        self.docs = docs ?? "\(packageRoot)/Docs"
        self.output = output ?? "\(packageRoot)/Examples"
        self.check = check
    }
}
