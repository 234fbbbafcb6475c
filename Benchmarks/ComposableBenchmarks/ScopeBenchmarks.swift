import Composable

/// Holds a state the way a store does, in a class: both sides of the reducer comparison then
/// pay the one exclusivity check that a store pays when it hands its state to a reducer.
final class StateHolder<State> {
    var state: State

    init(_ state: State) {
        self.state = state
    }
}

/// Hides which reducer runs from the optimizer, so that neither side of a comparison is folded
/// into a single addition: both are called through a closure chosen at run time.
func opaque<State, Action>(_ reducer: ResolvedReducer<State, Action>) -> ResolvedReducer<State, Action> {
    CommandLine.arguments.contains("--never-given") ? ResolvedReducer { _, _ in .none } : reducer
}

/// Prints the three-level composition against the same mutation written as one `switch`:
/// through the reducer alone (resolved once, as a store runs it), and through `Store.send`.
func printScopeBenchmarks(iterations: Int) {
    let increment = ThreeLevels.Action.top(.middle(.leaf(.increment)))

    let composed = opaque(ThreeLevels()._resolve())
    let composedHolder = StateHolder(ThreeLevels.State())
    let composedReducer = nanosecondsPerIteration(iterations: iterations) { _ in
        _ = composed.run(&composedHolder.state, increment)
    }
    let handWritten = opaque(HandWrittenThreeLevels()._resolve())
    let handWrittenHolder = StateHolder(ThreeLevels.State())
    let handWrittenReducer = nanosecondsPerIteration(iterations: iterations) { _ in
        _ = handWritten.run(&handWrittenHolder.state, increment)
    }

    let (composedStore, handWrittenStore, leafStore) = MainActor.assumeIsolated {
        let composed = Store(initialState: ThreeLevels.State()) { ThreeLevels() }
        let handWritten = Store(initialState: ThreeLevels.State()) { HandWrittenThreeLevels() }
        let composedTime = nanosecondsPerIteration(iterations: iterations / 4) { _ in composed.send(increment) }
        let handWrittenTime = nanosecondsPerIteration(iterations: iterations / 4) { _ in
            handWritten.send(increment)
        }
        // What a view of the innermost feature does: send to a store scoped three levels down.
        let leaf = Store(initialState: ThreeLevels.State()) { ThreeLevels() }
            .scope(state: \.top, action: \.top)
            .scope(state: \.middle, action: \.middle)
            .scope(state: \.leaf, action: \.leaf)
        let leafTime = nanosecondsPerIteration(iterations: iterations / 4) { _ in leaf.send(.increment) }
        return (composedTime, handWrittenTime, leafTime)
    }

    print("3-level Scope against a hand-written switch (same mutation)")
    print("| path    | composed (ns/action) | hand-written (ns/action) | composed actions/s | speed vs hand-written |")
    print("|---------|---------------------:|-------------------------:|-------------------:|----------------------:|")
    for (name, composedTime, handTime) in [
        ("reducer", composedReducer, handWrittenReducer), ("store", composedStore, handWrittenStore),
    ] {
        let perSecond = 1e9 / composedTime
        print(
            "| \(padRight(name, 7)) |\(pad(format(composedTime), 21)) |"
                + "\(pad(format(handTime), 25)) |\(pad(format(perSecond / 1e6, decimals: 2) + " M", 19)) |"
                + "\(pad(format(handTime / composedTime, decimals: 2) + "x", 22)) |"
        )
    }
    print("")
    print("The same action sent to the leaf's store, scoped three levels down: \(format(leafStore)) ns")
    print(
        "Store.send's own cost (hand-written store minus hand-written reducer): "
            + "\(format(handWrittenStore - handWrittenReducer)) ns"
    )
}

/// Prints the cost of one element action sent through `forEach`, by id, as the rows grow.
func printForEachBenchmarks(iterations: Int) {
    print("forEach: one element action, by id")
    print("| rows    | reducer (ns/action) | store (ns/action) |")
    print("|--------:|--------------------:|------------------:|")
    var reducerTimes: [Int: Double] = [:]
    var storeTimes: [Int: Double] = [:]
    for rowCount in [10, 1_000, 100_000] {
        let rows = opaque(Rows()._resolve())
        let holder = StateHolder(Rows.state(rows: rowCount))
        let reducerTime = nanosecondsPerIteration(iterations: iterations / 4) { index in
            _ = rows.run(&holder.state, .rows(.element(id: index % rowCount, action: .increment)))
        }
        let storeTime = MainActor.assumeIsolated {
            let store = Store(initialState: Rows.state(rows: rowCount)) { Rows() }
            return nanosecondsPerIteration(iterations: iterations / 4) { index in
                store.send(.rows(.element(id: index % rowCount, action: .increment)))
            }
        }
        reducerTimes[rowCount] = reducerTime
        storeTimes[rowCount] = storeTime
        print("|\(pad("\(rowCount)", 8)) |\(pad(format(reducerTime), 20)) |\(pad(format(storeTime), 18)) |")
    }
    let reducerGrowth = reducerTimes[100_000]! / reducerTimes[10]!
    let storeGrowth = storeTimes[100_000]! / storeTimes[10]!
    print("")
    print(
        "100,000 rows against 10 rows: reducer \(format(reducerGrowth, decimals: 2))x, "
            + "store \(format(storeGrowth, decimals: 2))x"
    )
}
