// The older spelling of navigation, before stacks had paths: a link whose destination shows
// while a binding says so. Tapping the link sets the binding; the destination is pushed onto
// the enclosing stack while it is set, and going back clears it.

extension NavigationLink {
    /// A link labelled by `label` that shows `destination` while `isActive` is true.
    public init<Destination: View>(
        isActive: Binding<Bool>,
        @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) {
        self.target = .activate { isActive.wrappedValue = true }
        self.label = label()
        let destination = destination()
        self.attachment = EmptyView().navigationDestination(isPresented: isActive) { destination }
    }

    /// A link labelled by `label` that shows `destination` while `selection` is `tag`; tapping
    /// it sets `selection` to `tag`, going back sets it to `nil`.
    public init<Tag: Hashable, Destination: View>(
        tag: Tag,
        selection: Binding<Tag?>,
        @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) {
        let isActive = Binding(
            get: { selection.wrappedValue == tag },
            set: { isActive in
                if isActive {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            }
        )
        self.init(isActive: isActive, destination: destination, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that shows `destination` while `isActive` is true.
    public init<Destination: View>(
        _ title: String,
        isActive: Binding<Bool>,
        @ViewBuilder destination: () -> Destination
    ) {
        self.init(isActive: isActive, destination: destination) { Text(title) }
    }

    /// A link titled `title` that shows `destination` while `selection` is `tag`.
    public init<Tag: Hashable, Destination: View>(
        _ title: String,
        tag: Tag,
        selection: Binding<Tag?>,
        @ViewBuilder destination: () -> Destination
    ) {
        self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
    }
}
