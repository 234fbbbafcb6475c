import Observation

/// Hands out ``UIBinding``s to the properties of an observable object, for code outside
/// SwiftUI: `@UIBindable var model` in a view controller, then `$model.text` for a text field.
///
/// ```swift output
/// import Observation
///
/// final class Model: Observable {
///     var text = "Hi"
/// }
///
/// let model = Model()
/// @UIBindable var bindable = model
/// let text = $bindable.text
/// text.wrappedValue = "Hello"
/// print(model.text)
/// ```
///
/// ```text
/// Hello
/// ```
///
/// The binding holds the object weakly, as the original's does: once the object is gone it
/// reads the last value it saw and writes nowhere.
@dynamicMemberLookup
@propertyWrapper
public struct UIBindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to the properties of an observable object.
    ///
    /// ```swift
    /// let bindable = UIBindable(Model())
    /// ```
    @_disfavoredOverload
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the properties of an observable object: `@UIBindable var model = Model()`.
    ///
    /// ```swift
    /// @UIBindable var model = Model()
    /// ```
    @_disfavoredOverload
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// The same bindable, for `@UIBindable var model: Model` initialized with `$model`.
    ///
    /// ```swift
    /// @UIBindable var model = Model()
    /// let same = UIBindable(projectedValue: $model)
    /// ```
    public init(projectedValue: Self) {
        self = projectedValue
    }

    /// The bindable itself, for `$model`.
    public var projectedValue: Self {
        self
    }

    /// A binding to a property of the object: `$model.text`.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> UIBinding<Member>
    where Value: AnyObject {
        UIBinding(location: UIBindingWeakRoot(root: wrappedValue, keyPath: keyPath).location, transaction: UITransaction())
    }
}

extension UIBindable: Identifiable where Value: Identifiable {
    /// The object's id.
    ///
    /// ```swift output
    /// import Observation
    ///
    /// final class Row: Observable, Identifiable { let id = 9 }
    ///
    /// print(UIBindable(Row()).id)
    /// ```
    ///
    /// ```text
    /// 9
    /// ```
    public var id: Value.ID {
        wrappedValue.id
    }
}
