import Composable
import Testing

/// Tells `Composable` which Swift Testing test is running, so that shared values kept by keys
/// (`.inMemory`, `.appStorage`, `.fileStorage`) start fresh in each test and never reach the
/// real `UserDefaults` or disk.
///
/// `Composable` finds this type by its mangled name; renaming it or moving it to another module
/// breaks that lookup (`SharedTestIsolationTests` would fail).
enum CurrentTest: TestIdentifying {
    static var currentTestID: String? {
        Test.current.map { String(describing: $0.id) }
    }
}
