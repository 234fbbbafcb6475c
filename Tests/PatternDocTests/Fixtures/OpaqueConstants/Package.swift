// swift-tools-version: 6.0
// A page whose top-level constants have opaque types (`some Sequence<Int>`), which only a local
// may have, beside a `var` that a function uses, which must be a global. patterndoc's test that
// it makes a top-level binding a global only where a declaration or a later layer needs it.
import PackageDescription

let package = Package(
    name: "OpaqueConstants",
    products: [.library(name: "Counting", targets: ["Counting"])],
    targets: [.target(name: "Counting")],
    swiftLanguageModes: [.v6]
)
