// swift-tools-version: 6.0
// A package that uses patterndoc the way any other package would: as a dependency whose
// command plugin it runs (`swift package patterndoc test`). Scripts/plugin-test.sh runs it.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    products: [.library(name: "Shout", targets: ["Shout"])],
    dependencies: [.package(path: "../../../..")],
    targets: [.target(name: "Shout")],
    swiftLanguageModes: [.v6]
)
