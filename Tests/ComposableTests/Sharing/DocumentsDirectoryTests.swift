import Composable
import Foundation
import Testing

@Suite struct DocumentsDirectoryTests {
    @Test func documentsDirectoryIsTheDocumentsFolderInTheHomeFolder() {
        let documents = URL.documentsDirectory
        #expect(documents.isFileURL)
        #expect(documents.lastPathComponent == "Documents")
        #expect(documents.deletingLastPathComponent().standardizedFileURL == URL.homeDirectory.standardizedFileURL)
    }

    @Test func aFileStorageKeyNamedFromTheDocumentsFolderKeepsItsValueInTests() {
        // The tutorials' SyncUps key: in a test the key writes the in-memory file system.
        let url = URL.documentsDirectory.appending(component: "sync-ups-\(UUID()).json")
        @Shared(.fileStorage(url)) var titles: [String] = []
        $titles.withLock { $0.append("Morning Sync") }
        @Shared(.fileStorage(url)) var again: [String] = []
        #expect(again == ["Morning Sync"])
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}
