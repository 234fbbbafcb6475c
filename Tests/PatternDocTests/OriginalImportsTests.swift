import Testing

@testable import PatternDoc
@testable import PatternDocPlan

/// Articles written for the original import its modules; a package built on the runtime reads
/// those imports as the runtime's, as `Docs/DifferencesFromTheOriginal.md` maps them.
@Suite struct OriginalImportsTests {
    static let runtime = OriginalImports(available: ["Composable", "ComposableTesting", "ComposableUI"])

    @Test func theOriginalsModulesAreReadAsTheRuntimes() {
        let code = """
            import ComposableArchitecture
            import SwiftUI
            @testable import Sharing
            import Testing

            @Reducer struct Feature {}

            """
        #expect(Self.runtime.mapped(code, inTest: false) == """
            import Composable
            import ComposableUI
            @testable import Composable
            import Testing

            @Reducer struct Feature {}

            """)
    }

    @Test func aTestBlockImportsTheTestingModule() {
        #expect(Self.runtime.mapped("import ComposableArchitecture\nimport Clocks\n", inTest: true) == "import ComposableTesting\nimport ComposableTesting\n")
        #expect(Self.runtime.mapped("import Dependencies // for the clients\n", inTest: true) == "import Composable // for the clients\n")
    }

    @Test func whatIsNotAPlainImportOfTheOriginalStaysAsWritten() {
        let untouched = [
            "import struct SwiftUI.Binding\n",
            "import Combine\n",
            "let text = \"import SwiftUI\"\n",
            "// import SwiftUI\n",
            "let SwiftUI = 1; _ = SwiftUI\n",
            "let page = \"\"\"\n    import SwiftUI\n    \"\"\"\n",
            "import SwiftUI.Binding\n",
        ]
        for code in untouched {
            #expect(Self.runtime.mapped(code, inTest: false) == code)
        }
    }

    @Test func aModuleThePackageCannotImportIsNotNamed() {
        let core = OriginalImports(available: ["Composable"])
        #expect(core.mapped("import SwiftUI\nimport ComposableArchitecture\n", inTest: true) == "import SwiftUI\nimport Composable\n")
        let none = OriginalImports(available: ["Logging"])
        #expect(none.isEmpty)
        #expect(none.mapped("import ComposableArchitecture\n", inTest: false) == "import ComposableArchitecture\n")
    }
}
