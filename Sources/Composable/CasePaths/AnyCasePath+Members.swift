extension AnyCasePath where Root == Value {
    /// The case path from a value to itself, the same as ``identity``: it embeds and extracts
    /// the value unchanged, and is where a chain of appended case paths can start.
    ///
    /// ```swift output
    /// let path = AnyCasePath<Int, Int>()
    /// print(path.embed(3), path.extract(from: 4) as Any)
    /// ```
    ///
    /// ```text
    /// 3 Optional(4)
    /// ```
    public init() {
        self = .identity
    }
}

extension AnyCasePath: CustomDebugStringConvertible {
    /// `AnyCasePath<Root, Value>` with the two types, for debugger output and messages.
    ///
    /// ```swift output
    /// print(AnyCasePath<Int, Int>().debugDescription)
    /// ```
    ///
    /// ```text
    /// AnyCasePath<Int, Int>
    /// ```
    public var debugDescription: String {
        "AnyCasePath<\(Root.self), \(Value.self)>"
    }
}

extension AnyCasePath where Value: CasePathable {
    /// Appends a case of `Value` by name: `path.child` goes through `path`, then into the `child`
    /// case of the value it reaches.
    ///
    /// ```swift output
    /// enum Child { case tapped(Int) }
    /// enum Action { case child(Child) }
    ///
    /// let tapped = AnyCasePath<Action, Child>(\.child).tapped
    /// print(tapped.extract(from: .child(.tapped(2))) as Any, tapped.description)
    /// ```
    ///
    /// ```text
    /// Optional(2) \.child.tapped
    /// ```
    public subscript<Member>(
        dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
    ) -> AnyCasePath<Root, Member> {
        appending(Value.allCasePaths[keyPath: keyPath])
    }
}
