import Foundation

#if !canImport(Darwin)
extension URL {
    /// The user's documents folder, where an app keeps the files a `.fileStorage` key writes.
    ///
    /// Foundation has `URL.documentsDirectory` on Apple platforms and code written for the
    /// original names its files with it; Linux's Foundation does not have it, so this package
    /// adds it there: the folder `FileManager` gives for `.documentDirectory` (`~/Documents`).
    /// In a Swift Testing test a `.fileStorage` key reads and writes an in-memory file system
    /// (``FileStorage``), so naming this folder touches no disk.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    /// // snippet.show
    /// extension SharedKey where Self == FileStorageKey<[String]>.Default {
    ///     static var notes: Self {
    ///         Self[.fileStorage(.documentsDirectory.appending(component: "notes.json")), default: []]
    ///     }
    /// }
    ///
    /// let url = URL.documentsDirectory.appending(component: "notes.json")
    /// precondition(url.isFileURL)
    /// precondition(url.deletingLastPathComponent().lastPathComponent == "Documents")
    /// ```
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL.homeDirectory.appending(component: "Documents")
    }
}
#endif
