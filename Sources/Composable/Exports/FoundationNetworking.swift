// On Apple platforms `URLSession` is part of Foundation, so a dependency client written as
// `import Composable` plus `import Foundation` can fetch with it. On Linux it lives in
// FoundationNetworking; re-exporting it keeps such clients compiling unchanged.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
