// iOS 17's static members of `Shape` (Apple: "Shape", Type Properties and Methods): where a
// shape is expected, `.rect`, `.rect(cornerRadius:)`, `.capsule` and `.circle` name the shape
// types themselves, so `.clipShape(.rect(cornerRadius: 25))` lays out and draws exactly as
// `.clipShape(RoundedRectangle(cornerRadius: 25))`.

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with rounded corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule with continuous corners.
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose corners are `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
