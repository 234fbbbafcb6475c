import Composable

// Measures the runtime's composition overhead. Run through Scripts/bench.sh (release build).
// "reducer" rows call the reducer the way a store runs it (resolved once); "store" rows go
// through `Store.send`, with everything a store does per action.

/// `--iterations N` shortens a run, for profiling under valgrind.
let iterations = CommandLine.arguments.firstIndex(of: "--iterations")
    .flatMap { Int(CommandLine.arguments[$0 + 1]) } ?? 1_000_000
let increment = ThreeLevels.Action.top(.middle(.leaf(.increment)))

/// Hides which reducer runs from the optimizer, so that neither side of a comparison is folded
/// into a single addition: both are called through a closure chosen at run time.
func opaque<State, Action>(_ reducer: ResolvedReducer<State, Action>) -> ResolvedReducer<State, Action> {
    CommandLine.arguments.contains("--never-given") ? ResolvedReducer { _, _ in .none } : reducer
}

var composedState = ThreeLevels.State()
let composed = opaque(ThreeLevels()._resolve())
let composedReducer = nanosecondsPerIteration(iterations: iterations) { _ in
    _ = composed.run(&composedState, increment)
}

var handWrittenState = ThreeLevels.State()
let handWritten = opaque(HandWrittenThreeLevels()._resolve())
let handWrittenReducer = nanosecondsPerIteration(iterations: iterations) { _ in
    _ = handWritten.run(&handWrittenState, increment)
}

let (composedStore, handWrittenStore) = MainActor.assumeIsolated {
    let composed = Store(initialState: ThreeLevels.State()) { ThreeLevels() }
    let handWritten = Store(initialState: ThreeLevels.State()) { HandWrittenThreeLevels() }
    let composedTime = nanosecondsPerIteration(iterations: iterations / 4) { _ in composed.send(increment) }
    let handWrittenTime = nanosecondsPerIteration(iterations: iterations / 4) { _ in handWritten.send(increment) }
    return (composedTime, handWrittenTime)
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
print("forEach: one element action, by id")
print("| rows    | reducer (ns/action) | store (ns/action) |")
print("|--------:|--------------------:|------------------:|")
var reducerTimes: [Int: Double] = [:]
var storeTimes: [Int: Double] = [:]
for rowCount in [10, 1_000, 100_000] {
    var state = Rows.state(rows: rowCount)
    let rows = opaque(Rows()._resolve())
    let reducerTime = nanosecondsPerIteration(iterations: iterations / 4) { index in
        _ = rows.run(&state, .rows(.element(id: index % rowCount, action: .increment)))
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
print("100,000 rows against 10 rows: reducer \(format(reducerGrowth, decimals: 2))x, store \(format(storeGrowth, decimals: 2))x")

print("")
printIdentifiedArrayBenchmarks()

print("")
MainActor.assumeIsolated { printViewHostBenchmarks() }
