import Composable
import Observation
import ComposableTesting
import Testing

@MainActor
struct UIBindingTests {
    struct Settings: Equatable {
        var name = "Blob"
        var volume = 5
    }

    final class Model: Observable, Identifiable {
        let id = 7
        var text = "Hi"
        var draft: String? = "Draft"
    }

    @Test func aBindingOwnsItsValueAndReachesItsMembers() {
        @UIBinding var settings = Settings()
        let volume = $settings.volume
        volume.wrappedValue = 9
        #expect(settings == Settings(name: "Blob", volume: 9))
        settings.name = "Blob Jr."
        #expect($settings.name.wrappedValue == "Blob Jr.")
        #expect(UIBinding(projectedValue: $settings).wrappedValue.volume == 9)
    }

    @Test func aConstantBindingIgnoresWrites() {
        let constant = UIBinding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
    }

    @Test func unwrappingIsNilForNilAndWritesThroughWhilePresent() throws {
        @UIBinding var draft: String? = "Hi"
        let text = try #require(UIBinding($draft))
        text.wrappedValue = "Hello"
        #expect(draft == "Hello")
        draft = nil
        text.wrappedValue = "Ignored"
        #expect(draft == nil)
        #expect(text.wrappedValue == "Ignored")
        let none: UIBinding<String>? = UIBinding(UIBinding<String?>.constant(nil))
        #expect(none == nil)
    }

    @Test func isPresentedBindingDismissesAndReportsAnIssueWhenSetToTrueWhileNil() {
        @UIBinding var alert: String? = "Delete?"
        let isPresented = UIBinding<Bool>($alert)
        #expect(isPresented.wrappedValue)
        isPresented.wrappedValue = false
        #expect(alert == nil)
        withKnownIssue {
            isPresented.wrappedValue = true
        }
        #expect(alert == nil)
    }

    @Test func optionalAndAnyHashableViewsIgnoreWhatTheyCannotWrite() {
        @UIBinding var count = 1
        let optional = UIBinding<Int?>($count)
        optional.wrappedValue = 2
        optional.wrappedValue = nil
        #expect(count == 2)
        let erased = UIBinding<AnyHashable>($count)
        erased.wrappedValue = 3
        erased.wrappedValue = "three"
        #expect(count == 3)
        #expect(erased.wrappedValue == AnyHashable(3))
    }

    @Test func optionalMemberBindingIsNilWhileTheValueIsNil() {
        @UIBinding var settings: Settings? = nil
        #expect($settings.volume.wrappedValue == nil)
        $settings.volume.wrappedValue = 3
        #expect(settings == nil)
        settings = Settings()
        $settings.volume.wrappedValue = 3
        #expect(settings?.volume == 3)
    }

    @Test func bindableHandsOutBindingsToTheObjectsProperties() {
        let model = Model()
        @UIBindable var bindable = model
        let text = $bindable.text
        text.wrappedValue = "Hello"
        #expect(model.text == "Hello")
        model.text = "Changed"
        #expect(text.wrappedValue == "Changed")
        #expect(UIBindable(model).id == 7)
        #expect(UIBindable(projectedValue: $bindable).wrappedValue === model)
    }

    @Test func bindableBindingKeepsTheLastValueOnceTheObjectIsGone() {
        var model: Model? = Model()
        let text = UIBindable(model!).text
        text.wrappedValue = "Last"
        model = nil
        #expect(text.wrappedValue == "Last")
        text.wrappedValue = "Nowhere"
        #expect(text.wrappedValue == "Nowhere")
    }

    @Test func identifiableBindingHasItsValuesID() {
        struct Item: Identifiable { let id: Int }
        #expect(UIBinding.constant(Item(id: 4)).id == 4)
    }
}
