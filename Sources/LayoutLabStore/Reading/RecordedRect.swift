import GRDB

/// A rectangle as the recording stores it: root (global) coordinates, in points.
public struct RecordedRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A node's layout frame, and its rendered frame after visual effects, in one pass.
public struct NodeGeometry: Hashable, Sendable {
    public var layout: RecordedRect
    public var render: RecordedRect
}

extension Row {
    /// The rectangle in the four columns from `index` on: x, y, width, height.
    func rect(at index: Int) throws -> RecordedRect {
        RecordedRect(
            x: try decode(atIndex: index), y: try decode(atIndex: index + 1),
            width: try decode(atIndex: index + 2), height: try decode(atIndex: index + 3)
        )
    }

    /// The layout frame in the eight columns from `index` on (x, y, width, height, then the
    /// render_ ones).
    func geometry(at index: Int) throws -> NodeGeometry {
        NodeGeometry(layout: try rect(at: index), render: try rect(at: index + 4))
    }
}
