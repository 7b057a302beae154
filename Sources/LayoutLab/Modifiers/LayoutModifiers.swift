nonisolated extension View {
    /// Fits (or fills) the proposal at `aspectRatio`, or at the content's own ratio when nil.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(
            ratio: aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode
        ))
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Proposes nil (the ideal size) on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Extends the view into the safe-area insets it touches (see `SafeAreaIgnoringRule.swift`).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: edges))
    }

    /// Clips rendering to the view's frame; content that overflows a clip is not an `overflow`.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(ClippedModifier(shape: Rectangle()))
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClippedModifier(shape: shape))
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(ClippedModifier(shape: RoundedRectangle(cornerRadius: radius, style: .circular)))
    }
}

/// Safe-area regions: only the container region exists off-device (there is no keyboard).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated struct AspectRatioModifier: PrimitiveModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            let layout = AspectRatioRule(ratio: modifier.ratio, contentMode: modifier.contentMode)
            return ModifierExpansion.node("aspectRatio", around: child, layout: layout, marker: 0xA5)
        }
    }
}

nonisolated struct FixedSizeModifier: PrimitiveModifier {
    let horizontal: Bool
    let vertical: Bool

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            let layout = FixedSizeRule(horizontal: modifier.horizontal, vertical: modifier.vertical)
            return ModifierExpansion.node("fixedSize", around: child, layout: layout, marker: 0xF5, passesTraitsThrough: true)
        }
    }
}

nonisolated struct IgnoresSafeAreaModifier: PrimitiveModifier {
    let edges: Edge.Set

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            ModifierExpansion.node(
                "ignoresSafeArea", around: child, layout: SafeAreaIgnoringRule(edges: modifier.edges), marker: 0x5A
            )
        }
    }
}

nonisolated struct ClippedModifier: PrimitiveModifier {
    /// The outline drawing is clipped to, in the node's frame.
    let shape: any Shape

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            let layout = PassthroughRule(drawing: ModifierDrawing(.clip(modifier.shape)))
            return ModifierExpansion.node("clipped", around: child, layout: layout, marker: 0xC1, passesTraitsThrough: true)
        }
    }
}
