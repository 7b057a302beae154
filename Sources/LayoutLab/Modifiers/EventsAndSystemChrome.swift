import Foundation

/// Modifiers that answer events a recorded case never produces (key presses, scroll phases,
/// system gestures) or that set system chrome and presentation details the engine does not lay
/// out. Accepted, as Apple documents each without an effect on layout: the view lays out as
/// without them.

/// A key press (iOS 17): the key, the characters it types, the modifiers held, its phase.
public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    public let phase: Phases

    /// Whether a handler used the press or lets it go on to the next one.
    public enum Result: Sendable {
        case handled, ignored
    }

    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
}

/// Where a scroll view is in a scroll (iOS 18).
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

/// What a scroll phase change hands its action: the scroll geometry.
public struct ScrollPhaseChangeContext: Sendable {
    public let geometry: ScrollGeometry
}

/// How a sheet sizes itself on iPad and Mac (iOS 18).
public protocol PresentationSizing {}

public struct AutomaticPresentationSizing: PresentationSizing, Sendable { public init() {} }
public struct PagePresentationSizing: PresentationSizing, Sendable { public init() {} }
public struct FormPresentationSizing: PresentationSizing, Sendable { public init() {} }
public struct FittedPresentationSizing: PresentationSizing, Sendable { public init() {} }

extension PresentationSizing where Self == AutomaticPresentationSizing { public static var automatic: AutomaticPresentationSizing { .init() } }
extension PresentationSizing where Self == PagePresentationSizing { public static var page: PagePresentationSizing { .init() } }
extension PresentationSizing where Self == FormPresentationSizing { public static var form: FormPresentationSizing { .init() } }
extension PresentationSizing where Self == FittedPresentationSizing { public static var fitted: FittedPresentationSizing { .init() } }

extension PresentationSizing {
    public func fitted(horizontal: Bool, vertical: Bool) -> Self { self }
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> Self { self }
}

/// Whether Writing Tools offer to rewrite a text view's text (iOS 18).
public struct WritingToolsBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = WritingToolsBehavior(name: "automatic")
    public static let complete = WritingToolsBehavior(name: "complete")
    public static let limited = WritingToolsBehavior(name: "limited")
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

/// A toolbar item the system adds, which a view may remove (`toolbar(removing: .sidebarToggle)`).
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    public static let title = ToolbarDefaultItemKind(name: "title")
}

/// The tabs a user has rearranged or hidden (iOS 18), kept by the app in scene storage.
public struct TabViewCustomization: Hashable, Codable, Sendable {
    public init() {}
    public mutating func resetVisibility() {}
    public mutating func resetSectionOrder(sectionCustomizationID: String) {}
}

nonisolated extension View {
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// A scroll view's phase changes: a case's scroll steps move the content at once, with no
    /// phases, so the action is never called.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View { self }
    /// Whether the view is shown in its scroll view: not reported here (accepted).
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void) -> some View { self }

    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
    /// Makes the view's geometry one group for animations (iOS 17): layout is the same.
    public func geometryGroup() -> some View { self }
    @available(*, deprecated, renamed: "statusBarHidden(_:)")
    public func statusBar(hidden: Bool) -> some View { self }
    public func presentationSizing<S: PresentationSizing>(_ sizing: S) -> some View { self }
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }
    public func findNavigator(isPresented: Binding<Bool>) -> some View { self }
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// A menu on the navigation title: drawn by the system's bar, never laid out.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
    /// The shape containers inside draw relative to (`ContainerRelativeShape`): drawing only.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    public func horizontalRadioGroupLayout() -> some View { self }
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
}

extension Font {
    /// Small capitals (`Font.body.smallCaps()`): accepted, measured with the font's own letters
    /// (*an estimate*: small capitals are wider than lower-case letters; not measured).
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
}

extension Image {
    /// A symbol drawn at a value from 0 to 1 (a signal's bars): the same symbol, the same size.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }
}

extension Color {
    /// A colour's components in an environment (iOS 17): sRGB, as the engine draws it.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let (red, green, blue, alpha) = PaintColor.components(of: name)
        return Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(alpha * opacityValue))
    }

    /// A colour as concrete sRGB components.
    public struct Resolved: Hashable, Sendable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }
    }

    public init(_ resolved: Resolved) {
        self.init(.sRGB, red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }
}
