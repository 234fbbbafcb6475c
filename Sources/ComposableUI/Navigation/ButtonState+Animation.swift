import Composable

extension Optional {
    /// The action of an alert or dialog button, written as the original writes an animated
    /// one: `ButtonState(action: .send(.resetTapped, animation: .default))`.
    ///
    /// `ButtonState` here holds the action alone, so the animation is dropped: the action is
    /// sent as it is when the button is tapped (see Docs/DifferencesFromTheOriginal.md).
    public static func send(_ action: Wrapped, animation: Animation?) -> Wrapped? {
        action
    }
}
