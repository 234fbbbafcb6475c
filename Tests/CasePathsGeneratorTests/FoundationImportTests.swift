import Testing

@testable import SwiftSource

@Test func theGeneratedFileImportsFoundationWhenNoFileOfTheTargetDoes() {
    // `import ComposableUI` brings Foundation as `import SwiftUI` does, so a payload of `UUID`
    // or `URL` compiles in the user's file; the generated file must name the type too.
    let result = generate(files: [
        "Todo.swift": """
            import ComposableUI
            enum Action { case opened(URL), deleted(IndexSet), added(UUID) }
            """
    ])
    let imports = result.source.split(separator: "\n").filter { $0.hasPrefix("import") }
    #expect(imports == ["import Composable", "import Foundation", "import ComposableUI"])
}

@Test func foundationIsImportedOnceWhenAFileImportsItToo() {
    let result = generate(files: [
        "A.swift": """
            import Foundation
            enum Action { case added(UUID) }
            """
    ])
    let imports = result.source.split(separator: "\n").filter { $0.hasPrefix("import") }
    #expect(imports == ["import Composable", "import Foundation"])
}
