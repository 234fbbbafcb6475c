// swift-tools-version: 6.0
// Pages that read as one Swift script: a function that uses a top-level `var`, and values that
// live on across a redeclaration. patterndoc's test that top-level code means what it means in
// `main.swift`.
import PackageDescription

let package = Package(
    name: "ScriptPages",
    products: [.library(name: "Pantry", targets: ["Pantry"])],
    targets: [.target(name: "Pantry")],
    swiftLanguageModes: [.v6]
)
