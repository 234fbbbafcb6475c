import Testing

@testable import PatternDoc
@testable import PatternDocReport

/// How failures are grouped for someone adopting patterndoc.
@Suite struct FailureCauseTests {
    static func error(_ message: String) -> CompilerDiagnostic {
        CompilerDiagnostic(file: "Docs/P.md", line: 3, column: 1, severity: .error, message: message)
    }

    static let page = DocPage(path: "Docs/P.md", title: "P", markdown: "")

    static func cause(_ code: String, _ errors: [String], fromFailing: Bool = false) -> FailureCause {
        let block = WorkspaceFixture.block(page, 0, line: 2, code)
        let report = BlockReport(page: page.path, line: 1, index: 0, kind: .compiled, isHidden: false, status: .failed)
        return FailureCause.classify(block: block, report: report, compileErrors: errors.map(error), missingFromFailingBlocks: fromFailing)
    }

    @Test func compileFailuresAreElisionMissingNamesModulesOrOtherErrors() {
        #expect(Self.cause("func f() {\n    ...\n}\n", ["expected expression"]) == .elidedCode)
        #expect(Self.cause("let x = <#value#>\n", ["editor placeholder in source file"]) == .elidedCode)
        #expect(Self.cause("import SwiftUI\n", ["no such module 'SwiftUI'"]) == .missingModule)
        #expect(Self.cause("let m = Math()\n", ["cannot find 'Math' in scope"]) == .missingSymbol)
        #expect(Self.cause("let m = Math()\n", ["cannot find 'Math' in scope"], fromFailing: true) == .dependsOnFailingBlock)
        #expect(Self.cause("let x: Int = \"a\"\n", ["cannot convert value of type 'String' to specified type 'Int'"]) == .doesNotCompile)
        #expect(Self.cause("for i in 0...3 { print(i) }\n", ["boom"]) == .doesNotCompile)
    }

    @Test func aFoundationMemberOnlyApplePlatformsHaveIsAMissingModule() {
        // `URL.lines` and `FileHandle.bytes` are not in swift-corelibs-foundation: nothing the
        // page could declare makes them compile on Linux.
        #expect(Self.cause("for try await line in url.lines {}\n", ["value of type 'URL' has no member 'lines'"]) == .missingModule)
        #expect(FailureCause.missingModule(in: [Self.error("value of type 'FileHandle' has no member 'bytes'")]) == "Foundation on Apple platforms (FileHandle.bytes)")
        #expect(FailureCause.missingModule.suggestedAttribute(module: "Foundation on Apple platforms (URL.lines)") == #"skip("needs Foundation on Apple platforms (URL.lines)")"#)
        // The same member of another type is the page's to declare.
        #expect(Self.cause("let l = text.lines\n", ["value of type 'Text' has no member 'lines'"]) == .missingSymbol)
    }

    @Test func eachCauseThatCannotCompileAsWrittenSuggestsAnAttribute() {
        #expect(FailureCause.elidedCode.suggestedAttribute() == #"skip("elided code")"#)
        #expect(FailureCause.missingSymbol.suggestedAttribute(missing: ["Math", "Add"]) == #"skip("uses Math, Add from elsewhere")"#)
        #expect(FailureCause.missingModule.suggestedAttribute(module: "SwiftUI") == #"skip("needs SwiftUI")"#)
        #expect(FailureCause.outputDiffers.suggestedAttribute() == nil)
        #expect(FailureCause.missingNames(in: [
            Self.error("value of type 'FileHandle' has no member 'bytes'"),
            Self.error("'Options' is not a member type of struct 'M.Math'"),
            Self.error("cannot find type 'Version' in scope"),
        ]) == ["bytes", "Options", "Version"])
    }

    @Test func theSummaryGroupsFailuresAndEndsWithTheBuilds() {
        var elided = BlockReport(page: "Docs/P.md", line: 3, index: 0, kind: .compiled, isHidden: false, status: .failed)
        elided.cause = .elidedCode
        elided.suggestedAttribute = #"skip("elided code")"#
        var wrong = BlockReport(page: "Docs/P.md", line: 9, index: 1, kind: .output, isHidden: false, status: .failed)
        wrong.cause = .outputDiffers
        let passed = BlockReport(page: "Docs/P.md", line: 15, index: 2, kind: .compiled, isHidden: false, status: .passed)
        var report = VerificationReport(dependencyHash: "", pages: [], blocks: [elided, wrong, passed], problems: [], seconds: 1)
        report.builds = 2
        #expect(AdoptionSummary.text(for: report) == """
            Adoption summary: 2 of 3 Swift blocks failed; 1 was verified as written.

            elided code (1): \(FailureCause.elidedCode.advice)
              Docs/P.md:3: ```swift skip("elided code")

            output differs (1): \(FailureCause.outputDiffers.advice)
              Docs/P.md:9

            Adding the 1 attribute above leaves 1 block to fix. The doc workspace was built 2 times.


            """)
    }
}
