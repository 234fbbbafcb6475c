import Foundation

extension DependencyValues {
    /// The calendar a feature works with: `Calendar.autoupdatingCurrent` in the app.
    ///
    /// ```swift
    /// struct Agenda: Reducer {
    ///     struct State: Equatable {
    ///         var weekday = 0
    ///     }
    ///
    ///     enum Action {
    ///         case dayChanged(Date)
    ///     }
    ///
    ///     @Dependency(\.calendar) var calendar
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case let .dayChanged(date):
    ///                 state.weekday = calendar.component(.weekday, from: date)
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// It has no test value, as `locale` and `timeZone` have none: a test that reads it sets it,
    /// `$0.calendar = Calendar(identifier: .gregorian)`, so that it does not depend on the
    /// machine it runs on.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The locale a feature formats with: `Locale.autoupdatingCurrent` in the app; a test sets
    /// it, `$0.locale = Locale(identifier: "en_US")`.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone a feature shows times in: `TimeZone.autoupdatingCurrent` in the app; a
    /// test sets it, `$0.timeZone = TimeZone(secondsFromGMT: 0)!`.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

private enum CalendarKey: DependencyKey {
    static var liveValue: Calendar { .autoupdatingCurrent }
}

private enum LocaleKey: DependencyKey {
    static var liveValue: Locale { .autoupdatingCurrent }
}

private enum TimeZoneKey: DependencyKey {
    static var liveValue: TimeZone { .autoupdatingCurrent }
}
