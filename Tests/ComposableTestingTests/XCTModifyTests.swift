import Composable
import ComposableTesting
import Testing

/// `XCTModify`, as the original's tests use it inside `TestStore` assertions: it changes the
/// value in place, and fails the test for a missing value, the wrong case, or no change.
@MainActor
struct XCTModifyTests {
    enum Screen: Equatable {
        case counter(Int)
        case empty
    }

    @Test func aPresentOptionalIsChangedInPlace() {
        var count: Int? = 1
        XCTModify(&count) { $0 += 1 }
        #expect(count == 2)
    }

    @Test func aCaseGivenByItsConstructorIsChangedInPlace() {
        var screen = Screen.counter(1)
        XCTModify(&screen, case: /Screen.counter) { $0 += 10 }
        #expect(screen == .counter(11))
    }

    @Test func aMissingValueFailsAndLeavesItAlone() async {
        var count: Int?
        let reported = await failures(containing: "XCTModify: Expected to extract value of type \"Int\"") {
            XCTModify(&count) { $0 += 1 }
        }
        #expect(reported.count == 1)
        #expect(count == nil)
    }

    @Test func anotherCaseFails() async {
        var screen = Screen.empty
        let reported = await failures(containing: "XCTModify: Expected to extract value") {
            XCTModify(&screen, case: /Screen.counter) { $0 += 1 }
        }
        #expect(reported.count == 1)
        #expect(screen == .empty)
    }

    @Test func leavingAnEquatableValueUnchangedFails() async {
        var count: Int? = 3
        let reported = await failures(containing: "value to be modified but it was unchanged") {
            XCTModify(&count) { _ in }
        }
        #expect(reported.count == 1)
    }

    @Test func insideANonExhaustiveStoreAnUnchangedValueDoesNotFail() async {
        let store = TestStore(initialState: Optional(1)) {
            Reduce<Int?, Bool> { _, _ in .none }
        }
        store.exhaustivity = .off
        await store.send(true) {
            XCTModify(&$0) { _ in }
        }
    }

    @Test func theNanosecondConstantsAreApplesValues() {
        #expect(NSEC_PER_SEC == 1_000_000_000)
        #expect(NSEC_PER_MSEC == 1_000_000)
        #expect(NSEC_PER_USEC == 1_000)
    }
}
