/// Where `containerBackground(_:for:)` puts its background: behind a container the view is the
/// content of (a widget, a navigation stack, a tab view, iOS 17 and 18). WidgetKit adds `.widget`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String

    @_spi(Modules) public init(_name name: String) {
        self.name = name
    }

    public static let navigation = ContainerBackgroundPlacement(_name: "navigation")
    public static let navigationSplitView = ContainerBackgroundPlacement(_name: "navigationSplitView")
    public static let tabView = ContainerBackgroundPlacement(_name: "tabView")
}

nonisolated extension View {
    // The background of the container, not of this view: Apple, "containerBackground(_:for:)":
    // "the container background is drawn behind the whole container", and only where the view is
    // that container's content. It changes no size here, and no node: accepted.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { self }

    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { self }
}
