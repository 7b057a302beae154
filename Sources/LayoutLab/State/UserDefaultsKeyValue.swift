import Foundation

#if !canImport(ObjectiveC)
// On Apple platforms `UserDefaults` answers key-value coding (`setValue(_:forKey:)`, which view
// models call to store a setting), inherited from NSObject; swift-corelibs-foundation has no
// key-value coding. For `UserDefaults` both are its own `set(_:forKey:)` and `object(forKey:)`
// (Apple, "UserDefaults": a defaults object is key-value coding compliant for its keys).
extension UserDefaults {
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
#endif
