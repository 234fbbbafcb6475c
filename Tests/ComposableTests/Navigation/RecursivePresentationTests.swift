import Composable
import ComposableTesting
import Foundation
import Testing

/// `@Presents` state on the heap: a feature that presents itself, the fast `==` of copies, and
/// `$destination[case:]`.
@MainActor
struct RecursivePresentationTests {
    /// A screen that can present another of itself, as a folder opens a subfolder.
    struct Folder: Reducer {
        struct State: Equatable {
            var name = ""
            @Presents var subfolder: Folder.State?
            var files: IdentifiedArrayOf<File> = []
        }

        struct File: Equatable, Identifiable {
            let id: Int
        }

        indirect enum Action {
            case openTapped(String)
            case renamed(String)
            case subfolder(PresentationAction<Folder.Action>)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .openTapped(name):
                    state.subfolder = Folder.State(name: name)
                    return .none
                case let .renamed(name):
                    state.name = name
                    return .none
                case .subfolder:
                    return .none
                }
            }
            .ifLet(\.$subfolder, action: \.subfolder) {
                Folder()
            }
        }
    }

    @Test func aFeatureCanPresentItselfAndRunItsOwnReducerAtEveryDepth() async {
        let store = TestStore(initialState: Folder.State(name: "root")) { Folder() }

        await store.send(.openTapped("a")) { $0.subfolder = Folder.State(name: "a") }
        await store.send(.subfolder(.presented(.openTapped("b")))) {
            $0.subfolder?.subfolder = Folder.State(name: "b")
        }
        await store.send(.subfolder(.presented(.subfolder(.presented(.renamed("B")))))) {
            $0.subfolder?.subfolder?.name = "B"
        }
        await store.send(.subfolder(.presented(.subfolder(.dismiss)))) {
            $0.subfolder?.subfolder = nil
        }
    }

    /// Presents itself, and can dismiss itself from an effect.
    struct Nested: Reducer {
        struct State: Equatable {
            @Presents var child: Nested.State?
        }

        indirect enum Action {
            case child(PresentationAction<Nested.Action>)
            case closeTapped
            case openTapped
        }

        @Dependency(\.dismiss) var dismiss

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .child:
                    return .none
                case .closeTapped:
                    return .run { _ in await dismiss() }
                case .openTapped:
                    state.child = State()
                    return .none
                }
            }
            .ifLet(\.$child, action: \.child) {
                Self()
            }
        }
    }

    @Test func aGrandchildDismissesItselfAndShortCasePathsSkipPresented() async {
        let store = TestStore(initialState: Nested.State()) { Nested() }

        await store.send(.openTapped) { $0.child = Nested.State() }
        await store.send(.child(.presented(.openTapped))) { $0.child?.child = Nested.State() }
        await store.send(.child(.presented(.child(.presented(.closeTapped)))))
        await store.receive(\.child.child.dismiss) { $0.child?.child = nil }
    }

    @Test func aShortCasePathReachesThePresentedActionAndNotTheDismissal() {
        let openChild: CaseKeyPath<Nested.Action, Void> = \.child.openTapped
        let childAction: CaseKeyPath<Nested.Action, Nested.Action> = \.child.presented

        #expect((openChild() as Nested.Action).is(\.child.presented.openTapped))
        #expect(Nested.Action.child(.presented(.openTapped)).is(\.child.openTapped))
        #expect(!Nested.Action.child(.dismiss).is(\.child.openTapped))
        #expect(Nested.Action.child(.presented(.closeTapped))[case: childAction] != nil)
    }

    @Test func aStoreScopesIntoAFeatureThatPresentsItself() {
        let store = Store(initialState: Folder.State(name: "root", subfolder: Folder.State(name: "a"))) { Folder() }

        let subfolder = store.scope(state: \.subfolder, action: \.subfolder.presented)
        subfolder?.send(.openTapped("b"))

        #expect(store.subfolder?.subfolder?.name == "b")
        let grandchild = subfolder?.scope(state: \.subfolder, action: \.subfolder.presented)
        grandchild?.send(.renamed("B"))
        #expect(store.subfolder?.subfolder?.name == "B")
    }

    @Test func copiesOfPresentedStateShareStorageUntilOneIsWritten() {
        var original = Folder.State(name: "root", subfolder: Folder.State(name: "a"))
        let copy = original

        #expect(original == copy)
        original.subfolder?.name = "b"

        #expect(copy.subfolder?.name == "a")
        #expect(original.subfolder?.name == "b")
        #expect(original != copy)
    }

    struct SlowToCompare: Equatable {
        static func == (lhs: Self, rhs: Self) -> Bool {
            Thread.sleep(forTimeInterval: 2)
            return true
        }
    }

    @Test func comparingCopiesThatShareStorageDoesNotCompareTheStates() {
        @PresentationState var state = SlowToCompare()
        let start = Date()

        #expect($state == $state)
        #expect(Date().timeIntervalSince(start) < 0.1)
    }

    @Test func comparingDifferentStoragesComparesTheStates() {
        struct Counted: Hashable {
            var value: Int
        }
        let lhs = Presents(wrappedValue: Counted(value: 1))
        let rhs = Presents(wrappedValue: Counted(value: 1))
        let other = Presents(wrappedValue: Counted(value: 2))

        #expect(lhs == rhs)
        #expect(lhs != other)
        #expect(Presents<Counted>(wrappedValue: nil) == Presents<Counted>(wrappedValue: nil))
        #expect(lhs.hashValue == rhs.hashValue)
    }

    enum Child: Equatable {
        case int(Int)
        case text(String)
    }

    struct Parent: Equatable {
        @PresentationState var child: Child?
    }

    @Test func theCaseSubscriptChangesThePresentedCaseInPlaceAndNilDismisses() {
        var parent = Parent(child: .int(42))

        parent.$child[case: \.int]? += 1
        #expect(parent.child == .int(43))
        #expect(parent.$child[case: \.int] == 43)
        #expect(parent.$child[case: \.text] == nil)

        parent.$child[case: \.int] = nil
        #expect(parent.child == nil)
    }

    @Test func writingAnotherCaseThroughTheCaseSubscriptChangesNothingAndWarns() {
        var parent = Parent(child: .int(42))
        let warnings = RuntimeWarningRecorder()

        warnings.record {
            parent.$child[case: \.text]?.append("!")
            parent.$child[case: \.text] = nil
        }

        #expect(parent.child == .int(42))
        #expect(warnings.messages == [#"Can't modify unrelated case "int""#, #"Can't modify unrelated case "int""#])
    }

    @Test func aMisdirectedCaseWriteFailsTheTestItHappensIn() {
        var parent = Parent(child: .int(42))
        withKnownIssue {
            parent.$child[case: \.text] = "nope"
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasSuffix(#"Can't modify unrelated case "int""#) }
        }
        #expect(parent.child == .int(42))
    }
}
