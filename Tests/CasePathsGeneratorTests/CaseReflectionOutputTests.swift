import Testing

@testable import SwiftSource

@Test func generatedEnumsAreIterableAndReflectTheirCases() {
    let result = generate("""
        public struct Feature {
            public enum Action {
                case child(Int)
                case tapped
            }
        }
        """)
    let expected = """
        extension Feature.Action: Composable.CasePathIterable {}
        extension Feature.Action.AllCasePaths: Composable.CasePathReflectable, Sequence {
            public subscript(root: Feature.Action) -> Composable.PartialCaseKeyPath<Feature.Action> {
                switch root {
                case .child: return \\.child
                case .tapped: return \\.tapped
                }
            }
            public func makeIterator() -> IndexingIterator<[Composable.PartialCaseKeyPath<Feature.Action>]> {
                var paths: [Composable.PartialCaseKeyPath<Feature.Action>] = []
                paths.append(\\.child)
                paths.append(\\.tapped)
                return paths.makeIterator()
            }
        }
        """
    #expect(result.source.contains(expected))
}

@Test func reflectionOfACaseUnderIfKeepsItsCondition() {
    let result = generate("""
        enum Action {
            case a
            #if DEBUG
            case debugOnly
            #endif
        }
        """)
    #expect(result.source.contains("        #if DEBUG\n        case .debugOnly: return \\.debugOnly\n        #endif"))
    #expect(result.source.contains("        #if DEBUG\n        paths.append(\\.debugOnly)\n        #endif"))
}

@Test func anEnumWithACaseThatCarriesAnAttributeGetsNoReflection() {
    let result = generate("""
        enum Action {
            case current
            @available(*, deprecated, message: "use current")
            case legacy
        }
        """)
    #expect(result.source.contains("extension Action: Composable.CasePathable {"))
    #expect(!result.source.contains("CasePathIterable"))
}

@Test func genericEnumsReflectWithTheirGenericArguments() {
    let result = generate("enum Loadable<Value> { case loading, loaded(Value) }")
    #expect(result.source.contains("extension Loadable.AllCasePaths: Composable.CasePathReflectable, Sequence {"))
    #expect(result.source.contains("subscript(root: Loadable<Value>) -> Composable.PartialCaseKeyPath<Loadable<Value>> {"))
}

@Test func anEnumWithACaseKeyPathsCannotNameGetsNoReflection() {
    let result = generate("enum Words { case `default`, `self` }")
    #expect(result.source.contains("extension Words: Composable.CasePathable {"))
    #expect(!result.source.contains("extension Words: Composable.CasePathIterable"))
}
