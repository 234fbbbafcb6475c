extension SharedReaderKey {
    /// A key together with the value a shared value takes when its store holds none, so that a
    /// declaration needs no default of its own.
    ///
    /// ```swift
    /// extension SharedReaderKey where Self == AppStorageKey<Int>.Default {
    ///     static var launchCount: Self {
    ///         Self[.appStorage("launchCount"), default: 0]
    ///     }
    /// }
    /// // snippet.hide
    /// func useLaunchCount() {
    /// // snippet.show
    ///
    /// @Shared(.launchCount) var launchCount
    /// // snippet.hide
    /// _ = launchCount
    /// }
    /// ```
    public typealias Default = _SharedKeyDefault<Self>
}

/// A key with a default value; write it as `SomeKey.Default`, through
/// ``SharedReaderKey/Default``.
///
/// ```swift
/// let key = InMemoryKey<Int>.Default[.inMemory("count"), default: 0]
/// precondition(key.initialValue == 0)
/// ```
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
    let base: Base
    let defaultValue: @Sendable () -> Base.Value

    /// The identity of the wrapped key: a key with and without a default share one value.
    public var id: Base.ID {
        base.id
    }

    /// The default value.
    public var initialValue: Base.Value {
        defaultValue()
    }

    /// Wraps `key` with `value` as its default.
    public static subscript(
        _ key: Base,
        default value: @autoclosure @escaping @Sendable () -> Base.Value
    ) -> Self {
        Self(base: key, defaultValue: value)
    }

    /// Loads through the wrapped key.
    public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
        base.load(context: context, continuation: continuation)
    }

    /// Subscribes through the wrapped key.
    public func subscribe(
        context: LoadContext<Base.Value>,
        subscriber: SharedSubscriber<Base.Value>
    ) -> SharedSubscription {
        base.subscribe(context: context, subscriber: subscriber)
    }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
    /// Saves through the wrapped key.
    public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
        base.save(value, context: context, continuation: continuation)
    }
}

extension _SharedKeyDefault: CustomStringConvertible {
    /// The wrapped key and its default: `InMemoryKey<Int>.Default[.inMemory("count"), default: 0]`.
    public var description: String {
        "\(failureTypeName(Base.self)).Default[\(base), default: \(defaultValue())]"
    }
}
