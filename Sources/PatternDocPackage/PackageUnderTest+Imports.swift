import PatternDocModel
import PatternDocSupport

extension PackageUnderTest {
    /// The package narrowed to the library products the docs use, so that doc modules do not
    /// build and import every product of a large package.
    ///
    /// A product is used when a Swift block imports its module; a product named like a used
    /// one plus `Testing` (`ComposableTesting` for `Composable`) comes along for the tests.
    /// When no block imports any of the package's modules, every product stays. The
    /// `documented` modules count as imported: a DocC catalog's module, whose pages are about it.
    package func narrowed(toImportsIn blocks: some Sequence<CodeBlock>, documenting documented: [String] = []) -> PackageUnderTest {
        let imported = Set(documented).union(Self.modulesImported(by: blocks))
        let used = importedModules.filter { module in
            imported.contains(module)
                || (module.hasSuffix("Testing") && imported.contains(String(module.dropLast("Testing".count))))
        }
        guard !used.isEmpty else { return self }
        var narrowed = self
        narrowed.importedModules = used
        narrowed.libraryProducts = libraryProducts.filter { product in
            (productModules[product] ?? [product]).contains { used.contains($0) }
        }
        return narrowed
    }

    /// The names of the modules the Swift blocks of `blocks` import (`import M`,
    /// `@testable import M`).
    static func modulesImported(by blocks: some Sequence<CodeBlock>) -> Set<String> {
        var imported = Set<String>()
        for block in blocks where block.attributes.isSwift && block.code.containsBytes("import") {
            for line in block.code.split(separator: "\n") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({ $0.hasPrefix("@") })
                {
                    imported.insert(String(words[index + 1]))
                }
            }
        }
        return imported
    }
}
