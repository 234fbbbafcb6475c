import PatternDocModel
import SwiftSource

/// Why a block failed, in the words of someone adopting patterndoc on docs they did not write
/// for it: the groups of the adoption summary, and for a block that cannot compile as written,
/// the fence attribute that says so.
///
/// A failed block's ``BlockReport/cause`` names its group:
///
/// ```swift
/// var block = BlockReport(page: "Docs/Guide.md", line: 8, index: 0, kind: .compiled, isHidden: false, status: .failed)
/// block.cause = .elidedCode
/// assert(block.cause?.title == "elided code")
/// assert(block.cause?.advice.hasPrefix("the block leaves code out") == true)
/// ```
public enum FailureCause: String, Sendable, Codable, CaseIterable {
    /// The code leaves parts out (`...`, `<#placeholder#>`), so it cannot compile as written.
    case elidedCode
    /// The block lists an API's declarations without their bodies, as a summary of it.
    case apiSignatures
    /// A package manifest that does not type-check (often an excerpt without `name:`).
    case manifest
    /// It imports a module the package and toolchain do not have here (`SwiftUI` on Linux).
    case missingModule
    /// It uses names that no block before it declares, nor the package, nor Foundation.
    case missingSymbol
    /// It uses what a block that does not compile declares: fix that block first.
    case dependsOnFailingBlock
    /// It is one part of a declaration a later block of the page goes on with (a feature shown
    /// in parts): that block wants `continues`.
    case declarationInParts
    /// Any other compiler error.
    case doesNotCompile
    /// It ran, but printed something other than its `// Prints` comment or `text` block says.
    case outputDiffers
    /// A test it holds failed, or it reported an unexpected runtime warning.
    case testFails
    /// It crashed, stopped the program or ran out of time.
    case failsWhenRun
    /// It did not run because an earlier block stopped the page's program.
    case notRun
    /// Its fence or text breaks a rule patterndoc reads blocks by (an unknown attribute, a
    /// fence never closed, a `#sourceLocation` directive, an `output` block without its `text`
    /// block), so it was not compiled; the other blocks were verified all the same.
    case invalidBlock
    /// It fails for a reason not listed here (a `fails` block that compiled, a workspace that
    /// did not build).
    case other

    /// The group's name in the summary.
    public var title: String {
        switch self {
        case .elidedCode: "elided code"
        case .apiSignatures: "API signatures"
        case .manifest: "manifest"
        case .missingModule: "missing module"
        case .missingSymbol: "missing symbol"
        case .dependsOnFailingBlock: "depends on a failing block"
        case .declarationInParts: "declaration in parts"
        case .doesNotCompile: "does not compile"
        case .outputDiffers: "output differs"
        case .testFails: "test fails"
        case .failsWhenRun: "fails when run"
        case .notRun: "not run"
        case .invalidBlock: "invalid block"
        case .other: "other"
        }
    }

    /// What the group means and what to do about it.
    public var advice: String {
        switch self {
        case .elidedCode:
            "the block leaves code out (`...` or a placeholder), so it cannot compile as written; mark it skipped with the reason."
        case .apiSignatures:
            "the block lists declarations without bodies, as an API summary; it cannot compile as written, so mark it skipped."
        case .manifest:
            "the block is a Package.swift (or an excerpt of one) that does not type-check as a manifest; complete it, or mark it skipped."
        case .missingModule:
            "the block uses a module this package and toolchain do not offer here (Apple-only frameworks on Linux, such as SwiftUI); mark it skipped."
        case .missingSymbol:
            "the block uses names no block before it declares; declare them in a ```swift hidden block above it, or mark it skipped."
        case .dependsOnFailingBlock:
            "the block uses what a block that does not compile declares; fix or skip that block first, then run again."
        case .declarationInParts:
            "the block is one part of a declaration that a later block of the page goes on with (a feature shown in parts); mark each later part ```swift continues, so that they compile as one."
        case .doesNotCompile:
            "the compiler rejects the block; fix it, mark it fails(\"...\") if the error is the point, or skip it."
        case .outputDiffers:
            "the block ran, but printed something else than its '// Prints' comment or text block says; fix one of them."
        case .testFails:
            "a test in the block failed, or the block reported a runtime warning; fix the example."
        case .failsWhenRun:
            "the block crashed, stopped the program or ran out of time (a server, an endless loop, a network call); fix it, or mark it norun to compile it without running it."
        case .notRun:
            "an earlier block stopped the page's program before this one ran; fix that block first."
        case .invalidBlock:
            "the block's fence or text breaks a rule patterndoc reads blocks by (see its message), so it was not compiled; fix the fence, or mark it skip(\"reason\")."
        case .other:
            "see the message above."
        }
    }

    /// The fence attribute to add for a block that cannot be verified as written, or `nil`
    /// when the block should be fixed instead.
    package func suggestedAttribute(missing names: [String] = [], module: String? = nil) -> String? {
        switch self {
        case .elidedCode: "skip(\"elided code\")"
        case .apiSignatures: "skip(\"API signatures\")"
        case .manifest: "skip(\"manifest excerpt\")"
        case .missingModule: "skip(\"needs \(module ?? "a module not available here")\")"
        case .missingSymbol:
            names.isEmpty ? "skip(\"uses code from elsewhere\")" : "skip(\"uses \(names.prefix(3).joined(separator: ", ")) from elsewhere\")"
        case .doesNotCompile: "skip(\"does not compile as written\")"
        case .failsWhenRun: "norun"
        default: nil
        }
    }

    /// The cause of `report`'s failure; `compileErrors` are the errors the build left the block
    /// out for, if it was left out.
    /// `missingFromFailingBlocks` says whether a block of the page that does not compile
    /// declares a name the errors say is missing.
    package static func classify(
        block: CodeBlock,
        report: BlockReport,
        compileErrors: [CompilerDiagnostic]?,
        missingFromFailingBlocks: Bool = false
    ) -> FailureCause {
        let message = report.message ?? ""
        if report.kind == .manifest { return .manifest }
        if let errors = compileErrors {
            if hasElision(block.code) { return .elidedCode }
            if isManifestExcerpt(block.code) { return .manifest }
            if errors.contains(where: { $0.message.hasPrefix("no such module") }) { return .missingModule }
            if errors.contains(where: {
                $0.message.hasPrefix("expected '{' in body of") || $0.message.hasSuffix("requires a body")
                    || $0.message.hasPrefix("expected '{' to start")
            }) {
                return .apiSignatures
            }
            if missingModule(in: errors) != nil { return .missingModule }
            // A missing name brings follow-on errors (a type that cannot be inferred, a member
            // that cannot be resolved); the missing name is the cause.
            if errors.contains(where: isMissingName) {
                return missingFromFailingBlocks ? .dependsOnFailingBlock : .missingSymbol
            }
            // `struct State { /* ... */ }`, `// ...`: the author left code out in a comment.
            if hasElidingComment(block.code) { return .elidedCode }
            return .doesNotCompile
        }
        if message.contains("the comment says the print") || message.contains("the output differs") { return .outputDiffers }
        if message.hasPrefix("not run:") || message.contains("did not reach this block") { return .notRun }
        if message.contains("crashed") || message.contains("stopped the program") || message.contains("did not finish within")
            || message.contains("ended the test process")
        {
            return .failsWhenRun
        }
        if report.kind == .test || message.contains("runtime warning") { return .testFails }
        return .other
    }

    /// How the message of a block that fails only because an earlier block does not compile
    /// starts: it names that block's line, which ``AdoptionSummary`` reads back to rank the
    /// edits that would verify the most blocks.
    package static func dependsOnBlockPhrase(line: Int) -> String {
        "depends on the block at line \(line), which does not compile: fix or skip that block first.\n"
    }

    /// The fence line a message written with ``dependsOnBlockPhrase(line:)`` names, or `nil`.
    static func dependedOnLine(in message: String) -> Int? {
        let prefix = "depends on the block at line "
        guard message.hasPrefix(prefix) else { return nil }
        return Int(message.dropFirst(prefix.count).prefix { $0.isNumber })
    }

    /// The names `errors` say are missing: `Add` for "cannot find 'Add' in scope".
    package static func missingNames(in errors: [CompilerDiagnostic]) -> [String] {
        var names: [String] = []
        for error in errors where isMissingName(error) {
            // The quoted parts are the names: `value of type 'FileHandle' has no member 'bytes'`
            // misses its last, `'Options' is not a member type of ...` its first.
            let quoted = error.message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let name: String? =
                if let range = error.message.range(of: " has no dynamic member ") {
                    error.message[range.upperBound...].split(separator: "'", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
                } else {
                    error.message.contains(" has no member ") ? quoted.last : quoted.first
                }
            if let name, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The module a "no such module 'X'" error names, or the Apple-only framework whose names
    /// the errors say are missing (`View` and `#Preview` are SwiftUI's).
    package static func missingModule(in errors: [CompilerDiagnostic]) -> String? {
        if let error = errors.first(where: { $0.message.hasPrefix("no such module") }) {
            let parts = error.message.split(separator: "'")
            return parts.count >= 2 ? String(parts[1]) : nil
        }
        var names = missingNames(in: errors)
        names += errors.compactMap { error in
            error.message.hasPrefix("no macro named") ? error.message.split(separator: "'").dropFirst().first.map(String.init) : nil
        }
        for error in errors {
            if let member = appleOnlyFoundationMember(in: error) { return "Foundation on Apple platforms (\(member))" }
        }
        for name in names {
            if let framework = appleOnlyNames[name] { return framework }
            if name.hasPrefix("UI"), name.count > 3, name.dropFirst(2).first?.isUppercase == true { return "UIKit" }
            if name.hasPrefix("AV"), name.count > 3, name.dropFirst(2).first?.isUppercase == true { return "AVFoundation" }
        }
        return nil
    }

    /// Names of Apple-only frameworks that docs use without saying so, and their framework.
    static let appleOnlyNames: [String: String] = [
        "View": "SwiftUI", "Preview": "SwiftUI", "Text": "SwiftUI", "Button": "SwiftUI", "VStack": "SwiftUI",
        "HStack": "SwiftUI", "NavigationStack": "SwiftUI", "Scene": "SwiftUI", "WindowGroup": "SwiftUI",
        "EnvironmentValues": "SwiftUI", "Color": "SwiftUI", "Image": "SwiftUI", "List": "SwiftUI",
        "AnyPublisher": "Combine", "PassthroughSubject": "Combine", "CurrentValueSubject": "Combine",
        "AnyCancellable": "Combine", "NSViewController": "AppKit", "NSApplication": "AppKit",
        "CLLocationManager": "CoreLocation", "CLLocation": "CoreLocation", "MKMapView": "MapKit",
        "SFSpeechRecognizer": "Speech", "CMMotionManager": "CoreMotion", "XCTestCase": "XCTest",
    ]

    /// The members of Foundation's types that Apple's Foundation has and swift-corelibs-foundation
    /// (Linux, Windows) does not: the asynchronous sequences of lines and bytes.
    static let appleOnlyFoundationMembers: [String: Set<String>] = [
        "URL": ["lines", "resourceBytes"], "FileHandle": ["bytes"], "URLSession": ["bytes"],
    ]

    /// `URL.lines` for "value of type 'URL' has no member 'lines'", when that member is one of
    /// ``appleOnlyFoundationMembers``; `nil` otherwise.
    static func appleOnlyFoundationMember(in error: CompilerDiagnostic) -> String? {
        guard error.message.hasPrefix("value of type '") || error.message.hasPrefix("type '"),
            error.message.contains(" has no member '")
        else { return nil }
        let quoted = error.message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        guard let type = quoted.first, let member = quoted.last, appleOnlyFoundationMembers[type]?.contains(member) == true else { return nil }
        return "\(type).\(member)"
    }

    /// Whether an error says a name is not there: not in scope, not a member, not a type.
    static func isMissingName(_ error: CompilerDiagnostic) -> Bool {
        let text = error.message
        return text.hasPrefix("cannot find ") || text.contains(" has no member ") || text.contains(" has no dynamic member ")
            || text.contains("is not a member type")
            || text.hasPrefix("no type named")
    }

    /// Whether `code` declares `name` anywhere (at file scope or nested, a type, a function, a
    /// property or a case): what a block that uses `name` may have wanted from it.
    package static func declares(_ name: String, in code: String) -> Bool {
        let words: Set<Substring> = ["struct", "class", "enum", "actor", "protocol", "typealias", "func", "let", "var", "case"]
        let tokens = Lexer.tokens(in: code).filter { !$0.kind.isTrivia }
        for (index, token) in tokens.enumerated().dropFirst() where token.text == name || token.text == "`\(name)`" {
            if words.contains(tokens[index - 1].text) { return true }
        }
        return false
    }

    /// Whether the code is a piece of a manifest: it starts with `.package(`, `.target(`,
    /// `.product(` and the like, or with a manifest argument such as `dependencies:`.
    static func isManifestExcerpt(_ code: String) -> Bool {
        let tokens = Lexer.tokens(in: code).filter { !$0.kind.isTrivia }
        guard tokens.count >= 2 else { return false }
        let members: Set<Substring> = [
            "package", "target", "product", "library", "executable", "executableTarget", "testTarget", "plugin",
            "macro", "systemLibrary", "binaryTarget", "define", "unsafeFlags", "enableUpcomingFeature",
            "enableExperimentalFeature", "swiftLanguageMode", "interoperabilityMode",
        ]
        let arguments: Set<Substring> = [
            "dependencies", "targets", "products", "swiftSettings", "platforms", "linkerSettings", "cSettings", "plugins",
        ]
        if tokens[0].text == ".", members.contains(tokens[1].text) { return true }
        return arguments.contains(tokens[0].text) && tokens[1].text == ":"
    }

    /// Whether a comment of the code stands for code left out: `/* ... */`, or a `// ...` line
    /// (text may follow the dots: `// ... other cases`).
    static func hasElidingComment(_ code: String) -> Bool {
        guard code.contains("...") || code.contains("…") else { return false }
        for token in Lexer.tokens(in: code) where token.kind == .lineComment || token.kind == .blockComment {
            var text = token.text.dropFirst(2)
            if token.kind == .blockComment { text = text.dropLast(2) }
            let words = text.drop { $0 == " " || $0 == "\t" || $0 == "*" }
            if words.hasPrefix("...") || words.hasPrefix("…") { return true }
        }
        return false
    }

    /// Whether the code leaves parts out: a `...` or `…` standing where code should be (alone,
    /// or right inside brackets, or after `=`), or an editor placeholder `<#name#>`.
    static func hasElision(_ code: String) -> Bool {
        if code.contains("<#"), code.contains("#>") { return true }
        let tokens = Lexer.tokens(in: code).filter { !$0.kind.isTrivia }
        for (index, token) in tokens.enumerated() where token.text == "..." || token.text == "…" {
            let before = index > 0 ? tokens[index - 1] : nil
            let after = index + 1 < tokens.count ? tokens[index + 1] : nil
            let opens = before.map { ["{", "(", "[", ",", "=", ":", "in"].contains($0.text) || $0.line < token.line } ?? true
            let closes = after.map { ["}", ")", "]", ","].contains($0.text) || $0.line > token.line } ?? true
            if opens && closes { return true }
        }
        return false
    }
}
