/// A value guarded by an actor: every read and write is an `await`. ``LockIsolated`` does the
/// same without the `await`s and is what to reach for; this type is here for code written
/// against it.
///
/// ```swift
/// let events = ActorIsolated<[String]>([])
/// await events.withValue { $0.append("appeared") }
/// print(await events.value)  // ["appeared"]
/// // snippet.hide
/// let final = await events.value
/// precondition(final == ["appeared"])
/// ```
public final actor ActorIsolated<Value> {
    /// The value now.
    ///
    /// ```swift
    /// let count = ActorIsolated(1)
    /// print(await count.value)  // 1
    /// // snippet.hide
    /// let current = await count.value
/// precondition(current == 1)
    /// ```
    public var value: Value

    /// Isolates `value` in a new actor.
    ///
    /// ```swift
    /// let isLoading = ActorIsolated(false)
    /// // snippet.hide
    /// let loading = await isLoading.value
/// precondition(loading == false)
    /// ```
    public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
        self.value = try value()
    }

    /// Changes the value in place on the actor, and returns what `operation` returns.
    ///
    /// ```swift
    /// let count = ActorIsolated(0)
    /// let now = await count.withValue { value -> Int in
    ///     value += 1
    ///     return value
    /// }
    /// // snippet.hide
    /// precondition(now == 1)
    /// ```
    public func withValue<T>(_ operation: @Sendable (inout Value) throws -> T) rethrows -> T {
        var value = self.value
        defer { self.value = value }
        return try operation(&value)
    }

    /// Replaces the value on the actor.
    ///
    /// ```swift
    /// let name = ActorIsolated("Blob")
    /// await name.setValue("Blob Jr.")
    /// // snippet.hide
    /// let renamed = await name.value
/// precondition(renamed == "Blob Jr.")
    /// ```
    public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
        value = try newValue()
    }
}
