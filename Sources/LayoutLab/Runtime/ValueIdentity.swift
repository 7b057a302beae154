/// When the engine treats two values as the same. A state write of an equal value changes
/// nothing; an action site fires only when its value changed; a frame whose every state value and
/// action-site value repeats an earlier frame's is a `cycle`.
///
/// Equatable types compare with `==`. Instances of other classes are the same when they are the
/// same instance, as SwiftUI compares a `@State` holding an object (a model replaced by a new one
/// is a change, whatever its properties say). Other types (`@State` takes any type) compare by
/// their trace encoding, `JSONText`: this is the one place where engine behaviour depends on the
/// encoder, and it does so on purpose, so that writing the same non-Equatable value twice does not
/// invalidate forever. Fingerprints use the encoding for every type, as a hashable key.
enum ValueIdentity {
    /// `==` for `V`, identity for a class, or equal encodings otherwise. Worked out once per type.
    static func equality<V>(for type: V.Type) -> (V, V) -> Bool {
        if let equatable = V.self as? any Equatable.Type {
            return opened(equatable, as: V.self)
        }
        if V.self is AnyClass {
            return { ($0 as AnyObject) === ($1 as AnyObject) }
        }
        return { JSONText.encode($0) == JSONText.encode($1) }
    }

    private static func opened<E: Equatable, V>(_ type: E.Type, as _: V.Type) -> (V, V) -> Bool {
        { ($0 as! E) == ($1 as! E) }
    }

    /// Equality of two type-erased values of the same type.
    static func areEqual(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(toAny: b) }
        return JSONText.encode(a) == JSONText.encode(b)
    }

    /// A key that is equal for values the engine treats as the same, for a frame's fingerprint.
    static func key(_ value: Any) -> String {
        JSONText.encode(value)
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
