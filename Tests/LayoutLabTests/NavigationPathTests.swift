import Foundation
import Testing
@testable import LayoutLab

/// A navigation path an app saves and restores (`path.codable`, `NavigationPath(decoded)`), as
/// SwiftUI's "Restore navigation state" describes: values of several types come back as they were.
@Suite struct NavigationPathTests {
    struct Recipe: Hashable, Codable { let name: String; let servings: Int }
    struct Unsaved: Hashable { let id: Int }

    @Test func aPathOfCodableValuesEncodesAndDecodesBack() throws {
        var path = NavigationPath()
        path.append(Recipe(name: "Soup", servings: 4))
        path.append(42)
        path.append("settings")
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)
        var expected = NavigationPath()
        expected.append(Recipe(name: "Soup", servings: 4))
        expected.append(42)
        #expect(restored != expected)
    }

    @Test func aPathWithAValueThatIsNotCodableHasNoCodableForm() {
        var path = NavigationPath([1, 2])
        #expect(path.codable != nil)
        path.append(Unsaved(id: 3))
        #expect(path.codable == nil)
        path.removeLast()
        #expect(path.codable != nil)
    }

    @Test func anUnknownTypeNameFailsToDecode() throws {
        let data = Data(#"["NoSuchType9999", "1"]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        }
    }
}

/// Small conformances real files rely on.
@Suite struct ImageEqualityTests {
    @Test func imagesCompareByWhatTheyShow() {
        #expect(Image(systemName: "star") == Image(systemName: "star"))
        #expect(Image(systemName: "star") != Image(systemName: "star.fill"))
        #expect(Image("logo") != Image(systemName: "logo"))
        #expect(Image("logo").resizable() != Image("logo"))
    }
}
