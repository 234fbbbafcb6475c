import Foundation

extension UUID {
    /// The UUID whose last 64 bits are `intValue` and whose other bits are zero: the UUID an
    /// `.incrementing` generator makes as its `intValue`-th, so a test writes the id it expects
    /// as `UUID(0)`, `UUID(1)`, ...
    ///
    /// ```swift
    /// assert(UUID(42).uuidString == "00000000-0000-0000-0000-00000000002A")
    /// ```
    public init(_ intValue: Int) {
        precondition(intValue >= 0, "UUID(_:) takes a non-negative count, not \(intValue).")
        let b = withUnsafeBytes(of: UInt64(intValue).bigEndian) { Array($0) }
        self.init(uuid: (0, 0, 0, 0, 0, 0, 0, 0, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]))
    }
}
