import Composable
import Testing

// These tests use the conformances CasePathsPlugin generated for the enums in Fixtures/.

@Test func generatedReflectionFollowsTheBuildConfigurationsCases() {
    #if DEBUG
    #expect(Array(BuildMode.allCasePaths) == [\Case<BuildMode>.always, \Case<BuildMode>.debugOnly])
    #expect(BuildMode.debugOnly("x").case == \Case<BuildMode>.debugOnly)
    #else
    #expect(Array(BuildMode.allCasePaths).count == 2)
    #endif
    #expect(BuildMode.always.case == \Case<BuildMode>.always)
}

@Test func generatedReflectionWorksForPublicIsolatedAndPayloadedEnums() {
    #expect(PublicAction.run(1).case == \Case<PublicAction>.run)
    #expect(Array(PublicAction.allCasePaths).count == 2)
    #expect(Library.Event.opened(name: "x").case == \Case<Library.Event>.opened)
    #expect(Array(IsolatedAction.allCasePaths) == [\Case<IsolatedAction>.tap])
    #expect(Direction.west.case == \Case<Direction>.west)
    #expect(Array(Direction.allCasePaths).count == 4)
}
