import Composable
import ComposableTesting
import Testing

@MainActor
struct CasePathAdditionsTests {
    struct Failure: Error, Equatable {}

    @Test func resultHasSuccessAndFailureCasePaths() {
        let success: Result<Int, Failure> = .success(1)
        let failure: Result<Int, Failure> = .failure(Failure())

        #expect(success[case: \.success] == 1)
        #expect(success[case: \.failure] == nil)
        #expect(failure[case: \.failure] == Failure())
        #expect(failure.is(\.failure))
        let path: CaseKeyPath<Result<Int, Failure>, Int> = \.success
        #expect(path(2) == .success(2))
    }

    @Test func ifCaseLetRunsAChildOnTheSuccessOfAResult() async {
        let store = TestStore(initialState: Result<Int, Failure>.success(0)) {
            Reduce<Result<Int, Failure>, Result<Int, Failure>> { _, _ in .none }
                .ifCaseLet(\.success, action: \.success) {
                    Reduce { state, action in
                        state = action
                        return state < 0 ? .run { send in await send(0) } : .none
                    }
                }
        }

        await store.send(.success(1)) { $0 = .success(1) }
        await store.send(.failure(Failure()))
        await store.send(.success(-1)) { $0 = .success(-1) }
        await store.receive(.success(0)) { $0 = .success(0) }
    }

    enum Screen: Equatable {
        case counter(Int)
        case note(String)
    }

    @Test func casesNamesTheRootOfAnEnumsCaseKeyPaths() {
        let path = \Screen.Cases.counter
        let same: CaseKeyPath<Screen, Int> = \.counter

        #expect(path == same)
        #expect(Screen.counter(1)[case: path] == 1)
    }

    @Test func aCaseKeyPathModifiesItsCaseInPlaceAndThrowsForAnotherCase() throws {
        var screen = Screen.counter(1)

        try (\Screen.Cases.counter).modify(&screen) { $0 += 1 }
        #expect(screen == .counter(2))

        #expect(throws: (any Error).self) {
            try (\Screen.Cases.note).modify(&screen) { $0 += "!" }
        }
        #expect(screen == .counter(2))

        let doubled = try AnyCasePath(\Screen.Cases.counter).modify(&screen) { value -> Int in
            value *= 2
            return value
        }
        #expect(doubled == 4)
        #expect(screen == .counter(4))
    }

    @Test func anOptionalEnumModifiesItsCaseInPlaceAndWarnsWhenNil() {
        var screen: Screen? = .note("a")
        screen.modify(\.note) { $0 += "b" }
        #expect(screen == .note("ab"))

        var absent: Screen? = nil
        let warnings = RuntimeWarningRecorder()
        let result: Void? = warnings.record { absent.modify(\.note) { $0 += "b" } }

        #expect(result == nil)
        #expect(absent == nil)
        #expect(warnings.messages.count == 1)
    }

    struct Parent: Reducer {
        struct State: Equatable {
            @Presents var destination: Screen?
        }

        enum Action: Equatable {
            case bumped
        }

        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.$destination[case: \.counter]? += 1
                return .none
            }
        }
    }

    @Test func aTestStoreAssertionModifiesAPresentedCase() async {
        let store = TestStore(initialState: Parent.State(destination: .counter(0))) { Parent() }

        await store.send(.bumped) {
            $0.destination.modify(\.counter) { $0 = 1 }
        }
        await store.send(.bumped) {
            try (\Screen.Cases.counter).modify(&$0.destination!) { $0 = 2 }
        }
    }
}
