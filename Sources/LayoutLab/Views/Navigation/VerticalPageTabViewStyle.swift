/// watchOS 10's vertically paged tab view: laid out as the horizontal `.page` style is, one page
/// at a time with no tab bar (the direction changes only scrolling, which is not modelled).
public struct VerticalPageTabViewStyle: TabViewStyle {
    public struct TransitionStyle: Hashable, Sendable {
        let name: String
        public static let automatic = TransitionStyle(name: "automatic")
        public static let blur = TransitionStyle(name: "blur")
        public static let identity = TransitionStyle(name: "identity")
    }

    public init() {}
    public init(transitionStyle: TransitionStyle) {}
}

extension TabViewStyle where Self == VerticalPageTabViewStyle {
    public static var verticalPage: VerticalPageTabViewStyle { VerticalPageTabViewStyle() }
    public static func verticalPage(transitionStyle: VerticalPageTabViewStyle.TransitionStyle) -> VerticalPageTabViewStyle {
        VerticalPageTabViewStyle(transitionStyle: transitionStyle)
    }
}
