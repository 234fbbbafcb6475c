#!/usr/bin/env swift
import Composable

/// A feature.
@Reducer
public struct Feature: Reducer, Sendable {
    @ObservableState
    public struct State: Equatable { var count = 0 }
    public enum Action: Equatable {
        case child(Child.Action), tapped
        case `default`(id: Int = 0, String)
        indirect case tree(Feature.Action)
        #if DEBUG
        case debug
        #elseif os(Linux)
        case linux
        #endif
    }
}

extension Feature.Child<T>: CasePathable where T: Sendable {
    enum Nested: String { case a = "a", b }
}
