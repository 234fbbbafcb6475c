// swift-tools-version: 6.0
// An app's features written with the composable architecture, in a package that depends on
// this one as any app would: its DocC catalog of articles (features built up in parts, views,
// tests, navigation) is verified by `swift package patterndoc test --docs
// Sources/AppFeatures/AppFeatures.docc`, with no plugin or module of its own beyond its
// features. Scripts/plugin-test.sh copies it outside the repository and runs it.
import PackageDescription

let package = Package(
    name: "TCAApp",
    products: [.library(name: "AppFeatures", targets: ["AppFeatures"])],
    dependencies: [.package(name: "PatternDoc", path: "../../../..")],
    targets: [
        .target(
            name: "AppFeatures",
            dependencies: [
                .product(name: "Composable", package: "PatternDoc"),
                .product(name: "ComposableUI", package: "PatternDoc"),
            ],
            plugins: [.plugin(name: "CasePathsPlugin", package: "PatternDoc")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
