// The system's own chrome over an app: the status bar and the home indicator (Apple,
// "statusBarHidden(_:)", "persistentSystemOverlays(_:)"). Both are drawn by the system, over the
// app. The home indicator only fades when its overlays are hidden (it still takes touches), and the
// engine keeps its safe area: a choice, not a measurement (docs/supported-api.md). A hidden status bar gives its 20 points back on a
// device without a sensor housing (the iPhone SE); the engine keeps the profile's safe area, so
// there a view that reaches the top edge is laid out 20 points lower than on a device
// (docs/supported-api.md says so).

nonisolated extension View {
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
