import Foundation

/// Payload types from another module: the generated file must import it as this file does.
enum Inventory {
    case added(UUID)
    case stamped(at: Date, by: URL)
}
