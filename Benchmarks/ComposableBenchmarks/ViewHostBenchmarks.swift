import Composable
import ComposableUI
import Dispatch

/// A row of the list benchmark: a view on a scoped row store.
struct RowView: View {
    let store: StoreOf<Row>

    var body: some View {
        HStack {
            Text("Row \(store.id)")
            Text("\(store.count)")
        }
    }
}

/// The list: one row view per element, through the scoped collection of row stores.
struct RowsView: View {
    let store: StoreOf<Rows>

    var body: some View {
        List {
            ForEach(store.scope(state: \.rows, action: \.rows)) { store in
                RowView(store: store)
            }
        }
    }
}

/// One list size's measurements.
struct ViewHostMeasurement {
    let rows: Int
    let mountMilliseconds: Double
    let updateMicroseconds: Double
    let rowEvaluationsPerUpdate: Double
    let listEvaluationsPerUpdate: Double
}

/// Mounts a `List` of `rowCount` row views in a `ViewHost`, then changes one row at a time and
/// brings the screen up to date (`evaluations(of:)` runs the pending update and reads a count).
@MainActor
func measureViewHost(rows rowCount: Int, updates: Int) -> ViewHostMeasurement {
    let store = Store(initialState: Rows.state(rows: rowCount)) { Rows() }
    let mountStart = DispatchTime.now().uptimeNanoseconds
    let host = ViewHost(RowsView(store: store))
    let mountTime = Double(DispatchTime.now().uptimeNanoseconds - mountStart)

    let rowsBefore = host.evaluations(of: RowView.self)
    let listBefore = host.evaluations(of: RowsView.self)
    var times: [Double] = []
    times.reserveCapacity(updates)
    for index in 0..<updates {
        let id = (index * 7_919) % rowCount
        let start = DispatchTime.now().uptimeNanoseconds
        store.send(.rows(.element(id: id, action: .increment)))
        _ = host.evaluations(of: RowView.self)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    times.sort()
    let rowEvaluations = Double(host.evaluations(of: RowView.self) - rowsBefore) / Double(updates)
    let listEvaluations = Double(host.evaluations(of: RowsView.self) - listBefore) / Double(updates)
    return ViewHostMeasurement(
        rows: rowCount,
        mountMilliseconds: mountTime / 1e6,
        updateMicroseconds: times[times.count / 2] / 1e3,
        rowEvaluationsPerUpdate: rowEvaluations,
        listEvaluationsPerUpdate: listEvaluations
    )
}

/// Prints the table of the list benchmark.
@MainActor
func printViewHostBenchmarks() {
    print("ViewHost: a List of row views on scoped stores; one row's state changes per update")
    print("| rows    | mount (ms) | update, median (µs) | row bodies per update | list bodies per update |")
    print("|--------:|-----------:|--------------------:|----------------------:|-----------------------:|")
    var updateTimes: [Int: Double] = [:]
    for rowCount in [1_000, 100_000] {
        let measurement = measureViewHost(rows: rowCount, updates: 201)
        updateTimes[rowCount] = measurement.updateMicroseconds
        print(
            "|\(pad("\(rowCount)", 8)) |\(pad(format(measurement.mountMilliseconds), 11)) |"
                + "\(pad(format(measurement.updateMicroseconds, decimals: 2), 20)) |"
                + "\(pad(format(measurement.rowEvaluationsPerUpdate, decimals: 2), 22)) |"
                + "\(pad(format(measurement.listEvaluationsPerUpdate, decimals: 2), 23)) |"
        )
    }
    let growth = updateTimes[100_000]! / updateTimes[1_000]!
    print("")
    print("update, 100,000 rows against 1,000 rows: \(format(growth, decimals: 2))x (target: within 2x)")
}
