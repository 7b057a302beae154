import Foundation
import Testing
@testable import LayoutLab

/// SwiftUI API from the real-code tail (docs/real-code.md): help tags, the multi-date picker,
/// a canvas's symbols and Xcode's library items.
@Suite struct SwiftUITailTests {
    @Test func helpChangesNoLayout() {
        let plain = layout(Button("Copy") {}.accessibilityIdentifier("b"))
        let helped = layout(Button("Copy") {}.help("Copy the repository's name").accessibilityIdentifier("b"))
        #expect(plain.named("b").frame == helped.named("b").frame)
        #expect(layout(Text("x").help(Text("tip")).help(String("tip")).accessibilityIdentifier("t")).named("t").frame.width > 0)
    }

    /// A multi-date picker is the graphical date picker's calendar: the width offered, the
    /// calendar's height (Platform/ControlMetrics.swift).
    @Test func aMultiDatePickerIsTheGraphicalCalendar() {
        struct Dates: View {
            @State var dates: Set<DateComponents> = []
            var body: some View {
                VStack {
                    MultiDatePicker("Select your preferred dates", selection: $dates, in: Date.now...)
                        .accessibilityIdentifier("multi")
                    DatePicker("", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
                        .datePickerStyle(.graphical).labelsHidden()
                        .accessibilityIdentifier("calendar")
                }
            }
        }
        let snapshot = layout(Dates())
        let multi = snapshot.named("multi")
        #expect(multi.frame.size == snapshot.named("calendar").frame.size)
        #expect(multi.frame.width == 390 && multi.frame.height == 316)
    }

    @Test func aContextResolvesItsSymbolsByTagAndDrawsThem() throws {
        let context = GraphicsContext(size: CGSize(width: 100, height: 100), symbols: [0: CGSize(width: 20, height: 20)])
        let symbol = try #require(context.resolveSymbol(id: 0))
        #expect(symbol.size == CGSize(width: 20, height: 20))
        #expect(context.resolveSymbol(id: 1) == nil)
        #expect(context.resolveSymbol(id: "0") == nil)
        context.drawLayer { layer in
            layer.translateBy(x: 10, y: 0)
            layer.draw(symbol, at: CGPoint(x: 50, y: 50))
        }
        guard case .symbol(let drawn, nil, let point?, .center)? = context.commands.first else {
            Issue.record("no symbol drawn: \(context.commands)")
            return
        }
        #expect(drawn.size == symbol.size && point == CGPoint(x: 60, y: 50))
    }

    @Test func aCanvasWithSymbolsLaysOutLikeOneWithout() {
        let withSymbols = Canvas { context, size in
            if let circle = context.resolveSymbol(id: 0) { context.draw(circle, at: CGPoint(x: size.width / 2, y: size.height / 2)) }
        } symbols: {
            Image(systemName: "a.circle.fill").resizable().tag(0)
        }
        .frame(width: 80, height: 60).accessibilityIdentifier("c")
        #expect(layout(withSymbols).named("c").frame.size == CGSize(width: 80, height: 60))
    }

    struct Centered_LibraryContent: LibraryContentProvider {
        @LibraryContentBuilder
        var views: [LibraryItem] {
            LibraryItem(Text("Content").padding(), title: "Padded text", category: .layout)
            LibraryItem(Color.red, visible: false)
        }

        @LibraryContentBuilder
        func modifiers(base: Text) -> [LibraryItem] {
            LibraryItem(base.bold(), title: "Bold")
        }
    }

    @Test func libraryItemsAreListedNotRun() {
        let provider = Centered_LibraryContent()
        #expect(provider.views.map(\.title) == ["Padded text", nil])
        #expect(provider.views.map(\.category) == [.layout, .control])
        #expect(provider.views.map(\.isVisible) == [true, false])
        #expect(provider.views[1].snippetType == Color.self)
        #expect(provider.modifiers(base: Text("x")).map(\.title) == ["Bold"])
        struct Empty: LibraryContentProvider {}
        #expect(Empty().views.isEmpty)
    }
}
