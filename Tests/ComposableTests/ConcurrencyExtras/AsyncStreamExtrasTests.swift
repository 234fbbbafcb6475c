import Composable
import Testing

struct AsyncStreamExtrasTests {
    @Test func finishedEndsWithoutYielding() async {
        var count = 0
        for await _ in AsyncStream<Int>.finished { count += 1 }
        #expect(count == 0)
    }

    @Test func aThrowingFinishedEndsWithTheErrorGiven() async throws {
        struct Offline: Error {}
        await #expect(throws: Offline.self) {
            for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Offline()) {}
        }
        var count = 0
        for try await _ in AsyncThrowingStream<Int, any Error>.finished() { count += 1 }
        #expect(count == 0)
    }

    @Test func neverEndsOnlyWhenTheIteratingTaskIsCancelled() async throws {
        let iterating = Task {
            for await _ in AsyncStream<Int>.never {}
            return true
        }
        let throwingIterating = Task {
            for try await _ in AsyncThrowingStream<Int, any Error>.never {}
            return true
        }
        try? await Task.sleep(for: .milliseconds(20))
        iterating.cancel()
        throwingIterating.cancel()
        #expect(await iterating.value)
        #expect(try await throwingIterating.value)
    }

    @Test func eraseToStreamYieldsEveryElementInOrder() async {
        let source = AsyncStream<Int> { continuation in
            for number in 1...5 { continuation.yield(number) }
            continuation.finish()
        }
        var seen: [Int] = []
        for await number in source.map({ $0 * 10 }).eraseToStream() { seen.append(number) }
        #expect(seen == [10, 20, 30, 40, 50])
    }

    @Test func eraseToThrowingStreamPassesTheErrorOn() async {
        struct Broken: Error {}
        let source = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: Broken())
        }
        var seen: [Int] = []
        await #expect(throws: Broken.self) {
            for try await number in source.eraseToThrowingStream() { seen.append(number) }
        }
        #expect(seen == [1])
    }
}
