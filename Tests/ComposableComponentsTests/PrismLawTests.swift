import Composable
import ComposableComponents
import Testing

/// The prism laws (extract-embed, embed-extract), for prisms from case key paths, from
/// closures, from case constructors (`AutoPrism`), and by composition; and what `AutoPrism`
/// can and cannot tell apart.
struct PrismLawTests {
    indirect enum Shape: Equatable, Sendable, AutoPrism {
        case circle(radius: Int)
        case rectangle(width: Int, height: Int)
        case label(String)
        case caption(String)
        case note(String?)
        case group(Shape)
        case empty
    }

    /// Two cases share a base name, so the case-path generator cannot name one path per case;
    /// the enum says it is `CasePathable` itself (with no paths) to tell the generator so.
    enum Gesture: Equatable, AutoPrism, CasePathable {
        case move(x: Int)
        case move(y: Int)

        struct AllCasePaths: Sendable {}
        static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    enum Screen: Equatable, AutoPrism {
        case drawing(Shape)
        case settings
    }

    static let wholes: [Shape] = [
        .circle(radius: 2), .rectangle(width: 3, height: 4), .label("a"), .caption("a"),
        .note(nil), .note("n"), .group(.label("inner")), .empty,
    ]

    /// Checks both laws of `prism` for `parts`, and that it extracts from `matching` of the
    /// sample wholes and from no other.
    static func checkLaws<Part: Equatable>(
        _ prism: Prism<Shape, Part>,
        parts: [Part],
        matching: (Shape) -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for part in parts {
            #expect(prism.extract(from: prism.embed(part)) == part, sourceLocation: sourceLocation)
        }
        for whole in wholes {
            let part = prism.extract(from: whole)
            #expect((part != nil) == matching(whole), "\(whole)", sourceLocation: sourceLocation)
            if let part {
                #expect(prism.embed(part) == whole, sourceLocation: sourceLocation)
            }
        }
    }

    @Test func aPrismFromACaseKeyPathObeysTheLaws() {
        Self.checkLaws(Prism<Shape, String>(\.label), parts: ["", "x"]) { $0 == .label("a") }
        Self.checkLaws(Prism<Shape, Shape>(\.group), parts: [.empty, .circle(radius: 1)]) {
            if case .group = $0 { true } else { false }
        }
    }

    @Test func aPrismFromClosuresObeysTheLaws() {
        let caption = Prism<Shape, String>(
            embed: { .caption($0) },
            extract: { if case let .caption(text) = $0 { text } else { nil } }
        )
        Self.checkLaws(caption, parts: ["", "x"]) { $0 == .caption("a") }
    }

    @Test func anAutoPrismObeysTheLawsForEveryKindOfPayload() {
        Self.checkLaws(Shape.prism(for: Shape.label), parts: ["", "x"]) { $0 == .label("a") }
        Self.checkLaws(Shape.prism(for: Shape.circle), parts: [0, 5]) { $0 == .circle(radius: 2) }
        Self.checkLaws(Shape.prism(for: Shape.note), parts: [nil, "n"]) {
            if case .note = $0 { true } else { false }
        }
        Self.checkLaws(Shape.prism(for: Shape.group), parts: [.empty, .group(.empty)]) {
            if case .group = $0 { true } else { false }
        }
    }

    @Test func anAutoPrismForSeveralAssociatedValuesHasATuplePart() {
        let rectangle = Shape.prism(for: Shape.rectangle)
        let part = rectangle.extract(from: .rectangle(width: 3, height: 4))

        // A constructor of several values is a function of several parameters, so the part is
        // an unlabelled tuple.
        #expect(part?.0 == 3)
        #expect(part?.1 == 4)
        #expect(rectangle.embed((1, 2)) == .rectangle(width: 1, height: 2))
        #expect(rectangle.extract(from: .circle(radius: 3)) == nil)
    }

    @Test func anAutoPrismTellsApartCasesWithTheSamePayloadType() {
        let label = Shape.prism(for: Shape.label)
        let caption = Shape.prism(for: Shape.caption)

        #expect(label.extract(from: .caption("a")) == nil)
        #expect(caption.extract(from: .label("a")) == nil)
        #expect(caption.extract(from: .caption("a")) == "a")
    }

    @Test func anAutoPrismTellsApartCasesThatShareABaseNameByTheirLabels() {
        let horizontal = Gesture.prism(for: Gesture.move(x:))
        let vertical = Gesture.prism(for: Gesture.move(y:))

        #expect(horizontal.extract(from: .move(x: 3)) == 3)
        #expect(horizontal.extract(from: .move(y: 3)) == nil)
        #expect(vertical.extract(from: .move(y: 4)) == 4)
        #expect(vertical.extract(from: .move(x: 4)) == nil)
    }

    @Test func composedPrismsReachANestedCaseAndObeyTheLaws() {
        let labelInDrawing = Screen.prism(for: Screen.drawing) + Shape.prism(for: Shape.label)
        let composed = Screen.prism(for: Screen.drawing).compose(Shape.prism(for: Shape.label))

        for prism in [labelInDrawing, composed] {
            #expect(prism.embed("x") == .drawing(.label("x")))
            #expect(prism.extract(from: prism.embed("y")) == "y")
            #expect(prism.extract(from: .drawing(.label("z"))) == "z")
            #expect(prism.extract(from: .drawing(.caption("z"))) == nil)
            #expect(prism.extract(from: .settings) == nil)
        }
    }

    @Test func anAutoPrismFromAClosureThatEmbedsIntoANestedCaseNeverExtracts() {
        // The documented limit: extraction matches the outer case's payload against the part.
        let nested = Screen.prism(for: { (text: String) in Screen.drawing(.label(text)) })

        #expect(nested.embed("x") == .drawing(.label("x")))
        #expect(nested.extract(from: .drawing(.label("x"))) == nil)
    }

    @Test func modifyChangesThePartOnlyInTheMatchingCase() {
        let label = Shape.prism(for: Shape.label)

        #expect(label.modify(.label("a")) { $0 + "!" } == .label("a!"))
        #expect(label.modify(.caption("a")) { $0 + "!" } == .caption("a"))
        #expect(Prism<Shape, Shape>.identity.extract(from: .empty) == .empty)
    }
}
