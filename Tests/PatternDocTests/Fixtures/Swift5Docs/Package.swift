// swift-tools-version: 6.0
// Docs written for the Swift 5 language mode: a type with a `static var`, which Swift 6's
// strict concurrency rejects. patterndoc compiles them in the manifest's mode unless told.
import PackageDescription

let package = Package(
    name: "Swift5Docs",
    products: [.library(name: "Counting", targets: ["Counting"])],
    targets: [.target(name: "Counting")],
    swiftLanguageModes: [.v5]
)
