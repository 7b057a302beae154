import LayoutLab

/// Selection and scrolling of a chart (Apple: `chartXSelection(value:)`, `chartAngleSelection(value:)`,
/// `chartScrollableAxes(_:)`, iOS 17). They act on touches, which never come in a case: the
/// chart lays out as it would without them, the selection bindings are never written, and a
/// scrollable chart shows its whole domain (the visible-domain length is not applied).
nonisolated extension View {
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View { self }
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View { self }
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { self }
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View { self }
    public func chartScrollPosition<X: Plottable>(initialX: X) -> some View { self }
    public func chartScrollPosition<Y: Plottable>(initialY: Y) -> some View { self }
}
