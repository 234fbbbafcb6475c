import Composable
import Dispatch

/// Times the `IdentifiedArray` operations whose cost depends on the array's size.
func printIdentifiedArrayBenchmarks() {
    struct Item: Identifiable { let id: Int; var value = 0 }
    print("IdentifiedArray of 100,000 elements")
    print("| operation                   | µs per operation |")
    print("|-----------------------------|-----------------:|")
    var items = IdentifiedArray(uniqueElements: (0..<100_000).map { Item(id: $0) })
    let rows: [(String, (Int) -> Void)] = [
        ("insert at index 0", { index in items.insert(Item(id: -1 - index), at: 0) }),
        ("remove at index 0", { _ in _ = items.remove(at: 0) }),
        ("remove(id:) from the middle", { index in _ = items.remove(id: 20_000 + index) }),
        ("lookup by id", { index in _ = items[id: (index * 7_919) % 100_000] }),
        ("update by id", { index in items[id: 50_000]?.value = index }),
    ]
    for (name, operation) in rows {
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<200 { operation(index) }
        let perOperation = Double(DispatchTime.now().uptimeNanoseconds - start) / 200 / 1_000
        print("| \(padRight(name, 27)) |\(pad(format(perOperation, decimals: 2), 17)) |")
    }
}
