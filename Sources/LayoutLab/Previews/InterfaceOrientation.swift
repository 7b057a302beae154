/// The orientation of the device's interface, as `.previewInterfaceOrientation(_:)` and the
/// orientation traits of `#Preview` name it. A recording knows only portrait and landscape
/// (`Orientation`): upside down is portrait, either landscape is landscape.
public struct InterfaceOrientation: Hashable, Sendable, Identifiable, CaseIterable {
    public let id: String

    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }

    /// The orientation a timeline launches in.
    public var orientation: Orientation {
        self == .landscapeLeft || self == .landscapeRight ? .landscape : .portrait
    }
}
