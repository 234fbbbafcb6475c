import Foundation
import Synchronization

/// Where values kept by keys live when nobody chose their storage: one set for the app, and
/// one fresh set for each running test, so that a test neither reads what another test wrote
/// nor touches the real `UserDefaults` or disk.
///
/// A test is told apart by `ComposableTesting` (the running Swift Testing test), which
/// `Composable` finds by name at run time so that apps never link the testing library. Code
/// that sees a test or preview dependency context outside any Swift Testing test shares one
/// in-memory set.
final class SharedScope: Sendable {
    let references = SharedReferenceCache()
    let inMemoryStorage = InMemoryStorage()
    let fileStorage: FileStorage
    private let userDefaults: UncheckedSendableBox<UserDefaults>

    var appStorage: UserDefaults { userDefaults.value }

    private init(fileStorage: FileStorage, userDefaults: UserDefaults) {
        self.fileStorage = fileStorage
        self.userDefaults = UncheckedSendableBox(userDefaults)
    }

    private static let live = SharedScope(fileStorage: .fileSystem, userDefaults: .standard)
    private static let outsideTests = SharedScope.isolated()
    private static let tests = Mutex<[String: SharedScope]>([:])

    private static func isolated() -> SharedScope {
        SharedScope(fileStorage: .inMemory, userDefaults: .inMemory)
    }

    /// The scope of the code running now, in the dependency context `context`.
    static func current(in context: DependencyContext) -> SharedScope {
        if let test = linkedTestIdentity?.currentTestID {
            return tests.withLock { scopes in
                if let scope = scopes[test] { return scope }
                let scope = isolated()
                scopes[test] = scope
                return scope
            }
        }
        return context == .live ? live : outsideTests
    }
}

/// A value that is only ever used in ways that are safe across threads, though its type does
/// not say so (`UserDefaults` is thread-safe, and not `Sendable` on Linux).
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// What `ComposableTesting` provides so that each Swift Testing test gets shared values of its
/// own.
package protocol TestIdentifying: SendableMetatype {
    /// The running test, or `nil` outside one.
    static var currentTestID: String? { get }
}

/// `ComposableTesting.CurrentTest`, when it is linked into this process (looked up by its
/// mangled name, as ``linkedTestIssueRecorder`` is).
let linkedTestIdentity: (any TestIdentifying.Type)? =
    _typeByName("17ComposableTesting11CurrentTestO") as? any TestIdentifying.Type
