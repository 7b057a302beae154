/// A value that grows and shrinks with Dynamic Type: `@ScaledMetric var iconSize = 24.0`.
///
/// The value is scaled as `UIFontMetrics(forTextStyle:).scaledValue(for:)` scales it: by how much
/// the text style (`.body` unless `relativeTo:` says otherwise) grows from the default size,
/// `.large`, to the environment's Dynamic Type size. At `.accessibility3` a body-relative 24 is
/// 24 × 40 / 17 ≈ 56.47. On macOS, whose text styles do not change size, it stays as written.
/// See docs/layout-rules.md, "Scaled metrics".
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    private let box = EnvironmentBox()

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    public var wrappedValue: Value {
        let environment = box.values ?? EnvironmentValues()
        // The ratio `Font.custom(_:size:relativeTo:)` scales by, too.
        let os = environment.os
        let scale = Typography.pointSize(of: textStyle, at: environment.dynamicTypeSize, os: os)
            / Typography.pointSize(of: textStyle, at: .large, os: os)
        return baseValue * Value(scale)
    }
}

extension ScaledMetric: GraphLinkable {
    func link(_ context: PropertyLinkContext) -> StateCell? {
        box.values = context.inputs.environment
        return nil
    }
}

extension ScaledMetric: @unchecked Sendable where Value: Sendable {}
