import ComposableUI
import Testing

/// `DateComponentsFormatter`, as the original's VoiceMemos formats a memo's duration.
struct DateComponentsFormatterTests {
    @Test func aPaddedMinutesAndSecondsClock() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.minute, .second]
        formatter.zeroFormattingBehavior = .pad
        #expect(formatter.string(from: 0) == "00:00")
        #expect(formatter.string(from: 5.9) == "00:05")
        #expect(formatter.string(from: 65) == "01:05")
        #expect(formatter.string(from: 5_400) == "90:00")
    }

    @Test func leadingZeroUnitsAreDroppedByDefault() {
        let formatter = DateComponentsFormatter()
        #expect(formatter.string(from: 42) == "0:42")
        #expect(formatter.string(from: 3_605) == "1:00:05")
    }

    @Test func wordsDropZeroUnits() {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 3_605) == "1h 5s")
        #expect(formatter.string(from: 0) == "0s")
        formatter.unitsStyle = .full
        #expect(formatter.string(from: 3_661) == "1 hour, 1 minute, 1 second")
    }

    @Test func nothingToFormat() {
        let formatter = DateComponentsFormatter()
        #expect(formatter.string(from: .infinity) == nil)
        formatter.allowedUnits = [.day]
        #expect(formatter.string(from: 60) == nil)
    }
}
