import Composable
import Dispatch

/// Times the `IdentifiedArray` operations that `forEach` and list features lean on, without
/// other packages. Scripts/bench-collections.sh compares every operation with
/// swift-identified-collections side by side.
func printIdentifiedArrayBenchmarks() {
    struct Item: Identifiable { let id: Int; var value = 0 }
    print("IdentifiedArray of 100,000 elements (side by side with swift-identified-collections: Scripts/bench-collections.sh)")
    print("| operation                       | µs per operation |")
    print("|---------------------------------|-----------------:|")
    var items = IdentifiedArray(uniqueElements: (0..<100_000).map { Item(id: $0) })
    let rows: [(String, (Int) -> Void)] = [
        ("update by id", { index in items[id: 50_000]?.value = index }),
        ("insert at index 0, then remove", { index in
            items.insert(Item(id: -1 - index), at: 0)
            _ = items.remove(at: 0)
        }),
    ]
    for (name, operation) in rows {
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<200 { operation(index) }
        let perOperation = Double(DispatchTime.now().uptimeNanoseconds - start) / 200 / 1_000
        print("| \(padRight(name, 31)) |\(pad(format(perOperation, decimals: 2), 17)) |")
    }
}
