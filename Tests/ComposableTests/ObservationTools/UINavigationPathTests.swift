import Composable
import Foundation
import Testing

struct UINavigationPathTests {
    @Test func appendAndRemoveLastChangeTheCount() {
        var path = UINavigationPath()
        #expect(path.isEmpty)
        path.append(1)
        path.append("two")
        path.append(3.0)
        #expect(path.count == 3)
        path.removeLast(2)
        #expect(path == UINavigationPath([1]))
        path.removeLast()
        #expect(path.isEmpty)
    }

    @Test func pathsWithValuesOfDifferentTypesCompareByValue() {
        var mixed = UINavigationPath([1])
        mixed.append("a")
        var same = UINavigationPath()
        same.append(1)
        same.append("a")
        #expect(mixed == same)
        #expect(mixed != UINavigationPath([1, 2]))
    }

    @Test func aCodablePathRoundTripsThroughJSON() throws {
        var path = UINavigationPath([1, 2])
        path.append("detail")
        let codable = try #require(path.codable)
        let data = try JSONEncoder().encode(codable)
        let decoded = try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
        #expect(decoded == codable)
        let restored = UINavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)
        #expect(restored.codable == codable)
    }

    @Test func aPathWithAValueThatIsNotCodableHasNoCodableForm() {
        struct Screen: Hashable {}
        var path = UINavigationPath([1])
        path.append(Screen())
        #expect(path.codable == nil)
    }
}
