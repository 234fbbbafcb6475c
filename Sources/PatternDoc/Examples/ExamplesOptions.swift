/// What `patterndoc examples` writes, and where.
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
