// swift-tools-version: 6.0
// A small package shaped like a real one, with a DocC catalog written as real catalogs are
// (examples redeclared block after block, Foundation used without importing it, a manifest,
// directives, DocC links, asides, a snippet, `// Prints` comments, and a few blocks that
// cannot compile as written), for patterndoc's tests of DocC catalogs.
import PackageDescription

let package = Package(
    name: "Shapes",
    products: [.library(name: "Shapes", targets: ["Shapes"])],
    targets: [.target(name: "Shapes")],
    swiftLanguageModes: [.v6]
)
