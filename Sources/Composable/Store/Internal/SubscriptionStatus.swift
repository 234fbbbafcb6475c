/// Where a subscription effect a store started stands: whether it is over (finished or
/// cancelled), and the task that stands for it while it runs.
@MainActor
final class SubscriptionStatus {
    var isOver = false
    var task: Task<Void, Never>?
}
