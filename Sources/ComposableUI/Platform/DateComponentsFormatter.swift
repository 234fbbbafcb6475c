import Foundation

// Apple's Foundation has the real one; Linux's declares it unavailable. This one shadows it
// in files that import ComposableUI.
#if !canImport(Darwin)
/// Formats a duration as a clock shows it, `01:05`, or in words, `1m 5s`: the subset of
/// Foundation's `DateComponentsFormatter` that views use, which Linux's Foundation does not
/// have (it declares the type unavailable).
///
/// It formats hours, minutes and seconds: the largest unit allowed takes what the smaller
/// ones do not hold (90 minutes with only minutes and seconds allowed is `90:00`). Leading
/// zero units are dropped unless ``zeroFormattingBehavior`` is ``ZeroFormattingBehavior/pad``,
/// which also pads every positional unit to two digits. A file that uses it imports
/// `ComposableUI` (in the original, `Foundation`).
///
/// ```swift
/// let formatter = DateComponentsFormatter()
/// formatter.allowedUnits = [.minute, .second]
/// formatter.zeroFormattingBehavior = .pad
/// assert(formatter.string(from: 5) == "00:05")
/// assert(formatter.string(from: 65) == "01:05")
/// assert(formatter.string(from: 5_400) == "90:00")
///
/// formatter.zeroFormattingBehavior = .default
/// assert(formatter.string(from: 5) == "0:05")
/// formatter.unitsStyle = .abbreviated
/// assert(formatter.string(from: 65) == "1m 5s")
/// ```
open class DateComponentsFormatter {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// `1:05`.
        case positional = 0
        /// `1m 5s`.
        case abbreviated = 1
        /// `1m 5s`, as abbreviated.
        case short = 2
        /// `1 minute, 5 seconds`.
        case full = 3
        /// `1 minute, 5 seconds`, as full.
        case spellOut = 4
        /// `1min 5sec`.
        case brief = 5
    }

    /// What happens to units whose value is zero.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// The options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leading zero units are dropped.
        public static let `default` = ZeroFormattingBehavior([])
        /// Leading zero units are dropped.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between others are dropped (in words only).
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Trailing zero units are dropped (in words only).
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit is dropped (in words only).
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Every unit is shown, padded to two digits where positional.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// How units are written: ``UnitsStyle/positional`` unless set.
    open var unitsStyle = UnitsStyle.positional
    /// The units shown: hours, minutes and seconds unless set.
    open var allowedUnits: NSCalendar.Unit = [.hour, .minute, .second]
    /// What happens to zero units: leading ones are dropped unless set.
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default

    /// A positional formatter of hours, minutes and seconds.
    public init() {}

    /// `ti` seconds, formatted; `nil` when it is not finite or no supported unit is allowed.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let units: [(NSCalendar.Unit, Int, String, String)] = [
            (.hour, 3600, "h", "hour"), (.minute, 60, "m", "minute"), (.second, 1, "s", "second"),
        ].filter { allowedUnits.contains($0.0) }
        guard !units.isEmpty else { return nil }
        var remaining = Int(abs(ti).rounded(.down))
        var values: [Int] = []
        for (_, seconds, _, _) in units {
            values.append(remaining / seconds)
            remaining %= seconds
        }
        let sign = ti < 0 ? "-" : ""
        let pad = zeroFormattingBehavior.contains(.pad)
        var first = 0
        if !pad {
            first = values.firstIndex { $0 != 0 } ?? values.count - 1
            if unitsStyle == .positional { first = min(first, max(values.count - 2, 0)) }
        }
        if unitsStyle == .positional {
            let shown = values[first...].enumerated().map { offset, value in
                offset == 0 && !pad ? String(value) : (value < 10 ? "0\(value)" : String(value))
            }
            return sign + shown.joined(separator: ":")
        }
        let words = unitsStyle == .full || unitsStyle == .spellOut
        let parts = zip(units, values).enumerated().compactMap { index, pair -> String? in
            let ((_, _, symbol, word), value) = pair
            if index < first || (value == 0 && !pad && (index != values.count - 1 || first < index)) { return nil }
            return words ? "\(value) \(word)\(value == 1 ? "" : "s")" : "\(value)\(symbol)"
        }
        return sign + parts.joined(separator: words ? ", " : " ")
    }
}
#endif
