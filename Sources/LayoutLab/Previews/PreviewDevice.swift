/// A device a `PreviewProvider`'s view is shown on in Xcode: `PreviewDevice(rawValue: "iPhone 15")`
/// or the name as a literal. A recording runs every view on every profile, so the engine keeps the
/// name only; `layoutlab profiles` lists the devices it lays out for.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }
}
