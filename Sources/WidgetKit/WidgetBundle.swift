import Foundation
@_spi(Modules) import LayoutLab

/// The widgets an extension offers, one `@main` type listing them.
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The extension's entry point, which `@main` calls: it builds the bundle's widgets'
    /// declarations; there is no home screen here to offer them to.
    public static func main() {
        _ = Self().body.body
    }
}

extension Widget {
    /// A single widget may be the extension's `@main` too.
    public static func main() {
        _ = Self().body
    }
}

@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }

    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> _WidgetBundleBlock<repeat each W> {
        _WidgetBundleBlock(widgets: (repeat each widgets))
    }

    public static func buildOptional<W: Widget>(_ widget: W?) -> _OptionalWidget<W> { _OptionalWidget(widget: widget) }

    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> _OptionalWidget<W> { _OptionalWidget(widget: widget) }
}

/// The widgets of a bundle's body, in order.
public struct _WidgetBundleBlock<each W: Widget>: Widget {
    let widgets: (repeat each W)

    init(widgets: (repeat each W)) {
        self.widgets = widgets
    }

    public init() {
        widgets = (repeat (each W).init())
    }

    public var body: _WidgetConfigurationList {
        var configurations: [any WidgetConfiguration] = []
        for widget in repeat each widgets {
            configurations.append(widget.body)
        }
        return _WidgetConfigurationList(configurations: configurations)
    }
}

/// A widget under `if` (or `if #available`) in a bundle.
public struct _OptionalWidget<W: Widget>: Widget {
    let widget: W?

    init(widget: W?) {
        self.widget = widget
    }

    public init() {
        widget = nil
    }

    public var body: _WidgetConfigurationList {
        _WidgetConfigurationList(configurations: widget.map { [$0.body] } ?? [])
    }
}

/// The configurations of several widgets.
public struct _WidgetConfigurationList: _PrimitiveWidgetConfiguration {
    let configurations: [any WidgetConfiguration]
}
