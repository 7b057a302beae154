import Foundation
import LayoutLab

// A chart's axes, legend and scales (Apple: "AxisMarks", "chartXAxis(content:)",
// "chartYScale(domain:)"). They are drawn inside the chart's frame and change nothing of its
// size, so the engine accepts them and lays the chart out as without them.

/// What an axis shows: marks, grid lines, ticks and labels.
public protocol AxisContent {}

@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyAxisContent { EmptyAxisContent() }
    public static func buildBlock<C: AxisContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> TupleAxisContent<(repeat each C)> {
        TupleAxisContent((repeat each content))
    }
    public static func buildOptional<C: AxisContent>(_ content: C?) -> C? { content }
    public static func buildEither<T: AxisContent, F: AxisContent>(first: T) -> _ConditionalAxisContent<T, F> { _ConditionalAxisContent() }
    public static func buildEither<T: AxisContent, F: AxisContent>(second: F) -> _ConditionalAxisContent<T, F> { _ConditionalAxisContent() }
    public static func buildLimitedAvailability<C: AxisContent>(_ content: C) -> C { content }
}

/// The builder of one axis mark's parts, given the value marked.
public typealias AxisMarkBuilder = AxisContentBuilder

public struct EmptyAxisContent: AxisContent { public init() {} }
public struct TupleAxisContent<T>: AxisContent { public init(_ value: T) {} }
public struct _ConditionalAxisContent<T: AxisContent, F: AxisContent>: AxisContent {}
extension Optional: AxisContent where Wrapped: AxisContent {}

/// The value an axis mark stands at.
public struct AxisValue {
    public let index: Int
    public let count: Int
    /// The value, as `type`: unknown here, where no axis is computed.
    public func `as`<T: Plottable>(_ type: T.Type) -> T? { nil }
}

/// Where an axis's marks go.
public struct AxisMarkPosition: Hashable, Sendable {
    let kind: Int
    public static let automatic = AxisMarkPosition(kind: 0)
    public static let leading = AxisMarkPosition(kind: 1)
    public static let trailing = AxisMarkPosition(kind: 2)
    public static let top = AxisMarkPosition(kind: 3)
    public static let bottom = AxisMarkPosition(kind: 4)
}

/// Which values an axis marks.
public struct AxisMarkValues {
    public static var automatic: AxisMarkValues { AxisMarkValues() }
    public static func automatic(
        minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues { AxisMarkValues() }
    public static func stride<D>(by component: Calendar.Component, count: Int = 1, calendar: Calendar? = nil, format: D) -> AxisMarkValues { AxisMarkValues() }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: any Plottable...) {}
}

/// A preset style of axis marks.
public struct AxisMarkPreset: Hashable, Sendable {
    let kind: Int
    public static let automatic = AxisMarkPreset(kind: 0)
    public static let extended = AxisMarkPreset(kind: 1)
    public static let aligned = AxisMarkPreset(kind: 2)
    public static let inset = AxisMarkPreset(kind: 3)
}

public struct AxisMarks: AxisContent {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {}
    public init<T: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [T]) {}
    public init<C: AxisContent>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisContentBuilder content: @escaping (AxisValue) -> C
    ) {}
    public init<T: Plottable, C: AxisContent>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [T],
        @AxisContentBuilder content: @escaping (AxisValue) -> C
    ) {}
}

public struct AxisGridLine: AxisContent {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

public struct AxisTick: AxisContent {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}

public struct AxisValueLabel: AxisContent {
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) {}
    public init<V: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) {}
    public init(_ label: LocalizedStringKey, centered: Bool? = nil) {}
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil) {}
}

public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let greedy = AxisValueLabelCollisionResolution()
    public static let truncate = AxisValueLabelCollisionResolution()
}

public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}

extension AxisContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisContent { self }
    public func font(_ font: Font?) -> some AxisContent { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisContent { self }
}

/// The values a scale spans: a range, or categories.
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain {}
extension Range: ScaleDomain {}
extension Array: ScaleDomain {}

/// How a scale maps values: linear, logarithmic...
public struct ScaleType: Sendable {
    public static let automatic = ScaleType()
    public static let linear = ScaleType()
    public static let log = ScaleType()
    public static let squareRoot = ScaleType()
    public static let date = ScaleType()
    public static let category = ScaleType()
}

/// The legend's or a chart's plot area, for `chartPlotStyle`.
public nonisolated struct ChartPlotContent: View {
    public typealias Body = Never
    public var body: Never { fatalError("ChartPlotContent is never built here") }
}

nonisolated extension View {
    public func chartXAxis(_ visibility: Visibility) -> some View { self }
    public func chartYAxis(_ visibility: Visibility) -> some View { self }
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { self }
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { self }
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartLegend(_ visibility: Visibility) -> some View { self }
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View { self }
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View { self }
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View { self }
    public func chartXScale(type: ScaleType? = nil) -> some View { self }
    public func chartYScale(type: ScaleType? = nil) -> some View { self }
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View { self }
    public func chartForegroundStyleScale<D: ScaleDomain>(domain: D) -> some View { self }
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View { self }
}
