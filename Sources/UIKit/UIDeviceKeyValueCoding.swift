/// `UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation")`:
/// the key-value-coding trick apps use to force a rotation (before iOS 16's
/// `requestGeometryUpdate`). `UIDevice` is an `NSObject` on Apple's platforms, which answers
/// key-value coding; here no key can be written: the device turns only in the case's timeline
/// (a `rotate` step), so the write is accepted and changes nothing, and a read of a key gives nil.
extension UIDevice {
    public func setValue(_ value: Any?, forKey key: String) {}
    public func value(forKey key: String) -> Any? { nil }
}
