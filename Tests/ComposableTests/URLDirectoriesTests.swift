import Composable
import Foundation
import Testing

/// `URL.documentsDirectory`, as the original's SyncUps names the file it keeps its sync-ups in.
struct URLDirectoriesTests {
    @Test func theDocumentsDirectoryIsTheDocumentFolderFileManagerNames() {
        let expected = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        #expect(expected == nil || URL.documentsDirectory == expected)
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        #expect(URL.documentsDirectory.appending(component: "sync-ups.json").lastPathComponent == "sync-ups.json")
    }

    @Test func theCachesDirectoryIsAFolder() {
        #expect(URL.cachesDirectory.hasDirectoryPath)
    }
}
