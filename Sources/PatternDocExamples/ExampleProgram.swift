/// One runnable example of `Examples/`: the program of a doc module whose blocks run, as
/// `patterndoc examples` writes it and the site shows it on a page of its own
/// (`examples/Scoping.html`).
package struct ExampleProgram: Hashable, Sendable {
    /// The executable's name, the doc module's without its `Doc` prefix: `Scoping`, run with
    /// `swift run --package-path Examples Scoping`.
    package var name: String
    /// The path of the doc page whose code it runs.
    package var page: String
    /// Its `main.swift`.
    package var source: String

    /// Creates an example.
    package init(name: String, page: String, source: String) {
        self.name = name
        self.page = page
        self.source = source
    }
}
