/// One runnable example of `Examples/`: the program of a doc module whose blocks run, as
/// `patterndoc examples` writes it and the site shows it on a page of its own
/// (`examples/Scoping.html`).
public struct ExampleProgram: Hashable, Sendable {
    /// The executable's name, the doc module's without its `Doc` prefix: `Scoping`, run with
    /// `swift run --package-path Examples Scoping`.
    public var name: String
    /// The path of the doc page whose code it runs.
    public var page: String
    /// Its `main.swift`.
    public var source: String

    /// Creates an example.
    public init(name: String, page: String, source: String) {
        self.name = name
        self.page = page
        self.source = source
    }
}
