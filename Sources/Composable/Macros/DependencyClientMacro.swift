/// Writes a dependency client's `init()`, in which every endpoint is unimplemented, and a
/// labelled method for each endpoint whose closure names its parameters, as the original
/// library's `@DependencyClient` does.
///
/// Calling an unimplemented endpoint in a test records an issue that names the client and the
/// endpoint; an endpoint that returns a value and cannot throw needs a default for that.
///
/// ```swift
/// @DependencyClient
/// struct NumberFact {
///     var fetch: @Sendable (_ number: Int) async throws -> String
/// }
///
/// let client = NumberFact(fetch: { "\($0) is a number" })
/// print(try await client.fetch(number: 7))  // 7 is a number
/// ```
@attached(member, names: named(init), arbitrary)
@attached(extension, conformances: DependencyClient)
public macro DependencyClient() = #externalMacro(module: "ComposableMacros", type: "DependencyClientMacro")

/// Marks an endpoint of a `@DependencyClient`; accepted for code written for the original,
/// where it is what `@DependencyClient` adds to each closure property. `@DependencyClient`
/// writes everything here, so the marker adds nothing.
///
/// ```swift
/// @DependencyClient
/// struct Speaker {
///     @DependencyEndpoint
///     var say: @Sendable (_ text: String) -> Void
/// }
/// ```
@attached(peer)
public macro DependencyEndpoint() = #externalMacro(module: "ComposableMacros", type: "MarkerMacro")

/// `@DependencyEndpoint` with the name of the method the original writes; the method is written
/// by `@DependencyClient` here, under the endpoint's own name.
///
/// ```swift
/// @DependencyClient
/// struct Speaker {
///     @DependencyEndpoint(method: "speak")
///     var say: @Sendable (_ text: String) -> Void
/// }
/// ```
@attached(peer)
public macro DependencyEndpoint(method: String) = #externalMacro(module: "ComposableMacros", type: "MarkerMacro")
