// A file written for the original imports Combine and ComposableArchitecture side by side;
// here `import ComposableCombine` stands for Combine and CombineSchedulers, and brings the
// runtime with it so that its bridges (`Effect.publisher`, `store.publisher`) and the
// `\.mainQueue` scheduler are one import away.
@_exported import Composable
