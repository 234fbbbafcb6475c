// `import SwiftUI` brings Foundation with it, so app code uses `UUID`, `URL`, `IndexSet`,
// `CGPoint` and `Date` without importing it; `import ComposableUI` does the same.
@_exported import Foundation
