// swift-tools-version: 6.0
// A page whose program stops early and is run again, after which one more block no longer
// compiles: patterndoc's test that the rounds of the builds after a rerun go on counting.
import PackageDescription

let package = Package(
    name: "RerunRounds",
    products: [.library(name: "Tally", targets: ["Tally"])],
    targets: [.target(name: "Tally")],
    swiftLanguageModes: [.v6]
)
