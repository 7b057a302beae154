// How a tip is laid out (Apple: "TipView", "popoverTip(_:arrowEdge:action:)"). Apple's inline tip
// is a rounded box: the image on the leading side, the title over the message, a close button on
// the trailing side, and the actions under a divider. Here it is built from those views, with
// SwiftUI's own text styles and *estimated* spacing (16 padding, 12 between the image and the
// text, 4 between title and message), so it takes the height its text needs. A tip that should
// not display lays out nothing, as Apple's (docs/supported-api.md, "TipKit").
@_spi(Modules) import LayoutLab

/// A tip shown in the layout, where the view is placed.
public nonisolated struct TipView<Content: Tip>: View {
    public let tip: Content
    public let arrowEdge: Edge?
    let action: (Tips.Action) -> Void

    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        self.arrowEdge = arrowEdge
        self.action = action
    }

    public typealias Body = Never
    public var body: Never { fatalError("TipView is a primitive view: the engine lays it out without a body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard view.tip.shouldDisplay else { return }
        let box = TipBox(title: view.tip.title, message: view.tip.message, image: view.tip.image, actions: view.tip.actions, perform: view.action)
        let laidOut = box.content
        type(of: laidOut)._makeViewList(view: laidOut, inputs: inputs, list: &list)
    }
}

/// The parts of a shown tip, as views.
nonisolated struct TipBox {
    let title: Text
    let message: Text?
    let image: Image?
    let actions: [Tips.Action]
    let perform: (Tips.Action) -> Void

    var content: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 12) {
                if let image {
                    image.font(.title2)
                }
                VStack(alignment: .leading, spacing: 4) {
                    title.font(.headline)
                    if let message {
                        message.font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                Spacer(minLength: 0)
                Image(systemName: "xmark").font(.subheadline)
            }
            if !actions.isEmpty {
                Divider()
                ForEach(actions) { action in
                    Button(action: { perform(action); action() }) { action.label() }
                }
            }
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.15)))
    }
}

nonisolated extension View {
    /// Shows the tip in a popover anchored to the view: accepted. The popover is system chrome
    /// over the layout, not laid out (the view is laid out as without it).
    public func popoverTip<Content: Tip>(_ tip: Content, arrowEdge: Edge = .top, action: @escaping (Tips.Action) -> Void = { _ in }) -> some View {
        self
    }

    /// The tip's look: accepted, it changes no size.
    public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func tipImageSize(_ size: CGSize) -> some View { self }
}
