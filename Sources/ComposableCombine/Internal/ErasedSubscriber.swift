/// A subscriber kept by a publisher that holds several of any type (a subject's): its three
/// entry points as closures over the subscriber itself.
struct ErasedSubscriber<Input, Failure: Error> {
    let receiveSubscription: (any Subscription) -> Void
    let receiveValue: (Input) -> Subscribers.Demand
    let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        receiveSubscription = subscriber.receive(subscription:)
        receiveValue = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
    }
}
