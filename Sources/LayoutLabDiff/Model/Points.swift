import LayoutLab

/// A length or coordinate in points, shown and encoded with the recording's one precision:
/// `CGFloat.formattedPoints`, up to three decimals. JSON carries the same rounded number that text,
/// Markdown and HTML print, so every format agrees digit for digit.
public struct Points: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public let value: Double

    public init(_ value: Double) {
        self.value = value
    }

    public var description: String { CGFloat(value).formattedPoints }

    /// With an explicit sign, for deltas: `+4`, `-2.5`; a delta that rounds to zero is `0`.
    public var signed: String {
        let rounded = Self.rounded(value)
        return rounded > 0 ? "+" + description : description
    }

    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Double.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.rounded(value))
    }

    public static func < (a: Points, b: Points) -> Bool { a.value < b.value }

    /// Equal when they print the same: 0.05 and 0.05000000000000071 are one value at this precision.
    public static func == (a: Points, b: Points) -> Bool { rounded(a.value) == rounded(b.value) }

    public func hash(into hasher: inout Hasher) { hasher.combine(Self.rounded(value)) }

    /// Rounded as `formattedPoints` rounds; -0 becomes 0 so that it never prints as "-0".
    static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == 0 ? 0 : rounded
    }
}

/// A layout frame in root coordinates.
public struct Rect: Hashable, Sendable, Codable {
    public var x: Points
    public var y: Points
    public var width: Points
    public var height: Points

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = Points(x)
        self.y = Points(y)
        self.width = Points(width)
        self.height = Points(height)
    }

    /// `x,y w×h`, the form every text format uses: `0,47 390×763`.
    public var text: String { "\(x),\(y) \(width)×\(height)" }

    /// `w×h`.
    public var sizeText: String { "\(width)×\(height)" }
    /// `x,y`.
    public var originText: String { "\(x),\(y)" }
}

extension Rect {
    public func differs(from other: Rect, beyond tolerance: Double) -> Bool {
        let delta = delta(to: other)
        return [delta.x, delta.y, delta.width, delta.height].contains { $0.value.magnitude > tolerance }
    }

    /// `other` minus this, component by component.
    public func delta(to other: Rect) -> Rect {
        Rect(
            x: other.x.value - x.value, y: other.y.value - y.value,
            width: other.width.value - width.value, height: other.height.value - height.value
        )
    }
}
