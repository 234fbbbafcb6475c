/// A side of a view: where a safe-area inset goes, which sides padding pads.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The four sides; leading and trailing follow the reading direction.
    case top, leading, bottom, trailing

    /// A set of sides, as `.padding(.horizontal)` and `.padding([.horizontal, .bottom])` take it.
    public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// One bit per edge.
        public let rawValue: Int8

        /// The set with the bits of `rawValue`.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set holding only `edge`.
        public init(_ edge: Edge) {
            self.init(rawValue: 1 << edge.rawValue)
        }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge: the left in a left-to-right language.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge: the right in a left-to-right language.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.horizontal, .vertical]

        /// The set as it is written in code: `.horizontal`, `[.horizontal, .bottom]`.
        public var description: String {
            let named: [(Set, String)] = [
                (.all, "all"), (.horizontal, "horizontal"), (.vertical, "vertical"), (.top, "top"),
                (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
            ]
            var rest = self
            var names: [String] = []
            for (set, name) in named where !set.isDisjoint(with: rest) && rest.isSuperset(of: set) {
                names.append("." + name)
                rest.subtract(set)
            }
            return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
        }
    }
}
