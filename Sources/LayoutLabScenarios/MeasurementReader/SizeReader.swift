import LayoutLab

/// Measures one group of views (seed 004's `SizeReader`): `.measure(proxy)` to measure,
/// `proxy.maxHeight()` to apply the largest height back.
public struct SizeReader<Scope>: View {
    let reader: MeasurementReader<Scope, SizeTag>

    public init<Content: View>(
        version: some Hashable = DefaultMeasurementVersion(), reducer: MeasurementReducer = .replace,
        @ViewBuilder content: @escaping (SizeProxy<Scope>) -> Content
    ) {
        reader = MeasurementReader(version: version, reducer: reducer) { proxy in content(SizeProxy(proxy: proxy)) }
    }

    public var body: some View { reader }
}

/// `SizeReader` in the default scope.
public struct SimpleSizeReader: View {
    let reader: SizeReader<Unscoped>

    public init<Content: View>(
        version: some Hashable = DefaultMeasurementVersion(), reducer: MeasurementReducer = .replace,
        @ViewBuilder content: @escaping (SizeProxy<Unscoped>) -> Content
    ) {
        reader = SizeReader(version: version, reducer: reducer, content: content)
    }

    public var body: some View { reader }
}

/// Reads back what a `SizeReader` measured.
public struct SizeProxy<Scope> {
    let proxy: MeasurementProxy<Scope, SizeTag>

    public func maxSize() -> CGSize? { proxy.maxSize(.size) }
    public func maxWidth() -> CGFloat? { proxy.maxWidth(.size) }
    public func maxHeight() -> CGFloat? { proxy.maxHeight(.size) }
}

extension View {
    /// Measures this view into a `SizeReader`.
    public func measure<Scope>(_ proxy: SizeProxy<Scope>) -> some View {
        measured(Scope.self, SizeTag.size)
    }
}
