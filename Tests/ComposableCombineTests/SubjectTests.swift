import ComposableCombine
import Testing

@Suite struct SubjectTests {
    @Test func passthroughSubjectDeliversOnlyWhatIsSentAfterSubscribing() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(0)
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(received == [1, 2])
        cancellable.cancel()
    }
}
