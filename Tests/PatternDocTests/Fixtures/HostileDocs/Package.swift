// swift-tools-version: 6.0
// Docs nobody wrote for patterndoc, each page holding a block that once stopped a whole run or
// escaped it: patterndoc's test that one block or page never stops a run.
import PackageDescription

let package = Package(
    name: "HostileDocs",
    products: [.library(name: "Hostile", targets: ["Hostile"])],
    targets: [.target(name: "Hostile")],
    swiftLanguageModes: [.v6]
)
