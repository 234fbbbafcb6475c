extension View {
    /// Cuts this view to the outline of `shape` (a rounded card, a round avatar); recorded
    /// with the shape as written.
    ///
    /// ```swift
    /// let avatar = ViewHost(Image(systemName: "person").clipShape(Circle()))
    /// assert(avatar.render().contains(".clipShape(Circle())"))
    /// ```
    public func clipShape(_ shape: some Shape) -> some View {
        modifier(RecordedModifier(written: ".clipShape(\(shape.written))"))
    }

    /// Makes the outline of `shape` the area that takes taps on this view (a whole row, not only
    /// its text); recorded with the shape as written.
    ///
    /// ```swift
    /// let row = ViewHost(HStack { Text("Settings") }.contentShape(.rect))
    /// assert(row.render().contains(".contentShape(Rectangle())"))
    /// ```
    public func contentShape(_ shape: some Shape) -> some View {
        modifier(RecordedModifier(written: ".contentShape(\(shape.written))"))
    }
}
