import Composable
import Dispatch

extension DispatchQueue {
    /// A moment on a dispatch queue's scheduler, and on the schedulers that stand for one
    /// (`DispatchQueue.test`, `DispatchQueue.immediate`, `AnySchedulerOf<DispatchQueue>`).
    /// Combine's `DispatchQueue.SchedulerTimeType`.
    ///
    /// ```swift
    /// let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))
    /// let later = start.advanced(by: .seconds(1))
    /// assert(start.distance(to: later) == .seconds(1))
    /// ```
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The interval between two moments: `1` (a second), `.seconds(0.5)`,
        /// `.milliseconds(500)`. It is the `\.mainQueue` dependency's own interval type.
        public typealias Stride = MainQueue.Stride

        /// The moment as a dispatch time.
        ///
        /// ```swift
        /// let time = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 5))
        /// assert(time.dispatchTime.uptimeNanoseconds == 5)
        /// ```
        public var dispatchTime: DispatchTime

        /// The moment at `time`.
        ///
        /// ```swift
        /// let now = DispatchQueue.SchedulerTimeType(.now())
        /// // snippet.hide
        /// _ = now
        /// ```
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// The interval from this moment to `other`.
        ///
        /// ```swift
        /// let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))
        /// assert(start.distance(to: start.advanced(by: 2)) == 2)
        /// ```
        public func distance(to other: SchedulerTimeType) -> Stride {
            let start = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
            let end = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
            return Stride(.nanoseconds(end &- start))
        }

        /// The moment `n` after this one.
        ///
        /// ```swift
        /// let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))
        /// assert(start.advanced(by: .nanoseconds(4)).dispatchTime.uptimeNanoseconds == 5)
        /// ```
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let nanoseconds = Int64(bitPattern: dispatchTime.uptimeNanoseconds) &+ n.nanoseconds
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(1, nanoseconds))))
        }

        /// Whether `lhs` comes before `rhs`.
        ///
        /// ```swift
        /// let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))
        /// assert(start < start.advanced(by: 1))
        /// ```
        public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds < rhs.dispatchTime.uptimeNanoseconds
        }

        /// Whether both are the same moment.
        ///
        /// ```swift
        /// let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))
        /// assert(start == start.advanced(by: 0))
        /// ```
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// Hashes the moment.
        ///
        /// ```swift
        /// let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))
        /// assert(Set([start, start]).count == 1)
        /// ```
        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        /// The moment `elapsed` after the start of a clock whose time is virtual (a test or
        /// immediate clock): time zero is uptime 1, as DispatchTime's 0 means "now".
        package static func virtual(_ elapsed: Duration) -> SchedulerTimeType {
            SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, MainQueue.Stride(elapsed).nanoseconds)) + 1))
        }

        /// The time since the start of a virtual clock, for a moment made by `virtual(_:)`.
        package var virtualElapsed: Duration {
            .nanoseconds(Int64(bitPattern: dispatchTime.uptimeNanoseconds) - 1)
        }
    }

    /// The options a dispatch queue's scheduler takes: the quality of service and flags of the
    /// work it dispatches. Combine's `DispatchQueue.SchedulerOptions`.
    ///
    /// ```swift
    /// let options = DispatchQueue.SchedulerOptions(qos: .userInitiated)
    /// DispatchQueue.immediate.schedule(options: options) { print("ran") }
    /// ```
    public struct SchedulerOptions: @unchecked Sendable {
        // Unchecked: Dispatch does not mark its flags `Sendable`; they are a plain option set.
        /// The quality of service of the work.
        ///
        /// ```swift
        /// assert(DispatchQueue.SchedulerOptions(qos: .utility).qos == .utility)
        /// ```
        public var qos: DispatchQoS
        /// The flags of the work.
        ///
        /// ```swift
        /// let options = DispatchQueue.SchedulerOptions(flags: .barrier)
        /// assert(options.flags.contains(.barrier))
        /// ```
        public var flags: DispatchWorkItemFlags
        /// The group the work joins, if any.
        ///
        /// ```swift
        /// let group = DispatchGroup()
        /// assert(DispatchQueue.SchedulerOptions(group: group).group === group)
        /// ```
        public var group: DispatchGroup?

        /// Options with `qos`, `flags` and `group`.
        ///
        /// ```swift
        /// let options = DispatchQueue.SchedulerOptions(qos: .background)
        /// // snippet.hide
        /// _ = options
        /// ```
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }
}

extension MainQueue.Stride: Comparable, SignedNumeric, SchedulerTimeIntervalConvertible {
    /// The interval in nanoseconds, clamped to `Int64`.
    ///
    /// ```swift
    /// assert(DispatchQueue.SchedulerTimeType.Stride.milliseconds(2).nanoseconds == 2_000_000)
    /// ```
    public var nanoseconds: Int64 {
        let (seconds, attoseconds) = duration.components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        return scaled &+ attoseconds / 1_000_000_000
    }

    /// An interval of `us` microseconds.
    ///
    /// ```swift
    /// assert(DispatchQueue.SchedulerTimeType.Stride.microseconds(1_000) == .milliseconds(1))
    /// ```
    public static func microseconds(_ us: Int) -> Self {
        Self(.microseconds(us))
    }

    /// An interval of `ns` nanoseconds.
    ///
    /// ```swift
    /// assert(DispatchQueue.SchedulerTimeType.Stride.nanoseconds(1_000) == .microseconds(1))
    /// ```
    public static func nanoseconds(_ ns: Int) -> Self {
        Self(.nanoseconds(ns))
    }

    /// Whether `lhs` is shorter than `rhs`.
    ///
    /// ```swift
    /// assert(DispatchQueue.SchedulerTimeType.Stride.milliseconds(1) < .seconds(1))
    /// ```
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.duration < rhs.duration
    }

    /// The two intervals together.
    ///
    /// ```swift
    /// let total: DispatchQueue.SchedulerTimeType.Stride = .seconds(1) + .milliseconds(500)
    /// assert(total == .seconds(1.5))
    /// ```
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(lhs.duration + rhs.duration)
    }

    /// `lhs` less `rhs`.
    ///
    /// ```swift
    /// let left: DispatchQueue.SchedulerTimeType.Stride = .seconds(1) - .milliseconds(250)
    /// assert(left == .milliseconds(750))
    /// ```
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(lhs.duration - rhs.duration)
    }

    /// The product of the two intervals' nanosecond counts, as a number of nanoseconds (the
    /// arithmetic `SignedNumeric` asks for; scale an interval with `*` by an `Int` instead).
    ///
    /// ```swift
    /// let product: DispatchQueue.SchedulerTimeType.Stride = .nanoseconds(3) * .nanoseconds(4)
    /// assert(product == .nanoseconds(12))
    /// ```
    public static func * (lhs: Self, rhs: Self) -> Self {
        let (product, overflow) = lhs.nanoseconds.multipliedReportingOverflow(by: rhs.nanoseconds)
        return Self(.nanoseconds(overflow ? .max : product))
    }

    /// Multiplies `lhs` by `rhs` as `*` does.
    ///
    /// ```swift
    /// var stride: DispatchQueue.SchedulerTimeType.Stride = .nanoseconds(3)
    /// stride *= .nanoseconds(2)
    /// assert(stride == .nanoseconds(6))
    /// ```
    public static func *= (lhs: inout Self, rhs: Self) {
        lhs = lhs * rhs
    }

    /// `value` seconds, when it is exactly representable.
    ///
    /// ```swift
    /// assert(DispatchQueue.SchedulerTimeType.Stride(exactly: 2) == .seconds(2))
    /// ```
    public init?<T: BinaryInteger>(exactly value: T) {
        guard let seconds = Int64(exactly: value) else { return nil }
        self.init(.seconds(seconds))
    }

    /// The interval without its sign.
    ///
    /// ```swift
    /// let back: DispatchQueue.SchedulerTimeType.Stride = -2
    /// assert(back.magnitude == 2)
    /// ```
    public var magnitude: Self {
        duration < .zero ? Self(.zero - duration) : self
    }
}
