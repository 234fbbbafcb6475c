import Foundation

extension UIApplication {
    /// The name of the notification UIKit posts when the user takes a screenshot; post it
    /// yourself to drive a feature that listens for it.
    ///
    /// ```swift
    /// print(UIApplication.userDidTakeScreenshotNotification.rawValue)
    /// // UIApplicationUserDidTakeScreenshotNotification
    /// ```
    nonisolated public static let userDidTakeScreenshotNotification =
        Notification.Name("UIApplicationUserDidTakeScreenshotNotification")

    /// The name of the notification UIKit posts when the app comes to the foreground.
    ///
    /// ```swift
    /// print(UIApplication.willEnterForegroundNotification.rawValue)
    /// // UIApplicationWillEnterForegroundNotification
    /// ```
    nonisolated public static let willEnterForegroundNotification =
        Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// The name of the notification UIKit posts when the app goes to the background.
    ///
    /// ```swift
    /// print(UIApplication.didEnterBackgroundNotification.rawValue)
    /// // UIApplicationDidEnterBackgroundNotification
    /// ```
    nonisolated public static let didEnterBackgroundNotification =
        Notification.Name("UIApplicationDidEnterBackgroundNotification")
}
