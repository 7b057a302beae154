/// A named value produced by a view and read by its ancestors.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preference keys one graph has met, numbered in order of first use, with type-erased
/// default and reduce functions so that reduction can run over `Any` values.
final class PreferenceKeyRegistry {
    struct Key {
        let name: String
        let defaultValue: () -> Any
        let reduce: (inout Any, Any) -> Void
    }

    // Unchecked exclusivity: a registry belongs to one graph, used on its case's engine thread,
    // and every preference reduction reads `keys`.
    @exclusivity(unchecked) private var indices: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) private(set) var keys: [Key] = []

    func index<K: PreferenceKey>(of key: K.Type) -> Int {
        if let index = indices[ObjectIdentifier(key)] { return index }
        let index = keys.count
        keys.append(Key(
            name: PreferenceKeyRegistry.displayName(of: K.self),
            defaultValue: { K.defaultValue },
            reduce: { value, next in
                var typed = value as! K.Value
                // Drop the box's reference first, so that `typed` is unique and reduces in place
                // (a dictionary-valued key would otherwise be copied on every combine).
                value = ()
                K.reduce(value: &typed, nextValue: { next as! K.Value })
                value = typed
            }
        ))
        indices[ObjectIdentifier(key)] = index
        return index
    }

    /// The key's name as SwiftUI's warnings print it: generic arguments kept, module dropped.
    static func displayName(of type: Any.Type) -> String {
        String(describing: type)
    }
}

/// A set of preference key indices; past 64 keys it answers "maybe" for the rest.
struct PreferenceKeySet {
    private var mask: UInt64 = 0
    private var hasHighKeys = false

    mutating func insert(_ index: Int) {
        if index < 64 { mask |= 1 << UInt64(index) } else { hasHighKeys = true }
    }

    func contains(_ index: Int) -> Bool {
        index < 64 ? mask & (1 << UInt64(index)) != 0 : hasHighKeys
    }

    mutating func formUnion(_ other: PreferenceKeySet) {
        mask |= other.mask
        hasHighKeys = hasHighKeys || other.hasHighKeys
    }

    /// Calls `body` with each key below 64 in the set, in increasing order (the set cannot list
    /// the others).
    func forEachLowKey(_ body: (Int) -> Void) {
        var rest = mask
        while rest != 0 {
            let key = rest.trailingZeroBitCount
            body(key)
            rest &= rest - 1
        }
    }
}
