/// How much of each module's public API is documented, as `rustdoc --show-coverage` reports
/// it: how many public symbols there are, how many carry a doc comment, and how many carry an
/// example (a fenced Swift block in the comment). Only declarations count: members a type
/// gets from a protocol extension are the extension's.
public struct DocCoverage: Hashable, Sendable {
    /// One module's figures.
    public struct Module: Hashable, Sendable {
        /// The module's name.
        public var name: String
        /// Its public symbols.
        public var symbols: Int
        /// Those with a doc comment that says something.
        public var documented: Int
        /// Those whose comment holds a Swift example.
        public var withExamples: Int

        /// The documented share, 0 to 100.
        public var documentedPercent: Double {
            symbols == 0 ? 100 : Double(documented) * 100 / Double(symbols)
        }
    }

    /// The modules, in the reference's order.
    public var modules: [Module]

    /// Counts the symbols of `reference`.
    public init(_ reference: APIReference) {
        modules = reference.modules.map { name in
            let symbols = reference.symbols.filter { $0.module == name && !$0.isSynthesized }
            let documented = symbols.filter { $0.documentation.map { !$0.isEmpty } ?? false }
            let withExamples = documented.filter { symbol in
                symbol.documentation!.examples(of: symbol).contains(where: \.isSwift)
            }
            return Module(name: name, symbols: symbols.count, documented: documented.count, withExamples: withExamples.count)
        }
    }

    /// One line per module: `Composable: 812 of 835 public symbols documented (97.2%), 40 with an example`.
    public var summary: String {
        modules.map { module in
            let percent = (module.documentedPercent * 10).rounded() / 10
            return "\(module.name): \(module.documented) of \(module.symbols) public symbols documented "
                + "(\(percent)%), \(module.withExamples) with an example"
        }
        .joined(separator: "\n")
    }
}
