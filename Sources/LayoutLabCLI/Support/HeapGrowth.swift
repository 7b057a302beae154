#if canImport(Glibc)
import Glibc
#endif

/// How the command line's allocator grows its heaps.
///
/// Cases lay out on engine threads, and glibc gives each such thread an arena whose heap grows
/// by 128 KB at a time by default, each step a system call that changes the
/// process's mappings while the writer thread takes page faults on the same mappings. A
/// `rows-1000` record grows its engine's heap past 100 MB; in steps of 64 MB the record takes
/// about 0.89 × the time (docs/performance.md, "Why it is as fast as it is"). Only address space
/// is reserved ahead: memory counts once it is touched, and a large case's memory is still handed
/// back after it (`FreedMemory`).
enum HeapGrowth {
    /// glibc's `M_TOP_PAD` (malloc.h), which the Glibc module does not export.
    private static let topPadParameter: Int32 = -2
    static let step = 64 << 20

    static func useLargeSteps() {
        #if canImport(Glibc)
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(topPadParameter, Int32(step))
        #endif
    }
}
