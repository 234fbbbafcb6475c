extension View {
    /// Puts `leading` and `trailing` (usually buttons) in the navigation bar of the screen this
    /// view is on: the older spelling of ``toolbar(content:)``, read the same way.
    public func navigationBarItems<Leading: View, Trailing: View>(leading: Leading, trailing: Trailing) -> some View {
        toolbar {
            leading
            trailing
        }
    }

    /// Puts `leading` in the navigation bar of the screen this view is on.
    public func navigationBarItems<Leading: View>(leading: Leading) -> some View {
        toolbar { leading }
    }

    /// Puts `trailing` in the navigation bar of the screen this view is on.
    public func navigationBarItems<Trailing: View>(trailing: Trailing) -> some View {
        toolbar { trailing }
    }
}
