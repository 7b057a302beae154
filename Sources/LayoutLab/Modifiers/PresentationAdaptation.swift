// How a popover or sheet adapts in a compact size class (Apple, "presentationCompactAdaptation(_:)",
// iOS 16.4). It chooses the chrome a presentation appears in; the engine lays a presentation's
// content out where `PresentationRule.swift` says whatever the adaptation, so it is accepted.

/// The kind of presentation a compact size class turns a popover or sheet into.
public struct PresentationAdaptation: Sendable {
    let name: String

    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

nonisolated extension View {
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View { self }
}
