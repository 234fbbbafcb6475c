/// Gives an enum a case path per case, as the original library's `@CasePathable` does:
/// `\Action.Cases.child`, `action[case: \.child]`, `action.is(\.child)`, and the list of them,
/// `Action.allCasePaths`.
///
/// Inside a `CasePathsPlugin` target the plugin writes the same for every enum it can extend;
/// the macro writes inside the enum, so it also reaches a `private` one. `@Reducer` adds it
/// to its `Action` enum itself.
///
/// ```swift
/// @CasePathable
/// enum Loading {
///     case idle
///     case loaded(String)
/// }
///
/// let state = Loading.loaded("Hi")
/// print(state[case: \.loaded] ?? "none")  // Hi
/// print(state.is(\.idle))                 // false
/// print(Array(Loading.allCasePaths).count)  // 2
/// ```
@attached(member, names: named(AllCasePaths), named(allCasePaths))
@attached(extension, conformances: CasePathable, CasePathIterable)
public macro CasePathable() = #externalMacro(module: "ComposableMacros", type: "CasePathableMacro")
