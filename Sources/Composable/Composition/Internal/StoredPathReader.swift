/// Reads a value through a writable key path, by the cheaper of the two ways the runtime has.
///
/// The runtime reads a key path through generic code that looks up type metadata at each step,
/// about ten times the cost of its `inout` access. When the path leads to plain stored
/// properties (no observers, no accessors), an `inout` access has no effect of its own, so a
/// read may go through it. Otherwise it is a plain read: an `inout` access of a property with
/// `didSet` would call `didSet`.
@usableFromInline
struct StoredPathReader<Root, Value> {
    @usableFromInline let keyPath: WritableKeyPath<Root, Value>
    @usableFromInline let isPlainStored: Bool

    @usableFromInline
    init(_ keyPath: WritableKeyPath<Root, Value>) {
        self.keyPath = keyPath
        // `offset(of:)` answers only for a path of stored properties without observers.
        self.isPlainStored = MemoryLayout<Root>.offset(of: keyPath) != nil
    }

    /// Returns what `body` makes of the value at the key path; nothing is written.
    @inlinable
    func read<T>(_ root: inout Root, _ body: (Value) -> T) -> T {
        if isPlainStored { return Self.pass(&root[keyPath: keyPath], to: body) }
        return body(root[keyPath: keyPath])
    }

    @inlinable
    static func pass<T>(_ value: inout Value, to body: (Value) -> T) -> T {
        body(value)
    }
}
