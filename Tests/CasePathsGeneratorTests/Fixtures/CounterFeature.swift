// Enums the generator must handle, compiled with the conformances CasePathsPlugin writes for
// them: if the generated file did not compile, this test target would not build.

/// A feature in the composable style: its action names types nested in the feature, which the
/// generated `extension CounterFeature.Action` can only reach once they are qualified.
struct CounterFeature {
    struct State: Equatable {
        var count = 0
    }

    enum Action: Equatable {
        case child(Child.Action)
        case state(State)
        case tapped
        case pair(id: Int, String = "")
        case loaded(value: Int)
        case `default`
        case extra(Extra)
        case many([String: State], Array<Array<Int>>, Result<State, Failure>)
        indirect case again(Action)
        @available(*, deprecated, message: "Only here to prove deprecated cases compile cleanly.")
        case legacy
    }

    struct Child {
        enum Action: Equatable {
            case increment, decrement
        }
    }

    struct Failure: Error, Equatable {}
}

extension CounterFeature {
    /// Declared in an extension: the generator must still know it is nested in the feature.
    struct Extra: Equatable {
        var note = ""
    }

    /// An enum in an extension, naming a type of the extended type.
    enum Delegate: Equatable {
        case saved(State)
        case closed
    }
}
