import Synchronization

/// The identity of one screen on a navigation stack: it stays with the screen while screens
/// are pushed and popped around it, so that actions and effects reach the right one.
///
/// Under a `TestStore` they are handed out as 0, 1, 2, ... in each test, so that a test can name
/// them with integer literals: `await store.send(.path(.element(id: 0, action: .saveTapped)))`.
public struct StackElementID: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible,
    CustomDebugStringConvertible
{
    /// The number behind the id.
    package let rawValue: Int

    /// The id written as a number, for tests.
    public init(integerLiteral value: Int) {
        rawValue = value
    }

    /// Orders ids by when they were handed out.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#3`.
    public var description: String {
        "#\(rawValue)"
    }

    /// `#3`, as the original writes an id for debugging: what `debugPrint` and a
    /// ``StackState``'s `debugDescription` show.
    ///
    /// ```swift
    /// let third: StackElementID = 3
    /// assert(third.debugDescription == "#3")
    /// ```
    public var debugDescription: String {
        "#\(rawValue)"
    }

    /// How a failing test's diff shows the id, as the original's custom dump does: `#0`.
    ///
    /// ```swift
    /// let id: StackElementID = 3
    /// assert(id.customDumpDescription == "#3")
    /// ```
    public var customDumpDescription: String {
        description
    }

    /// The id's number: `0` for the first id a generator gives, then `1`, and so on.
    ///
    /// ```swift
    /// let ids = StackElementIDGenerator.incrementing()
    /// assert(ids.next().generation == 0 && ids.peek().generation == 1)
    /// ```
    public var generation: Int {
        rawValue
    }
}

/// Hands out stack element ids, counting from 0: one sequence for each set of dependency
/// defaults and context, as the original's: one for the app when live, a fresh one for each
/// `TestStore`, and in a test that sets `context = .live` one of its own, apart from the one
/// the test's code sees outside it.
public struct StackElementIDGenerator: Sendable {
    private let counter: Counter
    /// Whether this is the live default, which code outside any `TestStore` shares. A stack
    /// appended to with it numbers its screens itself, from 0, so that a stack built before its
    /// store (a deep link) is numbered as the original numbers it in a test, whatever other
    /// code ran first.
    package let isLiveDefault: Bool

    private final class Counter: Sendable {
        let next = Mutex(0)
    }

    private init(counter: Counter, isLiveDefault: Bool = false) {
        self.counter = counter
        self.isLiveDefault = isLiveDefault
    }

    /// A live default, counting from 0: made once for each set of defaults that reads it.
    static func liveDefault() -> StackElementIDGenerator {
        StackElementIDGenerator(counter: Counter(), isLiveDefault: true)
    }

    /// A generator counting from 0.
    public static func incrementing() -> StackElementIDGenerator {
        StackElementIDGenerator(counter: Counter())
    }

    /// The next id.
    public func callAsFunction() -> StackElementID {
        StackElementID(integerLiteral: counter.next.withLock { value in
            defer { value += 1 }
            return value
        })
    }

    /// A generator that goes on from where this one is now, apart from it: what a `TestStore`
    /// hands the closure that describes the expected state, so that `state.path.append(...)`
    /// there makes the same ids the reducer made.
    package func copy() -> StackElementIDGenerator {
        let counter = Counter()
        counter.next.withLock { $0 = self.counter.next.withLock { $0 } }
        return StackElementIDGenerator(counter: counter)
    }

    /// The next id, as calling the generator gives it: the original's spelling.
    ///
    /// ```swift
    /// let ids = StackElementIDGenerator.incrementing()
    /// assert(ids.next() == 0 && ids.next() == 1)
    /// ```
    public func next() -> StackElementID {
        callAsFunction()
    }

    /// The id the generator gives next, without taking it.
    ///
    /// ```swift
    /// let ids = StackElementIDGenerator.incrementing()
    /// assert(ids.peek() == 0 && ids.peek() == 0)
    /// ```
    public func peek() -> StackElementID {
        StackElementID(integerLiteral: counter.next.withLock { $0 })
    }

    /// Makes sure no later id is `id` or below it: a screen pushed with an id of its own
    /// (`.push(id:state:)`) is never given a second time.
    func skip(past id: StackElementID) {
        counter.next.withLock { $0 = max($0, id.rawValue + 1) }
    }
}

private enum StackElementIDKey: DependencyKey {
    static var liveValue: StackElementIDGenerator { .liveDefault() }
    static var testValue: StackElementIDGenerator { .incrementing() }
}

extension DependencyValues {
    /// Where `StackState.append(_:)` takes the ids of new screens.
    public var stackElementID: StackElementIDGenerator {
        get { self[StackElementIDKey.self] }
        set { self[StackElementIDKey.self] = newValue }
    }
}
