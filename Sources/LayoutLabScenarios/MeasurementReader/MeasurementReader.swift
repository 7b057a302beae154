import LayoutLab

/// Measures groups of views, identified by `Tag`, and hands the largest sizes back through a
/// proxy (seed 004). Measuring takes one pass and applying the result a second; when the second
/// pass measures the same sizes, nothing changes and layout stops.
///
/// Like the library, the readers are generic only over what callers name (`Scope`, `Tag`), so
/// `SimpleMeasurementReader<Field> { proxy in … }` compiles; the content is type-erased.
public struct MeasurementReader<Scope, Tag: Hashable>: View {
    let version: AnyHashable
    let reducer: MeasurementReducer
    let content: (MeasurementProxy<Scope, Tag>) -> AnyView
    @State private var stored = VersionedMeasurements<Tag>(version: AnyHashable(DefaultMeasurementVersion()), measurements: Measurements())

    public init<Content: View>(
        version: some Hashable = DefaultMeasurementVersion(), reducer: MeasurementReducer = .replace,
        @ViewBuilder content: @escaping (MeasurementProxy<Scope, Tag>) -> Content
    ) {
        self.version = AnyHashable(version)
        self.reducer = reducer
        self.content = { AnyView(content($0)) }
    }

    public var body: some View {
        content(MeasurementProxy(measurements: stored.current(for: version)))
            .transformPreference(ScopedMeasurementPreferenceKey<Scope, Tag>.self) { $0.version = version }
            .onPreferenceChange(ScopedMeasurementPreferenceKey<Scope, Tag>.self) { measured in
                stored = stored.applying(measured, version: version, reducer: reducer)
            }
            // The measurements belong to this reader: they stop here.
            .transformPreference(ScopedMeasurementPreferenceKey<Scope, Tag>.self) { $0 = Measurements() }
    }
}

/// `MeasurementReader` in the default scope.
public struct SimpleMeasurementReader<Tag: Hashable>: View {
    let reader: MeasurementReader<Unscoped, Tag>

    public init<Content: View>(
        version: some Hashable = DefaultMeasurementVersion(), reducer: MeasurementReducer = .replace,
        @ViewBuilder content: @escaping (MeasurementProxy<Unscoped, Tag>) -> Content
    ) {
        reader = MeasurementReader(version: version, reducer: reducer, content: content)
    }

    public var body: some View { reader }
}

/// Reads back what a `MeasurementReader` measured: nil until a group has been measured.
public struct MeasurementProxy<Scope, Tag: Hashable> {
    let measurements: Measurements<Tag>

    public func maxSize(_ tag: Tag) -> CGSize? { measurements.sizes[tag] }
    public func maxWidth(_ tag: Tag) -> CGFloat? { measurements.sizes[tag]?.width }
    public func maxHeight(_ tag: Tag) -> CGFloat? { measurements.sizes[tag]?.height }
}

extension View {
    /// Measures this view into `proxy`'s group `tag`.
    public func measure<Scope, Tag: Hashable>(_ proxy: MeasurementProxy<Scope, Tag>, _ tag: Tag) -> some View {
        measured(Scope.self, tag)
    }

    /// Measures this view's size with a background reader, as the preference technique does.
    func measured<Scope, Tag: Hashable>(_ scope: Scope.Type, _ tag: Tag) -> some View {
        background(
            GeometryReader { geometry in
                Color.clear.preference(
                    key: ScopedMeasurementPreferenceKey<Scope, Tag>.self,
                    value: Measurements(sizes: [tag: geometry.size])
                )
            }
        )
    }
}
