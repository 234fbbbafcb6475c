extension RuntimeWarning {
    /// A navigation stack's path binding was written with as many elements as the stack has:
    /// no push or pop can say that, usually because the stack's `forEach` is not in the reducer.
    static func stackPathWriteOfSameLength(at callSite: CallSite) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                A navigation stack binding at "\(callSite.fileID):\(callSite.line)" was written to with a \
                path that has the same number of elements that already exist in the store. A view \
                should only write to this binding with a path that has pushed a new element onto the \
                stack, or popped one or more elements from the stack.

                This usually means the "forEach" has not been integrated with the reducer powering the \
                store, and this reducer is responsible for handling stack actions.

                To fix this, ensure that "forEach" is invoked from the reducer's "body":

                    Reduce { state, action in
                      // ...
                    }
                    .forEach(\\.path, action: \\.path) {
                      Path()
                    }

                And ensure that every parent reducer is integrated into the root reducer that powers \
                the store.
                """,
            callSite: callSite
        )
    }

    /// A presentation binding was set to `nil`, the store sent `.dismiss`, and the child's
    /// state is still there: usually because the `ifLet` is not in the reducer.
    static func presentationWasNotDismissed(at callSite: CallSite) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                A binding at "\(callSite.fileID):\(callSite.line)" was set to "nil", but the store destination \
                wasn't nil'd out.

                This usually means an "ifLet" has not been integrated with the reducer powering the \
                store, and this reducer is responsible for handling presentation actions.

                To fix this, ensure that "ifLet" is invoked from the reducer's "body":

                    Reduce { state, action in
                      // ...
                    }
                    .ifLet(\\.destination, action: \\.destination) {
                      Destination()
                    }

                And ensure that every parent reducer is integrated into the root reducer that powers the \
                store.
                """,
            callSite: callSite
        )
    }
}
