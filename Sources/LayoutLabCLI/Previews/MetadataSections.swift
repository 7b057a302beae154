#if canImport(Darwin)
import MachO
#endif

/// The conformance records of every image loaded in this process: the `swift5_protocol_conformances`
/// section (`__TEXT,__swift5_proto` in Mach-O) that the compiler fills with one 32-bit relative
/// offset per conformance the image declares, and that the Swift runtime itself reads to answer
/// `as?` casts. This is how Swift Testing finds its tests at run time, without a list.
enum MetadataSections {
    /// Each image's conformance section, as the bytes of its offsets.
    static func conformanceSections() -> [UnsafeRawBufferPointer] {
        #if canImport(Darwin)
        var sections: [UnsafeRawBufferPointer] = []
        for index in 0..<_dyld_image_count() {
            guard let header = _dyld_get_image_header(index) else { continue }
            var size: UInt = 0
            let start = header.withMemoryRebound(to: mach_header_64.self, capacity: 1) {
                getsectiondata($0, "__TEXT", "__swift5_proto", &size)
            }
            if let start, size > 0 {
                sections.append(UnsafeRawBufferPointer(start: start, count: Int(size)))
            }
        }
        return sections
        #else
        let found = FoundSections()
        withExtendedLifetime(found) {
            swift_enumerateAllMetadataSections({ sections, context in
                // The runtime's `MetadataSections` (the toolchain's shims/MetadataSections.h):
                // a version, the image's base address and two unused words, then one
                // (start, length) pair per section, `swift5_protocols` first and
                // `swift5_protocol_conformances` second. Fields are only ever added at the end
                // (the header's ABI note), so these two offsets hold for every version.
                let words = sections.assumingMemoryBound(to: UInt.self)
                let start = words[6], length = words[7]
                let found = Unmanaged<FoundSections>.fromOpaque(context).takeUnretainedValue()
                if start != 0, length > 0, let pointer = UnsafeRawPointer(bitPattern: start) {
                    found.sections.append(UnsafeRawBufferPointer(start: pointer, count: Int(length)))
                }
                return true
            }, Unmanaged.passUnretained(found).toOpaque())
        }
        return found.sections
        #endif
    }
}

#if !canImport(Darwin)
/// What the enumeration's C callback collects, handed to it as its context pointer.
private final class FoundSections {
    var sections: [UnsafeRawBufferPointer] = []
}

/// The Swift runtime's walk over every loaded image's metadata sections (exported by
/// libswiftCore on ELF and COFF platforms; Darwin has dyld for this). The body returns true to go on.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)
#endif
