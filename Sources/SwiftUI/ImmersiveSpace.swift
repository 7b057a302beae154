import Foundation
import LayoutLab

// visionOS's immersive spaces (Apple: "ImmersiveSpace", "ImmersionStyle"), as a visionOS app's
// `@main` file declares them. A space is a scene that holds its root view, as the window scenes
// here do; no space opens (`openImmersiveSpace` answers `.error`, State/EnvironmentActions.swift),
// so its content is laid out only through previews and scenarios
// (docs/supported-api.md, "Apps and scenes").

/// A space around the user that shows one kind of content: its root view.
public struct ImmersiveSpace<Content: View>: _PrimitiveScene {
    public let id: String?
    let makeContent: () -> Content

    /// The space's root view (nil presented value for a `for:` space).
    public var content: Content { makeContent() }

    public init(@ViewBuilder content: @escaping () -> Content) {
        id = nil
        makeContent = content
    }

    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.id = id
        makeContent = content
    }

    public init<D: Codable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(content: { content(.constant(nil)) })
    }

    public init<D: Codable & Hashable>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(id: id, content: { content(.constant(nil)) })
    }
}

/// How much of the user's surroundings a space replaces.
public protocol ImmersionStyle {}
public struct AutomaticImmersionStyle: ImmersionStyle { public init() {} }
public struct MixedImmersionStyle: ImmersionStyle { public init() {} }
public struct ProgressiveImmersionStyle: ImmersionStyle { public init() {} }
public struct FullImmersionStyle: ImmersionStyle { public init() {} }
extension ImmersionStyle where Self == AutomaticImmersionStyle { public static var automatic: Self { Self() } }
extension ImmersionStyle where Self == MixedImmersionStyle { public static var mixed: Self { Self() } }
extension ImmersionStyle where Self == ProgressiveImmersionStyle { public static var progressive: Self { Self() } }
extension ImmersionStyle where Self == FullImmersionStyle { public static var full: Self { Self() } }

extension Scene {
    /// The styles the space may take, and the one it takes: kept as the app set them (no space
    /// opens, so the selection never changes).
    public func immersionStyle(selection: Binding<any ImmersionStyle>, in styles: any ImmersionStyle...) -> some Scene {
        _ModifiedScene(content: self, defaultSize: nil)
    }
}
