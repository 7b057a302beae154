import Foundation

/// What assistive technologies read and do beyond a label: adjustable values, custom actions and
/// content, rotors, accessibility focus, announcements (Apple's "Accessibility modifiers"). None of
/// it changes layout: VoiceOver reads the laid-out views, and no assistive technology runs in a
/// case, so these are accepted; `accessibilityRepresentation` and a large-content view are never
/// laid out (Apple: they replace the view "for accessibility" only).

/// Which way an adjustable view is swiped.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// The assistive technologies a focus state follows.
public struct AccessibilityTechnologies: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
    public static let switchControl = AccessibilityTechnologies(rawValue: 2)
}

/// Where assistive technologies' focus is: a `FocusState` that VoiceOver moves. No assistive
/// technology runs in a case, so it only ever holds what the app sets.
public typealias AccessibilityFocusState = FocusState

extension FocusState {
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { self.init() }
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { self.init() }
}

/// A custom content item's key: its label, and an identifier that stays when the label is
/// localised.
public struct AccessibilityCustomContentKey: Hashable, Sendable {
    let id: String
    public init(_ label: Text, id: String) { self.id = id }
    public init(_ labelKey: LocalizedStringKey, id: String) { self.id = id }
    public init(_ labelKey: LocalizedStringKey) { self.id = "\(labelKey)" }
}

/// Accessibility's custom content, for its importance levels (Apple's Accessibility framework).
public final class AXCustomContent: @unchecked Sendable {
    public enum Importance: UInt, Sendable {
        case `default` = 0, high = 1
    }
}

/// The kind of text a view holds, for how VoiceOver reads it.
public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// Something said to assistive technologies (iOS 17): posting it reaches no one here.
public enum AccessibilityNotification {
    public struct Announcement: Sendable {
        public let text: String
        public init(_ announcement: String) { text = announcement }
        public init(_ announcement: AttributedString) { text = String(announcement.characters) }
        public init(_ announcement: LocalizedStringResource) { text = String(localized: announcement) }
        public func post() {}
    }

    public struct LayoutChanged: Sendable {
        public init() {}
        public init<Element>(_ element: Element?) {}
        public func post() {}
    }

    public struct ScreenChanged: Sendable {
        public init() {}
        public init<Element>(_ element: Element?) {}
        public func post() {}
    }

    public struct PageScrolled: Sendable {
        public init(_ text: String) {}
        public func post() {}
    }
}

nonisolated extension View {
    /// Swiping up or down on the view calls `handler`: a rating, a stepper drawn by hand.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }

    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// Custom actions, each a button or a toggle in `content` (iOS 16).
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> some View { self }
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View { self }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View { self }
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View { self }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View { self }

    /// What assistive technologies see instead of the view: never laid out.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// Other views' accessibility elements as this one's children: never laid out.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }

    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }

    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// The view shown enlarged when the user long-presses with large text: never laid out.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }

    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true) -> some View { self }
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View { self }
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { self }

    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
    public func speechAdjustedPitch(_ value: Double) -> some View { self }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
}

extension Text {
    /// How VoiceOver speaks the text: drawing and layout are unchanged.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
}

public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    case label, content
}

public struct AccessibilityZoomGestureAction: Sendable {
    public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
    public let direction: Direction
    public let location: UnitPoint
    public let point: CGPoint
}

/// A built-in rotor an app fills with its own entries.
public struct AccessibilitySystemRotor: Sendable {
    let name: String
    public static let links = AccessibilitySystemRotor(name: "links")
    public static let headings = AccessibilitySystemRotor(name: "headings")
    public static let boldText = AccessibilitySystemRotor(name: "boldText")
    public static let italicText = AccessibilitySystemRotor(name: "italicText")
    public static let underlineText = AccessibilitySystemRotor(name: "underlineText")
    public static let misspelledWords = AccessibilitySystemRotor(name: "misspelledWords")
    public static let images = AccessibilitySystemRotor(name: "images")
    public static let textFields = AccessibilitySystemRotor(name: "textFields")
    public static let tables = AccessibilitySystemRotor(name: "tables")
    public static let lists = AccessibilitySystemRotor(name: "lists")
    public static let landmarks = AccessibilitySystemRotor(name: "landmarks")
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
}

/// A rotor's entries: `AccessibilityRotorEntry`, `ForEach` of them, `if`.
public protocol AccessibilityRotorContent {}

/// One place a rotor can move to: a view's id, with a label.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    public init(_ label: Text, id: ID, in namespace: Namespace.ID? = nil, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID? = nil, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID? = nil, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    public init(_ label: Text?, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) where ID == Never {}
}

/// Rotor content made of several parts.
public struct TupleAccessibilityRotorContent: AccessibilityRotorContent {}

extension Optional: AccessibilityRotorContent where Wrapped: AccessibilityRotorContent {}

@resultBuilder
public enum AccessibilityRotorContentBuilder {
    public static func buildExpression<C: AccessibilityRotorContent>(_ content: C) -> C { content }
    public static func buildBlock() -> TupleAccessibilityRotorContent { TupleAccessibilityRotorContent() }
    public static func buildBlock<C: AccessibilityRotorContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: AccessibilityRotorContent>(_ content: repeat each C) -> TupleAccessibilityRotorContent {
        TupleAccessibilityRotorContent()
    }
    public static func buildIf<C: AccessibilityRotorContent>(_ content: C?) -> C? { content }
    public static func buildEither<C: AccessibilityRotorContent>(first: C) -> TupleAccessibilityRotorContent { TupleAccessibilityRotorContent() }
    public static func buildEither<C: AccessibilityRotorContent>(second: C) -> TupleAccessibilityRotorContent { TupleAccessibilityRotorContent() }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: AccessibilityRotorContent {
    public init(_ data: Range<Int>, @AccessibilityRotorContentBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}
