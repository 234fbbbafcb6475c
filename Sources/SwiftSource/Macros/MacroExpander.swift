/// Expands the attached macros `Composable` declares (`@CasePathable`, `@Reducer`,
/// `@DependencyClient`, `@ViewAction`, `@ObservableState` and the markers that expand to
/// nothing), and `ComposableUI`'s freestanding `#Preview`, from source text alone, with the writers the case-path generator uses, so that
/// `ComposableMacros` needs no swift-syntax.
///
/// A macro writes inside the declaration it is attached to, so unlike the generator it can
/// reach a `private` type. (Swift takes no extension macro on a type declared in a function.)
///
/// ```swift
/// let request = MacroExpansionRequest(
///     macro: "ReducerMacro", role: .extension, attribute: "@Reducer",
///     declaration: "@Reducer struct Counter { }", extendedType: "Counter",
///     missingConformances: ["Composable.Reducer"]
/// )
/// MacroExpander.expand(request)  // .success("extension Counter: Composable.Reducer {}")
/// ```
public enum MacroExpander {
    /// The source the compiler should add for `request`, or why there is none.
    public static func expand(_ request: MacroExpansionRequest) -> Result<String, MacroExpansionError> {
        switch request.macro {
        case "CasePathableMacro": CasePathableExpansion.expand(request)
        case "ReducerMacro": ReducerExpansion.expand(request)
        case "DependencyClientMacro": DependencyClientExpansion.expand(request)
        case "ViewActionMacro": conformances(request, ["ViewActionSending"])
        // `@ObservableState`, `@ReducerCaseIgnored`, `@DependencyEndpoint`, ...: accepted, and
        // nothing to add.
        case "MarkerMacro": .success("")
        default: .failure(MacroExpansionError("ComposableMacros has no macro '\(request.macro)'; check the macro's declaration"))
        }
    }

    /// The declarations the compiler should put where the freestanding macro `macro` (the type
    /// that implements it) is written: `syntax` is the use as written, `discriminator` the
    /// compiler's prefix for names unique to it.
    ///
    /// ```swift
    /// MacroExpander.expandFreestanding("PreviewMacro", syntax: "#Preview { Text(\"Hi\") }", discriminator: "$s4App")
    /// // .success("func $s4App7PreviewfMu_() -> ComposableUI.Preview {\n    ComposableUI.Preview { Text(\"Hi\") }\n}")
    /// ```
    public static func expandFreestanding(
        _ macro: String,
        syntax: String,
        discriminator: String
    ) -> Result<String, MacroExpansionError> {
        switch macro {
        case "PreviewMacro": PreviewExpansion.expand(syntax, discriminator: discriminator)
        default: .failure(MacroExpansionError("ComposableMacros has no macro '\(macro)'; check the macro's declaration"))
        }
    }

    /// `extension T: P, Q {}` for the protocols of `wanted` the type lacks, or nothing.
    static func conformances(_ request: MacroExpansionRequest, _ wanted: [String]) -> Result<String, MacroExpansionError> {
        guard request.role == .extension, let type = request.extendedType else { return .success("") }
        let missing = wanted.filter { name in
            request.missingConformances.contains { $0 == name || $0.hasSuffix("." + name) }
        }
        guard !missing.isEmpty else { return .success("") }
        return .success("extension \(type): \(missing.map { "Composable." + $0 }.joined(separator: ", ")) {}")
    }

    /// `"public "`, `"package "` or `""`: the modifier for members written inside a type
    /// declared with `level`.
    static func memberAccess(_ level: AccessLevel?) -> String {
        switch level {
        case .public?, .open?: "public "
        case .package?: "package "
        default: ""
        }
    }
}
