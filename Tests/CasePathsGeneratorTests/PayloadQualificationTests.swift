import Testing

@testable import SwiftSource

@Test func namesNestedInTheEnclosingTypeAreQualified() {
    let result = generate("""
        struct Feature {
            struct State {}
            struct Todo {}
            enum Action {
                case state(State)
                case todos(IdentifiedActionOf<Todo>)
                case map([String: State])
                case callback((State) -> Void)
                case result(Result<State, Error>)
                case nested(Array<Optional<State>>)
                case member(State.Element)
            }
        }
        """)
    #expect(property("state", in: result) == "var state: Composable.AnyCasePath<Feature.Action, Feature.State> {")
    #expect(property("todos", in: result)?.contains("IdentifiedActionOf<Feature.Todo>>") == true)
    #expect(property("map", in: result)?.contains(", [String: Feature.State]>") == true)
    #expect(property("callback", in: result)?.contains(", (Feature.State) -> Void>") == true)
    #expect(property("result", in: result)?.contains(", Result<Feature.State, Error>>") == true)
    #expect(property("nested", in: result)?.contains(", Array<Optional<Feature.State>>>") == true)
    #expect(property("member", in: result)?.contains(", Feature.State.Element>") == true)
}

@Test func namesTheExtensionFindsAreLeftAlone() {
    let result = generate("""
        struct Box<T> {
            struct State {}
            enum Action<U> {
                struct State {}
                case own(State)
                case generic(T, U)
                case global(String, Swift.Int)
                case label(closure: (_ state: Int) -> Void)
                case recursive(Self)
            }
        }
        """)
    #expect(property("own", in: result)?.contains(", State>") == true)
    #expect(property("generic", in: result)?.contains(", (T, U)>") == true)
    #expect(property("global", in: result)?.contains(", (String, Swift.Int)>") == true)
    #expect(property("label", in: result)?.contains(", (_ state: Int) -> Void>") == true)
    #expect(property("recursive", in: result) == "var recursive: Composable.AnyCasePath<Box.Action<U>, Box.Action<U>> {")
}

@Test func namesDeclaredInExtensionsInOtherFilesAreQualified() {
    let result = generate(files: [
        "Feature.swift": "struct Feature { enum Action { case extra(Extra), child(Child.Action) } }",
        "Feature+Extra.swift": "extension Feature { struct Extra {}; enum Child { enum Action { case a } } }",
    ])
    #expect(property("extra", in: result)?.contains(", Feature.Extra>") == true)
    #expect(property("child", in: result)?.contains(", Feature.Child.Action>") == true)
}

@Test func innermostDeclarationWinsWhenNamesRepeat() {
    let result = generate("""
        struct Outer {
            struct State {}
            struct Model {}
            struct Inner {
                struct State {}
                enum Action { case state(State), model(Model) }
            }
        }
        """)
    #expect(property("state", in: result)?.contains(", Outer.Inner.State>") == true)
    #expect(property("model", in: result)?.contains(", Outer.Model>") == true)
}

@Test func enumsInExtensionsOnlyQualifyNamesOfTheExtendedType() {
    // Inside `extension Feature.Child`, Swift finds Feature.Child's types but not Feature's.
    let result = generate("""
        struct Feature { struct State {}; struct Child { struct Model {} } }
        extension Feature.Child { enum Action { case model(Model), state(State) } }
        """)
    #expect(property("model", in: result)?.contains(", Feature.Child.Model>") == true)
    #expect(property("state", in: result)?.contains(", State>") == true)
}
