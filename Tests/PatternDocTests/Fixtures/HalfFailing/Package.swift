// swift-tools-version: 6.0
// A catalog where half the pages fail, in every way a block can fail to compile: patterndoc's
// test that every failing block is found, at its line, in few builds of the workspace.
import PackageDescription

let package = Package(
    name: "HalfFailing",
    products: [.library(name: "Tally", targets: ["Tally"])],
    targets: [.target(name: "Tally")],
    swiftLanguageModes: [.v6]
)
