/// Combine's namespace of publisher types that operators return: ``Publishers/Map``,
/// ``Publishers/HandleEvents``, ``Publishers/Delay`` and the rest.
///
/// ```swift
/// let doubled: Publishers.Map<Just<Int>, Int> = Just(2).map { $0 * 2 }
/// // snippet.hide
/// _ = doubled
/// ```
public enum Publishers {}
