import Testing

@testable import SwiftSource

@Test func anEnumReducerGetsTheStateActionBodyAndCaseScopeOfACaseReducer() {
    let result = generate("""
        struct Feature: Reducer {
            enum Destination: Reducer {
                case sheet(Counter)
                case alert(AlertState<Alert>)
                enum Alert { case ok }
            }
        }
        """)
    let expected = #"""
        extension Feature.Destination: Composable.CaseReducer {
            @dynamicMemberLookup
            enum State: Composable.CaseReducerState, Composable.CasePathable {
                typealias StateReducer = Feature.Destination
                case sheet(Counter.State)
                case alert(AlertState<Alert>)
                struct AllCasePaths: Sendable {
                    var sheet: Composable.AnyCasePath<Feature.Destination.State, Counter.State> {
                        Composable.AnyCasePath(
                            caseName: "sheet",
                            embed: { .sheet($0) },
                            extract: { if case let .sheet(value) = $0 { return value } else { return nil } }
                        )
                    }
                    var alert: Composable.AnyCasePath<Feature.Destination.State, AlertState<Alert>> {
                        Composable.AnyCasePath(
                            caseName: "alert",
                            embed: { .alert($0) },
                            extract: { if case let .alert(value) = $0 { return value } else { return nil } }
                        )
                    }
                }
                nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
            }

            enum Action: Composable.CasePathable {
                case sheet(Counter.Action)
                case alert(Alert)
        """#
    #expect(result.source.contains(expected))
    let body = #"""
            typealias Body = Composable.Reduce<State, Action>

            static var body: Composable.Reduce<State, Action> {
                Composable.Reduce(
                    Composable.EmptyReducer<State, Action>()
                        .ifCaseLet(\.sheet, action: \.sheet) { Counter() }
                )
            }

            @dynamicMemberLookup
            enum CaseScope: Composable.CasePathable {
                case sheet(Composable.StoreOf<Counter>)
                case alert(AlertState<Alert>)
        """#
    #expect(result.source.contains(body))
    let scope = #"""
            @MainActor
            static func scope(_ store: Composable.Store<State, Action>) -> CaseScope {
                switch store.state {
                case .sheet:
                    return .sheet(store.scope(state: \Composable.Case<State>.sheet, action: \.sheet)!)
                case let .alert(value0):
                    return .alert(value0)
                }
            }
        }
        """#
    #expect(result.source.contains(scope))
    #expect(result.enumReducers == ["Feature.Destination"])
    #expect(!result.conformedEnums.contains("Feature.Destination"))
    #expect(result.conformedEnums == ["Feature.Destination.Alert"])
    #expect(result.warnings.isEmpty)
}

@Test func reducersNestedInTheParentFeatureAreQualified() {
    let result = generate("""
        struct Feature {
            struct Counter: Reducer {}
            enum Path: Reducer { case counter(Counter) }
        }
        """)
    #expect(result.source.contains("        case counter(Feature.Counter.State)\n"))
    #expect(result.source.contains("        case counter(Feature.Counter.Action)\n"))
    #expect(result.source.contains(".ifCaseLet(\\.counter, action: \\.counter) { Feature.Counter() }"))
    #expect(result.source.contains("        case counter(Composable.StoreOf<Feature.Counter>)\n"))
}

@Test func anEquatableExtensionOfTheGeneratedStateGetsItsEquality() {
    let result = generate("""
        enum Destination: Reducer {
            case sheet(Counter)
            case loading
        }
        extension Destination.State: Equatable {}
        """)
    let expected = """
            static func == (lhs: Self, rhs: Self) -> Bool {
                switch (lhs, rhs) {
                case (let .sheet(lhs0), let .sheet(rhs0)):
                    return lhs0 == rhs0
                case (.loading, .loading):
                    return true
                default:
                    return false
                }
            }
    """
    #expect(result.source.contains(expected))
    #expect(!result.source.contains("func hash(into"))
}

@Test func aHashableExtensionOfTheGeneratedStateGetsEqualityAndHashing() {
    let result = generate("""
        enum Path: Reducer { case detail(Detail) }
        extension Path.State: Hashable {}
        """)
    #expect(result.source.contains("static func == (lhs: Self, rhs: Self) -> Bool {"))
    // One case: no `default`, which Swift would warn about.
    #expect(!result.source.contains("default:"))
    #expect(result.source.contains("""
                case let .detail(value0):
                    hasher.combine(0)
                    hasher.combine(value0)
    """))
}

@Test func aPublicEnumReducerHasPublicMembers() {
    let result = generate("public enum Destination: Reducer { case sheet(Counter) }")
    #expect(result.source.contains("    public enum State: Composable.CaseReducerState, Composable.CasePathable {"))
    #expect(result.source.contains("        public typealias StateReducer = Destination"))
    #expect(result.source.contains("    public enum Action: Composable.CasePathable {"))
    #expect(result.source.contains("    public static var body: Composable.Reduce<State, Action> {"))
    #expect(result.source.contains("    public enum CaseScope: Composable.CasePathable {"))
    #expect(result.source.contains("    public static func scope(_ store: Composable.Store<State, Action>) -> CaseScope {"))
}

@Test func aCaseWithoutPayloadHasAnActionThatCannotBeSent() {
    let result = generate("enum Destination: Reducer { case loading }")
    #expect(result.source.contains("        case loading\n"))
    #expect(result.source.contains("        case loading(Swift.Never)\n"))
    #expect(result.source.contains("            return .loading\n"))
}

@Test func aHandWrittenActionIsKeptAndGetsItsOwnCasePaths() {
    let result = generate("""
        enum Destination: CaseReducer {
            case sheet(Counter)
            enum Action { case sheet(Counter.Action) }
        }
        """)
    #expect(result.source.contains("extension Destination {\n"))
    #expect(!result.source.contains("enum Action: Composable.CasePathable"))
    #expect(result.conformedEnums == ["Destination.Action"])
    #expect(result.enumReducers == ["Destination"])
}

@Test func enumReducersThatCannotBeGeneratedAreSkippedWithAWarning() {
    let result = generate("""
        private enum Hidden: Reducer { case a(A) }
        enum Generic<R>: Reducer { case a(R) }
        enum Declared: Reducer { case a(A); enum State { case a(A.State) } }
        """)
    #expect(result.enumReducers.isEmpty)
    #expect(result.warnings.map(\.message) == [
        "enum reducer 'Hidden' is private, so CasePathsPlugin cannot extend it from the generated file; "
            + "make it internal or wider, or write its State, Action and body by hand as a struct reducer",
        "enum reducer 'Generic' is generic, which CasePathsPlugin does not support; "
            + "write its State, Action and body by hand as a struct reducer",
        "enum reducer 'Declared' declares its own 'State', which CasePathsPlugin generates; remove it "
            + "(the generated State has one case per feature), or write its State, Action and body by hand as a struct reducer",
    ])
}

@Test func aNeverPayloadIsEmbeddedWithoutBuildingTheCase() {
    let result = generate("enum Destination: Reducer { case notice(AlertState<Never>) }")
    #expect(result.source.contains("        case notice(Never)\n"))
    #expect(result.source.contains("embed: { $0 },"))
}

@Test func casesThatHoldNoFeatureArePlainDataAsInTheOriginal() {
    let result = generate("""
        struct Meeting: Equatable {}
        enum Path: Reducer {
            case detail(Detail)
            case meeting(Meeting, syncUp: SyncUp)
            case note(Meeting)
            case items([Item])
            /* @ReducerCaseIgnored */ case code(Int)
            // @ReducerCaseEphemeral
            case banner(Banner)
        }
        """)
    #expect(result.warnings.isEmpty)
    let state = """
                case detail(Detail.State)
                case meeting(Meeting, syncUp: SyncUp)
                case note(Meeting)
                case items([Item])
                case code(Int)
                case banner(Banner)
        """
    #expect(result.source.contains(state))
    let action = """
                case detail(Detail.Action)
                case meeting(Swift.Never)
                case note(Swift.Never)
                case items(Swift.Never)
                case code(Swift.Never)
                case banner(Banner.Action)
        """
    #expect(result.source.contains(action))
    #expect(result.source.contains("""
                case let .meeting(value0, value1):
                    return .meeting(value0, syncUp: value1)
        """))
    #expect(result.source.contains(".ifCaseLet(\\.detail, action: \\.detail) { Detail() }"))
    #expect(!result.source.contains(".ifCaseLet(\\.banner"))
}

@Test func aCommentThatIsNotOnlyAMarkerChangesNothing() {
    let result = generate("""
        enum Path: Reducer {
            /* @ReducerCaseIgnored because it is not a feature */ case detail(Detail)
        }
        """)
    #expect(result.source.contains("        case detail(Detail.State)\n"))
}

@Test func aHandWrittenBodyIsKeptAndOnlyItsTypeIsNamed() {
    let result = generate("""
        enum Path: Reducer {
            case detail(Detail)
            static var body: Reduce<State, Action> { Reduce(EmptyReducer()) }
        }
        """)
    #expect(result.warnings.isEmpty)
    #expect(result.source.contains("    typealias Body = Reduce<State, Action>\n"))
    #expect(!result.source.contains("static var body"))
}

@Test func aHandWrittenBodyOfAnOpaqueTypeIsKeptAndItsTypeLeftToSwift() {
    let result = generate("""
        enum Path: Reducer {
            case detail(Detail)
            static var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """)
    #expect(result.warnings.isEmpty)
    #expect(result.enumReducers.count == 1)
    #expect(!result.source.contains("typealias Body"))
    #expect(!result.source.contains("static var body"))
    #expect(result.source.contains("static func scope(_ store: Composable.Store<State, Action>) -> CaseScope"))
}
