/// Runs `action` when the person pulls the view down to refresh it; ``ViewHost/refresh()``
/// does it in a test, and returns when the action is done.
struct RefreshableModifier: ViewModifier, DescribingModifier {
    let action: @MainActor @Sendable () async -> Void
    var description: NodeContent.Modifier { .refreshable(action) }
    typealias Body = Never
}

extension View {
    /// Lets the person pull this view down to run `action`, which the refresh waits for.
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}
