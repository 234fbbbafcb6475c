// The original keeps `TestStore` in the same module as `Store`, so a test file written for it
// imports one module. Re-exporting the runtime lets such a file change that one import to
// `import ComposableTesting` and still see `Store`, `Reducer`, `Effect` and the rest.
@_exported import Composable

// A `TestStore`'s and a `TestClock`'s methods take their place as Swift Testing's
// `#_sourceLocation`, a macro that expands where the method is called: a test file that imports
// only this module (an XCTest file written for the original) needs Testing visible for it.
@_exported import Testing
