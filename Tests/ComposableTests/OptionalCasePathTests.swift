import Composable
import Testing

enum OptionalCasePathDestination {
    case detail(Int)
    case settings
}

struct OptionalCasePathTests {
    @Test func isOnAnOptionalEnumChecksTheCaseAndIsFalseForNil() {
        let detail: OptionalCasePathDestination? = .detail(1)
        let none: OptionalCasePathDestination? = nil
        #expect(detail.is(\.detail))
        #expect(!detail.is(\.settings))
        #expect(!none.is(\.detail))
    }
}
