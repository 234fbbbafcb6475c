import ComposableComponents
import Testing

/// The three lens laws, for lenses made from closures, from key paths, and by composition.
struct LensLawTests {
    struct Inner: Equatable {
        var value = 0
        var label = "inner"
    }

    struct Outer: Equatable {
        var name = "outer"
        var inner = Inner()
    }

    static let innerByClosures = Lens<Outer, Inner>(
        get: { outer in outer.inner },
        set: { outer, inner in
            var outer = outer
            outer.inner = inner
            return outer
        }
    )
    static let innerByKeyPath = Lens(\Outer.inner)
    static let valueThroughBoth = innerByClosures.compose(Lens(\Inner.value))
    static let valueByPlus = innerByKeyPath + Lens(\Inner.value)

    static let wholes = [Outer(), Outer(name: "other", inner: Inner(value: 7, label: "seven"))]
    static let inners = [Inner(), Inner(value: -3, label: "minus three"), Inner(value: 9, label: "nine")]

    @Test func settingWhatWasReadChangesNothing() {
        for lens in [Self.innerByClosures, Self.innerByKeyPath] {
            for whole in Self.wholes {
                #expect(lens.set(whole, lens.get(whole)) == whole)
            }
        }
    }

    @Test func readingBackGivesWhatWasSet() {
        for lens in [Self.innerByClosures, Self.innerByKeyPath] {
            for whole in Self.wholes {
                for inner in Self.inners {
                    #expect(lens.get(lens.set(whole, inner)) == inner)
                }
            }
        }
    }

    @Test func theSecondOfTwoSetsWins() {
        for lens in [Self.innerByClosures, Self.innerByKeyPath] {
            for whole in Self.wholes {
                for (first, second) in zip(Self.inners, Self.inners.reversed()) {
                    #expect(lens.set(lens.set(whole, first), second) == lens.set(whole, second))
                }
            }
        }
    }

    @Test func composedLensesObeyTheLawsAndReachTheInnerPart() {
        for lens in [Self.valueThroughBoth, Self.valueByPlus] {
            for whole in Self.wholes {
                #expect(lens.get(whole) == whole.inner.value)
                #expect(lens.set(whole, lens.get(whole)) == whole)
                #expect(lens.get(lens.set(whole, 42)) == 42)
                #expect(lens.set(lens.set(whole, 1), 2) == lens.set(whole, 2))
                var expected = whole
                expected.inner.value = 42
                #expect(lens.set(whole, 42) == expected)
            }
        }
    }

    @Test func settingLeavesTheRestOfTheWholeAlone() {
        let whole = Outer(name: "kept", inner: Inner(value: 1, label: "old"))
        let changed = Self.innerByKeyPath.set(whole, Inner(value: 2, label: "new"))
        #expect(changed.name == "kept")
        #expect(changed.inner == Inner(value: 2, label: "new"))
    }

    @Test func modifyTransformsThePartInPlace() {
        let whole = Outer(name: "x", inner: Inner(value: 4, label: "four"))
        #expect(Self.valueByPlus.modify(whole) { $0 * 10 }.inner.value == 40)
        #expect(Lens<Int, Int>.identity.modify(3) { $0 + 1 } == 4)
        #expect(Lens<Int, Int>.identity.set(3, 8) == 8)
    }
}
