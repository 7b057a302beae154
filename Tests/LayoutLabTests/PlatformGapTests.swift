import Foundation
import Testing
@testable import LayoutLab

// API real files use that Apple's Foundation or SwiftUI has and this platform lacked: faded shape
// styles, the iOS 13 colour-scheme modifier, pointer and command input, relative dates, localized
// strings and the iCloud key-value store.

/// A square whose width says which colour scheme its environment has.
private struct SchemeProbe: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        Color.clear.frame(width: scheme == .dark ? 10 : 20, height: 10).accessibilityIdentifier("probe")
    }
}

@Suite struct PlatformGapTests {
    @Test func aFadedShapeStyleDrawsItsBaseAtThatOpacity() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let faded = layout(Rectangle().fill(gradient.opacity(0.5)).frame(width: 40, height: 40))
        let fill = try #require(faded.first(kind: "Rectangle").paint?.fill)
        #expect(fill.name == "red" && isClose(fill.opacity, 0.5))
        #expect(fill.gradient != nil, "still a gradient")

        let level = layout(Rectangle().fill(HierarchicalShapeStyle.secondary.opacity(0.25)))
        let levelFill = try #require(level.first(kind: "Rectangle").paint?.fill)
        #expect(levelFill.name == "secondary" && isClose(levelFill.opacity, 0.25))

        // The foreground style takes its colour where it is drawn, then fades.
        let foreground = layout(Rectangle().fill(ForegroundStyle().opacity(0.5)).foregroundStyle(Color.green))
        let foregroundFill = try #require(foreground.first(kind: "Rectangle").paint?.fill)
        #expect(foregroundFill.name == "green" && isClose(foregroundFill.opacity, 0.5))
    }

    @Test func theDeprecatedColorSchemeModifierSetsTheEnvironment() {
        #expect(layout(SchemeProbe()).named("probe").frame.width == 20)
        #expect(layout(SchemeProbe().colorScheme(.dark)).named("probe").frame.width == 10)
    }

    @Test func pointerCommandAndURLHandlersLeaveLayoutAsItWas() {
        let plain = layout(Text("Hover me").padding().accessibilityIdentifier("t"))
        let handled = layout(
            Text("Hover me").padding()
                .onHover { _ in }
                .onContinuousHover { _ in }
                .pointerStyle(.link)
                .onExitCommand {}
                .onMoveCommand { _ in }
                .onOpenURL { _ in }
                .presentationCompactAdaptation(.popover)
                .glassEffect(.regular.tint(.blue), in: RoundedRectangle(cornerRadius: 8))
                .accessibilityIdentifier("t")
        )
        #expect(plain.named("t").frame == handled.named("t").frame)
    }

    /// iOS 18's zoom transitions, an equatable view and an animatable modifier: animation and
    /// update-cycle API, laid out as without them.
    @Test func transitionSourcesAndEquatableViewsLeaveLayoutAsItWas() {
        struct Pulse: AnimatableModifier {
            var animatableData: Double
            func body(content: Content) -> some View { content.opacity(animatableData) }
        }
        struct Badge: View, Equatable {
            let count: Int
            var body: some View { Text("\(count)").padding(4) }
        }
        @Namespace var namespace
        let plain = layout(Badge(count: 3).accessibilityIdentifier("b"))
        let decorated = layout(
            Badge(count: 3).equatable()
                .matchedTransitionSource(id: "badge", in: namespace) { $0.background(.blue).clipShape(RoundedRectangle(cornerRadius: 4)) }
                .navigationTransition(.zoom(sourceID: "badge", in: namespace))
                .modifier(Pulse(animatableData: 1))
                .accessibilityIdentifier("b")
        )
        #expect(plain.named("b").frame == decorated.named("b").frame)
        #expect(ProcessInfo.processInfo.isMacCatalystApp == false && ProcessInfo.processInfo.isiOSAppOnMac == false)
    }

    /// The glass button styles are laid out as the bordered ones (docs/fidelity.md, "Controls").
    @Test func glassButtonsAreLaidOutAsBorderedOnes() {
        let buttons = layout(VStack {
            Button("Save") {}.buttonStyle(.bordered).accessibilityIdentifier("bordered")
            Button("Save") {}.buttonStyle(.glass).accessibilityIdentifier("glass")
            Button("Save") {}.buttonStyle(.borderedProminent).accessibilityIdentifier("prominent")
            Button("Save") {}.buttonStyle(.glassProminent).accessibilityIdentifier("glassProminent")
            Button("Save") {}.buttonStyle(.plain).accessibilityIdentifier("plain")
        })
        #expect(buttons.named("glass").frame.size == buttons.named("bordered").frame.size)
        #expect(buttons.named("glassProminent").frame.size == buttons.named("prominent").frame.size)
        #expect(buttons.named("glass").frame.height > buttons.named("plain").frame.height, "padded, as a bordered button")
    }

    /// A style's shadow is not drawn: the style is drawn as its base.
    @Test func aShadowedShapeStyleDrawsItsBase() throws {
        let shadowed = layout(Rectangle().fill(Color.orange.shadow(.drop(radius: 3, y: 2))).frame(width: 20, height: 20))
        let fill = try #require(shadowed.first(kind: "Rectangle").paint?.fill)
        #expect(fill.name == "orange" && isClose(fill.opacity, 1))
        #expect(ShadowStyle.drop(radius: 3) != ShadowStyle.inner(radius: 3))
    }

    /// Interpolations with a format, a date style or a formatter read as the `Text` initialisers
    /// that take them; `AnyShapeStyle` draws the style it holds.
    @Test func formattedInterpolationsAndErasedStyles() throws {
        let date = Date(timeIntervalSince1970: 1_767_225_600)
        let key: LocalizedStringKey = "At \(date, format: .dateTime.year()) for \(2.5, format: .number.precision(.fractionLength(2)))"
        #expect(key.resolvedString == "At 2026 for 2.50")
        let styled: LocalizedStringKey = "Opened \(date, style: .date)"
        #expect(styled.resolvedString == "Opened " + Text.format(date, style: .date))
        let counted: LocalizedStringKey = "\(NSNumber(value: 3), formatter: NumberFormatter()) items"
        #expect(counted.resolvedString == "3 items")

        let erased = layout(Rectangle().fill(true ? AnyShapeStyle(Color.teal) : AnyShapeStyle(.tint)).frame(width: 10, height: 10))
        #expect(try #require(erased.first(kind: "Rectangle").paint?.fill).name == "teal")
    }

    /// iOS 16's container text modifiers: tracking on a stack widens every Text inside that sets
    /// none, by the same amount as on the Text itself.
    @Test func trackingOnAContainerWidensItsTexts() {
        let plain = layout(Text("Hello").accessibilityIdentifier("t")).named("t").frame.width
        let onText = layout(Text("Hello").tracking(2).accessibilityIdentifier("t")).named("t").frame.width
        let onStack = layout(HStack { Text("Hello").accessibilityIdentifier("t") }.tracking(2)).named("t").frame.width
        let own = layout(HStack { Text("Hello").tracking(1).accessibilityIdentifier("t") }.kerning(4)).named("t").frame.width
        #expect(onText > plain && isClose(onStack, onText))
        #expect(isClose(own, layout(Text("Hello").tracking(1).accessibilityIdentifier("t")).named("t").frame.width), "the Text's own wins")
    }

    @Test func relativeDatesReadAsAppleWritesThemInEnglish() {
        let formatter = RelativeDateTimeFormatter()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.calendar = calendar
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(formatter.localizedString(for: now.addingTimeInterval(-2 * 3600 - 300), relativeTo: now) == "2 hours ago")
        #expect(formatter.localizedString(for: now.addingTimeInterval(3 * 86400), relativeTo: now) == "in 3 days")
        #expect(formatter.localizedString(for: now.addingTimeInterval(1), relativeTo: now) == "in 1 second")
        formatter.unitsStyle = .short
        #expect(formatter.localizedString(for: now.addingTimeInterval(-2 * 3600), relativeTo: now) == "2 hr. ago")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(for: now.addingTimeInterval(-2 * 3600), relativeTo: now) == "2h ago")
        formatter.unitsStyle = .spellOut
        #expect(formatter.localizedString(for: now.addingTimeInterval(-21 * 60), relativeTo: now) == "twenty-one minutes ago")
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now) == "yesterday")
        #expect(formatter.localizedString(for: now, relativeTo: now) == "now")
        #expect(formatter.localizedString(for: now.addingTimeInterval(-2 * 86400), relativeTo: now) == "2 days ago")
    }

    @Test func localizedStringsResolveToTheirDevelopmentText() {
        let count = 3
        #expect(String(localized: "\(count) items") == "3 items")
        #expect(String(localized: "greeting", defaultValue: "Hello") == "Hello")
        let resource: LocalizedStringResource = "Done \(count)"
        #expect(resource.key == "Done %lld")
        #expect(String(localized: resource) == "Done 3")
    }

    @Test func theKeyValueStoreKeepsWhatItIsGiven() {
        let store = NSUbiquitousKeyValueStore()
        store.set(true, forKey: "sound")
        store.set("dark", forKey: "theme")
        store.set(Int64(4), forKey: "level")
        #expect(store.bool(forKey: "sound"))
        #expect(store.string(forKey: "theme") == "dark")
        #expect(store.longLong(forKey: "level") == 4 && store.double(forKey: "level") == 4)
        store.removeObject(forKey: "theme")
        #expect(store.string(forKey: "theme") == nil)
        #expect(store.synchronize())
    }
}
