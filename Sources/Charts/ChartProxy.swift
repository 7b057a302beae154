import Foundation
@_spi(Modules) import LayoutLab

/// Views over or under a chart that read its plot (Apple: `chartOverlay(alignment:content:)`,
/// `chartBackground(alignment:content:)`, iOS 16): a selection rule, a drag area, a highlight.
/// The content is laid out in the chart's frame, aligned as asked, as an overlay or a background
/// is; it reads the plot through a `ChartProxy` made from that frame. The engine does not model
/// what the chart plots (`Chart.swift`), so the whole chart is the plot area, and the proxy has
/// no scale: it converts no value to a position or back (nil, as Apple's does for a value
/// outside the plot's domain). In a recording the content sits under a `GeometryReader` that
/// takes the chart's size, the reader that gives the proxy its frame.
nonisolated extension View {
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        overlay(alignment: alignment) { ChartProxyReader(alignment: alignment, content: content) }
    }

    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        background(alignment: alignment) { ChartProxyReader(alignment: alignment, content: content) }
    }
}

/// The chart's frame read for its overlay's content, which is then placed as `alignment` says.
private nonisolated struct ChartProxyReader<Content: View>: View {
    let alignment: Alignment
    let content: (ChartProxy) -> Content

    var body: some View {
        GeometryReader { geometry in
            content(ChartProxy(plotFrame: geometry._boundsAnchor, plotSize: geometry.size))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
        }
    }
}

/// A chart's plot area and its scales, as a chart overlay reads them.
public struct ChartProxy {
    private let frame: Anchor<CGRect>

    /// The size of the plot area: the chart's here (its axes and legend are not laid out).
    public let plotSize: CGSize

    init(plotFrame: Anchor<CGRect>, plotSize: CGSize) {
        frame = plotFrame
        self.plotSize = plotSize
    }

    /// The plot area's frame, resolved with a `GeometryProxy` (`geometry[proxy.plotFrame!]`).
    public var plotFrame: Anchor<CGRect>? { frame }

    /// The frame of the plot with its axes' labels.
    public var plotContainerFrame: Anchor<CGRect>? { frame }

    @available(*, deprecated, renamed: "plotFrame")
    public var plotAreaFrame: Anchor<CGRect> { frame }

    @available(*, deprecated, renamed: "plotSize")
    public var plotAreaSize: CGSize { plotSize }

    /// Where a value sits on the x axis: nil, no scale is modelled.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? { nil }
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? { nil }
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? { nil }

    /// The value at a position on the x axis: nil, no scale is modelled.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? { nil }
    public func selectXValue<P: Plottable>(at position: CGFloat) -> P? { nil }
    public func selectYValue<P: Plottable>(at position: CGFloat) -> P? { nil }
    public func angle<P: Plottable>(for value: P) -> Angle? { nil }
    public func value<P: Plottable>(atAngle angle: Angle, as type: P.Type = P.self) -> P? { nil }
}
