import Composable
import Testing

/// `\.navigationIDPath`: cancel ids made under one path are cancelled only from the same path,
/// as in the original, and `_cancellationCancellables.exists(at:path:)` sees them. Serialized:
/// the tests share one cancel id in the process-wide registry, and a cancel at the root path
/// reaches every path.
@Suite(.serialized)
struct NavigationIDPathTests {
    enum ID { case work }

    func collect(_ effect: Effect<Int>) -> Task<[Int], Never> {
        Task {
            var values: [Int] = []
            for await value in effect.actions { values.append(value) }
            return values
        }
    }

    func exists(_ path: NavigationIDPath) -> Bool {
        _cancellationCancellables.withValue { $0.exists(at: ID.work, path: path) }
    }

    /// Waits until the effect is registered under `path`, failing the test after ten minutes
    /// instead of hanging it (a loaded 2-core machine once held every test ~70 s).
    func waitUntilItExists(_ path: NavigationIDPath) async {
        let deadline = ContinuousClock.now + .seconds(600)
        while !exists(path), ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(10)) }
        #expect(exists(path))
    }

    func slowEffect() -> Effect<Int> {
        Effect<Int>.run { send in
            // Longer than any test waits for it: each test cancels it.
            try await Task.sleep(for: .seconds(3600))
            await send(1)
        }
        .cancellable(id: ID.work)
    }

    @Test func anEffectMadeUnderAPathIsNotCancelledFromAPathBesideIt() async {
        let path = NavigationIDPath(path: [NavigationID()])
        let effect = withDependencies { $0.navigationIDPath = path } operation: { slowEffect() }
        let values = collect(effect)
        await waitUntilItExists(path)

        withDependencies { $0.navigationIDPath = NavigationIDPath(path: [NavigationID()]) } operation: {
            Task.cancel(id: ID.work)
        }
        #expect(exists(path))

        withDependencies { $0.navigationIDPath = path } operation: {
            Task.cancel(id: ID.work)
        }
        #expect(await values.value.isEmpty)
        #expect(!exists(path))
    }

    @Test func aPathReachesTheEffectsMadeUnderLongerPathsStartingWithIt() async {
        let outer = NavigationIDPath(path: [NavigationID()])
        let inner = outer.appending(NavigationID())
        let effect = withDependencies { $0.navigationIDPath = inner } operation: { slowEffect() }
        let values = collect(effect)
        await waitUntilItExists(inner)
        #expect(exists(outer))
        #expect(exists(NavigationIDPath()))
        #expect(!exists(inner.appending(NavigationID())))

        withDependencies { $0.navigationIDPath = outer } operation: {
            Task.cancel(id: ID.work)
        }
        #expect(await values.value.isEmpty)
        #expect(!exists(inner))
    }

    @Test func theCancelEffectMadeUnderThePathCancels() async {
        let path = NavigationIDPath().appending(NavigationID())
        let effect = withDependencies { $0.navigationIDPath = path } operation: { slowEffect() }
        let values = collect(effect)
        await waitUntilItExists(path)
        let cancel = withDependencies { $0.navigationIDPath = path } operation: { Effect<Int>.cancel(id: ID.work) }
        for await _ in cancel.actions {}
        #expect(await values.value.isEmpty)
    }

    @Test func withoutAPathNothingChanges() async {
        let values = collect(slowEffect())
        await waitUntilItExists(NavigationIDPath())
        Task.cancel(id: ID.work)
        #expect(await values.value.isEmpty)
        #expect(!exists(NavigationIDPath()))
    }

    @Test func cancelIDsOfDifferentTypesOrPathsDiffer() {
        struct First: Hashable {}
        struct Second: Hashable {}
        let root = NavigationIDPath()
        #expect(_CancelID(id: First(), navigationIDPath: root) == _CancelID(id: First(), navigationIDPath: root))
        #expect(_CancelID(id: First(), navigationIDPath: root) != _CancelID(id: Second(), navigationIDPath: root))
        #expect(_CancelID(id: First(), navigationIDPath: root).hashValue != _CancelID(id: Second(), navigationIDPath: root).hashValue)
        #expect(_CancelID(id: First(), navigationIDPath: root) != _CancelID(id: First(), navigationIDPath: root.appending(NavigationID())))
    }
}
