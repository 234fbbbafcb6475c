// A file written for the original imports Combine and ComposableArchitecture side by side;
// here `import ComposableCombine` stands for Combine and CombineSchedulers, and brings the
// runtime with it so that its bridges (`Effect.publisher`, `store.publisher`) and the
// `\.mainQueue` scheduler are one import away.
@_exported import Composable

// The schedulers are dispatch queues' (`DispatchQueue.main`, `DispatchQueue.test`,
// `DispatchQueue.immediate`), as they are with Combine on Apple's systems, where a test file's
// `import XCTest` or `import Foundation` brings Dispatch.
@_exported import Dispatch
