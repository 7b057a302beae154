import LayoutLab

// SwiftUI's `Path` and Core Graphics' `CGPath` convert into each other on Apple's platforms
// (`Path(uiBezierPath.cgPath)`, `path.cgPath`): here a `CGPath` builds the same `Path` as it is
// built (CGPath.swift), so the conversion keeps every segment, curves included.
extension Path {
    public init(_ path: CGPath) {
        self = path.shape
    }

}

extension CGPath {
    /// A path made from SwiftUI's `Path` and the points it passes through (end and control
    /// points, for `boundingBox`), for `UIBezierPath` in the UIKit module.
    public convenience init(_shape path: Path, points: [CGPoint], current: CGPoint?) {
        self.init(points: points, current: current, shape: path)
    }
}
