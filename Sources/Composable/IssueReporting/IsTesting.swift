import Foundation

/// Whether this process is running tests (`swift test`, Xcode, Bazel): for an app entry point
/// that should not start its real work under a test runner.
///
/// ```swift
/// if isTesting {
///     print("running under a test runner")
/// }
/// ```
///
/// It is decided once, from the process's arguments and environment, as the original decides
/// it.
public let isTesting: Bool = {
    let environment = ProcessInfo.processInfo.environment
    let markers = ["XCTestBundlePath", "XCTestBundleInjectPath", "XCTestConfigurationFilePath", "XCTestSessionIdentifier", "BAZEL_TEST"]
    if markers.contains(where: { environment[$0] != nil }) { return true }
    return ProcessInfo.processInfo.arguments.contains { argument in
        let url = URL(fileURLWithPath: argument)
        return argument == "--testing-library"
            || url.lastPathComponent == "swiftpm-testing-helper"
            || url.lastPathComponent == "xctest"
            || url.pathExtension == "xctest"
    }
}()
