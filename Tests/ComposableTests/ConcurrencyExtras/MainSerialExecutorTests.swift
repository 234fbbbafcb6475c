import Composable
import Testing

/// Serialized: the setting belongs to the whole process.
@MainActor @Suite(.serialized)
struct MainSerialExecutorTests {
    @Test func detachedTasksRunOneAtATimeInTheOrderTheyStarted() async {
        await withMainSerialExecutor {
            let order = LockIsolated<[Int]>([])
            var tasks: [Task<Void, Never>] = []
            for index in 0..<10 {
                tasks.append(
                    Task.detached {
                        order.withValue { $0.append(index) }
                        await Task.yield()
                        order.withValue { $0.append(index + 100) }
                    }
                )
            }
            for task in tasks { await task.value }
            // Each task's first half ran before any second half: one job at a time, in order.
            #expect(order.value == Array(0..<10) + Array(100..<110))
        }
    }

    @Test func theSettingIsRestoredAfterTheOperation() async {
        #expect(!uncheckedUseMainSerialExecutor)
        withMainSerialExecutor {
            #expect(uncheckedUseMainSerialExecutor)
        }
        #expect(!uncheckedUseMainSerialExecutor)
        await withMainSerialExecutor {
            await Task.yield()
            #expect(uncheckedUseMainSerialExecutor)
        }
        #expect(!uncheckedUseMainSerialExecutor)
    }
}
