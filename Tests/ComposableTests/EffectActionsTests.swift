import Composable
import Testing

/// `effect.actions`, as the original's EffectFailureTests and EffectTests read an effect
/// outside any store: the actions it sends, in order for a concatenation, until it finishes.
struct EffectActionsTests {
    func collect<Action: Sendable>(_ effect: Effect<Action>) async -> [Action] {
        var received: [Action] = []
        for await action in effect.actions { received.append(action) }
        return received
    }

    @Test func aSendWrappedTwiceInOneCancelInFlightIDIsDelivered() async {
        let effect = Effect<Int>.send(42)
            .cancellable(id: "id", cancelInFlight: true)
            .cancellable(id: "id", cancelInFlight: true)
        #expect(await collect(effect) == [42])
    }

    @Test func noneSendsNothingAndFinishes() async {
        #expect(await collect(Effect<Int>.none).isEmpty)
    }

    @Test func aConcatenationSendsInOrder() async {
        let effect = Effect<Int>.concatenate(
            .send(1),
            .run { send in
                try? await Task.sleep(for: .milliseconds(10))
                await send(2)
            },
            .send(3)
        )
        #expect(await collect(effect) == [1, 2, 3])
    }

    @Test func aMergeSendsEverything() async {
        let effect = Effect<Int>.merge(.send(1), .run { send in await send(2) }, .send(3))
        #expect(await collect(effect).sorted() == [1, 2, 3])
    }

    enum ID { case timer }

    @Test func aCancellableEffectIsCancelledByItsID() async {
        let effect = Effect<Int>.run { send in
            await send(1)
            try await Task.sleep(for: .seconds(3600))
            await send(2)
        }
        .cancellable(id: ID.timer)
        var received: [Int] = []
        for await action in effect.actions {
            received.append(action)
            if action == 1 { Task.cancel(id: ID.timer) }
        }
        #expect(received == [1])
    }
}
