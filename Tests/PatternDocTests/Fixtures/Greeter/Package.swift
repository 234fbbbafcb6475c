// swift-tools-version: 6.0
// A small package that is not this one, for patterndoc's end-to-end test of `--package`.
import PackageDescription

let package = Package(
    name: "Greeter",
    products: [.library(name: "Greeting", targets: ["Greeting"])],
    targets: [.target(name: "Greeting")],
    swiftLanguageModes: [.v6]
)
