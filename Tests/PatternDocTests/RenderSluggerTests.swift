@testable import PatternDoc
@testable import PatternDocRender
import Testing

@Suite struct RenderSluggerTests {
    @Test func slugsAreLowercaseWithOneDashPerRunOfPunctuation() {
        #expect(Slugger.baseSlug("Scope & ifLet") == "scope-iflet")
        #expect(Slugger.baseSlug("  The `forEach` operator -- in depth!  ") == "the-foreach-operator-in-depth")
        #expect(Slugger.baseSlug("Swift 6.0") == "swift-6-0")
    }

    @Test func lettersAndDigitsOfAnyScriptAreKept() {
        #expect(Slugger.baseSlug("Größe und Ärger") == "größe-und-ärger")
        #expect(Slugger.baseSlug("状態 管理") == "状態-管理")
    }

    @Test func headingWithoutLettersOrDigitsIsSection() {
        #expect(Slugger.baseSlug("?!") == "section")
        #expect(Slugger.baseSlug("") == "section")
    }

    @Test func duplicatesGetNumberedSuffixes() {
        var slugger = Slugger()
        #expect(["Usage", "Usage", "usage!", "Usage 1"].map { slugger.slug(for: $0) }
            == ["usage", "usage-1", "usage-2", "usage-1-1"])
    }

    @Test func reservedIDsAreNotGivenToHeadings() {
        var slugger = Slugger(reserved: ["block-0"])
        #expect(slugger.slug(for: "Block 0") == "block-0-1")
    }
}
