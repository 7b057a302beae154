import Foundation
@_spi(Modules) import LayoutLab

/// What a chart plots: marks, and groups of them. The engine keeps it to type-check a chart's
/// content as Swift Charts does; it does not lay marks out.
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Content with no body of its own: a mark, or a group the builder made.
public protocol _PrimitiveChartContent: ChartContent where Body == Never {}

extension _PrimitiveChartContent {
    public var body: Never { fatalError("\(Self.self) is primitive chart content: it has no body") }
}

/// The builder of a chart's content, as `ViewBuilder` is of a view's.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<(repeat each C)> {
        TupleChartContent((repeat each content))
    }
    public static func buildOptional<C: ChartContent>(_ content: C?) -> C? { content }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalChartContent<T, F> {
        _ConditionalChartContent(storage: .trueContent(first))
    }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalChartContent<T, F> {
        _ConditionalChartContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
}

public struct EmptyChartContent: _PrimitiveChartContent {
    public init() {}
}

public struct TupleChartContent<T>: _PrimitiveChartContent {
    public let value: T
    public init(_ value: T) { self.value = value }
}

public struct _ConditionalChartContent<T: ChartContent, F: ChartContent>: _PrimitiveChartContent {
    enum Storage {
        case trueContent(T)
        case falseContent(F)
    }
    let storage: Storage
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError("Optional chart content is primitive: it has no body") }
}

extension ForEach: ChartContent where Content: ChartContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0[keyPath: id] }, content: content)
    }

    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(_data: data, id: { $0.id }, content: content)
    }

    public var body: Never { fatalError("ForEach of chart content is primitive: it has no body") }
}
