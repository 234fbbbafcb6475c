/// The warnings an operator gives when an action reaches a child whose state is not there.
/// Their texts are the original's, because tests written against it check them by text; the
/// action and state in them are written as the original writes them (``FailureDump`` for
/// `ifLet` and `ifCaseLet`, ``caseOutline(of:abbreviated:)`` for the others).
extension RuntimeWarning {
    /// An `ifLet` over optional state received a child action while the state was `nil`.
    @usableFromInline
    static func ifLetStateWasNil(action: Any, at callSite: CallSite) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                An "ifLet" at "\(callSite.fileIDAndLine)" received a child action when child state was \
                "nil".

                  Action:
                \(indented(FailureDump.text(of: action), by: 4))

                This is generally considered an application logic error, and can happen for a few reasons:

                A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
                before any other reducer sets child state to "nil". This ensures that child reducers can \
                handle their actions while their state is still available.

                An in-flight effect emitted this action when child state was "nil". While it may be \
                perfectly reasonable to ignore this action, consider canceling the associated effect \
                before child state becomes "nil", especially if it is a long-living effect.

                This action was sent to the store while state was "nil". Make sure that actions for this \
                reducer can only be sent from a store when state is non-"nil". In SwiftUI \
                applications, use "IfLetStore".
                """,
            callSite: callSite
        )
    }

    /// An `ifCaseLet` received a child action while the state was another case.
    @usableFromInline
    static func ifCaseLetStateWasAnotherCase(action: Any, state: Any, at callSite: CallSite) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                An "ifCaseLet" at "\(callSite.fileIDAndLine)" received a child action when child state \
                was set to a different case.

                  Action:
                \(indented(FailureDump.text(of: action), by: 4))
                  State:
                \(indented(FailureDump.text(of: state), by: 4))

                This is generally considered an application logic error, and can happen for a few reasons:

                A parent reducer set "\(failureTypeName(type(of: state)))" to a different case before this \
                reducer ran. This reducer must run before any other reducer sets child state to a \
                different case. This ensures that child reducers can handle their actions while their \
                state is still available.

                \(anotherCaseAdvice)
                """,
            callSite: callSite
        )
    }

    /// A `Scope` over a case of enum state received a child action while the state was another
    /// case.
    @usableFromInline
    static func scopeStateWasAnotherCase(action: Any, state: Any, at callSite: CallSite) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                A "Scope" at "\(callSite.fileIDAndLine)" received a child action when child state was set to a \
                different case.

                  Action:
                    \(caseOutline(of: action))
                  State:
                    \(caseOutline(of: state))

                This is generally considered an application logic error, and can happen for a few \
                reasons:

                A parent reducer set "\(failureTypeName(type(of: state)))" to a different case before the \
                scoped reducer ran. Child reducers must run before any parent reducer sets child state \
                to a different case. This ensures that child reducers can handle their actions while \
                their state is still available. Consider using "Reducer.ifCaseLet" to embed this \
                child reducer in the parent reducer that change its state to ensure the child reducer \
                runs first.

                \(anotherCaseAdvice)
                """,
            callSite: callSite
        )
    }

    /// The closing paragraphs of the `ifCaseLet` and `Scope` warnings, the same in both.
    private static let anotherCaseAdvice = """
        An in-flight effect emitted this action when child state was unavailable. While it may \
        be perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state changes to another case, especially if it is a long-living effect.

        This action was sent to the store while state was another case. Make sure that actions \
        for this reducer can only be sent from a store when state is set to the appropriate \
        case. In SwiftUI applications, use "SwitchStore".
        """

    /// A `forEach` received an action for an element that is not in the collection, or not on
    /// the stack; `isStack` for a navigation stack, whose last advice names the stack.
    @usableFromInline
    static func forEachElementWasMissing(action: Any, isStack: Bool, at callSite: CallSite) -> RuntimeWarning {
        let advice =
            isStack
            ? """
            its state contains an element at this id. In SwiftUI applications, use \
            "NavigationStack.init(path:)" with a binding to a store.
            """
            : """
            its state contains an element at this id. In SwiftUI applications, use "ForEachStore".
            """
        return RuntimeWarning(
            message: """
                A "forEach" at "\(callSite.fileIDAndLine)" received an action for a missing element.

                  Action:
                    \(caseOutline(of: action))

                This is generally considered an application logic error, and can happen for a few reasons:

                A parent reducer removed an element with this ID before this reducer ran. This reducer \
                must run before any other reducer removes an element, which ensures that element reducers \
                can handle their actions while their state is still available.

                An in-flight effect emitted this action when state contained no element at this ID. \
                While it may be perfectly reasonable to ignore this action, consider canceling the \
                associated effect before an element is removed, especially if it is a long-living effect.

                This action was sent to the store while its state contained no element at this ID. To \
                fix this make sure that actions for this reducer can only be sent from a store when \
                \(advice)
                """,
            callSite: callSite
        )
    }

    /// A stack `forEach` received `popFrom` or `push` for an id that does not fit its stack.
    static func stackIDWasUnexpected(_ problem: String, id: Any, pathIDs: Any, at callSite: CallSite) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                A "forEach" at "\(callSite.fileIDAndLine)" received \(problem).

                  ID:
                    \(id)
                  Path IDs:
                    \(pathIDs)
                """,
            callSite: callSite
        )
    }

    /// A presentation `ifLet` received an action for its destination while none was presented.
    static func presentationDestinationWasAbsent(action: Any, at callSite: CallSite) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                An "ifLet" at "\(callSite.fileIDAndLine)" received a presentation action when \
                destination state was absent.

                  Action:
                    \(caseOutline(of: action))

                This is generally considered an application logic error, and can happen for a few \
                reasons:

                A parent reducer set destination state to "nil" before this reducer ran. This reducer \
                must run before any other reducer sets destination state to "nil". This ensures that \
                destination reducers can handle their actions while their state is still present.

                This action was sent to the store while destination state was "nil". Make sure that \
                actions for this reducer can only be sent from a store when state is present, or \
                from effects that start from this reducer.
                """,
            callSite: callSite
        )
    }
}

extension CallSite {
    /// `Module/File.swift:12`, as the original's warnings name the place.
    fileprivate var fileIDAndLine: String { "\(fileID):\(line)" }
}
