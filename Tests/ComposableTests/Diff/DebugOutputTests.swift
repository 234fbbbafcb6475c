import Composable
import Synchronization
import Testing

/// `debugCaseOutput`, `expectNoDifference`, `_ReducerPrinter` and `Reduce(internal:)`: the
/// debugging helpers the original's own tests use.
@MainActor
struct DebugOutputTests {
    enum Action {
        case action1(Bool, label: String)
        case action2(Bool, Int, String)
        case screenA(ScreenA)

        enum ScreenA {
            case row(index: Int, action: RowAction)

            enum RowAction {
                case tapped
                case textChanged(query: String)
            }
        }
    }

    @Test func debugCaseOutputNamesTheCasesWithLabelsButNoValues() {
        #expect(debugCaseOutput(Action.action1(true, label: "Blob")) == "DebugOutputTests.Action.action1(_:, label:)")
        #expect(debugCaseOutput(Action.action2(true, 1, "Blob")) == "DebugOutputTests.Action.action2(_:, _:, _:)")
        #expect(
            debugCaseOutput(Action.screenA(.row(index: 1, action: .textChanged(query: "Hi"))))
                == "DebugOutputTests.Action.screenA(.row(index:, action: .textChanged(query:)))"
        )
        #expect(debugCaseOutput(Action.screenA(.row(index: 1, action: .tapped)), abbreviated: true) == ".screenA(.row(index:, action: .tapped))")
    }

    @Test func expectNoDifferencePassesForEqualValues() {
        expectNoDifference([1, 2], [1, 2])
    }

    @Test func expectNoDifferenceReportsTheDiffOfUnequalValues() {
        struct User: Equatable {
            var name: String
            var bio: String
        }
        withKnownIssue {
            expectNoDifference(User(name: "Blob", bio: "Hi"), User(name: "Blob Jr.", bio: "Hi"))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("""
                Difference: …

                      DebugOutputTests.User(
                    \u{2212}   name: "Blob"
                    +   name: "Blob Jr."
                        bio: "Hi"
                      )

                (First: \u{2212}, Second: +)
                """)
        }
    }

    @Test func aReducerPrinterHearsEveryActionWithTheStateBeforeAndAfterAtOnce() {
        let log = Mutex<[String]>([])
        let printer = _ReducerPrinter<Int, Bool> { action, oldState, newState in
            log.withLock { $0.append("\(action): \(oldState) → \(newState)") }
        }
        let store = Store<Int, Bool>(initialState: 0) {
            Reduce<Int, Bool>(internal: { state, action in
                state += action ? 1 : -1
                return .none
            })
            ._printChanges(printer)
            ._printChanges(printer)
        }
        store.send(true)
        store.send(false)
        // Printed as each action is reduced (the original prints a moment later, in the same order).
        #expect(log.withLock { $0 } == ["true: 0 → 1", "true: 0 → 1", "false: 1 → 0", "false: 1 → 0"])
    }

    @Test func aNilPrinterPrintsNothingAndStillReduces() {
        let store = Store<Int, Bool>(initialState: 0) {
            Reduce<Int, Bool> { state, action in
                state += action ? 1 : -1
                return .none
            }
            ._printChanges(nil)
        }
        store.send(true)
        #expect(store.state == 1)
    }

    @Test func theStringPrinterStillGetsTheActionAndTheDiff() {
        let log = Mutex<[String]>([])
        let store = Store<Int, Bool>(initialState: 0) {
            Reduce<Int, Bool> { state, action in
                state += action ? 1 : -1
                return .none
            }
            ._printChanges { text in log.withLock { $0.append(text) } }
        }
        store.send(true)
        #expect(log.withLock { $0 } == ["received action:\n  true\n(Expected: \u{2212}, Actual: +)\n\u{2212} 0\n+ 1"])
    }
}
