// `.help(_:)`: the tooltip a pointer shows on hover on macOS, and the accessibility hint it
// becomes elsewhere (Apple: "help(_:)", "Adds help text to a view using a text view that you
// provide"). Behaviour only: it changes no layout, and there is no pointer here to hover.
nonisolated extension View {
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    public func help(_ text: Text) -> some View { self }
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
}
