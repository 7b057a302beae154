/// A step's settled layout, ready to draw: the screen and the nodes on it, in tree order (so a
/// child is drawn over its parent).
public struct Wireframe: Hashable, Sendable {
    public struct Box: Hashable, Sendable {
        public var path: String
        public var name: String?
        public var frame: Rect

        public init(path: String, name: String?, frame: Rect) {
            self.path = path
            self.name = name
            self.frame = frame
        }
    }

    public var screenWidth: Double
    public var screenHeight: Double
    /// Safe-area insets: top, leading, bottom, trailing.
    public var safeArea: [Double]
    public var boxes: [Box]
    /// Nodes on screen that were left out to keep the page light.
    public var omitted: Int

    /// Wireframes draw at most this many nodes: a screen rarely shows more, and a 10,000-row
    /// table must not turn into a page of a million elements.
    public static let nodeLimit = 1500

    public init(screenWidth: Double, screenHeight: Double, safeArea: [Double], boxes: [Box], omitted: Int = 0) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.safeArea = safeArea
        self.boxes = boxes
        self.omitted = omitted
    }
}
