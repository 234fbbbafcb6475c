import Foundation

// Apple's Foundation has both; declaring them there too would make every use ambiguous.
#if !canImport(Darwin)
extension URL {
    /// The user's documents folder, where an app keeps what `.fileStorage` saves: Foundation
    /// has it on Apple platforms, and Linux's Foundation does not, so the original's
    /// `.fileStorage(.documentsDirectory.appending(component: "sync-ups.json"))` compiles here
    /// too. On Linux it is `~/Documents` (what `FileManager` names the document directory).
    ///
    /// ```swift
    /// let file = URL.documentsDirectory.appending(component: "sync-ups.json")
    /// assert(file.lastPathComponent == "sync-ups.json")
    /// assert(file.deletingLastPathComponent().lastPathComponent == "Documents")
    /// ```
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL.homeDirectory.appending(component: "Documents", directoryHint: .isDirectory)
    }

    /// The user's caches folder, for what can be made again: `~/.cache` on Linux.
    ///
    /// ```swift
    /// assert(URL.cachesDirectory.hasDirectoryPath)
    /// ```
    public static var cachesDirectory: URL {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? URL.homeDirectory.appending(component: ".cache", directoryHint: .isDirectory)
    }
}
#endif
