import Foundation

// Sort descriptors as Apple's Foundation makes them, for the frameworks whose requests take them
// (Core Data's fetches, CloudKit's queries, HealthKit's sample queries). swift-corelibs-foundation
// has no key-value coding, so its `init(key:ascending:)` is unavailable, and its key-path
// initializer asks a `Comparable` value. No store here holds anything to sort, so each keeps the
// direction and orders nothing.
extension NSSortDescriptor {
    /// A sort by key. The key is not kept (it could not be read off an object without key-value
    /// coding); the direction is. Takes the place of Foundation's unavailable initializer.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \String.self, ascending: ascending)
    }

    /// A sort by a key path whose value is not `Comparable`, an optional above all
    /// (`\Item.timestamp` of a generated class is a `Date?`, as in Xcode's Core Data template).
    /// Apple's takes any key path. The key path and the direction are kept; the order is left as
    /// it is. Swift picks Foundation's for a `Comparable` value, being the more specific.
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending, comparator: { _, _ in .orderedSame })
    }
}
