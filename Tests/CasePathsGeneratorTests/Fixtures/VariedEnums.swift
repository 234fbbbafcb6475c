/// Raw values do not change the case paths.
enum Direction: String {
    case north = "N", south = "S"
    case east, west
}

/// Closure payloads, single and labeled.
enum Callback {
    case run(@Sendable () -> Void)
    case transform(@Sendable (Int) -> String)
    case both(first: @Sendable () -> Void, second: Int)
}

/// Cases that exist in one build configuration only.
enum BuildMode: Equatable {
    case always
    #if DEBUG
    case debugOnly(String)
    #elseif os(Linux)
    case linuxRelease(Int)
    #else
    case otherRelease
    #endif
}

#if canImport(Foundation)
/// An enum that exists in one configuration only.
enum FoundationOnly: Equatable {
    case available(Int)
}
#endif

/// The generated conformance of a public enum is public.
public enum PublicAction: Equatable {
    case run(Int)
    case stop
}

/// The generated conformance of a package enum is package.
package enum PackageAction: Equatable {
    case send(String)
}

/// A public enum in a public extension of a public type.
public struct Library {}

public extension Library {
    enum Event: Equatable {
        case opened(name: String)
    }
}

/// An enum isolated to the main actor still gets a conformance the nonisolated protocol accepts.
@MainActor
enum IsolatedAction: Equatable {
    case tap(Int)
}

/// Backticked names that need backticks everywhere they are used.
enum ReservedWords: Equatable {
    case `default`, `self`, `init`, `in`(Int)
}

/// An enum that only exists on some platforms.
@available(macOS 14, iOS 17, *)
enum Modern: Equatable {
    case new(Int)
}
