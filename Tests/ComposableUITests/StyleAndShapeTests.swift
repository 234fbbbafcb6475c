import Composable
import ComposableUI
import Foundation
import Testing

/// Your own button, label and progress view styles, and your own shapes, as apps write them.
@MainActor
struct StyleAndShapeTests {
    struct PillButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding()
                .background(Capsule().fill(Color.blue))
        }
    }

    @Test func aButtonWithACustomButtonStyleShowsTheStylesBodyAndStillTaps() throws {
        var taps = 0
        let host = ViewHost(
            VStack {
                Button("Play") { taps += 1 }
                Button("Stop", role: .destructive) { taps += 10 }
            }
            .buttonStyle(PillButtonStyle())
        )

        try host.tap("Play")
        try host.tap("Stop")

        #expect(taps == 11)
        #expect(host.render() == """
            VStack
              Button "Play"
                .padding()
                  Text "Play"
                .background
                  Capsule().fill(Color.blue)
              Button "Stop" (destructive)
                .padding()
                  Text "Stop"
                .background
                  Capsule().fill(Color.blue)
            """)
    }

    struct TwoStepButtonStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Button("Confirm") { configuration.trigger() }
            }
        }
    }

    @Test func aPrimitiveButtonStyleDecidesWhatTriggersTheAction() throws {
        var deleted = false
        let host = ViewHost(Button("Delete") { deleted = true }.buttonStyle(TwoStepButtonStyle()))

        #expect(throws: ViewHostError.self) { try host.tap("Delete") }
        #expect(!deleted)
        try host.tap("Confirm")
        #expect(deleted)
    }

    @Test func aBuiltInButtonStyleIsRecordedAndLeavesTheButtonAsItIs() throws {
        var taps = 0
        let host = ViewHost(Button("Go") { taps += 1 }.buttonStyle(.borderless))

        try host.tap("Go")

        #expect(taps == 1)
        #expect(host.render() == """
            .buttonStyle(.borderless)
              Button "Go"
            """)
    }

    struct TrailingIconLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.title
                configuration.icon
            }
        }
    }

    @Test func aLabelStyleLaysOutTheTitleAndIconOfEveryLabelInside() {
        let host = ViewHost(
            VStack {
                Label("5", systemImage: "person.3")
                Label("10 min", systemImage: "clock").labelStyle(TrailingIconLabelStyle())
                Label("Trash", systemImage: "trash").labelStyle(.iconOnly)
            }
        )

        #expect(host.render() == """
            VStack
              Label "5" (person.3)
              HStack
                Text "10 min"
                Image(systemName: "clock")
              Image(systemName: "trash")
            """)
    }

    struct MeetingProgressViewStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(Color.orange)
                ProgressView(configuration).tint(.red)
            }
        }
    }

    @Test func aProgressViewStyleWrapsThePlainProgressViewItMakesFromItsConfiguration() {
        let host = ViewHost(ProgressView(value: 3, total: 12).progressViewStyle(MeetingProgressViewStyle()))

        #expect(host.render() == """
            ZStack
              RoundedRectangle(cornerRadius: 10.0).fill(Color.orange)
              .tint(.red)
                ProgressView 25%
            """)
        #expect(host.html().contains(#"<progress class="cui-progress" max="1" value="0.25"></progress>"#))
    }

    @Test func theHTMLShowsAProgressBarAtItsValueAndASpinnerWithoutOne() {
        let bar = ViewHost(ProgressView("Downloading", value: 0.5)).html()
        let spinner = ViewHost(ProgressView()).html()

        #expect(bar.contains(#"<progress class="cui-progress" max="1" value="0.5"></progress><span class="cui-text">Downloading</span>"#))
        #expect(spinner.contains(#"<progress class="cui-progress"></progress>"#))
    }

    struct SpeakerArc: Shape {
        let totalSpeakers: Int
        let speakerIndex: Int

        func path(in rect: CGRect) -> Path {
            let radius = min(rect.size.width, rect.size.height) / 2 - 10
            let center = CGPoint(x: rect.midX, y: rect.midY)
            return Path { path in
                path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
            }
        }

        nonisolated private var degreesPerSpeaker: Double { 360 / Double(totalSpeakers) }
        nonisolated private var startAngle: Angle { Angle(degrees: degreesPerSpeaker * Double(speakerIndex)) }
        nonisolated private var endAngle: Angle { Angle(degrees: startAngle.degrees + degreesPerSpeaker) }
    }

    @Test func yourOwnShapeIsDrawnFromItsPathInTheHTMLAndNamedInTheOutline() {
        let host = ViewHost(
            SpeakerArc(totalSpeakers: 4, speakerIndex: 0)
                .rotation(Angle(degrees: -90))
                .stroke(Color.red, lineWidth: 12)
        )

        #expect(host.render() == "SpeakerArc().rotation(.degrees(-90.0)).stroke(Color.red, lineWidth: 12.0)")
        let html = host.html()
        // A quarter of the circle from 12 o'clock (rotated back from 3 o'clock) to 3 o'clock.
        #expect(html.contains(#"<path d="M 50 10 "#))
        #expect(html.contains(#"L 90 50" fill="none" stroke="red" stroke-width="12"/></svg>"#))
    }

    @Test func aPathKeepsItsGeometry() {
        var path = Path()
        path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
        path.addArc(center: CGPoint(x: 0, y: 0), radius: 5, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)

        let bounds = path.boundingRect
        #expect([bounds.minX, bounds.minY, bounds.width, bounds.height].map { ($0 * 1000).rounded() / 1000 } == [0, 0, 40, 60])
        #expect(path.currentPoint.map { abs($0.x) < 0.001 && abs($0.y - 5) < 0.001 } == true)
        #expect(!path.isEmpty && Path().isEmpty)
    }

    @Test func trimmingKeepsTheRightFractionOfTheOutline() {
        let square = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))

        // Half of the square's outline: across the top and down the right side.
        #expect(square.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.currentPoint == CGPoint(x: 10, y: 10))
        #expect(Circle().trim(from: 0.5, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
    }

    @Test func aCircularProgressViewFromTheCaseStudiesRendersAsTrimmedStroke() {
        let host = ViewHost(
            Circle()
                .trim(from: 0, to: 0.3)
                .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round))
                .rotationEffect(.degrees(-90))
        )

        #expect(host.render() == """
            .rotationEffect(.degrees(-90.0))
              Circle().trim(from: 0.0, to: 0.3).stroke(lineWidth: 2.0)
            """)
        #expect(host.html().contains(#"stroke="currentColor" stroke-width="2" stroke-linecap="round""#))
    }
}

@MainActor
@Suite struct ClipShapeTests {
    @Test func aViewCutToAShapeRecordsTheShapeAsWritten() {
        let card = ViewHost(Text("Card").clipShape(.rect(cornerRadius: 8)))
        #expect(card.render().contains(".clipShape(RoundedRectangle(cornerRadius: 8.0))"))
        #expect(card.texts == ["Card"], "clipping hides nothing a reader sees")

        let avatar = ViewHost(Text("A").clipShape(.circle).contentShape(.capsule))
        #expect(avatar.render().contains(".clipShape(Circle())"))
        #expect(avatar.render().contains(".contentShape(Capsule())"))
    }

    @Test func theShorthandShapesAreTheBuiltInOnes() {
        let rounded: RoundedRectangle = .rect(cornerSize: CGSize(width: 4, height: 2), style: .circular)
        #expect(rounded.cornerSize == CGSize(width: 4, height: 2) && rounded.style == .circular)
        #expect(ViewHost(Text("x").clipShape(.ellipse)).render().contains(".clipShape(Ellipse())"))
        #expect(ViewHost(Text("x").clipShape(.rect)).render().contains(".clipShape(Rectangle())"))
    }
}
