import Foundation

extension DependencyValues {
    /// The notification center a feature posts to and observes: `NotificationCenter.default` in
    /// the app, and a new, empty center in each test, so that tests do not hear each other.
    ///
    /// ```swift
    /// struct Settings: Reducer {
    ///     struct State: Equatable {}
    ///
    ///     enum Action {
    ///         case saveTapped
    ///     }
    ///
    ///     @Dependency(\.notificationCenter) var notificationCenter
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { _, _ in
    ///             notificationCenter.post(name: Notification.Name("SettingsSaved"), object: nil)
    ///             return .none
    ///         }
    ///     }
    /// }
    /// ```
    public var notificationCenter: NotificationCenter {
        get { self[NotificationCenterKey.self] }
        set { self[NotificationCenterKey.self] = newValue }
    }
}

private enum NotificationCenterKey: DependencyKey {
    static var liveValue: NotificationCenter { .default }
    static var testValue: NotificationCenter { NotificationCenter() }
}
