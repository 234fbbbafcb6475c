import Composable

/// What `@Dependency(\.dismiss)` does for the root feature of a ``TestStore``: it dismisses the
/// store itself, as the original's does. Its effects are cancelled, and the test may send no
/// more actions.
@MainActor
final class TestStoreDismissal {
    private(set) var isDismissed = false
    /// Cancels the store's effects; set once the store's engine exists.
    var cancelEffects: (() -> Void)?

    /// The dismiss effect the root feature sees.
    nonisolated var effect: DismissEffect {
        DismissEffect { [weak self] in await self?.dismiss() }
    }

    private func dismiss() {
        isDismissed = true
        cancelEffects?()
    }
}
