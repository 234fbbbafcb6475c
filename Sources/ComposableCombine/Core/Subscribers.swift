/// Combine's namespace of subscriber types: ``Subscribers/Sink``, ``Subscribers/Completion``
/// and ``Subscribers/Demand``.
///
/// ```swift
/// let finished: Subscribers.Completion<Never> = .finished
/// let unlimited: Subscribers.Demand = .unlimited
/// // snippet.hide
/// _ = (finished, unlimited)
/// ```
public enum Subscribers {}

extension Subscribers {
    /// How a publisher ended: it finished, or it failed with an error.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// let completion: Subscribers.Completion<Offline> = .failure(Offline())
    /// if case .failure = completion { print("failed") }
    /// ```
    public enum Completion<Failure: Error> {
        /// The publisher sent everything it had.
        case finished
        /// The publisher stopped with `error`.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers {
    /// How many more values a subscriber wants: a number, or ``unlimited``.
    ///
    /// Demand only adds up: what a subscriber asks for with `request(_:)` and what it returns
    /// from `receive(_:)` are added to what it had not received yet.
    ///
    /// ```swift
    /// assert(Subscribers.Demand.max(2) + .max(1) == .max(3))
    /// assert(Subscribers.Demand.unlimited + .max(1) == .unlimited)
    /// assert(Subscribers.Demand.max(1) - .max(5) == .none)
    /// ```
    public struct Demand: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The number of values, `nil` for unlimited.
        private let count: Int?

        private init(count: Int?) {
            self.count = count
        }

        /// As many values as the publisher has.
        ///
        /// ```swift
        /// assert(Subscribers.Demand.unlimited > .max(1_000))
        /// ```
        public static let unlimited = Demand(count: nil)
        /// No more values.
        ///
        /// ```swift
        /// assert(Subscribers.Demand.none == .max(0))
        /// ```
        public static let none = Demand(count: 0)

        /// `value` more values (not negative).
        ///
        /// ```swift
        /// assert(Subscribers.Demand.max(3).max == 3)
        /// ```
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "A demand cannot be negative.")
            return Demand(count: value)
        }

        /// The number of values, or `nil` when unlimited.
        ///
        /// ```swift
        /// assert(Subscribers.Demand.unlimited.max == nil)
        /// ```
        public var max: Int? {
            count
        }

        /// Both demands together.
        ///
        /// ```swift
        /// assert(Subscribers.Demand.max(1) + .max(1) == .max(2))
        /// ```
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.count, let right = rhs.count else { return .unlimited }
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? .unlimited : Demand(count: sum)
        }

        /// Adds `rhs` to `lhs`.
        ///
        /// ```swift
        /// var demand = Subscribers.Demand.max(1)
        /// demand += .max(2)
        /// assert(demand == .max(3))
        /// ```
        public static func += (lhs: inout Demand, rhs: Demand) {
            lhs = lhs + rhs
        }

        /// `rhs` values more.
        ///
        /// ```swift
        /// assert(Subscribers.Demand.max(1) + 2 == .max(3))
        /// ```
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            lhs + .max(rhs)
        }

        /// What is left of `lhs` once `rhs` has been delivered, never below none; unlimited
        /// stays unlimited.
        ///
        /// ```swift
        /// assert(Subscribers.Demand.max(3) - .max(1) == .max(2))
        /// ```
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.count else { return .unlimited }
            guard let right = rhs.count else { return .none }
            return Demand(count: Swift.max(0, left - right))
        }

        /// Takes `rhs` from `lhs`.
        ///
        /// ```swift
        /// var demand = Subscribers.Demand.max(3)
        /// demand -= .max(1)
        /// assert(demand == .max(2))
        /// ```
        public static func -= (lhs: inout Demand, rhs: Demand) {
            lhs = lhs - rhs
        }

        /// `rhs` values fewer.
        ///
        /// ```swift
        /// assert(Subscribers.Demand.max(3) - 1 == .max(2))
        /// ```
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            lhs - .max(rhs)
        }

        /// Takes `rhs` values from `lhs`.
        ///
        /// ```swift
        /// var demand = Subscribers.Demand.max(3)
        /// demand -= 1
        /// assert(demand == .max(2))
        /// ```
        public static func -= (lhs: inout Demand, rhs: Int) {
            lhs = lhs - rhs
        }

        /// Unlimited is more than any number.
        ///
        /// ```swift
        /// assert(Subscribers.Demand.max(1) < .unlimited)
        /// ```
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case let (left?, right?): return left < right
            }
        }

        /// Whether the demand is for exactly `rhs` values.
        ///
        /// ```swift
        /// assert(Subscribers.Demand.max(2) == 2)
        /// ```
        public static func == (lhs: Demand, rhs: Int) -> Bool {
            lhs.count == rhs
        }

        /// Whether the demand is for more than `rhs` values.
        ///
        /// ```swift
        /// assert(Subscribers.Demand.unlimited > 0)
        /// ```
        public static func > (lhs: Demand, rhs: Int) -> Bool {
            lhs > .max(rhs)
        }

        /// `"unlimited"` or `"max(n)"`.
        ///
        /// ```swift
        /// assert(Subscribers.Demand.max(2).description == "max(2)")
        /// ```
        public var description: String {
            count.map { "max(\($0))" } ?? "unlimited"
        }
    }
}
