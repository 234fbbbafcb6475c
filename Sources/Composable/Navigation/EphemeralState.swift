/// State that goes away as soon as the user answers it: ``AlertState`` and
/// ``ConfirmationDialogState`` conform.
///
/// Such state has no reducer of its own, which is why `ifLet(\.$alert, action: \.alert)` needs
/// no closure for it; the presentation reducer clears it after any of its buttons is tapped.
/// The library's conformances are the only ones it expects: the protocol marks state, it asks
/// nothing of it.
public protocol EphemeralState {}
