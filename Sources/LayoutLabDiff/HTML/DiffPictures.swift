/// The pictures an HTML diff shows before its tables: for each compared step of a case in both
/// runs, A's and B's settled pass drawn, side by side and again as the two layers of an onion
/// skin, first zoomed to the changed nodes (``ChangeCrop``), then whole. Drawn from the
/// recordings by `LayoutLabReports` (this module knows nothing of them); without pictures, the
/// diff draws wireframes.
public struct DiffPictures: Sendable {
    /// One step's pictures. Each is a separate inline SVG.
    public struct Step: Sendable {
        public var a: String
        public var b: String
        public var onionA: String
        public var onionB: String
        /// The same, zoomed to the changed nodes; nil when no node changed.
        public var crop: Crop?

        public init(a: String, b: String, onionA: String, onionB: String, crop: Crop? = nil) {
            self.a = a
            self.b = b
            self.onionA = onionA
            self.onionB = onionB
            self.crop = crop
        }
    }

    /// A step's pictures zoomed to its changes.
    public struct Crop: Sendable {
        public var a: String
        public var b: String
        public var onionA: String
        public var onionB: String
        /// What the crop shows: "×6, around 2 changes".
        public var caption: String

        public init(a: String, b: String, onionA: String, onionB: String, caption: String) {
            self.a = a
            self.b = b
            self.onionA = onionA
            self.onionB = onionB
            self.caption = caption
        }
    }

    var steps: [DiffWireframes.Key: Step] = [:]
    /// What the pictures share, defined once for the page (glyph outlines, node paths, drawings).
    public var pageDefinitions = ""

    public init() {}

    public mutating func set(_ key: CaseKey, step: Int, _ pictures: Step) {
        steps[DiffWireframes.Key(key: key, step: step)] = pictures
    }

    func pictures(_ key: CaseKey, step: Int) -> Step? { steps[DiffWireframes.Key(key: key, step: step)] }

    /// Whether the step is drawn, so that it needs no wireframes.
    public func draws(_ key: CaseKey, step: Int) -> Bool { pictures(key, step: step) != nil }

    /// The nodes a step's pictures outline: the node each change row stands at (a text, not the
    /// padding and background that grew with it), as `nodes` shows rows.
    public static func outlined(_ step: StepDiff, _ nodes: NodeRows) -> [NodeChange] {
        ChangeRows.rows(step, nodes).map(\.node).filter { $0.kind != .unchanged }
    }
}
