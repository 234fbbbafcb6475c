import Foundation

@testable import PatternDoc
@testable import PatternDocReport
@testable import PatternDocVerify

extension FixtureCopy {
    /// Verifies the copy's Markdown pages, its doc comments left out, off the cooperative pool,
    /// as the fixture tests of one behaviour do; `configure` changes the options first (a
    /// language mode, a progress line collector).
    func verifyPages(timeout: Double = 60, _ configure: (inout VerifyOptions) -> Void = { _ in }) async throws -> VerificationReport {
        var settings = VerifyOptions(packageRoot: path, timeout: timeout)
        settings.docComments = false
        configure(&settings)
        let options = settings
        return try await offThePool { try Verifier.verify(options) }
    }
}
