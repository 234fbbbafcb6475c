// The compiler plugin behind `Composable`'s macros (`@Reducer`, `@CasePathable`,
// `@DependencyClient`, `@ViewAction`, `@ObservableState`, ...). The compiler starts it and talks
// to it over standard input and output (see PluginChannel); the expansions themselves are
// `MacroExpander`'s, in SwiftSource, which works on source text and needs no swift-syntax.

MacroPluginServer.run()
