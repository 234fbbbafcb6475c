import Composable

extension Dependency {
    /// Reads the dependency at `keyPath`, whose type is an existential, as the concrete type
    /// `type` a test set it to; stops the test with instructions when it holds another type.
    ///
    /// ```swift
    /// // snippet.hide
    /// protocol Speaker: Sendable {
    ///     func say(_ text: String) -> String
    /// }
    ///
    /// struct RecordingSpeaker: Speaker {
    ///     func say(_ text: String) -> String { "recorded: \(text)" }
    /// }
    ///
    /// enum SpeakerKey: TestDependencyKey {
    ///     static let testValue: any Speaker = RecordingSpeaker()
    /// }
    ///
    /// extension DependencyValues {
    ///     var speaker: any Speaker {
    ///         get { self[SpeakerKey.self] }
    ///         set { self[SpeakerKey.self] = newValue }
    ///     }
    /// }
    /// // snippet.show
    /// @Dependency(\.speaker, as: RecordingSpeaker.self) var speaker
    /// ```
    public init<T>(
        _ keyPath: any KeyPath<DependencyValues, T> & Sendable,
        as type: Value.Type,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            \DependencyValues.[casting: AnySendableKeyPath(keyPath), as: ConcreteType<Value>()],
            fileID: fileID,
            line: line
        )
    }
}

/// A key path to an existential dependency, hashable and sendable as a key path argument.
private struct AnySendableKeyPath: Hashable, @unchecked Sendable {
    let keyPath: AnyKeyPath

    init<T>(_ keyPath: any KeyPath<DependencyValues, T> & Sendable) {
        self.keyPath = keyPath
    }
}

/// The concrete type a dependency is read as.
private struct ConcreteType<Concrete>: Hashable, Sendable {}

extension DependencyValues {
    fileprivate subscript<Concrete>(casting keyPath: AnySendableKeyPath, as _: ConcreteType<Concrete>) -> Concrete {
        let existential = self[keyPath: keyPath.keyPath]
        guard let value = existential as? Concrete else {
            fatalError(
                """
                Could not cast '\(existential.map { "\(type(of: $0 as Any))" } ?? "nil")' to '\(Concrete.self)': \
                set the dependency to a '\(Concrete.self)' in the test, for instance with the trait \
                '.dependencies { $0... = \(Concrete.self)(...) }'.
                """
            )
        }
        return value
    }
}
