import ActivityKit
import Foundation
@_spi(Modules) import LayoutLab

/// What a Live Activity's views are given: its attributes and its content at the moment shown.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let isStale: Bool
    public let activityID: String

    init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool, activityID: String) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }
}

/// A Live Activity's widget: its Lock Screen view, which `LiveActivityHost` lays out as the
/// banner, and its Dynamic Island, which is kept.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: _PrimitiveWidgetConfiguration {
    let lockScreen: (ActivityViewContext<Attributes>) -> AnyView
    let dynamicIsland: (ActivityViewContext<Attributes>) -> DynamicIsland

    public init<Content: View>(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        self.lockScreen = { AnyView(content($0)) }
        self.dynamicIsland = dynamicIsland
    }
}

/// A configuration that may show a Live Activity's context (`ActivityConfiguration`, under any
/// modifiers).
protocol HostedActivityConfiguration {
    func lockScreenContent(for context: Any) -> AnyView?
}

extension ActivityConfiguration: HostedActivityConfiguration {
    func lockScreenContent(for context: Any) -> AnyView? {
        (context as? ActivityViewContext<Attributes>).map(lockScreen)
    }
}

extension _ModifiedWidgetConfiguration: HostedActivityConfiguration {
    func lockScreenContent(for context: Any) -> AnyView? {
        LiveActivityHost.content(of: content, for: context)
    }
}

nonisolated extension View {
    /// The Lock Screen banner's background: drawing only, no layout.
    public func activityBackgroundTint(_ color: Color?) -> some View { self }

    /// The colour of the banner's system buttons: drawing only.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}
