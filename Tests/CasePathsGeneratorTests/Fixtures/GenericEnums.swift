/// An enum in a generic type, whose payload is the type's generic parameter.
struct Box<T> {
    enum Action {
        case value(T)
        case reset
    }
}

/// A generic enum; the generated code names it `Loadable<Value>`.
enum Loadable<Value> {
    case loaded(Value)
    case loading
    case failed(message: String)
}

/// A generic enum in a generic type.
struct Pipeline<Input> {
    enum Event<Output> {
        case received(Input)
        case produced(Output)
        indirect case finished(Self)
    }
}

/// A recursive enum, marked `indirect` as a whole.
indirect enum Expression: Equatable {
    case number(Int)
    case sum(Expression, Expression)
    case negate(Expression)
}

/// Several levels of nesting: each payload name lives at a different level.
struct Outer {
    struct Model: Equatable {}

    struct Inner {
        struct State: Equatable {}

        enum Action: Equatable {
            case state(State)
            case model(Model)
            case outerState(Outer.Inner.State)
        }
    }
}
