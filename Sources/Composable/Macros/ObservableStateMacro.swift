/// Accepted on a feature's `State` for code written for the original library, where it makes
/// the state observable by SwiftUI. A ``Store`` here already knows which parts of the state
/// each view read, so the attribute adds nothing.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///     var count = 0
///     @ObservationStateIgnored var scratch = ""
/// }
/// ```
@attached(member)
public macro ObservableState() = #externalMacro(module: "ComposableMacros", type: "MarkerMacro")

/// Accepted on a property of an `@ObservableState` type, as in the original, where it leaves
/// the property out of observation; it adds nothing here.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///     @ObservationStateIgnored var draft = ""
/// }
/// ```
@attached(peer)
public macro ObservationStateIgnored() = #externalMacro(module: "ComposableMacros", type: "MarkerMacro")

/// Accepted on a property of an `@ObservableState` type, as in the original, where it makes
/// the property observed; every property is here.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///     @ObservationStateTracked var count = 0
/// }
/// ```
@attached(peer)
public macro ObservationStateTracked() = #externalMacro(module: "ComposableMacros", type: "MarkerMacro")
