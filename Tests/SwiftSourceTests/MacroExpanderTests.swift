import SwiftSource
import Testing

/// What `ComposableMacros` hands the compiler for each of Composable's macros, from the source
/// text the compiler sends.
struct MacroExpanderTests {
    private func expand(
        _ macro: String,
        _ role: MacroExpansionRequest.Role,
        attribute: String,
        _ declaration: String,
        parent: String? = nil,
        extendedType: String? = nil,
        missing: [String] = []
    ) -> Result<String, MacroExpansionError> {
        MacroExpander.expand(MacroExpansionRequest(
            macro: macro, role: role, attribute: attribute, declaration: declaration,
            parent: parent, extendedType: extendedType, missingConformances: missing
        ))
    }

    private func text(_ result: Result<String, MacroExpansionError>) -> String {
        (try? result.get()) ?? "failure: \(result)"
    }

    @Test func casePathableWritesItsCasePathsAndTheirSequenceInsideTheEnumAtItsAccess() {
        let members = text(expand("CasePathableMacro", .member, attribute: "@CasePathable", """
            @CasePathable
            public enum Loading<Value> {
                case idle
                case loaded(Value, at: Int)
            }
            """))
        #expect(members.contains("public struct AllCasePaths: Sendable, Composable.CasePathReflectable, Sequence {"))
        #expect(members.contains("public var loaded: Composable.AnyCasePath<Loading<Value>, (Value, at: Int)> {"))
        #expect(members.contains("public subscript(root: Loading<Value>) -> Composable.PartialCaseKeyPath<Loading<Value>> {"))
        #expect(members.contains("public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }"))
    }

    @Test func casePathableAddsOnlyTheConformancesTheEnumLacks() {
        let declaration = "@CasePathable enum Mode { case on, off }"
        #expect(text(expand(
            "CasePathableMacro", .extension, attribute: "@CasePathable", declaration,
            extendedType: "Feature.Mode", missing: ["CasePathable", "CasePathIterable"]
        )) == "extension Feature.Mode: Composable.CasePathable, Composable.CasePathIterable {}")
        #expect(text(expand(
            "CasePathableMacro", .extension, attribute: "@CasePathable", declaration, extendedType: "Mode", missing: []
        )) == "")
    }

    @Test func casePathableOnAStructIsAnErrorThatSaysWhatToDo() {
        let result = expand("CasePathableMacro", .member, attribute: "@CasePathable", "@CasePathable struct Point { var x = 0 }")
        guard case .failure(let error) = result else { Issue.record("expected an error, got \(result)"); return }
        #expect(error.description == "'@CasePathable' applies to an enum; remove it from this declaration")
    }

    private let feature = """
        @Reducer
        struct Counter {
            struct State: Equatable { var count = 0 }
            enum Action { case tapped }
            var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """

    @Test func reducerMarksItsActionCasePathableAndItsBodyAReducerBuilder() {
        let action = "    enum Action { case tapped }"
        #expect(text(expand("ReducerMacro", .memberAttribute, attribute: "@Reducer", action, parent: feature)) == "@CasePathable")
        let enumState = "    enum State { case loading, loaded(Int) }"
        #expect(text(expand("ReducerMacro", .memberAttribute, attribute: "@Reducer", enumState, parent: feature)) == "@CasePathable")
        #expect(text(expand("ReducerMacro", .memberAttribute, attribute: "@Reducer", "    var body: some ReducerOf<Self> { EmptyReducer() }", parent: feature))
            == "@Composable.ReducerBuilder<Self.State, Self.Action>")
        // Nothing where the code already says it, and nothing for other members.
        for member in [
            "    @CasePathable enum Action { case tapped }",
            "    enum Action: CasePathable { case tapped }",
            "    @ReducerBuilder<State, Action> var body: some ReducerOf<Self> { EmptyReducer() }",
            "    static var body: some ReducerOf<Self> { EmptyReducer() }",
            "    struct State: Equatable { var count = 0 }",
            "    enum Delegate { case done }",
        ] {
            #expect(text(expand("ReducerMacro", .memberAttribute, attribute: "@Reducer", member, parent: feature)) == "", "\(member)")
        }
    }

    @Test func reducerConformsAStructToReducerAndAnEnumToCaseReducer() {
        #expect(text(expand("ReducerMacro", .extension, attribute: "@Reducer", feature, extendedType: "Counter", missing: ["Reducer", "CaseReducer"]))
            == "extension Counter: Composable.Reducer {}")
        #expect(text(expand("ReducerMacro", .extension, attribute: "@Reducer", "@Reducer enum Destination { case counter(Counter) }",
                            extendedType: "Destination", missing: ["CaseReducer", "Reducer"]))
            == "extension Destination: Composable.CaseReducer, Composable.Reducer {}")
        #expect(text(expand("ReducerMacro", .member, attribute: "@Reducer", feature)) == "")
    }

    @Test func reducerCompletesAStructThatLeavesOutItsStateActionOrBody() {
        #expect(text(expand("ReducerMacro", .member, attribute: "@Reducer", "@Reducer public struct Placeholder { let context: String }")) == """
            public struct State: Codable, Equatable, Hashable, Sendable { public init() {} }
            public enum Action: Equatable, Hashable, Sendable {}
            public var body: Composable.EmptyReducer<State, Action> { Composable.EmptyReducer() }
            """)
        #expect(text(expand("ReducerMacro", .member, attribute: "@Reducer", """
            @Reducer struct Logger {
                typealias State = Int
                enum Action { case log }
                func reduce(into state: inout Int, action: Action) -> Effect<Action> { .none }
            }
            """)) == "")
    }

    @Test func reducerGivesNoStateOrActionToAStructThatWritesItsReducerOut() {
        // As the original's macro: a body typed `some Reducer...`, a property with an initial
        // value or a `reduce(into:action:)` method means the struct names its State and Action
        // (here the enclosing feature's), so none is added.
        for declaration in [
            "@Reducer struct Unavailable {\n    var body: some Reducer<State, Action> {\n        EmptyReducer()\n    }\n}",
            "@Reducer struct Qualified {\n    var body: some Composable.ReducerOf<Self> { EmptyReducer() }\n}",
            "@Reducer struct Stored {\n    let body = EmptyReducer<Int, Int>()\n}",
        ] {
            #expect(text(expand("ReducerMacro", .member, attribute: "@Reducer", declaration)) == "", "\(declaration)")
        }
        // A property without an initial value, or a nested type's body, does not count.
        #expect(text(expand("ReducerMacro", .member, attribute: "@Reducer", """
            @Reducer struct Feature {
                @Dependency(\\.uuid) var uuid
                let id: Int
                struct Inner { var body: some Reducer<Int, Int> { EmptyReducer() } }
            }
            """)) == """
            struct State: Codable, Equatable, Hashable, Sendable { init() {} }
            enum Action: Equatable, Hashable, Sendable {}
            var body: Composable.EmptyReducer<State, Action> { Composable.EmptyReducer() }
            """)
    }

    @Test func reducerOnAnEnumWritesItsFeaturesStateActionAndBodyWithTheProtocolsItsArgumentsName() {
        let members = text(expand("ReducerMacro", .member, attribute: """
            // A comment above the attribute (the compiler sends it along) does not count (even with parentheses).
            @Reducer(state: .equatable, .hashable, action: .equatable, .sendable)
            """, """
            @Reducer(state: .equatable, .hashable, action: .equatable, .sendable)
            enum Destination {
                case counter(Counter)
                case alert(AlertState<Alert>)
                @ReducerCaseIgnored
                case archived(String)
            }
            """))
        #expect(members.contains("enum State: Composable.CaseReducerState, Composable.CasePathable, Hashable {"))
        #expect(members.contains("typealias StateReducer = Destination"))
        #expect(members.contains("case counter(Counter.State)"))
        #expect(members.contains("case alert(AlertState<Alert>)"))
        #expect(members.contains("case archived(String)"))
        #expect(members.contains("static func == (lhs: Self, rhs: Self) -> Bool {"))
        #expect(members.contains("func hash(into hasher: inout Hasher) {"))
        #expect(members.contains("enum Action: Composable.CasePathable, Equatable, Sendable {"))
        #expect(members.contains(".ifCaseLet(\\.counter, action: \\.counter) { Counter() }"))
        #expect(!members.contains(".ifCaseLet(\\.alert"))
        #expect(members.contains("static func scope(_ store: Composable.Store<State, Action>) -> CaseScope {"))
    }

    @Test func anEnumReducerThatDeclaresItsOwnStateIsAnErrorNamingTheMacro() {
        let result = expand("ReducerMacro", .member, attribute: "@Reducer", """
            @Reducer
            enum Destination {
                case counter(Counter)
                enum State { case counter }
            }
            """)
        guard case .failure(let error) = result else { Issue.record("expected an error, got \(result)"); return }
        #expect(error.description.contains("declares its own 'State', which @Reducer generates"))
    }

    @Test func dependencyClientWritesItsInitsAndLabelledMethodsInsideTheStruct() {
        let members = text(expand("DependencyClientMacro", .member, attribute: "@DependencyClient", """
            @DependencyClient
            private struct Weather {
                var forecast: @Sendable (_ city: String) async throws -> String
                private var cache: [String: String] = [:]
            }
            """))
        #expect(members.contains("init(cache: [String: String] = [:]) {"))
        #expect(members.contains("Self.reportUnimplementedEndpoint(\"forecast\")"))
        // Written in the body, the memberwise init needs no parameter to tell it from Swift's.
        #expect(members.contains("init(forecast: @escaping @Sendable (_ city: String) async throws -> String, cache: [String: String] = [:]) {"))
        #expect(!members.contains("_: Void = ()"))
        #expect(members.contains("func forecast(city p0: String) async throws -> String {"))
        #expect(text(expand("DependencyClientMacro", .extension, attribute: "@DependencyClient", "struct Weather {}",
                            extendedType: "Weather", missing: ["DependencyClient"]))
            == "extension Weather: Composable.DependencyClient {}")
    }

    @Test func dependencyClientOnAnEnumIsAnErrorNamingTheMacroAndAClientWithoutEndpointsGetsNothing() {
        let onEnum = expand("DependencyClientMacro", .member, attribute: "@DependencyClient", """
            @DependencyClient
            enum Weather { case sunny }
            """)
        guard case .failure(let enumError) = onEnum else { Issue.record("expected an error, got \(onEnum)"); return }
        #expect(enumError.description == "'Weather' is a '@DependencyClient', which only a struct of closures can be: make it a struct")

        // As the original's, a client without endpoints gets nothing, and no error.
        let withoutEndpoints = expand("DependencyClientMacro", .member, attribute: "@DependencyClient", """
            @DependencyClient
            struct Weather { var city = "Oslo" }
            """)
        #expect(text(withoutEndpoints) == "")
    }

    @Test func previewBecomesAFunctionUnderTheCompilersUniqueNameReturningThePreviewValue() {
        let titled = MacroExpander.expandFreestanding(
            "PreviewMacro", syntax: "// A badge\n#Preview(\"Two\") {\n    Badge(count: 2)\n}", discriminator: "$s3App"
        )
        #expect(text(titled) == """
            func $s3App7PreviewfMu_() -> ComposableUI.Preview {
                ComposableUI.Preview("Two") {
                Badge(count: 2)
            }
            }
            """)
        let untitled = MacroExpander.expandFreestanding("PreviewMacro", syntax: "#Preview { Text(\"Hi\") }", discriminator: "$s3App")
        #expect(text(untitled).contains("ComposableUI.Preview { Text(\"Hi\") }"))
    }

    @Test func aFreestandingMacroThisPluginDoesNotKnowIsAnError() {
        guard case .failure(let error) = MacroExpander.expandFreestanding("SelectorMacro", syntax: "#selector(f)", discriminator: "$s") else {
            Issue.record("expected an error")
            return
        }
        #expect(error.description.contains("no macro 'SelectorMacro'"))
        guard case .failure = MacroExpander.expandFreestanding("PreviewMacro", syntax: "#Other { }", discriminator: "$s") else {
            Issue.record("expected an error for a use that is not #Preview")
            return
        }
    }

    @Test func markersAndViewActionAddOnlyAConformance() {
        #expect(text(expand("MarkerMacro", .peer, attribute: "@ReducerCaseIgnored", "@ReducerCaseIgnored case archived(String)")) == "")
        #expect(text(expand("ViewActionMacro", .extension, attribute: "@ViewAction(for: Counter.self)", "struct CounterView {}",
                            extendedType: "CounterView", missing: ["Composable.ViewActionSending"]))
            == "extension CounterView: Composable.ViewActionSending {}")
    }

    @Test func theCompilersPlaceholderListsTheMissingConformances() {
        #expect(MacroExpansionRequest.conformances(inPlaceholder: "struct Placeholder: Composable.Reducer, CaseReducer {}")
            == ["Composable.Reducer", "CaseReducer"])
        #expect(MacroExpansionRequest.conformances(inPlaceholder: "struct Placeholder {}") == [])
    }

    @Test func theCasePathGeneratorLeavesEnumsAMacroWritesToTheMacro() {
        let result = ConformanceGenerator.generate([SourceFile(path: "Feature.swift", text: """
            @Reducer
            struct Feature {
                enum Action { case tapped, child(Child) }
                enum Child { case done }
            }
            @CasePathable enum Mode { case on, off }
            @Reducer enum Destination { case feature(Feature) }
            extension Feature { enum Other { case a } }
            """)])
        #expect(result.conformedEnums == ["Feature.Child", "Feature.Other"])
        #expect(result.enumReducers == [])
    }
}
