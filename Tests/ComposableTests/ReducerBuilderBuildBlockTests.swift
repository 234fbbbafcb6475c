import Composable
import Testing

/// `ReducerBuilder.buildBlock(_:)`: a body of one reducer is that reducer, as in the original.
struct ReducerBuilderBuildBlockTests {
    struct Counter: Reducer {
        var body: some Reducer<Int, Void> {
            Reduce { count, _ in
                count += 1
                return .none
            }
        }
    }

    @Test func aSingleReducerIsPassedThroughUnchanged() {
        let built = ReducerBuilder<Int, Void>.buildBlock(Counter())
        let sameType: Counter = built

        var count = 0
        _ = sameType.reduce(into: &count, action: ())
        #expect(count == 1)
    }

    @Test func aBodyOfOneReducerIsThatReducersType() {
        @ReducerBuilder<Int, Void>
        func body() -> some Reducer<Int, Void> {
            Counter()
        }

        #expect(type(of: body()) == Counter.self)
    }
}
