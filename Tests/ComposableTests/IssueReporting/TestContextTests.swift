import Composable
import ComposableTesting
import Testing

struct TestContextTests {
    @Test(.tags(.contextCheck)) func insideASwiftTestingTestTheContextNamesThatTest() throws {
        let context = try #require(TestContext.current)
        #expect(context.isSwiftTesting)
        guard case .swiftTesting(let testing?) = context else {
            Issue.record("expected the running test, got \(context)")
            return
        }
        #expect(testing.test.id.rawValue == AnyHashable(try #require(Test.current).id))
        #expect(!testing.test.traits.isEmpty)
    }

    @Test func twoReadsInOneTestDescribeTheSameTest() {
        #expect(TestContext.current == TestContext.current)
    }

    @Test func aDetachedTaskHasNoCurrentTestAndReadsAsXCTest() async {
        let context = await Task.detached { TestContext.current }.value
        #expect(context == .xcTest)
        #expect(context?.isSwiftTesting == false)
    }

    @Test func testsAreEqualByIdAlone() {
        let id = TestContext.Testing.Test.ID(rawValue: "A/b()")
        #expect(id == TestContext.Testing.Test.ID(rawValue: "A/b()"))
        #expect(id != TestContext.Testing.Test.ID(rawValue: "A/c()"))
    }
}

extension Tag {
    @Tag static var contextCheck: Self
}
