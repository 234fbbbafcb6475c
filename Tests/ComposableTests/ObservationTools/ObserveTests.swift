import Composable
import ComposableTesting
import Testing

/// `observe` re-runs its closure when what it read changes, as swift-navigation's does, with our
/// `Store`, `@Shared` and `UIBinding` as the observed state.
@MainActor
struct ObserveTests {
    struct Counter: Reducer {
        struct State: Equatable {
            var count = 0
            var other = 0
        }

        enum Action { case increment, bumpOther }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .increment: state.count += 1
                case .bumpOther: state.other += 1
                }
                return .none
            }
        }
    }

    /// Lets the runs that changes scheduled on the main actor happen.
    func settle() async {
        for _ in 0..<5 { await Task.yield() }
    }

    @Test func observeRunsAtOnceAndAgainAfterEachChangeToWhatItRead() async {
        let store = Store(initialState: Counter.State()) { Counter() }
        let seen = LockIsolated<[Int]>([])
        let token = observe {
            let count = store.count
            seen.withValue { $0.append(count) }
        }
        #expect(seen.value == [0])
        store.send(.increment)
        await settle()
        store.send(.increment)
        await settle()
        #expect(seen.value == [0, 1, 2])
        token.cancel()
    }

    @Test func aChangeToStateItDidNotReadDoesNotRunIt() async {
        let store = Store(initialState: Counter.State()) { Counter() }
        let runs = LockIsolated(0)
        let token = observe {
            _ = store.count
            runs.withValue { $0 += 1 }
        }
        store.send(.bumpOther)
        await settle()
        #expect(runs.value == 1)
        token.cancel()
    }

    @Test func cancellingOrReleasingTheTokenStopsTheObservation() async {
        let store = Store(initialState: Counter.State()) { Counter() }
        let seen = LockIsolated<[Int]>([])
        let token = observe {
            let count = store.count
            seen.withValue { $0.append(count) }
        }
        token.cancel()
        store.send(.increment)
        await settle()
        #expect(seen.value == [0])

        let released = LockIsolated<[Int]>([])
        do {
            _ = observe {
                let count = store.count
                released.withValue { $0.append(count) }
            }
        }
        store.send(.increment)
        await settle()
        #expect(released.value == [1])
    }

    @Test func observeFollowsSharedState() async {
        let count = Shared(value: 1)
        let seen = LockIsolated<[Int]>([])
        let token = observe {
            let value = count.wrappedValue
            seen.withValue { $0.append(value) }
        }
        count.withLock { $0 = 5 }
        await settle()
        #expect(seen.value == [1, 5])
        token.cancel()
    }

    @Test func observeFollowsAUIBindingAndSeesItsTransaction() async {
        let text = UIBinding(wrappedValue: "a")
        var animated = UITransaction()
        animated[Animated.self] = true
        let seen = LockIsolated<[String]>([])
        let token = observe { transaction in
            let value = text.wrappedValue
            seen.withValue { $0.append("\(value) \(transaction[Animated.self])") }
        }
        text.transaction(animated).wrappedValue = "b"
        await settle()
        withUITransaction(\.isQuick, true) { text.wrappedValue = "c" }
        await settle()
        #expect(seen.value == ["a false", "b true", "c false"])
        token.cancel()
    }

    @Test func tokenCancelsOnceAndCanBeStored() {
        let cancels = LockIsolated(0)
        let token = ObserveToken { cancels.withValue { $0 += 1 } }
        var array: [ObserveToken] = []
        var set: Set<ObserveToken> = []
        token.store(in: &array)
        token.store(in: &set)
        token.store(in: &set)
        #expect(array.count == 1 && set.count == 1)
        #expect(!token.isCancelled)
        token.cancel()
        token.cancel()
        #expect(token.isCancelled)
        #expect(cancels.value == 1)
    }

    @Test func hashableObjectsAreEqualOnlyToThemselves() {
        final class Session: HashableObject {}
        let session = Session()
        #expect(session == session)
        #expect(session != Session())
        #expect(Set([session, session, Session()]).count == 2)
    }
}

enum Animated: UITransactionKey {
    static let defaultValue = false
}

enum Quick: UITransactionKey {
    static let defaultValue = false
}

extension UITransaction {
    var isQuick: Bool {
        get { self[Quick.self] }
        set { self[Quick.self] = newValue }
    }
}
