import LayoutLabStore

/// A step's settled layout, ready to draw: the screen and the nodes on it, in tree order (so a
/// child is drawn over its parent).
public struct Wireframe: Hashable, Sendable {
    public struct Box: Hashable, Sendable {
        public var path: String
        public var name: String?
        public var frame: Rect
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

    /// The nodes of the step's final pass that intersect the screen, the first `nodeLimit` in
    /// tree order.
    static func load(_ recording: Recording, step: StepRecord) throws -> Wireframe {
        let boxes = try recording.nodes(ofPass: step.finalPassId, onScreenOf: step.screenWidth, by: step.screenHeight, limit: nodeLimit)
            .map { Box(path: $0.path, name: $0.name, frame: Rect($0.layout)) }
        var omitted = 0
        if boxes.count == nodeLimit {
            omitted = try recording.nodeCount(ofPass: step.finalPassId, onScreenOf: step.screenWidth, by: step.screenHeight) - nodeLimit
        }
        return Wireframe(
            screenWidth: step.screenWidth, screenHeight: step.screenHeight, safeArea: step.safeArea, boxes: boxes, omitted: omitted
        )
    }
}
