/// A view's structural identity: where it sits in the view structure (tuple slots, `ForEach` ids,
/// conditional branches, erased types), hashed down to 64 bits as the tree is expanded.
///
/// State, action-site memory and lifecycle are keyed by identity, so they survive from pass to
/// pass and from step to step while the structure stays the same. Node paths are for people;
/// identity is for the engine (it also separates `if`/`else` branches that show the same type).
struct Identity: Hashable, Sendable, CustomStringConvertible {
    let raw: UInt64

    static let root = Identity(raw: 0x6C61_796F_7574_6C61)

    func appending(_ value: UInt64) -> Identity {
        // splitmix64 finalizer over the combined words: cheap, and well distributed.
        var z = raw &+ 0x9E37_79B9_7F4A_7C15 &+ (value &* 0xBF58_476D_1CE4_E5B9)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Identity(raw: z ^ (z >> 31))
    }

    func appending(type: Any.Type) -> Identity {
        appending(UInt64(UInt(bitPattern: ObjectIdentifier(type).hashValue)))
    }

    func appending<H: Hashable>(hashable value: H) -> Identity {
        appending(UInt64(UInt(bitPattern: value.hashValue)))
    }

    var description: String { String(raw, radix: 16) }

    /// Distinct markers for the structural steps that are not slots.
    enum Marker {
        static let body: UInt64 = 0xB0D1
        static let modifiedContent: UInt64 = 0xC0
        static let secondary: UInt64 = 0x5EC
        static let deferredContent: UInt64 = 0xDEF
        /// Mixed into a `ForEach` element's `Int` id, which is used as it is rather than hashed.
        static let intElement: UInt64 = 0xE1E3_17D0_0000_0000
    }
}
