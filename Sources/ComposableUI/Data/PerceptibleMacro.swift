import Observation

/// The original's `@Perceptible`, from its Perception library, a backport of `@Observable` to
/// older Apple platforms: here it is Swift's `@Observable` (the same macro of the toolchain),
/// so a model written with it is observed as one written with `@Observable` is. As with
/// `@Observable`, the file imports Observation.
///
/// ```swift
/// import Observation
///
/// @Perceptible
/// final class CounterModel {
///     var count = 0
/// }
///
/// let model = CounterModel()
/// let changed = LockIsolated(false)
/// withObservationTracking { _ = model.count } onChange: { changed.setValue(true) }
/// model.count += 1
/// assert(changed.value)
/// ```
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: Observable)
public macro Perceptible() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")
