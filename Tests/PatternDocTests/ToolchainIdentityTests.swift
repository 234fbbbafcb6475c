import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocVerify

/// Results are reused only with the toolchain that made them; the toolchain is told apart by
/// its files, without starting it.
struct ToolchainIdentityTests {
    @Test func theToolchainOnPathIsNamedByItsCompilerAndPackageManagerFiles() throws {
        let identity = try ReuseKey.toolchainIdentity()

        // The toolchain that runs these tests has its compiler beside `swift`, not behind a proxy.
        let lines = identity.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.dropFirst().map { $0.split(separator: " ").first } == ["swift-frontend", "swift-package"])
        #expect(try ReuseKey.toolchainIdentity() == identity)
    }
}
