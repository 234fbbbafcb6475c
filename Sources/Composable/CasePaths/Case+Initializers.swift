extension Case {
    /// The step that starts every case key path at `Value` itself: `Case<Action>()[keyPath: \.child]`
    /// is the step the key path `\.child` arrives at.
    ///
    /// ```swift output
    /// enum Action { case child(Int), other }
    ///
    /// let child = Case<Action>()[keyPath: \Case<Action>.child]
    /// print(type(of: child))
    /// ```
    ///
    /// ```text
    /// Case<Int>
    /// ```
    public init() {
        self = .root
    }

    /// The step a case key path arrives at, for code that holds a ``CaseKeyPath`` and wants to
    /// keep appending to it with `[keyPath:]`.
    ///
    /// ```swift output
    /// let step = Case(\Case<Action>.child)
    /// print(type(of: step))
    /// ```
    ///
    /// ```text
    /// Case<Int>
    /// ```
    public init<Root>(_ keyPath: CaseKeyPath<Root, Value>) {
        self = Case<Root>.root[keyPath: keyPath]
    }

    /// A step from a pair of functions, for a root type whose case has no generated case path
    /// (a case you reach through a computed rule rather than a declared `case`).
    ///
    /// ```swift output
    /// let even = Case<Int>(
    ///     embed: { (half: Int) in half * 2 },
    ///     extract: { (number: Int) in number.isMultiple(of: 2) ? number / 2 : nil }
    /// )
    /// print(type(of: even))
    /// ```
    ///
    /// ```text
    /// Case<Int>
    /// ```
    public init<Root>(
        embed: @escaping @Sendable (Value) -> Root,
        extract: @escaping @Sendable (Root) -> Value?
    ) {
        self.init(path: RootedCasePath(AnyCasePath(embed: embed, extract: extract)))
    }
}
