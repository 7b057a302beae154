import Foundation
import LayoutLab

// SwiftUI's app structure (Apple: "App", "Scene", "WindowGroup"), as an app's `@main` file and its
// document, settings and menu-bar files declare it. On Linux no app launches and no window opens:
// an app's views are laid out through its previews and scenarios (docs/scenarios.md), so scenes
// are values that hold their root views and describe their windows, and `App.main()` builds the
// app and its scenes and returns. docs/supported-api.md, "Apps and scenes", lists what is here.

/// An app: its scenes. `@main` on a type that conforms runs `main()`.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// Builds the app and its scenes, then returns: no window opens on Linux, and nothing runs
    /// until a case lays the app's views out (docs/scenarios.md).
    public static func main() {
        let app = Self()
        _ = app.body
    }
}

/// A part of an app's interface that the system shows: a window group, a window, settings, a
/// menu-bar extra, a document group.
@MainActor @preconcurrency
public protocol Scene {
    // Unconstrained (Apple's is a `Scene`): `Never` is the primitives' body, and a constraint
    // would need `Never: Scene`, whose `body` would be ambiguous with its `View` and
    // `TransferRepresentation` ones here.
    associatedtype Body
    @SceneBuilder var body: Body { get }
}

/// A scene the framework provides: its body is never asked for.
public protocol _PrimitiveScene: Scene where Body == Never {}

extension _PrimitiveScene {
    public var body: Never { fatalError("\(Self.self) is a primitive scene: it has no body") }
}

/// Combines the scenes of an app's `body`.
// Main-actor isolated, as the bodies it builds are (and the scenes it makes).
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> { _OptionalScene(content: content) }
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _ConditionalScene<First, Second> { _ConditionalScene(first: first) }
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _ConditionalScene<First, Second> { _ConditionalScene(second: second) }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes, as `SceneBuilder` makes them.
public struct _TupleScene<each Content: Scene>: _PrimitiveScene {
    public let content: (repeat each Content)
    init(_ content: repeat each Content) { self.content = (repeat each content) }
}

public struct _OptionalScene<Content: Scene>: _PrimitiveScene {
    public let content: Content?
}

public struct _ConditionalScene<First: Scene, Second: Scene>: _PrimitiveScene {
    enum Storage { case first(First), second(Second) }
    let storage: Storage
    init(first: First) { storage = .first(first) }
    init(second: Second) { storage = .second(second) }
}

/// The windows of an app that shows one kind of content (Apple: "WindowGroup"): each window's
/// root view. `for:` groups open a window per value; `content` gets that value's binding.
public struct WindowGroup<Content: View>: _PrimitiveScene {
    public let title: Text?
    public let id: String?
    let makeContent: () -> Content

    /// The root view of a window of the group (nil presented value for a `for:` group).
    public var content: Content { makeContent() }

    public init(@ViewBuilder content: @escaping () -> Content) {
        title = nil
        id = nil
        makeContent = content
    }

    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        title = nil
        self.id = id
        makeContent = content
    }

    public init(_ title: Text, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.id = id
        makeContent = content
    }

    public init(_ titleKey: LocalizedStringKey, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.init(Text(title), id: id, content: content)
    }

    public init<D: Codable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(content: { content(.constant(nil)) })
    }

    public init<D: Codable & Hashable>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(id: id, content: { content(.constant(nil)) })
    }

    public init<D: Codable & Hashable>(_ titleKey: LocalizedStringKey, id: String? = nil, for type: D.Type,
                                       @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(titleKey, id: id, content: { content(.constant(nil)) })
    }

    public init<D: Codable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                                       defaultValue: @escaping () -> D) {
        self.init(content: { content(.constant(defaultValue())) })
    }
}

/// A single, unique window (Apple: "Window", macOS).
public struct Window<Content: View>: _PrimitiveScene {
    public let title: Text
    public let id: String
    let makeContent: () -> Content
    public var content: Content { makeContent() }

    public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.id = id
        makeContent = content
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(Text(title), id: id, content: content)
    }
}

/// The app's settings window (Apple: "Settings", macOS).
public struct Settings<Content: View>: _PrimitiveScene {
    let makeContent: () -> Content
    public var content: Content { makeContent() }

    public init(@ViewBuilder content: @escaping () -> Content) {
        makeContent = content
    }
}

/// An item in the system's menu bar (Apple: "MenuBarExtra", macOS): its label, and its content
/// shown as a menu or a window.
public struct MenuBarExtra<Label: View, Content: View>: _PrimitiveScene {
    public let label: Label
    public let isInserted: Binding<Bool>
    let makeContent: () -> Content
    public var content: Content { makeContent() }

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.init(isInserted: .constant(true), content: content, label: label)
    }

    public init(isInserted: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isInserted = isInserted
        makeContent = content
    }
}

extension MenuBarExtra where Label == LayoutLab.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { LayoutLab.Label(titleKey, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
                @ViewBuilder content: @escaping () -> Content) {
        self.init(isInserted: isInserted, content: content) { LayoutLab.Label(titleKey, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { LayoutLab.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { LayoutLab.Label(title, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isInserted: Binding<Bool>,
                                   @ViewBuilder content: @escaping () -> Content) {
        self.init(isInserted: isInserted, content: content) { LayoutLab.Label(title, systemImage: systemImage) }
    }
}

extension MenuBarExtra where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// How a menu-bar extra shows its content.
public protocol MenuBarExtraStyle {}
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle { public static var menu: Self { Self() } }
extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle { public static var window: Self { Self() } }
extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle { public static var automatic: Self { Self() } }

/// A window's title bar (macOS).
public protocol WindowStyle {}
public struct DefaultWindowStyle: WindowStyle { public init() {} }
public struct HiddenTitleBarWindowStyle: WindowStyle { public init() {} }
public struct TitleBarWindowStyle: WindowStyle { public init() {} }
public struct PlainWindowStyle: WindowStyle { public init() {} }
extension WindowStyle where Self == DefaultWindowStyle { public static var automatic: Self { Self() } }
extension WindowStyle where Self == HiddenTitleBarWindowStyle { public static var hiddenTitleBar: Self { Self() } }
extension WindowStyle where Self == TitleBarWindowStyle { public static var titleBar: Self { Self() } }
extension WindowStyle where Self == PlainWindowStyle { public static var plain: Self { Self() } }

/// A window's toolbar (macOS).
public protocol WindowToolbarStyle {}
public struct DefaultWindowToolbarStyle: WindowToolbarStyle { public init() {} }
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
    public init(showsTitle: Bool) {}
}
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
    public init(showsTitle: Bool) {}
}
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle { public init() {} }
extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle { public static var automatic: Self { Self() } }
extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    public static var unified: Self { Self() }
    public static func unified(showsTitle: Bool) -> Self { Self(showsTitle: showsTitle) }
}
extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    public static var unifiedCompact: Self { Self() }
    public static func unifiedCompact(showsTitle: Bool) -> Self { Self(showsTitle: showsTitle) }
}
extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle { public static var expanded: Self { Self() } }

/// How a window may be resized (macOS): by its content's size limits, or freely.
public struct WindowResizability: Hashable, Sendable {
    let name: String
    public static let automatic = WindowResizability(name: "automatic")
    public static let contentSize = WindowResizability(name: "contentSize")
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// A scene with what its modifiers set: kept as values that describe the app's windows (no
/// window opens here).
public struct _ModifiedScene<Content: Scene>: _PrimitiveScene {
    public let content: Content
    public let defaultSize: CGSize?
}

extension Scene {
    private func described(defaultSize: CGSize? = nil) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, defaultSize: defaultSize)
    }

    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { described(defaultSize: CGSize(width: width, height: height)) }
    public func defaultSize(_ size: CGSize) -> some Scene { described(defaultSize: size) }
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { described() }
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { described() }
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { described() }
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene { described() }
    public func defaultPosition(_ position: UnitPoint) -> some Scene { described() }
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { described() }
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { described() }
    public func commandsRemoved() -> some Scene { described() }
    /// Accepted: `@AppStorage` values live in the case's in-memory store (`AppStorage.swift`).
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene { described() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { described() }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { described() }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { described() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { described() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { described() }
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with a two-parameter action")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { described() }
}
