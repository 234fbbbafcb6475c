// swift-tools-version: 6.0
// Blocks marked `fails` whose errors the compiler finds only after type-checking (definite
// initialization, a missing return): patterndoc's test that such a block counts as failing.
import PackageDescription

let package = Package(
    name: "LateCompileErrors",
    products: [.library(name: "Ledger", targets: ["Ledger"])],
    targets: [.target(name: "Ledger")],
    swiftLanguageModes: [.v6]
)
