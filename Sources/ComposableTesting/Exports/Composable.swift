// The original keeps `TestStore` in the same module as `Store`, so a test file written for it
// imports one module. Re-exporting the runtime lets such a file change that one import to
// `import ComposableTesting` and still see `Store`, `Reducer`, `Effect` and the rest.
@_exported import Composable
