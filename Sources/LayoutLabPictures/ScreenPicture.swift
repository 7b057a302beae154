import LayoutLab

/// Everything a picture of one pass needs (docs/rendering.md): the screen, its safe area, and
/// each node's frame and paint in tree order. Made from a recording by `LayoutLabReports`, from
/// a test's layout by `LayoutLabTesting`.
public struct ScreenPicture: Sendable {
    public var screenWidth: Double
    public var screenHeight: Double
    /// Top, leading, bottom, trailing.
    public var safeArea: [Double]
    public var nodes: [PictureNode]

    public init(screenWidth: Double, screenHeight: Double, safeArea: [Double], nodes: [PictureNode]) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.safeArea = safeArea
        self.nodes = nodes
    }
}

/// One node of a picture.
public struct PictureNode: Hashable, Sendable {
    public var path: String
    public var kind: String?
    public var name: String?
    /// The layout frame; a render transform in `paint` moves what is drawn in it.
    public var layout: PictureRect
    public var paint: NodePaint?

    public init(path: String, kind: String?, name: String?, layout: PictureRect, paint: NodePaint?) {
        self.path = path
        self.kind = kind
        self.name = name
        self.layout = layout
        self.paint = paint
    }
}

/// A frame in screen coordinates, in points.
public struct PictureRect: Hashable, Sendable {
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
