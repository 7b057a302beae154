/// A context descriptor of the Swift ABI: a module, protocol or type as the compiler describes it
/// in an image's constant data. Every kind starts with flags (32 bits: the kind in bits 0–4,
/// generic in bit 7), the parent (an indirectable offset) and the name (an offset to a C string);
/// a type's descriptor goes on with its metadata accessor (an offset to the function).
struct ContextDescriptor {
    let address: UnsafeRawPointer

    init(_ address: UnsafeRawPointer) {
        self.address = address
    }

    private enum Kind: UInt32 {
        case module = 0
        case `protocol` = 3
        case `class` = 16
        case `struct` = 17
        case `enum` = 18
    }

    private var flags: UInt32 { address.loadUnaligned(as: UInt32.self) }
    private var kind: Kind? { Kind(rawValue: flags & 0x1F) }
    private var isGeneric: Bool { flags & 0x80 != 0 }

    private var parent: ContextDescriptor? {
        ConformanceRecords.indirectableTarget(of: address + 4).map(ContextDescriptor.init)
    }

    private var name: String? {
        ConformanceRecords.directTarget(of: address + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// Whether this is the protocol `name` declared at the top level of the module `module`.
    func isProtocol(named protocolName: String, inModule module: String) -> Bool {
        guard kind == .protocol, name == protocolName, let parent, parent.kind == .module else { return false }
        return parent.name == module
    }

    /// The metadata of this type, from its accessor, when it is a struct, enum or class that is
    /// not generic (nor nested in a generic type, which makes it generic too).
    func nonGenericTypeMetadata() -> Any.Type? {
        guard let kind, [.class, .struct, .enum].contains(kind), !isGeneric,
              let accessor = ConformanceRecords.directTarget(of: address + 12)
        else { return nil }
        // A non-generic type's accessor takes the metadata request (0: complete, blocking) and
        // returns the metadata with its state, in Swift's calling convention: a thin Swift
        // function of that shape.
        typealias MetadataAccessor = @convention(thin) (Int) -> (metadata: UnsafeRawPointer?, state: Int)
        let access = unsafeBitCast(accessor, to: MetadataAccessor.self)
        guard let metadata = access(0).metadata else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}
