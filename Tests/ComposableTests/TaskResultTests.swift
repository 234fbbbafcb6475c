import Composable
import ComposableTesting
import Testing

/// `TaskResult`, the original's older outcome type: success or any error, with `Equatable`,
/// `Hashable`, case paths, and conversions to and from `Result`, as in the original.
@MainActor
struct TaskResultTests {
    struct Offline: Error, Hashable {}
    struct Timeout: Error, Hashable {}
    struct Unequatable: Error {}

    @Test func catchingKeepsTheValueOrTheError() async throws {
        let success = await TaskResult { 42 }
        let failure = await TaskResult<Int> { throw Offline() }

        #expect(success == .success(42))
        #expect(failure == .failure(Offline()))
        #expect(try success.value == 42)
        #expect(throws: Offline.self) { try failure.value }
    }

    @Test func failuresAreEqualWhenTheirErrorsAre() {
        #expect(TaskResult<Int>.failure(Offline()) == .failure(Offline()))
        #expect(TaskResult<Int>.failure(Offline()) != .failure(Timeout()))
        #expect(TaskResult<Int>.success(1) != .failure(Offline()))
        #expect(TaskResult<Int>.success(1) != .success(2))
    }

    @Test func comparingErrorsOfATypeThatIsNotEquatableReportsAnIssue() {
        withKnownIssue {
            #expect(TaskResult<Int>.failure(Unequatable()) != .failure(Unequatable()))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix(#""TaskResultTests.Unequatable" is not equatable."#) }
        }
    }

    @Test func errorsOfDifferentTypesCompareUnequalWithoutAnIssue() {
        #expect(TaskResult<Int>.failure(Unequatable()) != .failure(Offline()))
    }

    @Test func outcomesHashAsTheyCompare() {
        let outcomes: Set<TaskResult<Int>> = [.success(1), .success(1), .failure(Offline()), .failure(Offline()), .failure(Timeout())]

        #expect(outcomes.count == 3)
    }

    @Test func hashingAnErrorThatIsNotHashableReportsAnIssue() {
        withKnownIssue {
            var hasher = Hasher()
            TaskResult<Int>.failure(Unequatable()).hash(into: &hasher)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix(#""TaskResultTests.Unequatable" is not hashable."#) }
        }
    }

    @Test func mapAndFlatMapTransformOnlySuccesses() {
        #expect(TaskResult<Int>.success(21).map { $0 * 2 } == .success(42))
        #expect(TaskResult<Int>.failure(Offline()).map { $0 * 2 } == .failure(Offline()))
        #expect(TaskResult<Int>.success(-1).flatMap { $0 < 0 ? .failure(Timeout()) : .success($0) } == .failure(Timeout()))
        #expect(TaskResult<Int>.success(1).flatMap { TaskResult<String>.success("\($0)") } == .success("1"))
    }

    @Test func resultsConvertBothWays() throws {
        let fromResult = TaskResult(Result<Int, Offline>.failure(Offline()))
        #expect(fromResult == .failure(Offline()))
        #expect(TaskResult(Result<Int, Offline>.success(3)) == .success(3))

        let back = Result(TaskResult<Int>.success(5))
        #expect(try back.get() == 5)
        #expect(throws: Offline.self) { try Result(TaskResult<Int>.failure(Offline())).get() }
    }

    @Test func itHasCasePaths() {
        let success = TaskResult<Int>.success(42)
        let failure = TaskResult<Int>.failure(Offline())

        #expect(success[case: \.success] == 42)
        #expect(success[case: \.failure] == nil)
        #expect(failure[case: \.failure] as? Offline == Offline())
        #expect(success.is(\.success))
        #expect(failure.is(\.failure))
        #expect(Array(TaskResult<Int>.allCasePaths).count == 2)
        #expect(failure.case == \Case<TaskResult<Int>>.failure)
        let embedded: TaskResult<Int> = (\Case<TaskResult<Int>>.success)(7)
        #expect(embedded == .success(7))
    }

    struct Fact: Reducer {
        struct State: Equatable {
            var fact: String?
            var failed = false
        }

        enum Action: Equatable {
            case fetch(Int)
            case response(TaskResult<String>)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .fetch(number):
                    return .run { send in
                        await send(.response(TaskResult {
                            if number < 0 { throw Offline() }
                            return "\(number) is a number."
                        }))
                    }
                case let .response(.success(fact)):
                    state.fact = fact
                    return .none
                case .response(.failure):
                    state.failed = true
                    return .none
                }
            }
        }
    }

    @Test func aTestStoreReceivesTaskResultsByCaseAndByValue() async {
        let store = TestStore(initialState: Fact.State()) { Fact() }

        await store.send(.fetch(3))
        await store.receive(\.response.success) { $0.fact = "3 is a number." }
        await store.send(.fetch(-1))
        await store.receive(.response(.failure(Offline()))) { $0.failed = true }
    }
}
