#if canImport(Glibc)
import Glibc
#endif

/// Gives memory freed by a finished case back to the system.
///
/// Cases lay out on engine threads and are written on another, and glibc gives threads their own
/// allocator arenas, which keep what was freed in them for later use. A stress case frees a couple
/// of hundred megabytes at its end. Engine threads are reused, so the next case lays out in the
/// memory the last one freed; what the writer freed, and what a case started on a new thread
/// would not reuse, is handed back here (the engine after its case, the writer before the next).
enum FreedMemory {
    /// Below this many rows a case frees too little to be worth handing back: trimming costs a
    /// system call and the page faults of growing the heap again, about a millisecond a case,
    /// which is most of a small case's time.
    static let worthReleasing = 20_000

    /// Releases after a case of `rows` rows, if it was big enough to matter.
    static func release(afterRows rows: Int) {
        if rows >= worthReleasing { release() }
    }

    static func release() {
        #if canImport(Glibc)
        // `malloc_trim` is glibc's, declared in <malloc.h>, which the Glibc module does not export.
        if let symbol = dlsym(nil, "malloc_trim") {
            let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
            _ = trim(0)
        }
        #endif
    }
}
