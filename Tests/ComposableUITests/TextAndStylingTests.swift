import Composable
import ComposableUI
import Testing

/// `Text` as SwiftUI styles it, and the styling modifiers the host records rather than draws.
@MainActor
struct TextAndStylingTests {
    @Test func styledTextIsStillTextAndJoinsWithPlusIntoOneLine() throws {
        let bold: Text = Text("Hello, ").bold()
        let line: Text = bold + Text("world").italic().font(.system(.body, design: .monospaced))
        let host = ViewHost(line)

        #expect(line.content == "Hello, world")
        #expect(host.texts == ["Hello, world"])
        #expect(host.render() == #"Text "Hello, world""#)
    }

    @Test func aSingleStyledTextRendersItsModifiersAroundTheText() {
        let host = ViewHost(Text("Title").font(.title).bold().italic())

        #expect(host.render() == """
            .font(.title)
              .bold()
                .italic()
                  Text "Title"
            """)
        #expect(host.html().contains("cui-font-title"))
        #expect(host.html().contains("cui-italic"))
    }

    @Test func systemFontsNameTheirStyleDesignAndWeight() {
        #expect(Font.system(.body, design: .monospaced).description == "system(.body, design: .monospaced)")
        #expect(Font.system(size: 20, weight: .bold).description == "system(size: 20.0, weight: .bold)")
        #expect(Font.TextStyle.allCases.count == 11)
    }

    enum Filter: LocalizedStringKey, CaseIterable {
        case all = "All"
        case completed = "Completed"
    }

    @Test func localizedStringKeysShowAsThemselves() {
        let host = ViewHost(VStack {
            ForEach(Filter.allCases, id: \.self) { Text($0.rawValue) }
        })

        #expect(host.texts == ["All", "Completed"])
    }

    @Test func recordedModifiersShowInTheOutlineAsWrittenButNotInTheHTML() {
        let host = ViewHost(
            Button("Go") {}
                .frame(maxWidth: .infinity)
                .padding(.horizontal)
                .padding([.horizontal, .bottom])
                .padding(.vertical, 8)
                .buttonStyle(.borderedProminent)
                .tint(.pink)
                .shadow(color: .black.opacity(0.2), radius: 5, y: 5)
        )

        #expect(host.render() == """
            .shadow(radius: 5)
              .tint(.pink)
                .buttonStyle(.borderedProminent)
                  .padding(.vertical, 8.0)
                    .padding([.horizontal, .bottom])
                      .padding(.horizontal)
                        .frame(maxWidth: .infinity)
                          Button "Go"
            """)
        #expect(!host.html().contains("shadow"))
        #expect(host.html().contains("<button"))
    }

    @Test func pickerAndTextFieldStylesAreRecordedByTheirShortNames() {
        let host = ViewHost(
            VStack {
                Picker("Size", selection: .constant(1)) { Text("One").tag(1) }
                    .pickerStyle(.segmented)
                TextField("Name", text: .constant(""))
                    .textFieldStyle(.roundedBorder)
                    .disableAutocorrection(true)
            }
            .navigationBarTitleDisplayMode(.inline)
        )
        let outline = host.render()

        #expect(outline.contains(".pickerStyle(.segmented)"))
        #expect(outline.contains(".textFieldStyle(.roundedBorder)"))
        #expect(outline.contains(".disableAutocorrection(true)"))
        #expect(outline.contains(".navigationBarTitleDisplayMode(.inline)"))
    }

    @Test func shapesGradientsAndColorsShowAsWhatTheyAre() {
        let host = ViewHost(
            ZStack {
                Circle().fill(AngularGradient(gradient: Gradient(colors: [.blue, .red]), center: .center))
                    .rotationEffect(.degrees(-90))
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 0))
                    path.addLine(to: CGPoint(x: 10, y: 10))
                }
                .stroke(.primary, lineWidth: 3)
                Color(.systemBackground)
            }
        )

        #expect(host.render() == """
            ZStack
              .rotationEffect(.degrees(-90.0))
                Circle().fill(AngularGradient(blue, red))
              Path(2 elements).stroke(Color.primary, lineWidth: 3.0)
              Color.systemBackground
            """)
        // Shapes are drawn from their paths as SVG, named by the code that made them.
        #expect(host.html().contains(#"<svg class="cui-shape" viewBox="-10 -10 120 120" role="img" aria-label="Circle().fill(AngularGradient(blue, red))"><path d="M 50 0 "#))
        #expect(host.html().contains(#"<path d="M 0 0 L 10 10" fill="none" stroke="currentColor" stroke-width="3"/>"#))
    }

    @Test func overlaysBackgroundsAndInsetsAreOnScreenAfterTheirContent() throws {
        var tapped: [String] = []
        let host = ViewHost(
            Text("Base")
                .overlay { Button("Over") { tapped.append("over") } }
                .background(Color.black)
                .safeAreaInset(edge: .bottom) { Button("Inset") { tapped.append("inset") } }
        )

        try host.tap("Over")
        try host.tap("Inset")

        #expect(tapped == ["over", "inset"])
        #expect(host.texts == ["Base", "Over", "Inset"])
        #expect(host.render().contains(".safeAreaInset(edge: .bottom)"))
    }

    struct Dial: View {
        let seconds: Int

        var body: some View {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width)) wide at \(seconds)s")
            }
            .gesture(DragGesture(minimumDistance: 0).onChanged { _ in })
        }
    }

    @Test func aGeometryReaderGivesItsContentTheStandardSize() {
        let host = ViewHost(Dial(seconds: 3))

        #expect(host.texts == ["390 wide at 3s"])
        #expect(host.render().contains(".gesture(DragGesture())"))
    }
}
