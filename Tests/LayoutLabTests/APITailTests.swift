import Foundation
import Testing
@_spi(Platform) @testable import LayoutLab

/// The long tail of SwiftUI API that real files use, written as real code writes it, with what
/// the engine recorded for it.
@Suite struct APITailTests {
    static func node<V: View>(_ view: V, _ name: String, width: CGFloat = 300, height: CGFloat = 300) throws -> NodeTrace {
        try #require(layout(view, width: width, height: height, scale: 2)[name])
    }

    // MARK: Animations

    /// `.spring()` means the iOS 13 form (response 0.5, damping 0.825), not `spring(duration:bounce:)`.
    @Test func springWithNoArgumentsIsTheResponseForm() {
        #expect(Animation.spring().description == "spring(0.5, 0.825)")
        #expect(Animation.spring(duration: 0.4, bounce: 0.2).description == "spring(duration: 0.4, bounce: 0.2)")
        #expect(Animation.interactiveSpring().description == "interactiveSpring(0.15, 0.86)")
        let animations: [Animation] = [
            .spring(), .spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0), .spring(duration: 0.3, bounce: 0.4),
            .interactiveSpring(), .bouncy, .smooth, .snappy, .easeInOut(duration: 0.2).delay(0.1),
            .linear.repeatForever(autoreverses: false), .default.speed(2), .spring(.bouncy),
        ]
        #expect(Set(animations.map(\.description)).count == animations.count)
        var count = 0
        withAnimation(.spring()) { count += 1 }
        withTransaction(Transaction(animation: .spring())) { count += 1 }
        withTransaction(\.disablesAnimations, true) { count += 1 }
        #expect(count == 3)
    }

    /// `Binding.animation` and `Binding.transaction` write through at once.
    @Test func anAnimatedBindingWritesThrough() throws {
        var value = 0
        let binding = Binding(get: { value }, set: { value = $0 })
        binding.animation(.spring()).wrappedValue = 4
        #expect(value == 4)
        binding.transaction(Transaction(animation: .easeIn)).wrappedValue = 5
        #expect(value == 5)
        let view = Color.red.frame(width: 10, height: 10).animation(.spring(), value: value).accessibilityIdentifier("a")
        #expect(try Self.node(view, "a").frame.size == CGSize(width: 10, height: 10))
    }

    /// An animator lays its content out at its first phase (or initial value).
    @Test func animatorsLayOutTheirFirstFrame() throws {
        let phased = Color.red.frame(width: 10, height: 10)
            .phaseAnimator([2.0, 5.0]) { content, phase in content.frame(width: 30 * phase) }
            .accessibilityIdentifier("p")
        #expect(try Self.node(phased, "p").frame.width == 60)
        struct Values { var scale = 1.0; var width = 40.0 }
        let keyed = Color.red.frame(height: 10)
            .keyframeAnimator(initialValue: Values(), trigger: 1) { content, value in
                content.frame(width: value.width).scaleEffect(value.scale)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.5, duration: 0.2)
                    SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
                }
                KeyframeTrack(\.width) { CubicKeyframe(80, duration: 0.4) }
            }
            .accessibilityIdentifier("k")
        #expect(try Self.node(keyed, "k").frame.width == 40)
    }

    /// Symbol effects, content transitions and feedback compile as written and change no layout.
    @Test func symbolEffectsAreAccepted() throws {
        let plain = try Self.node(Image(systemName: "bell").accessibilityIdentifier("s"), "s")
        let effected = try Self.node(
            Image(systemName: "bell")
                .symbolEffect(.bounce, value: 3)
                .symbolEffect(.bounce.up.byLayer, options: .repeat(2), value: 1)
                .symbolEffect(.pulse)
                .symbolEffect(.variableColor.iterative.reversing, isActive: true)
                .symbolRenderingMode(.hierarchical)
                .symbolVariant(.fill)
                .contentTransition(.symbolEffect(.replace))
                .sensoryFeedback(.success, trigger: 1)
                .accessibilityIdentifier("s"),
            "s"
        )
        #expect(effected.frame == plain.frame)
    }

    // MARK: Environment

    /// `presentationMode` reads `isPresented`, false at the root; `dismiss()` is safe there.
    @Test func presentationModeAtTheRootIsNotPresented() {
        var mode = EnvironmentValues().presentationMode.wrappedValue
        #expect(!mode.isPresented)
        mode.dismiss()
    }

    // MARK: Deprecated spellings

    /// `accessibility(identifier:)` names the node as `accessibilityIdentifier` does; the other
    /// deprecated spellings compile and change nothing.
    @Test func deprecatedSpellingsStillWork() throws {
        var shown = true
        let view = VStack {
            Text("Hi")
                .accessibility(hidden: false)
                .accessibility(label: Text("Greeting"))
                .accessibility(addTraits: .isHeader)
                .accessibility(identifier: "greeting")
            TextField("Name", text: .constant(""))
                .autocapitalization(.none)
                .disableAutocorrection(true)
        }
        .navigationBarTitle("Title", displayMode: .inline)
        .navigationBarItems(leading: Text("L"), trailing: Text("T"))
        .navigationBarHidden(false)
        .edgesIgnoringSafeArea(.all)
        .onChange(of: 1) { _ in shown = false }
        .actionSheet(isPresented: .constant(false)) { ActionSheet(title: Text("Pick"), buttons: [.default(Text("One")), .cancel()]) }
        .alert(isPresented: .constant(false)) { Alert(title: Text("T"), message: Text("M"), dismissButton: .default(Text("OK"))) }
        let node = try Self.node(view, "greeting")
        #expect(node.kind == "Text" && node.frame.height > 0)
        #expect(shown)
    }

    /// A field titled by a `String` shows what its formatter writes of the value: fixed to its
    /// ideal size, it is as wide as a field showing that text.
    @Test func aStringTitledFieldShowsItsFormattersText() throws {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        let placeholder: String = "Amount"
        let formatted = try Self.node(TextField(placeholder, value: .constant(1_234_567), formatter: formatter).fixedSize().accessibilityIdentifier("f"), "f")
        let written = try Self.node(TextField(placeholder, text: .constant("1,234,567")).fixedSize().accessibilityIdentifier("f"), "f")
        let raw = try Self.node(TextField(placeholder, text: .constant("1234567")).fixedSize().accessibilityIdentifier("f"), "f")
        #expect(formatted.frame.size == written.frame.size)
        #expect(formatted.frame.width != raw.frame.width)
    }

    /// An iOS 13 `ContextMenu` is kept, not laid out: it shows on a long press.
    @Test func aContextMenuMadeBeforehandIsNotLaidOut() throws {
        let view = Text("Note")
            .contextMenu(ContextMenu { Button("Delete") {}.accessibilityIdentifier("delete") })
            .accessibilityIdentifier("note")
        let pass = layout(view, width: 300, height: 300, scale: 2)
        #expect(pass["note"] != nil && pass["delete"] == nil)
        #expect(try #require(pass["note"]).frame.size == (try Self.node(Text("Note").accessibilityIdentifier("n"), "n")).frame.size)
    }

    /// Xcode's Core Data template writes `Text(item.timestamp!, formatter: itemFormatter)`: a date
    /// through a formatter shows what the formatter writes, in a Text or interpolated in one.
    @Test func aDateThroughAFormatterShowsTheFormattersString() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .short
        formatter.timeStyle = .medium
        let date = Date(timeIntervalSince1970: 1_780_000_000)
        let written = formatter.string(from: date)
        #expect(!written.isEmpty)
        let viaFormatter = try Self.node(Text(date, formatter: formatter).accessibilityIdentifier("t"), "t")
        let verbatim = try Self.node(Text(verbatim: written).accessibilityIdentifier("t"), "t")
        let interpolated = try Self.node(Text("At \(date, formatter: formatter)").accessibilityIdentifier("t"), "t")
        let prefixed = try Self.node(Text(verbatim: "At " + written).accessibilityIdentifier("t"), "t")
        #expect(viaFormatter.frame.size == verbatim.frame.size)
        #expect(interpolated.frame.size == prefixed.frame.size)
    }

    // MARK: Colours

    @Test func colorInitializersAndMixing() {
        #expect(PaintColor(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1)).rgb.hex == PaintColor(Color(red: 1, green: 0.5, blue: 0)).rgb.hex)
        #expect(PaintColor(Color.black.mix(with: .white, by: 0.5)).rgb.hex == "#808080")
        #expect(PaintColor(Color.red.mix(with: .blue, by: 0)).rgb.hex == PaintColor(Color.red).rgb.hex)
        #expect(PaintColor(Color(white: 0.5).opacity(0.5)).rgb.alpha == 0.5)
        #expect(Color("Brand", bundle: nil).description == "Brand")
        _ = [Color(hue: 0.5, saturation: 1, brightness: 1), Color(.displayP3, white: 0.2), .primary, .secondary, .accentColor]
    }

    // MARK: Render effects

    /// `transformEffect` applies in the view's own space: a translation moves the drawn frame.
    @Test func transformEffectMovesTheRenderedFrame() throws {
        let moved = try Self.node(
            Color.red.frame(width: 100, height: 50).transformEffect(CGAffineTransform(translationX: 10, y: 20)).accessibilityIdentifier("r"), "r"
        )
        #expect(moved.renderFrame == moved.frame.offsetBy(dx: 10, dy: 20))
        // Scaling about the view's origin keeps its top-leading corner.
        let scaled = try Self.node(
            Color.red.frame(width: 100, height: 50).transformEffect(CGAffineTransform(scaleX: 2, y: 2)).accessibilityIdentifier("r"), "r"
        )
        #expect(scaled.renderFrame == CGRect(origin: scaled.frame.origin, size: CGSize(width: 200, height: 100)))
        #expect(scaled.frame.size == CGSize(width: 100, height: 50))
    }

    /// An affine projection draws as its transform; a perspective one as its projected corners' box.
    @Test func projectionEffectDrawsTheProjectedFrame() throws {
        let affine = try Self.node(
            Color.red.frame(width: 100, height: 50)
                .projectionEffect(ProjectionTransform(CGAffineTransform(translationX: -5, y: 5))).accessibilityIdentifier("r"), "r"
        )
        #expect(affine.renderFrame == affine.frame.offsetBy(dx: -5, dy: 5))
        var perspective = ProjectionTransform()
        perspective.m13 = 0.005
        let projected = try Self.node(Color.red.frame(width: 100, height: 50).projectionEffect(perspective).accessibilityIdentifier("r"), "r")
        // x = 100 goes to 100 / 1.5; the left edge stays.
        #expect(isClose(projected.renderFrame.minX, projected.frame.minX, within: 0.5))
        #expect(isClose(projected.renderFrame.width, 100 / 1.5, within: 0.5), "\(projected.renderFrame)")
    }

    /// A shake, as apps write a `GeometryEffect`: the transform comes from the view's size and
    /// moves its rendering; its frame stays where layout put it.
    struct Shake: GeometryEffect {
        var travel: CGFloat = 10
        var animatableData: CGFloat = 0.5

        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: travel * animatableData, y: size.height / 10))
        }
    }

    @Test func aGeometryEffectMovesTheRenderedFrameBySize() throws {
        let shaken = try Self.node(Color.red.frame(width: 100, height: 50).modifier(Shake()).accessibilityIdentifier("r"), "r")
        let still = try Self.node(Color.red.frame(width: 100, height: 50).accessibilityIdentifier("r"), "r")
        #expect(shaken.frame == still.frame)
        #expect(shaken.renderFrame == shaken.frame.offsetBy(dx: 5, dy: 5))
    }

    // MARK: Scrolling

    /// `.defaultScrollAnchor(.bottom)` starts a long content at its end and puts a short one at the bottom.
    @Test func aBottomAnchoredScrollViewStartsAtTheBottom() throws {
        let long = layout(
            ScrollView { Color.red.frame(width: 100, height: 1000).accessibilityIdentifier("c") }
                .defaultScrollAnchor(.bottom).frame(height: 300).accessibilityIdentifier("s"),
            width: 300, height: 300, scale: 2
        )
        let scroll = try #require(long["s"]).frame, content = try #require(long["c"]).frame
        #expect(content.maxY == scroll.maxY, "\(scroll) \(content)")
        let short = layout(
            ScrollView { Color.red.frame(width: 100, height: 100).accessibilityIdentifier("c") }
                .defaultScrollAnchor(.bottom).frame(height: 300).accessibilityIdentifier("s"),
            width: 300, height: 300, scale: 2
        )
        #expect(try #require(short["c"]).frame.maxY == (try #require(short["s"])).frame.maxY)
        let plain = layout(ScrollView { Color.red.frame(width: 100, height: 100).accessibilityIdentifier("c") }.frame(height: 300), width: 300, height: 300)
        #expect(try #require(plain["c"]).frame.minY == 0)
    }

    /// The scroll-position API compiles as written; at rest the layout is unchanged.
    @Test func scrollPositionIsAccepted() throws {
        var id: Int? = 3
        var position = ScrollPosition(edge: .top)
        position.scrollTo(id: 5)
        #expect(position.viewID(type: Int.self) == 5)
        let view = ScrollView {
            LazyVStack { ForEach(0..<5) { Text("\($0)").id($0) } }.scrollTargetLayout()
        }
        .scrollPosition(id: Binding(get: { id }, set: { id = $0 }), anchor: .top)
        .scrollPosition(Binding(get: { position }, set: { position = $0 }))
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, _ in }
        .accessibilityIdentifier("s")
        #expect(try Self.node(view, "s").frame.height == 300)
    }

    // MARK: Collections

    struct Item: Identifiable, Hashable {
        let id: Int
        var title: String
        var done = false
    }

    /// `ForEach($items) { $item in … }` hands out bindings into the array, one view per element.
    @Test func forEachOverABindingWritesIntoTheCollection() throws {
        var items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two")]
        let binding = Binding(get: { items }, set: { items = $0 })
        let snapshot = layout(
            VStack {
                ForEach(binding) { $item in
                    Toggle(item.title, isOn: $item.done).accessibilityIdentifier("row\(item.id)")
                }
            },
            width: 300, height: 300
        )
        #expect(snapshot["row1"] != nil && snapshot["row2"] != nil)
        var captured: Binding<Item>?
        let rows = ForEach(binding, id: \.id) { $item in
            let _ = (captured = $item)
            Text(item.title)
        }
        #expect(rows.data.map(\.1) == [1, 2])
        _ = rows.content(try #require(rows.data.last))
        captured?.wrappedValue.done = true
        #expect(items[1].done && !items[0].done)
    }

    /// `List($items) { $item in … }` and `List($items, id:)`: a row per element, each with a binding.
    @Test func aListOverABindingHasARowPerElement() throws {
        var items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two")]
        let binding = Binding(get: { items }, set: { items = $0 })
        for list in [
            AnyView(List(binding) { $item in Toggle(item.title, isOn: $item.done).accessibilityIdentifier("row\(item.id)") }),
            AnyView(List(binding, id: \.title) { $item in Text(item.title).accessibilityIdentifier("row\(item.id)") }),
        ] {
            let snapshot = layout(list, width: 300, height: 400)
            #expect(snapshot["row1"] != nil && snapshot["row2"] != nil)
        }
    }

    @Test func removeAtOffsetsAndMoveFromOffsets() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        var moving = ["a", "b", "c", "d", "e"]
        moving.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
        #expect(moving == ["c", "d", "a", "b", "e"])
        moving.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(moving == ["e", "c", "d", "a", "b"])
        let list = List { ForEach(letters, id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in } }
        _ = list
    }

    // MARK: Controls

    @Test func controlOverloadsCompileAsWritten() throws {
        var value = 0.5
        var count = 1
        var isOn = true
        let value$ = Binding(get: { value }, set: { value = $0 })
        let view = VStack {
            Slider(value: value$, in: 0...1, step: 0.1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
            Slider(value: value$, in: 0...1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") } onEditingChanged: { _ in }
            Slider(value: value$, in: 0...1, onEditingChanged: { _ in }, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Old") }
            Slider(value: value$, in: 0...1, step: 0.5, onEditingChanged: { _ in }) { Text("Old") }
            Stepper(value: Binding(get: { count }, set: { count = $0 }), in: 0...10, step: 2) { Text("Count") }
            Stepper("Count", onIncrement: { count += 1 }, onDecrement: { count -= 1 })
            Toggle(isOn: Binding(get: { isOn }, set: { isOn = $0 })) { Text("On") }
            Picker("Pick", selection: Binding(get: { count }, set: { count = $0 })) { Text("One").tag(1); Text("Two").tag(2) }
        }
        .accessibilityIdentifier("v")
        #expect(try Self.node(view, "v", width: 390, height: 844).frame.height > 0)
    }

    // MARK: AsyncImage

    /// No network: an AsyncImage is its empty phase, as a device's first frame (asyncimage/phases:
    /// a 60 × 40 placeholder is the image's size; a phase closure shows `.empty`).
    @Test func anAsyncImageIsItsPlaceholder() throws {
        let url = URL(string: "https://example.com/a.png")
        let snapshot = layout(
            HStack(spacing: 12) {
                AsyncImage(url: url) { image in image.resizable() } placeholder: {
                    Color.orange.frame(width: 60, height: 40)
                }
                .accessibilityIdentifier("placeholder")
                AsyncImage(url: url, transaction: Transaction(animation: .default)) { phase in
                    switch phase {
                    case .success(let image): image
                    case .failure: Text("Failed")
                    case .empty: Text("Loading").accessibilityIdentifier("loading")
                    @unknown default: EmptyView()
                    }
                }
                AsyncImage(url: nil) { phase in
                    if phase.error != nil { Color.red.frame(width: 10, height: 10) } else { Color.green.frame(width: 40, height: 40).accessibilityIdentifier("empty") }
                }
                AsyncImage(url: url, scale: 2).frame(width: 50, height: 50).accessibilityIdentifier("default")
            },
            width: 390, height: 300, scale: 2
        )
        #expect(try #require(snapshot["placeholder"]).frame.size == CGSize(width: 60, height: 40))
        #expect(snapshot["loading"] != nil && snapshot["empty"] != nil)
        #expect(try #require(snapshot["default"]).frame.size == CGSize(width: 50, height: 50))
    }

    // MARK: View builder types

    /// A container that spells its builder's type as SwiftUI's `TupleView<(A, B)>`.
    struct TwoUp<A: View, B: View>: View {
        let pair: TupleView<(A, B)>
        init(@ViewBuilder content: () -> TupleView<(A, B)>) { pair = content() }
        var body: some View {
            HStack(spacing: 0) {
                pair.value.1
                pair.value.0
            }
        }
    }

    @Test func aTupleViewIsGenericOverItsTuple() throws {
        let snapshot = layout(
            TwoUp {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("first")
                Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("second")
            },
            width: 300, height: 300, scale: 2
        )
        let first = try #require(snapshot["first"]).frame, second = try #require(snapshot["second"]).frame
        #expect(second.maxX == first.minX, "the tuple's second view is placed first")
        let built: TupleView<(Text, Text)> = TupleView((Text("a"), Text("b")))
        #expect(built.value.1 == Text("b"))
        #expect(layout(VStack { built }, width: 300, height: 300).nodes(kind: "Text").count == 2)
    }

    /// Blocks of two to ten views each have a builder of their own, as SwiftUI's do, and longer
    /// blocks the variadic one: whichever builds it, a block lays its views out in order, each
    /// at its position's slot, and its value is its views' tuple. Text `i` is `i + 1` digits long
    /// (digits are equally wide), so the widths say each text is the view written there.
    @Test func everyBlockSizeKeepsItsViewsInOrder() {
        func check(_ snapshot: LayoutSnapshot, count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            let texts = snapshot.nodes(kind: "Text")
            #expect(texts.map(\.path) == (0..<count).map { "VStack/Text[\($0)]" }, sourceLocation: sourceLocation)
            #expect(zip(texts, texts.dropFirst()).allSatisfy { $0.frame.minY < $1.frame.minY }, sourceLocation: sourceLocation)
            #expect(zip(texts, texts.dropFirst()).allSatisfy { $0.frame.width < $1.frame.width }, sourceLocation: sourceLocation)
        }
        check(layout(VStack(spacing: 0) { Text("0"); Text("11") }, width: 300, height: 600), count: 2)
        check(layout(VStack(spacing: 0) { Text("0"); Text("11"); Text("222") }, width: 300, height: 600), count: 3)
        check(layout(VStack(spacing: 0) {
            Text("0"); Text("11"); Text("222"); Text("3333"); Text("44444"); Text("555555")
        }, width: 300, height: 600), count: 6)
        check(layout(VStack(spacing: 0) {
            Text("0"); Text("11"); Text("222"); Text("3333"); Text("44444")
            Text("555555"); Text("6666666"); Text("77777777"); Text("888888888"); Text("9999999999")
        }, width: 300, height: 600), count: 10)
        check(layout(VStack(spacing: 0) {
            Text("0"); Text("11"); Text("222"); Text("3333"); Text("44444")
            Text("555555"); Text("6666666"); Text("77777777"); Text("888888888"); Text("9999999999"); Text("00000000000")
        }, width: 300, height: 600), count: 11)

        let three: TupleView<(Text, Image, Text)> = ViewBuilder.buildBlock(Text("a"), Image(systemName: "star"), Text("c"))
        #expect(three.value.0 == Text("a") && three.value.2 == Text("c"))
        let ten = ViewBuilder.buildBlock(
            Text("0"), Text("1"), Text("2"), Text("3"), Text("4"), Text("5"), Text("6"), Text("7"), Text("8"), Text("9")
        )
        #expect(ten.value.9 == Text("9") && ten.value.4 == Text("4"))
    }

    /// A component library's divided stack on `_VariadicView`: a divider between children.
    struct DividedStack: _VariadicView_UnaryViewRoot {
        func body(children: _VariadicView.Children) -> some View {
            let last = children.last?.id
            VStack(spacing: 0) {
                ForEach(children) { child in
                    child
                    if child.id != last { Divider() }
                }
            }
        }
    }

    struct Badge: _ViewTraitKey { static let defaultValue = 0 }

    struct Badged: _VariadicView_MultiViewRoot {
        func body(children: _VariadicView.Children) -> some View {
            ForEach(children) { child in
                child.frame(width: CGFloat(child[Badge.self]) * 10)
            }
        }
    }

    @Test func variadicViewsArrangeTheirChildren() throws {
        let snapshot = layout(
            _VariadicView.Tree(DividedStack()) {
                Text("One")
                Text("Two")
                ForEach(0..<2) { Text("Row \($0)") }
            },
            width: 300, height: 300
        )
        #expect(snapshot.nodes(kind: "Divider").count == 3)
        #expect(snapshot.nodes(kind: "Text").count == 4)
        let badged = layout(
            HStack { _VariadicView.Tree(Badged()) { Color.red._trait(Badge.self, 3).accessibilityIdentifier("three"); Color.blue } },
            width: 300, height: 300
        )
        #expect(try #require(badged["three"]).frame.width == 30)
    }

    // MARK: Font width, calendar, bitmap orientation (#36)

    /// `fontWidth(_:)` on a text or a whole subtree is `Font.width(_:)` on the text's font: the
    /// same condensed width either way, narrower than the standard cut, and a font's own width
    /// gives way to it.
    @Test func fontWidthIsTheFontsWidthForEveryTextInside() throws {
        let plain = try Self.node(Text("Hello, world").accessibilityIdentifier("t"), "t").frame.width
        let byFont = try Self.node(Text("Hello, world").font(.body.width(.condensed)).accessibilityIdentifier("t"), "t").frame.width
        let onText = try Self.node(Text("Hello, world").fontWidth(.condensed).accessibilityIdentifier("t"), "t").frame.width
        let onView = try Self.node(VStack { Text("Hello, world").accessibilityIdentifier("t") }.fontWidth(.condensed), "t").frame.width
        let overridden = try Self.node(
            VStack { Text("Hello, world").font(.body.width(.expanded)).accessibilityIdentifier("t") }.fontWidth(.condensed), "t"
        ).frame.width
        #expect(byFont < plain)
        #expect(onText == byFont)
        #expect(onView == byFont)
        #expect(overridden == byFont)
        let reset = try Self.node(VStack { Text("Hello, world").accessibilityIdentifier("t") }.fontWidth(nil), "t").frame.width
        #expect(reset == plain)
    }

    /// `@Environment(\.calendar)`: the Gregorian calendar in the environment's `en_US` and UTC.
    @Test func theEnvironmentsCalendarIsGregorianInUTC() throws {
        struct DayOfMonth: View {
            @Environment(\.calendar) var calendar
            var body: some View {
                // 2026-01-31 23:30 UTC is the 31st in UTC (and the 1st of February east of it).
                let day = calendar.component(.day, from: Date(timeIntervalSince1970: 1_769_902_200))
                Color.red.frame(width: CGFloat(day), height: 1).accessibilityIdentifier("d")
            }
        }
        #expect(try Self.node(DayOfMonth(), "d").frame.width == 31)
        #expect(EnvironmentValues().calendar.identifier == .gregorian)
    }

    /// A bitmap turned a quarter lays out with its axes swapped, at its pixels over its scale.
    @Test func aQuarterTurnSwapsABitmapsAxes() {
        let pixels = CGSize(width: 300, height: 200)
        #expect(Image.Orientation.up.displayedSize(ofPixels: pixels, scale: 2) == CGSize(width: 150, height: 100))
        #expect(Image.Orientation.downMirrored.displayedSize(ofPixels: pixels, scale: 1) == pixels)
        #expect(Image.Orientation.left.displayedSize(ofPixels: pixels, scale: 2) == CGSize(width: 100, height: 150))
        #expect(Image.Orientation.rightMirrored.displayedSize(ofPixels: pixels, scale: 0) == CGSize(width: 200, height: 300))
    }

    /// A decorative image is laid out as the named image; image paint, a canvas's filters and
    /// the search toolbar's behaviour change no frame.
    @Test func drawingOnlyTailChangesNoFrame() throws {
        let named = try Self.node(Image("turtlerock").accessibilityIdentifier("i"), "i").frame
        #expect(try Self.node(Image(decorative: "turtlerock").accessibilityIdentifier("i"), "i").frame == named)
        let painted = Capsule()
            .strokeBorder(ImagePaint(image: Image("tile"), sourceRect: CGRect(x: 0, y: 0.25, width: 1, height: 0.5), scale: 0.3), lineWidth: 20)
            .frame(width: 200, height: 100)
            .accessibilityIdentifier("c")
        #expect(try Self.node(painted, "c").frame.size == CGSize(width: 200, height: 100))
        let canvas = Canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0.45, color: .black))
            context.addFilter(.blur(radius: 4))
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.gray))
        }
        .frame(width: 80, height: 60)
        .searchToolbarBehavior(.minimize)
        .accessibilityIdentifier("k")
        #expect(try Self.node(canvas, "k").frame.size == CGSize(width: 80, height: 60))
    }
}
