import Foundation
import LayoutLab

// Modifiers of chart content (Apple: "ChartContent"). They style marks, which the engine does
// not lay out or draw, so each is accepted and leaves the content as it was.

/// Where an annotation sits about its mark.
public struct AnnotationPosition: Hashable, Sendable {
    let kind: Int
    public static let automatic = AnnotationPosition(kind: 0)
    public static let overlay = AnnotationPosition(kind: 1)
    public static let top = AnnotationPosition(kind: 2)
    public static let bottom = AnnotationPosition(kind: 3)
    public static let leading = AnnotationPosition(kind: 4)
    public static let trailing = AnnotationPosition(kind: 5)
    public static let topLeading = AnnotationPosition(kind: 6)
    public static let topTrailing = AnnotationPosition(kind: 7)
    public static let bottomLeading = AnnotationPosition(kind: 8)
    public static let bottomTrailing = AnnotationPosition(kind: 9)
}

/// How a line or an area runs between its points.
public struct InterpolationMethod: Hashable, Sendable {
    let kind: Int
    public static let linear = InterpolationMethod(kind: 0)
    public static let monotone = InterpolationMethod(kind: 1)
    public static let catmullRom = InterpolationMethod(kind: 2)
    public static let cardinal = InterpolationMethod(kind: 3)
    public static let stepStart = InterpolationMethod(kind: 4)
    public static let stepCenter = InterpolationMethod(kind: 5)
    public static let stepEnd = InterpolationMethod(kind: 6)
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// The symbols a point or a line's points are drawn with.
public struct BasicChartSymbolShape: Hashable, Sendable {
    let kind: Int
    public static let circle = BasicChartSymbolShape(kind: 0)
    public static let square = BasicChartSymbolShape(kind: 1)
    public static let triangle = BasicChartSymbolShape(kind: 2)
    public static let diamond = BasicChartSymbolShape(kind: 3)
    public static let pentagon = BasicChartSymbolShape(kind: 4)
    public static let plus = BasicChartSymbolShape(kind: 5)
    public static let cross = BasicChartSymbolShape(kind: 6)
    public static let asterisk = BasicChartSymbolShape(kind: 7)
}

extension ChartContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { self }
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { self }
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { self }
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent { self }
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent { self }
    public func symbolSize(_ size: CGFloat) -> some ChartContent { self }
    public func symbolSize(_ size: CGSize) -> some ChartContent { self }
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { self }
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { self }
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { self }
    public func position<D: Plottable>(by value: PlottableValue<D>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent { self }
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { self }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent { self }
    public func opacity(_ opacity: Double) -> some ChartContent { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }
    public func offset(_ size: CGSize) -> some ChartContent { self }
    public func zIndex(_ value: Double) -> some ChartContent { self }
    public func blur(radius: CGFloat) -> some ChartContent { self }
    public func shadow(color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent { self }
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }

    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent { self }
}
