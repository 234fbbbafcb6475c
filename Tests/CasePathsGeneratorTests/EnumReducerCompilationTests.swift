import Composable
import Testing

// These tests run the enum reducers of Fixtures/EnumReducers.swift, whose State, Action, body
// and CaseScope CasePathsPlugin generated while this target was built.

@Test func aGeneratedBodyRunsTheFeatureOfTheCurrentCaseOnly() {
    var state = Bookshop.Destination.State.shelf(Bookshop.Shelf.State())
    _ = Bookshop.Destination.body.reduce(into: &state, action: .shelf(.addBook))
    #expect(state == .shelf(Bookshop.Shelf.State(books: 1)))

    var loading = Bookshop.Destination.State.loading
    _ = Bookshop.Destination.body.reduce(into: &loading, action: .dialog(.sortTapped))
    #expect(loading == .loading)
}

@Test func dialogAndAlertCasesKeepTheirStateAndSendTheirButtonsActions() {
    let dialogAction: CaseKeyPath<Bookshop.Destination.Action, Bookshop.Destination.Dialog> = \.dialog
    #expect(dialogAction(.sortTapped)[case: \.dialog] == .sortTapped)
    let notice: CaseKeyPath<Bookshop.Destination.State, AlertState<Never>> = \.notice
    let alert = AlertState<Never> { TextState("Saved") }
    #expect(notice(alert)[case: \.notice] == alert)
}

@Test func aCaseInAnIfBranchExistsWhereTheBranchIsCompiled() {
    #if DEBUG
    let state = Bookshop.Destination.State.debugShelf(Bookshop.Shelf.State())
    #expect(state.debugShelf == Bookshop.Shelf.State())
    #expect(state.shelf == nil)
    #endif
}

@MainActor
@Test func storeCaseGivesAStoreForAFeatureAndTheValueForAnAlert() throws {
    let shelf = Store(initialState: Bookshop.Destination.State.shelf(Bookshop.Shelf.State())) {
        Bookshop.Destination.body
    }
    let shelfStore = try #require(shelf.case.shelf)
    shelfStore.send(.addBook)
    #expect(shelf.state == .shelf(Bookshop.Shelf.State(books: 1)))

    let loading = Store(initialState: Bookshop.Destination.State.loading) { Bookshop.Destination.body }
    guard case .loading = loading.case else {
        Issue.record("expected .loading, got \(loading.case)")
        return
    }
}

@Test func aHandWrittenActionIsUsedAndTheRestIsGenerated() {
    var state = Settings.State.shelf(Bookshop.Shelf.State())
    _ = Settings.body.reduce(into: &state, action: Settings.Action.shelf(.addBook))
    #expect(state.shelf?.books == 1)
}
