import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date: as a date, a time, or the time from now to it.
    ///
    /// ```swift
    /// let styles: [Text.DateStyle] = [.date, .time, .relative, .offset, .timer]
    /// assert(styles.count == 5)
    /// ```
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case date, time, relative, offset, timer
        }

        let kind: Kind

        /// The date, spelled out: `June 3, 2026`.
        public static let date = DateStyle(kind: .date)
        /// The time of day: `3:45 PM`.
        public static let time = DateStyle(kind: .time)
        /// How long from now until the date, or since it: `2 hours, 5 minutes`.
        public static let relative = DateStyle(kind: .relative)
        /// The time from now to the date, signed: `+2 hours`.
        public static let offset = DateStyle(kind: .offset)
        /// A running clock of the time from now to the date: `2:05:09`.
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text showing `date` in `style`, formatted as the host is asked (a `.relative`, `.offset`
    /// or `.timer` text counts from the moment the view is made, and does not tick).
    ///
    /// ```swift
    /// let start = Date(timeIntervalSinceNow: -125)
    /// let host = ViewHost(Text(start, style: .timer))
    /// assert(host.texts == ["2:05"])
    /// ```
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.format(date, style))
    }

    /// Text showing a countdown (or count up) over `timerInterval`, as a clock: `4:59`. The host
    /// shows it at the moment the view is made, or at `pauseTime`.
    ///
    /// ```swift
    /// let now = Date()
    /// let host = ViewHost(Text(timerInterval: now...now.addingTimeInterval(300), pauseTime: now))
    /// assert(host.texts == ["5:00"])
    /// ```
    public init(
        timerInterval: ClosedRange<Date>,
        pauseTime: Date? = nil,
        countsDown: Bool = true,
        showsHours: Bool = true
    ) {
        let at = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
        let seconds = countsDown
            ? timerInterval.upperBound.timeIntervalSince(at)
            : at.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: Self.clock(seconds, showsHours: showsHours))
    }

    /// Text showing `input` as `format` writes it: `Text(price, format: .number)`.
    ///
    /// ```swift
    /// let host = ViewHost(Text(42, format: .number))
    /// assert(host.texts == ["42"])
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    private static func format(_ date: Date, _ style: DateStyle) -> String {
        switch style.kind {
        case .date:
            let formatter = DateFormatter()
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            return formatter.string(from: date)
        case .time:
            let formatter = DateFormatter()
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            return formatter.string(from: date)
        case .relative:
            return duration(abs(date.timeIntervalSinceNow))
        case .offset:
            let interval = date.timeIntervalSinceNow
            return (interval < 0 ? "-" : "+") + duration(abs(interval))
        case .timer:
            return clock(abs(date.timeIntervalSinceNow), showsHours: true)
        }
    }

    /// `seconds` as a clock: `2:05`, or `1:02:05` past an hour.
    private static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let total = Int(seconds.rounded())
        let (hours, minutes, secs) = (total / 3600, (total % 3600) / 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        if showsHours, hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" }
        return "\(showsHours ? minutes : total / 60):\(twoDigits(secs))"
    }

    /// `seconds` in its two largest units: `2 hours, 5 minutes`.
    private static func duration(_ seconds: TimeInterval) -> String {
        let units: [(String, Int)] = [("day", 86_400), ("hour", 3600), ("minute", 60), ("second", 1)]
        var left = Int(seconds.rounded())
        var parts: [String] = []
        for (name, size) in units where left >= size && parts.count < 2 {
            let count = left / size
            left -= count * size
            parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }
}
