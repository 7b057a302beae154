import Foundation

#if !canImport(ObjectiveC)
/// iCloud's key-value store (Apple, "NSUbiquitousKeyValueStore"), which settings screens read and
/// write like `UserDefaults`. There is no iCloud account here: the store is this process's memory,
/// empty at launch, and never changes externally (so `didChangeExternallyNotification` is never
/// posted). swift-corelibs-foundation has no such class.
open class NSUbiquitousKeyValueStore: @unchecked Sendable {
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    public class var `default`: NSUbiquitousKeyValueStore { shared }
    private static let shared = NSUbiquitousKeyValueStore()

    private let lock = NSLock()
    private var values: [String: Any] = [:]

    public init() {}

    open var dictionaryRepresentation: [String: Any] { lock.withLock { values } }

    open func object(forKey key: String) -> Any? { lock.withLock { values[key] } }

    open func set(_ object: Any?, forKey key: String) { store(object, forKey: key) }

    open func removeObject(forKey key: String) { store(nil, forKey: key) }

    open func string(forKey key: String) -> String? { object(forKey: key) as? String }
    open func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
    open func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }
    open func data(forKey key: String) -> Data? { object(forKey: key) as? Data }

    /// Numbers as Foundation reads them: any stored number converts, anything else is zero.
    open func longLong(forKey key: String) -> Int64 { number(forKey: key).map { Int64($0) } ?? 0 }
    open func double(forKey key: String) -> Double { number(forKey: key) ?? 0 }
    open func bool(forKey key: String) -> Bool { (number(forKey: key) ?? 0) != 0 }

    open func set(_ value: String?, forKey key: String) { store(value, forKey: key) }
    open func set(_ value: Data?, forKey key: String) { store(value, forKey: key) }
    open func set(_ value: [Any]?, forKey key: String) { store(value, forKey: key) }
    open func set(_ value: [String: Any]?, forKey key: String) { store(value, forKey: key) }
    open func set(_ value: Int64, forKey key: String) { store(value, forKey: key) }
    open func set(_ value: Double, forKey key: String) { store(value, forKey: key) }
    open func set(_ value: Bool, forKey key: String) { store(value, forKey: key) }

    /// Always true: there is nothing to reach.
    @discardableResult
    open func synchronize() -> Bool { true }

    private func store(_ object: Any?, forKey key: String) {
        lock.withLock { values[key] = object }
    }

    private func number(forKey key: String) -> Double? {
        switch object(forKey: key) {
        case let value as Bool: value ? 1 : 0
        case let value as Int: Double(value)
        case let value as Int64: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as String: Double(value)
        default: nil
        }
    }
}

public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
public let NSUbiquitousKeyValueStoreServerChange = 0
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
public let NSUbiquitousKeyValueStoreAccountChange = 3
#endif
