// swift-tools-version: 6.0
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the checkout is called.
let mainPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

// Compares the main package's `IdentifiedArray` and TestStore state diff with the packages users
// would otherwise take. It lives in its own package so that the main package keeps no Swift
// package dependencies: only this benchmark depends on them. Run it with
// Scripts/bench-collections.sh (release build).
let package = Package(
    name: "IdentifiedCollectionsBenchmarks",
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    ],
    targets: [
        .executableTarget(
            name: "CollectionsComparison",
            dependencies: [
                .product(name: "Composable", package: mainPackage),
                .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
