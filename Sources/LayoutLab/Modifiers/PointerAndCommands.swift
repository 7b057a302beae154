import Foundation

// Input that only a pointer, a keyboard or a remote delivers: hovering, the pointer's shape, and
// the exit/move/play-pause/delete commands (Apple, "onHover(perform:)", "pointerStyle(_:)",
// "onExitCommand(perform:)"…). A headless run has no pointer and no keyboard, so none of these
// fire, and none changes layout: each is accepted and the view is laid out as without it
// (docs/supported-api.md, "The API tail real files use (#36)").

/// Where the pointer is while it hovers over a view (`onContinuousHover`).
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

/// The effect a view shows under the iPad pointer or visionOS gaze (`hoverEffect(_:)`).
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

/// A direction of a move command (arrow keys, a remote's swipes).
public enum MoveCommandDirection: Equatable, Hashable, Sendable {
    case up, down, left, right
}

/// The pointer's shape over a view on macOS (`pointerStyle(_:)`).
public struct PointerStyle: Sendable {
    let name: String

    public static let `default` = PointerStyle(name: "default")
    public static let grabIdle = PointerStyle(name: "grabIdle")
    public static let grabActive = PointerStyle(name: "grabActive")
    public static let horizontalText = PointerStyle(name: "horizontalText")
    public static let verticalText = PointerStyle(name: "verticalText")
    public static let link = PointerStyle(name: "link")
    public static let rectSelection = PointerStyle(name: "rectSelection")
    public static let columnResize = PointerStyle(name: "columnResize")
    public static let rowResize = PointerStyle(name: "rowResize")
    public static let zoomIn = PointerStyle(name: "zoomIn")
    public static let zoomOut = PointerStyle(name: "zoomOut")

    public static func image(_ image: Image, hotSpot: UnitPoint) -> PointerStyle { PointerStyle(name: "image") }
    public static func shape(_ shape: some Shape, eoFill: Bool = false, style: StrokeStyle = StrokeStyle()) -> PointerStyle {
        PointerStyle(name: "shape")
    }
}

nonisolated extension View {
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View { self }

    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }

    public func pointerStyle(_ style: PointerStyle?) -> some View { self }

    public func onExitCommand(perform action: (() -> Void)?) -> some View { self }

    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { self }

    public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View { self }

    public func onDeleteCommand(perform action: (() -> Void)?) -> some View { self }
}
