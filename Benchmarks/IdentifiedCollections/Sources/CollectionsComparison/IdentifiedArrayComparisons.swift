import Composable
import IdentifiedCollections

typealias OurArray = Composable.IdentifiedArrayOf<Row>
typealias TheirArray = IdentifiedCollections.IdentifiedArrayOf<Row>

/// The `IdentifiedArray` operations, each timed on an array of `workload.count` elements built
/// fresh (and untimed) for every run.
func identifiedArrayComparisons(_ workload: Workload) -> [Comparison] {
    let rows = workload.rows
    let count = workload.count
    let frontRepeats = workload.frontRepeats
    return [
        Comparison(
            name: "append",
            unit: "\(count) appends",
            ours: {
                var array = OurArray()
                return time {
                    for row in rows { array.append(row) }
                    keep(array.count)
                }
            },
            theirs: {
                var array = TheirArray()
                return time {
                    for row in rows { array.append(row) }
                    keep(array.count)
                }
            }
        ),
        Comparison(
            name: "lookup by id",
            unit: "\(count) lookups",
            ours: {
                let array = OurArray(uniqueElements: workload.freshRows())
                return time {
                    var sum = 0
                    for id in workload.lookupOrder { sum &+= array[id: id]?.value ?? 0 }
                    keep(sum)
                }
            },
            theirs: {
                let array = TheirArray(uniqueElements: workload.freshRows())
                return time {
                    var sum = 0
                    for id in workload.lookupOrder { sum &+= array[id: id]?.value ?? 0 }
                    keep(sum)
                }
            }
        ),
        Comparison(
            name: "remove(id:) from the middle",
            unit: "\(workload.middleRepeats) removals",
            ours: {
                var array = OurArray(uniqueElements: workload.freshRows())
                return time {
                    for id in workload.middleIDs { keep(array.remove(id: id)) }
                }
            },
            theirs: {
                var array = TheirArray(uniqueElements: workload.freshRows())
                return time {
                    for id in workload.middleIDs { keep(array.remove(id: id)) }
                }
            }
        ),
        Comparison(
            name: "insert at index 0",
            unit: "\(frontRepeats) inserts",
            ours: {
                var array = OurArray(uniqueElements: workload.freshRows())
                return time {
                    for index in 0..<frontRepeats { array.insert(Row(id: -1 - index, value: index), at: 0) }
                    keep(array.count)
                }
            },
            theirs: {
                var array = TheirArray(uniqueElements: workload.freshRows())
                return time {
                    for index in 0..<frontRepeats { array.insert(Row(id: -1 - index, value: index), at: 0) }
                    keep(array.count)
                }
            }
        ),
        Comparison(
            name: "remove at index 0",
            unit: "\(frontRepeats) removals",
            ours: {
                var array = OurArray(uniqueElements: workload.freshRows())
                return time {
                    for _ in 0..<frontRepeats { keep(array.remove(at: 0)) }
                }
            },
            theirs: {
                var array = TheirArray(uniqueElements: workload.freshRows())
                return time {
                    for _ in 0..<frontRepeats { keep(array.remove(at: 0)) }
                }
            }
        ),
        Comparison(
            name: "sort by value",
            unit: "1 sort of \(count)",
            ours: {
                var array = OurArray(uniqueElements: workload.freshRows())
                return time {
                    array.sort { $0.value < $1.value }
                    keep(array[id: 0]?.value)
                }
            },
            theirs: {
                var array = TheirArray(uniqueElements: workload.freshRows())
                return time {
                    array.sort { $0.value < $1.value }
                    keep(array[id: 0]?.value)
                }
            }
        ),
        Comparison(
            name: "iteration",
            unit: "1 pass over \(count)",
            ours: {
                let array = OurArray(uniqueElements: workload.freshRows())
                return time {
                    var sum = 0
                    for row in array { sum &+= row.value }
                    keep(sum)
                }
            },
            theirs: {
                let array = TheirArray(uniqueElements: workload.freshRows())
                return time {
                    var sum = 0
                    for row in array { sum &+= row.value }
                    keep(sum)
                }
            }
        ),
    ]
}
