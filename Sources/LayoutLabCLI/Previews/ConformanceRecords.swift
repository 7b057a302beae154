/// The types of this process that conform to a protocol, read from the compiler's conformance
/// records (`MetadataSections`). The record layouts are the Swift ABI's, stable since Swift 5
/// (docs/ABI/TypeMetadata.rst in the Swift repository): every reference in them is a 32-bit offset
/// from the field that holds it.
enum ConformanceRecords {
    /// Every struct, enum or class that conforms to the protocol `protocolName` declared in the
    /// module `moduleName`, in the order the images list them. Generic types are left out: a
    /// generic type's metadata needs its arguments, which a record does not give.
    static func conformingTypes(toProtocolNamed protocolName: String, inModule moduleName: String) -> [Any.Type] {
        var types: [Any.Type] = []
        for section in MetadataSections.conformanceSections() {
            guard let base = section.baseAddress else { continue }
            for offset in stride(from: 0, to: section.count - 3, by: 4) {
                guard let conformance = directTarget(of: base + offset),
                      let proto = indirectableTarget(of: conformance),
                      ContextDescriptor(proto).isProtocol(named: protocolName, inModule: moduleName),
                      let type = conformingType(of: conformance)
                else { continue }
                types.append(type)
            }
        }
        return types
    }

    /// The conforming type of a conformance descriptor, when it is a non-generic Swift type.
    /// A descriptor is: protocol (indirectable offset), type reference (offset), witness table
    /// pattern (offset), flags (32 bits, bits 3–5 saying what the type reference is).
    private static func conformingType(of conformance: UnsafeRawPointer) -> Any.Type? {
        let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
        let typeReference = conformance + 4
        let descriptor: UnsafeRawPointer?
        switch (flags >> 3) & 0x7 {
        case 0:  // a type descriptor
            descriptor = directTarget(of: typeReference)
        case 1:  // a slot holding a type descriptor from another image
            descriptor = directTarget(of: typeReference)?.load(as: UnsafeRawPointer?.self)
        default:  // Objective-C class names, which have no Swift descriptor
            descriptor = nil
        }
        guard let descriptor else { return nil }
        return ContextDescriptor(descriptor).nonGenericTypeMetadata()
    }

    /// The address a relative offset at `field` points to, or nil for an offset of 0.
    static func directTarget(of field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// The same, for an offset whose low bit says that it points to a slot holding the address
    /// (a reference to another image, bound by the dynamic linker).
    static func indirectableTarget(of field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        if offset & 1 == 0 { return field + Int(offset) }
        return (field + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
    }
}
