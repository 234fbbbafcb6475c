import Composable
import CustomDump

/// A list feature's state of `rows` rows, as a TestStore would compare it.
struct ScoreboardState: Equatable {
    var rows: OurArray
}

/// The state diff a TestStore shows when one field of one row of 1,000 differs from what the
/// test expected: ours is `Composable.diff(_:_:)`, which the TestStore's failure message
/// prints; theirs is CustomDump's `diff(_:_:)` of the very same two values.
func stateDiffComparison(rows: Int) -> Comparison {
    let expected = ScoreboardState(
        rows: OurArray(uniqueElements: (0..<rows).map { Row(id: $0, value: $0 + 3_004) })
    )
    var actual = expected
    actual.rows[id: rows / 2]?.value -= 1
    return Comparison(
        name: "state diff, 1 field of 1 row",
        unit: "1 diff of \(rows) rows",
        ours: { time { keep(Composable.diff(expected, actual)) } },
        theirs: { time { keep(CustomDump.diff(expected, actual)) } }
    )
}
