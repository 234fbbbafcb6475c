extension StackState: CustomStringConvertible {
    /// The screens as an array shows them, bottom first, without ids, as the original writes
    /// them: `["List", "Detail"]`.
    ///
    /// ```swift
    /// let screens: StackState<String> = ["List", "Detail"]
    /// assert(screens.description == #"["List", "Detail"]"#)
    /// ```
    public var description: String {
        Array(self).description
    }
}

extension StackState: CustomDebugStringConvertible {
    /// The stack's type and its screens keyed by id, as the original writes them:
    /// `StackState<String>([#0: "List", #1: "Detail"])`, or `StackState<String>([:])` when
    /// empty.
    ///
    /// ```swift
    /// let named: StackState<String> = ["List", "Detail"]
    /// assert(named.debugDescription == #"StackState<String>([#0: "List", #1: "Detail"])"#)
    /// assert(StackState<Int>().debugDescription == "StackState<Int>([:])")
    /// ```
    public var debugDescription: String {
        var entries = ""
        for id in ids {
            if !entries.isEmpty { entries += ", " }
            debugPrint(id, terminator: "", to: &entries)
            entries += ": "
            debugPrint(self[id: id]!, terminator: "", to: &entries)
        }
        return "\(Self.self)([\(entries.isEmpty ? ":" : entries)])"
    }
}
