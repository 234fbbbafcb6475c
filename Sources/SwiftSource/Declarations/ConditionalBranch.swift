/// One branch of an `#if` block that a declaration sits in: `#if A`, `#elseif B` or `#else`.
///
/// A declaration records the branches around it, outermost first. ``expression`` is the
/// condition under which the branch is compiled, written so that it can open an `#if` of its
/// own elsewhere:
///
/// ```swift
/// // #if DEBUG ... #elseif TESTING ... #else ... #endif
/// // branch 0: "DEBUG"
/// // branch 1: "!(DEBUG) && (TESTING)"
/// // branch 2: "!(DEBUG) && !(TESTING)"
/// ```
public struct ConditionalBranch: Sendable, Hashable {
    /// The UTF-8 offset of the `#if` that opens the block; it tells blocks apart.
    public var blockOffset: Int
    /// The branch's position in its block: 0 for `#if`, then 1, 2, ... for `#elseif` and `#else`.
    public var index: Int
    /// The branch's own condition, as written; `nil` for `#else`.
    public var condition: String?
    /// The conditions of the branches before this one in the same block, which must all be
    /// false for this branch to be compiled.
    public var earlierConditions: [String]

    /// Creates a branch; ``DeclarationScanner`` is the usual way to get one.
    public init(blockOffset: Int, index: Int, condition: String?, earlierConditions: [String]) {
        self.blockOffset = blockOffset
        self.index = index
        self.condition = condition
        self.earlierConditions = earlierConditions
    }

    /// The condition under which this branch is compiled.
    public var expression: String {
        let negated = earlierConditions.map { "!(\($0))" }
        guard let condition else { return negated.joined(separator: " && ") }
        if negated.isEmpty { return condition }
        return (negated + ["(\(condition))"]).joined(separator: " && ")
    }

    /// The condition under which code nested in all of `branches` is compiled, or `nil` when
    /// there are no branches (the code is always compiled).
    ///
    /// ```swift
    /// ConditionalBranch.expression(for: [debug, linux])  // "(DEBUG) && (os(Linux))"
    /// ```
    public static func expression(for branches: [ConditionalBranch]) -> String? {
        switch branches.count {
        case 0: nil
        case 1: branches[0].expression
        default: branches.map { "(\($0.expression))" }.joined(separator: " && ")
        }
    }

    /// Whether code in `first` and code in `second` can never be compiled together, because at
    /// some level they sit in different branches of the same block.
    public static func areExclusive(_ first: [ConditionalBranch], _ second: [ConditionalBranch]) -> Bool {
        first.contains { one in
            second.contains { other in one.blockOffset == other.blockOffset && one.index != other.index }
        }
    }
}
