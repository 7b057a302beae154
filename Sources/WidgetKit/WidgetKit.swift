// The `WidgetKit` module for Linux, where Apple's framework does not exist: what a widget's views
// use (`TimelineEntry`, `WidgetFamily` and `@Environment(\.widgetFamily)`, `WidgetPreviewContext`,
// the `.widget` container background) and the declarations around them (`Widget`,
// `StaticConfiguration`, `ActivityConfiguration` and `DynamicIsland`, `WidgetBundle`,
// `TimelineProvider`, `WidgetCenter`). There is no home screen here to put a widget on:
// `WidgetHost` lays a widget's view out at a family's size and `LiveActivityHost` a Live
// Activity's as the Lock Screen banner (docs/supported-api.md, "WidgetKit"). A widget's view is
// a view like any other, recorded as it lays out. Depend on it for Linux only (docs/scenarios.md).
@_exported import Foundation
@_spi(Modules) import LayoutLab
// The timeline values, shared with the `SwiftUI` module (Sources/WidgetTimelines says why).
@_exported import WidgetTimelines

/// WidgetKit's timeline. This module imports the engine, which has a `Timeline` of its own (a
/// scenario's steps); a declaration of this module shadows it here, and it is the same type as
/// `WidgetTimelines.Timeline` and the `SwiftUI` module's alias, so a file that imports SwiftUI and
/// WidgetKit sees one `Timeline`.
public typealias Timeline<EntryType: TimelineEntry> = WidgetTimelines.Timeline<EntryType>

/// The sizes and shapes a widget comes in.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline

    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCorner: "accessoryCorner"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }
}

/// How a widget is drawn: in full colour, or tinted (StandBy, the Lock Screen).
public struct WidgetRenderingMode: Hashable, Sendable {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

private struct WidgetFamilyKey: EnvironmentKey {
    /// A widget view seen outside any widget (a recording of it as a plain view) reads the small
    /// family, the first WidgetKit lists and the one its templates start from. *A choice: Apple
    /// documents no value outside a widget.*
    static let defaultValue = WidgetFamily.systemSmall
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static let defaultValue = true
}

private struct IsActivityFullscreenKey: EnvironmentKey {
    /// A Live Activity is shown as the Lock Screen banner here, never in StandBy.
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The family of the widget the view is shown in.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// Whether a Live Activity fills the screen (StandBy): read-only, as Apple's.
    public internal(set) var isActivityFullscreen: Bool {
        get { self[IsActivityFullscreenKey.self] }
        set { self[IsActivityFullscreenKey.self] = newValue }
    }
}

/// Xcode's canvas showing a widget's view as a widget of `family`: the view reads that family
/// from `@Environment(\.widgetFamily)`.
public struct WidgetPreviewContext: PreviewContext {
    public let family: WidgetFamily

    public init(family: WidgetFamily) {
        self.family = family
    }

    public func _writeEnvironment(_ environment: inout EnvironmentValues) {
        environment.widgetFamily = family
    }
}

extension ContainerBackgroundPlacement {
    /// Behind the whole widget (iOS 17).
    public static let widget = ContainerBackgroundPlacement(_name: "widget")
}
