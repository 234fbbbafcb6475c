extension RuntimeWarning {
    /// A dependency was read where its key has no value to give: in a test, a key with only a
    /// live value; in the app, a key with only test and preview values.
    static func dependency<Key: TestDependencyKey>(
        _ problem: DependencyProblem,
        name: String,
        key: Key.Type,
        readAt readSite: CallSite?
    ) -> RuntimeWarning {
        let keyName = String(reflecting: key)
        let place = readSite.map { "through the @Dependency declared at \"\($0)\"" } ?? "outside of any @Dependency"
        let details = """

              Key:   \(keyName)
              Value: \(String(reflecting: Key.Value.self))

            """
        let message: String
        switch problem {
        case .noTestValue:
            message = """
                @Dependency(\\.\(name)) has no test value, but was read in a test, \(place).
                \(details)
                A dependency that has only a live value is kept out of tests, so that a test never \
                reaches the real world by accident. Set it in this test: pass \
                "withDependencies: { $0.\(name) = ... }" to the TestStore, or set \
                "store.dependencies.\(name) = ..." before the action that reads it. To give every \
                test the same value, implement "static var testValue" in "\(keyName)".
                """
        case .noLiveValue:
            message = """
                @Dependency(\\.\(name)) has no live value, but was read in the app, \(place).
                \(details)
                Its key gives only test and preview values, so the test value stands in. Make \
                "\(keyName)" conform to "DependencyKey" with a "static var liveValue", or set the \
                dependency with "withDependencies" where the store is created.
                """
        }
        return RuntimeWarning(message: message, callSite: readSite ?? CallSite(fileID: "unknown", line: 0))
    }
}

extension RuntimeWarning {
    /// `prepareDependencies` set a dependency that had already been read or prepared.
    static func dependencyAlreadyPrepared<Key: TestDependencyKey>(_ key: Key.Type) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                The dependency "\(String(reflecting: key))" has already been accessed or prepared; \
                "prepareDependencies" left it as it was.

                A dependency can be prepared only once, before anything reads it: call \
                "prepareDependencies" as early as possible in the app's life (its entry point). To \
                change a dependency for a stretch of code, use "withDependencies".
                """,
            callSite: CallSite(fileID: "unknown", line: 0)
        )
    }
}
