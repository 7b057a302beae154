/// How much of a display's high dynamic range an image may use (iOS 17). Drawing only: the
/// engine records layout, and an image's range never changes its size.
extension Image {
    public struct DynamicRange: Hashable, Sendable {
        let name: String
        public static let standard = DynamicRange(name: "standard")
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        public static let high = DynamicRange(name: "high")
    }

    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image { self }
}

nonisolated extension View {
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }
}
