import Synchronization

/// Hands out a random number generator, as a dependency, so that a test can make randomness
/// predictable with a seeded generator of its own.
///
/// ```swift
/// struct Dice: Reducer {
///     struct State: Equatable {
///         var roll = 1
///     }
///
///     enum Action {
///         case rollTapped
///     }
///
///     @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
///             return .none
///         }
///     }
/// }
/// ```
///
/// In the app it uses `SystemRandomNumberGenerator`. It has no test value: a test that reads it
/// sets one, `$0.withRandomNumberGenerator = WithRandomNumberGenerator(SeededGenerator(seed: 42))`.
/// Calls are serialized, so one generator can be shared by concurrent effects.
public struct WithRandomNumberGenerator: Sendable {
    private let generator: Locked

    /// The generator behind a lock, in a class so that copies share it.
    private final class Locked: Sendable {
        let mutex: Mutex<any RandomNumberGenerator & Sendable>

        init(_ generator: any RandomNumberGenerator & Sendable) {
            mutex = Mutex(generator)
        }
    }

    /// Hands out `generator` to every call.
    ///
    /// ```swift
    /// let random = WithRandomNumberGenerator(SystemRandomNumberGenerator())
    /// ```
    public init(_ generator: some RandomNumberGenerator & Sendable) {
        self.generator = Locked(generator)
    }

    /// Runs `work` with the generator, and returns what it returns.
    ///
    /// ```swift
    /// let random = WithRandomNumberGenerator(SystemRandomNumberGenerator())
    /// let coin = random { Bool.random(using: &$0) }
    /// ```
    public func callAsFunction<R: Sendable>(
        _ work: @Sendable (inout any RandomNumberGenerator & Sendable) throws -> R
    ) rethrows -> R {
        try generator.mutex.withLock { try work(&$0) }
    }
}

extension DependencyValues {
    /// The random number generator features draw from; see ``WithRandomNumberGenerator``.
    ///
    /// ```swift
    /// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
    /// ```
    public var withRandomNumberGenerator: WithRandomNumberGenerator {
        get { self[WithRandomNumberGeneratorKey.self] }
        set { self[WithRandomNumberGeneratorKey.self] = newValue }
    }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
    static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
}
