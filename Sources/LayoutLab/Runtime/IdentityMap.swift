/// A hash map keyed by `Identity`, for the tables the engine consults for every node of every
/// pass. An identity is already a well-mixed 64-bit hash (splitmix64), so its low bits pick the
/// slot directly: `Dictionary` would hash it again through `Hasher` (SipHash), which cost more
/// than the rest of interning a node's path. Open addressing with linear probing, at most
/// half full; entries are never removed.
struct IdentityMap<Value> {
    private var keys: [UInt64]
    private var values: [Value?]
    private var mask: Int
    private(set) var count = 0

    init() {
        keys = [UInt64](repeating: 0, count: 16)
        values = [Value?](repeating: nil, count: 16)
        mask = 15
    }

    subscript(identity: Identity) -> Value? {
        get {
            var slot = Int(truncatingIfNeeded: identity.raw) & mask
            while let value = values[slot] {
                if keys[slot] == identity.raw { return value }
                slot = (slot + 1) & mask
            }
            return nil
        }
        set {
            guard let newValue else { preconditionFailure("IdentityMap never removes entries") }
            var slot = Int(truncatingIfNeeded: identity.raw) & mask
            while values[slot] != nil {
                if keys[slot] == identity.raw {
                    values[slot] = newValue
                    return
                }
                slot = (slot + 1) & mask
            }
            keys[slot] = identity.raw
            values[slot] = newValue
            count += 1
            if count * 2 > keys.count { grow() }
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        values = [Value?](repeating: nil, count: oldKeys.count * 2)
        mask = keys.count - 1
        for index in oldKeys.indices {
            guard let value = oldValues[index] else { continue }
            var slot = Int(truncatingIfNeeded: oldKeys[index]) & mask
            while values[slot] != nil { slot = (slot + 1) & mask }
            keys[slot] = oldKeys[index]
            values[slot] = value
        }
    }
}
