/// The pictures an HTML diff shows before its tables: for each compared step of a case in both
/// runs, A's and B's settled pass drawn, side by side and again as the two layers of an onion
/// skin. Drawn from the recordings by `LayoutLabReports` (this module knows nothing of them);
/// without pictures, as in `LayoutLabTesting`'s pages, the diff draws wireframes.
public struct DiffPictures: Sendable {
    /// One step's pictures. Each is a separate inline SVG with ids of its own.
    public struct Step: Sendable {
        public var a: String
        public var b: String
        public var onionA: String
        public var onionB: String

        public init(a: String, b: String, onionA: String, onionB: String) {
            self.a = a
            self.b = b
            self.onionA = onionA
            self.onionB = onionB
        }
    }

    var steps: [DiffWireframes.Key: Step] = [:]
    /// What the pictures share, defined once for the page (glyph outlines, node paths).
    public var pageDefinitions = ""

    public init() {}

    public mutating func set(_ key: CaseKey, step: Int, _ pictures: Step) {
        steps[DiffWireframes.Key(key: key, step: step)] = pictures
    }

    func pictures(_ key: CaseKey, step: Int) -> Step? { steps[DiffWireframes.Key(key: key, step: step)] }

    /// Whether the step is drawn, so that it needs no wireframes.
    public func draws(_ key: CaseKey, step: Int) -> Bool { pictures(key, step: step) != nil }
}
