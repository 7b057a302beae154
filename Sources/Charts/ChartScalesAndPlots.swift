import Foundation
@_spi(Modules) import LayoutLab

// More of Swift Charts' API as apps write it: scales with ranges and inferred domains, symbol
// scales, annotations that keep inside the plot, gestures on the plot, function plots (iOS 18).
// Like the rest of this module they are accepted and drawn inside the chart's frame, whose size
// they never change (Chart.swift says why the marks are not laid out).

/// What an annotation does when it would leave the plot (Apple: "AnnotationOverflowResolution").
public struct AnnotationOverflowResolution: Sendable {
    public struct Strategy: Sendable {
        let name: String
        public static let automatic = Strategy(name: "automatic")
        public static let fit = Strategy(name: "fit")
        public static let padScale = Strategy(name: "padScale")
        public static let disabled = Strategy(name: "disabled")
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy(name: "fit") }
    }

    public struct Boundary: Sendable {
        let name: String
        public static let automatic = Boundary(name: "automatic")
        public static let plot = Boundary(name: "plot")
        public static let chart = Boundary(name: "chart")
    }

    public static let automatic = AnnotationOverflowResolution(x: .automatic, y: .automatic)

    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
}

extension ChartContent {
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
    ) -> some ChartContent { self }
}

/// A domain the chart infers from its data, with or without zero.
public struct AutomaticScaleDomain: ScaleDomain, Sendable {
    public init() {}
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain() }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain { AutomaticScaleDomain() }
}

/// The range a scale maps its domain onto: the plot's dimension, padded, or points.
public protocol ScaleRange {}
extension ClosedRange: ScaleRange where Bound == CGFloat {}

public struct PlotDimensionScaleRange: ScaleRange, Sendable {}

extension ScaleRange where Self == PlotDimensionScaleRange {
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange() }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange() }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange { PlotDimensionScaleRange() }
}

/// How a chart scrolls to rest (iOS 17): on values of its scale.
public protocol ChartScrollTargetBehavior {}

public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior, Sendable {
    public struct LimitBehavior: Sendable {
        public static let automatic = LimitBehavior()
        public static let always = LimitBehavior()
        public static let never = LimitBehavior()
    }
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    public static func valueAligned<P: Plottable>(matching: P, majorAlignment: P? = nil, limitBehavior: ValueAlignedChartScrollTargetBehavior.LimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior()
    }
    public static func valueAligned(unit: Double, majorAlignment: Double? = nil) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior()
    }
    public static func valueAligned(matching: DateComponents, majorAlignment: DateComponents? = nil, limitBehavior: ValueAlignedChartScrollTargetBehavior.LimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior()
    }
}

nonisolated extension View {
    public func chartXScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View { self }
    public func chartYScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View { self }
    public func chartXScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View { self }
    public func chartYScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View { self }
    public func chartForegroundStyleScale<D: ScaleDomain, S: ShapeStyle>(domain: D, range: [S], type: ScaleType? = nil) -> some View { self }
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View { self }
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(mapping: @escaping (D) -> S) -> some View { self }
    public func chartSymbolScale<D: Plottable>(_ mapping: KeyValuePairs<D, BasicChartSymbolShape>) -> some View { self }
    public func chartSymbolScale<D: ScaleDomain>(domain: D, range: [BasicChartSymbolShape]) -> some View { self }
    public func chartSymbolSizeScale<D: ScaleDomain>(domain: D, range: ClosedRange<CGFloat>) -> some View { self }
    public func chartLineStyleScale<D: Plottable>(_ mapping: KeyValuePairs<D, StrokeStyle>) -> some View { self }
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View { self }
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View { self }
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    /// A gesture on the plot, made from its proxy (iOS 17): touches never come in a case.
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View { self }
    public func chartScrollTargetBehavior<B: ChartScrollTargetBehavior>(_ behavior: B) -> some View { self }
}

/// A function plotted as a line or an area (iOS 18): `LinePlot(x: "x", y: "y") { sin($0) }`.
public struct LinePlot: _PrimitiveChartContent {
    public init(x: String, y: String, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {}
    public init(x: String, y: String, t: String, domain: ClosedRange<Double>, function: @escaping (Double) -> (x: Double, y: Double)) {}
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: KeyPath<Data.Element, X>, y: KeyPath<Data.Element, Y>) {}
}

public struct AreaPlot: _PrimitiveChartContent {
    public init(x: String, y: String, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {}
    public init(x: String, yStart: String, yEnd: String, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> (yStart: Double, yEnd: Double)) {}
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: KeyPath<Data.Element, X>, y: KeyPath<Data.Element, Y>) {}
}

extension AxisMarks {
    /// Marks whose labels read through a format style (`AxisMarks(format: .dateTime.month())`).
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
    where F.FormatOutput == String {}
    public init<F: FormatStyle, T: Plottable>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [T], stroke: StrokeStyle? = nil)
    where F.FormatOutput == String {}
}
